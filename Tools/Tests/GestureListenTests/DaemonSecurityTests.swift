#if os(Linux)
import Foundation
import Glibc
import GestureKit
import Testing
@testable import GestureListen
import GestureTraces

/// The daemon reads input and runs commands: who may decide which commands run, and what of
/// the input reaches them (docs/Listen.md, the security model).
@Suite("listen: files others can write are refused; input never becomes command text")
struct DaemonSecurityTests {
    /// A fresh folder under the system's temporary folder (root's, sticky), with `file` in it.
    static func file(mode: mode_t, folderMode: mode_t = 0o755) throws -> (folder: URL, file: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let file = folder.appendingPathComponent("listen.yaml")
        try Data("bindings: []\n".utf8).write(to: file)
        #expect(chmod(file.path, mode) == 0 && chmod(folder.path, folderMode) == 0)
        return (folder, file)
    }

    @Test("Writable by its owner only: trusted; by the group or by anyone: refused, saying how to fix it")
    func modes() throws {
        for (mode, trusted) in [(0o644, true), (0o600, true), (0o664, false), (0o646, false), (0o666, false)] as [(mode_t, Bool)] {
            let (folder, file) = try Self.file(mode: mode)
            defer { try? FileManager.default.removeItem(at: folder) }
            if trusted {
                #expect(throws: Never.self) { try FileTrust.check(file.path) }
            } else {
                let error = #expect(throws: ConfigurationError.self) { try FileTrust.check(file.path) }
                #expect(error?.path == file.path)
                #expect(error?.message == "others can write it (mode 0\(String(mode, radix: 8))): a file that decides which commands run "
                        + "must be writable by its owner only; chmod go-w \(file.path)")
            }
        }
    }

    @Test("A folder above it that others can write is refused; root's sticky folder (/tmp) is not")
    func folders() throws {
        let (folder, file) = try Self.file(mode: 0o644, folderMode: 0o777)
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: ConfigurationError.self) { try FileTrust.check(file.path) }
        #expect(error?.message.hasPrefix("others can write its folder \(folder.path) (mode 0777)") == true)
        // The same folder with the sticky bit, but not root's: still refused (its owner could
        // replace the file). Only root's sticky folders are the exception.
        #expect(chmod(folder.path, 0o1777) == 0)
        var info = stat()
        #expect(stat(folder.path, &info) == 0)
        if info.st_uid == 0 {
            #expect(throws: Never.self) { try FileTrust.check(file.path) }  // root's own sticky folder
            // Given to another user, for whom the file is checked: their sticky folder is theirs,
            // not root's, and they could replace the file in it.
            #expect(chown(folder.path, 4242, 4242) == 0 && chown(file.path, 4242, 4242) == 0)
            let error = #expect(throws: ConfigurationError.self) { try FileTrust.check(file.path, user: 4242) }
            #expect(error?.message.hasPrefix("others can write its folder \(folder.path) (mode 0777)") == true)
            #expect(chown(folder.path, 0, 0) == 0 && chown(file.path, 0, 0) == 0)
        } else {
            #expect(throws: ConfigurationError.self) { try FileTrust.check(file.path) }
        }
        // The system's temporary folder itself is root's and sticky (mode 1777) on Linux.
        #expect(stat(FileManager.default.temporaryDirectory.path, &info) == 0)
        #expect(info.st_uid == 0 && info.st_mode & 0o7777 == 0o1777)
        #expect(chmod(folder.path, 0o755) == 0)
        #expect(throws: Never.self) { try FileTrust.check(file.path) }
    }

    @Test("A file that belongs to someone else (not root) is refused")
    func owner() throws {
        let (folder, file) = try Self.file(mode: 0o644)
        defer { try? FileManager.default.removeItem(at: folder) }
        // As root the file can be given away; otherwise it is checked as if for another user.
        let user: uid_t
        if getuid() == 0 {
            #expect(chown(file.path, 4242, 4242) == 0)
            user = 0
        } else {
            user = getuid() + 1
        }
        let error = #expect(throws: ConfigurationError.self) { try FileTrust.check(file.path, user: user) }
        #expect(error?.message.hasPrefix("it belongs to user ") == true)
        #expect(error?.message.contains("neither you (\(user)) nor root") == true)
    }

    @Test("A missing file is reported, not trusted")
    func missing() {
        let error = #expect(throws: ConfigurationError.self) { try FileTrust.check("/nonexistent/listen.yaml") }
        #expect(error?.message.hasPrefix("cannot be found") == true)
    }

    @Test("What is not a regular file is refused as such, not advised to chmod: a device, a pipe, a folder")
    func notRegular() throws {
        let error = #expect(throws: ConfigurationError.self) { try FileTrust.check("/dev/null") }
        #expect(error?.message == "is not a regular file (a character device): give the file itself")
        let (folder, file) = try Self.file(mode: 0o600)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("pipe")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        #expect((#expect(throws: ConfigurationError.self) { try FileTrust.check(pipe.path) })?.message
                == "is not a regular file (a pipe): give the file itself")
        #expect((#expect(throws: ConfigurationError.self) { try FileTrust.check(folder.path) })?.message
                == "is not a regular file (a folder): give the file itself")
        #expect(throws: Never.self) { try FileTrust.check(file.path) }
    }

    @Test("A templates file others can write is refused: its shapes' names reach commands")
    func templates() throws {
        let (folder, file) = try Self.file(mode: 0o666)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A templates file that reads, so that only its mode can refuse it.
        try ShapeTemplate.write([ShapeTemplate(name: "v", points: [.init(x: 0, y: 0), .init(x: 5, y: 9), .init(x: 10, y: 0)])], to: file)
        #expect(chmod(file.path, 0o666) == 0)
        let error = #expect(throws: ConfigurationError.self) { try ShapeTemplate.load(from: file) }
        #expect(error?.message.hasPrefix("others can write it (mode 0666)") == true)
        #expect(chmod(file.path, 0o644) == 0)
        #expect(try ShapeTemplate.load(from: file).map(\.name) == ["v"])
    }

    @Test("Values from the input reach a command only through its environment, never as command text")
    func noInjection() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inject-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("pwned")
        let hostile = ["$(touch \(victim.path))", "`touch \(victim.path)`", "x; touch \(victim.path)", "' \" \\ $HOME",
                       "line\ntouch \(victim.path)", "&& touch \(victim.path) #"]
        let launcher = CommandLauncher()
        for (index, value) in hostile.enumerated() {
            let output = folder.appendingPathComponent("out-\(index)")
            // A binding's command as a configuration writes it: it reads the value from the
            // environment, quoted, as docs/Listen.md says commands should.
            let firing = Firing(binding: 0, gesture: .shape, moment: .recognized, time: 1, run: "printf '%s' \"$GESTURE_SHAPE\"",
                                values: [("shape", value), ("score", "0.9")])
            let pid = try launcher.launch(firing.run! + " > '\(output.path)'", environment: firing.environment)
            var status: Int32 = 0
            #expect(waitpid(pid, &status, 0) == pid && status == 0)
            #expect(try String(contentsOf: output, encoding: .utf8) == value)
            #expect(firing.run == "printf '%s' \"$GESTURE_SHAPE\"")  // the command text is the binding's, untouched
        }
        #expect(!FileManager.default.fileExists(atPath: victim.path))
    }
}
#endif
