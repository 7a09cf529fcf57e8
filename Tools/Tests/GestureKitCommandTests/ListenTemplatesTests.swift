import ArgumentParser
import Foundation
import GestureEvdev
import GestureKit
import GestureListen
import GestureTraces
import Testing
@testable import gesturekit

/// The shapes `listen`'s bindings name are checked against the templates file before any
/// device is waited for, and by `listen --check`: without a device (a laptop's touchpad
/// unplugged, a container), a missing shape was found only when a scene was built.
@Suite("listen: the bound shapes, checked at start")
struct ListenTemplatesTests {
    static func configuration(_ yaml: String) throws -> ListenConfiguration {
        try ConfigurationReader.configuration(fromYAML: yaml)
    }

    #if os(Linux)
    @Test("listen --check fails for a --device that is a file and not an input device, as listen itself would")
    func checkRefusesAFile() throws {
        let folder = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("random.bin")
        try Data([1, 2, 3, 4]).write(to: file)
        var check = try GestureKitCommand.parseAsRoot(["listen", "--check", "--device", file.path, "--bind", "{gesture: tap, run: \"true\"}"])
        #expect(throws: ExitCode.failure) { try check.run() }
        #expect(DeviceDiscovery.describe(file.path).error?.description == "\(file.path): not an input device (its evdev ioctls fail)")
    }

    @Test("A --bind naming an application beside a file's focus: none is refused, as the file's own would be")
    func focusNoneWithBoundApplication() throws {
        let folder = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("listen.yaml")
        try Data("focus: none\nbindings:\n  - {gesture: tap, run: \"true\"}\n".utf8).write(to: file)
        #expect(chmod(file.path, 0o600) == 0)
        var alone = try GestureKitCommand.parseAsRoot(["listen", "--check", "--config", file.path])
        #expect(throws: Never.self) { try alone.run() }
        var bound = try GestureKitCommand.parseAsRoot(["listen", "--check", "--config", file.path,
                                                       "--bind", "{gesture: tap, fingers: 2, application: firefox, run: \"true\"}"])
        #expect(throws: ExitCode.failure) { try bound.run() }
        var dryRun = try GestureKitCommand.parseAsRoot(["listen", "--dry-run", "--config", file.path, "--stop-after", "0.01",
                                                        "--bind", "{gesture: tap, fingers: 2, application: firefox, run: \"true\"}"])
        #expect { try dryRun.run() } throws: {
            ($0 as? CommandFailure)?.description == "\(file.path): focus: focus: none asks no one which application has the focus, "
                + "so the application: of --bind[0] could never hold: choose how to ask, or leave focus out"
        }
    }
    #endif

    @Test("A bound shape no template has, a file that is not a templates file, or none at all: refused with what and where")
    func refused() throws {
        let folder = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let circle = try Self.configuration("bindings:\n  - {gesture: shape, shape: circle, run: \"true\"}\n")
        let missing = folder.appendingPathComponent("absent.json")
        #expect(throws: CommandFailure.self) { try ListenConfigurationFile.templates(for: circle, from: missing) }
        do {
            _ = try ListenConfigurationFile.templates(for: circle, from: missing)
        } catch {
            #expect(error.description == "bindings[0].shape: \(missing.path) does not exist: record a shape into it with "
                    + "gesturekit listen --record-template NAME, or name another file (templates: FILE, or --templates)")
        }
        let file = folder.appendingPathComponent("shapes.json")
        try ShapeTemplate.write([ShapeTemplate(name: "v", points: [Point(x: 0, y: 0), Point(x: 5, y: 9), Point(x: 10, y: 0)])], to: file)
        #expect(throws: CommandFailure.self) { try ListenConfigurationFile.templates(for: circle, from: file) }
        let v = try Self.configuration("bindings:\n  - {gesture: shape, shape: v, run: \"true\"}\n")
        #expect(try ListenConfigurationFile.templates(for: v, from: file).map(\.name) == ["v"])
        // A file with no templates at all says so.
        try Data(#"{"templates": []}"#.utf8).write(to: file)
        do {
            _ = try ListenConfigurationFile.templates(for: v, from: file)
            Issue.record("an empty templates file was taken")
        } catch {
            #expect(error.description == "bindings[0].shape: no template is named \"v\" (\(file.path) has none: "
                    + "record one with gesturekit listen --record-template NAME)")
        }
        try Data(#"{"templates": [{"name": "v", "points": [[1, 1]]}]}"#.utf8).write(to: file)
        #expect(throws: CommandFailure.self) { try ListenConfigurationFile.templates(for: v, from: file) }
        // No shape binding: the file is not read.
        let tap = try Self.configuration("bindings:\n  - {gesture: tap, run: \"true\"}\n")
        #expect(try ListenConfigurationFile.templates(for: tap, from: file).isEmpty)
    }
}
