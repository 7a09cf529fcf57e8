#if os(Linux)
import Foundation
import GestureKit
import GestureListen
import GestureTraces
import Glibc
import Testing
@testable import gesturekit

/// `gesturekit service`: the files that run `listen` every day, and the commands that write them.
@Suite("Service: the systemd user unit and the udev rule")
struct ServiceCommandTests {
    /// `service install --no-start` into `folder`, reading `text` as the configuration (mode 0600).
    static func install(_ text: String, in folder: URL) throws -> ServiceInstallCommand {
        let configuration = folder.appendingPathComponent("listen.yaml")
        try Data(text.utf8).write(to: configuration)
        #expect(chmod(configuration.path, 0o600) == 0)
        return try #require(try GestureKitCommand.parseAsRoot(["service", "install", "--unit-directory", folder.path, "--no-start",
                                                               "--config", configuration.path]) as? ServiceInstallCommand)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("service-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        return folder
    }

    @Test("The unit starts listen with the session; ExecStart's words are quoted as systemd reads them")
    func unit() {
        let files = ServiceFiles(executable: "/opt/gesture kit/gesturekit", configuration: "/home/ana/100%/$HOME/\"x\".yaml")
        let lines = files.unit.split(separator: "\n").map(String.init)
        #expect(lines.contains("ExecStart=\"/opt/gesture kit/gesturekit\" \"listen\" \"--config\" \"/home/ana/100%%/$$HOME/\\\"x\\\".yaml\""))
        #expect(lines.contains("WantedBy=graphical-session.target") && lines.contains("PartOf=graphical-session.target"))
        #expect(lines.contains("Restart=on-failure") && lines.contains("NoNewPrivileges=yes"))
        #expect(ServiceFiles(executable: "/usr/bin/gesturekit").unit.contains("ExecStart=\"/usr/bin/gesturekit\" \"listen\"\n"))
    }

    @Test("systemd itself accepts the unit (systemd-analyze verify)")
    func systemdAccepts() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unit = folder.appendingPathComponent(ServiceFiles.unitName)
        // An executable that exists, as verify checks ExecStart's.
        try Data(ServiceFiles(executable: "/bin/true", configuration: "/tmp/listen.yaml").unit.utf8).write(to: unit)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["systemd-analyze", "verify", "--man=no", unit.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // Complaints about this machine's own units (a container's) are not about ours.
        let ours = text.split(separator: "\n").filter { $0.contains(ServiceFiles.unitName) }
        #expect(ours.isEmpty, "\(ours)")
    }

    @Test("The udev rule tags touchscreens and touchpads with uaccess, and nothing else")
    func udevRule() {
        let rules = ServiceFiles.udevRule.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(rules.count == 2)
        #expect(rules.allSatisfy { $0.contains("SUBSYSTEM==\"input\"") && $0.contains("KERNEL==\"event*\"") && $0.hasSuffix("TAG+=\"uaccess\"") })
        #expect(rules[0].contains("ENV{ID_INPUT_TOUCHSCREEN}==\"1\"") && rules[1].contains("ENV{ID_INPUT_TOUCHPAD}==\"1\""))
        #expect(!ServiceFiles.udevRule.contains("KEYBOARD") && !ServiceFiles.udevRule.contains("GROUP"))
        #expect(ServiceFiles.udevRuleName < "73-seat-late.rules")  // before logind's rule applies uaccess
    }

    @Test("udev-rule --install writes the rule (mode 0644) and knows it is installed")
    func installRule() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!ServiceUdevRuleCommand.isInstalled(in: folder.path))
        let command = try #require(try GestureKitCommand.parseAsRoot(["service", "udev-rule", "--install", "--rules-directory", folder.path,
                                                                      "--no-reload"]) as? ServiceUdevRuleCommand)
        try command.run()
        let file = folder.appendingPathComponent(ServiceFiles.udevRuleName)
        #expect(try String(contentsOf: file, encoding: .utf8) == ServiceFiles.udevRule)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o644)
        #expect(ServiceUdevRuleCommand.isInstalled(in: folder.path))
    }

    @Test("install writes the unit for this executable and the configuration; uninstall removes it")
    func installUnit() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = folder.appendingPathComponent("listen.yaml")
        try Data("bindings:\n  - {gesture: tap, fingers: 2, run: \"echo two\"}\n".utf8).write(to: configuration)
        #expect(chmod(configuration.path, 0o600) == 0)
        let install = try #require(try GestureKitCommand.parseAsRoot(["service", "install", "--unit-directory", folder.path, "--no-start",
                                                                      "--config", configuration.path]) as? ServiceInstallCommand)
        try install.run()
        let unit = try String(contentsOf: folder.appendingPathComponent(ServiceFiles.unitName), encoding: .utf8)
        #expect(unit == ServiceFiles(executable: try ServiceInstallCommand.executablePath(), configuration: configuration.path).unit)
        let uninstall = try #require(try GestureKitCommand.parseAsRoot(["service", "uninstall", "--unit-directory", folder.path,
                                                                        "--no-stop"]) as? ServiceUninstallCommand)
        try uninstall.run()
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(ServiceFiles.unitName).path))
    }

    @Test("uninstall without a unit says so and asks nothing of systemd (which may not even run here)")
    func uninstallNothing() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let uninstall = try #require(try GestureKitCommand.parseAsRoot(["service", "uninstall", "--unit-directory", folder.path])
                                     as? ServiceUninstallCommand)
        #expect(throws: Never.self) { try uninstall.run() }
    }

    @Test("install refuses a configuration listen would refuse, or one with nothing to do: the unit would restart in a loop",
          arguments: [("bindings:\n  - {gesture: tap, fingrs: 2, run: \"x\"}\n", "line 2: bindings[0].fingrs: unknown key"),
                      ("bindings: []\n", "no bindings: the service would have nothing to do"),
                      ("bindings:\n  - {gesture: shape, shape: circle, run: \"x\"}\n",
                       "bindings[0].shape: FOLDER/shapes.json does not exist: record a shape into it"),
                      ("templates: mine.json\nbindings:\n  - {gesture: tap, run: \"x\"}\n  - {gesture: shape, shape: circle, run: \"x\"}\n",
                       "bindings[1].shape: FOLDER/mine.json does not exist"),
                      ("", "no bindings: the service would have nothing to do")])
    func unusableConfiguration(text: String, message: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let install = try Self.install(text, in: folder)
        let expected = message.replacingOccurrences(of: "FOLDER", with: folder.standardizedFileURL.path)
        #expect { try install.run() } throws: { ($0 as? CommandFailure)?.description.contains(expected) == true }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(ServiceFiles.unitName).path))
    }

    @Test("install takes shape bindings whose templates file has their shapes")
    func shapesPresent() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ShapeTemplate.write([ShapeTemplate(name: "v", points: [Point(x: 0, y: 0), Point(x: 5, y: 9), Point(x: 10, y: 0)])],
                                to: folder.appendingPathComponent("shapes.json"))
        #expect(chmod(folder.appendingPathComponent("shapes.json").path, 0o600) == 0)
        try Self.install("bindings:\n  - {gesture: shape, shape: v, run: \"x\"}\n", in: folder).run()
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(ServiceFiles.unitName).path))
    }

    @Test("install refuses a configuration others can write: the service would refuse it at every start")
    func untrustedConfiguration() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = folder.appendingPathComponent("listen.yaml")
        try Data("bindings: []\n".utf8).write(to: configuration)
        #expect(chmod(configuration.path, 0o666) == 0)
        let install = try #require(try GestureKitCommand.parseAsRoot(["service", "install", "--unit-directory", folder.path, "--no-start",
                                                                      "--config", configuration.path]) as? ServiceInstallCommand)
        #expect(throws: CommandFailure.self) { try install.run() }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(ServiceFiles.unitName).path))
    }
}
#endif
