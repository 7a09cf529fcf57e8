import Foundation
import Testing
@testable import gesturekit

/// listen's configuration file as editors save it: Latin-1 from an old editor, a byte order
/// mark, a binary file. Each is told apart from a wrong value.
@Suite("listen: the configuration file's encoding")
struct ListenConfigurationFileTests {
    /// `bytes` written as a configuration only its owner can write, in a fresh folder.
    static func file(_ bytes: [UInt8]) throws -> (URL, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listen-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let file = folder.appendingPathComponent("listen.yaml")
        try Data(bytes).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        return (file, folder)
    }

    static let binding: [UInt8] = Array("bindings:\n  - {gesture: tap, run: \"echo ".utf8)
    static let end: [UInt8] = Array("\"}\n".utf8)
    static let cases: [([UInt8], String?)] = [
        (binding + [0xE9] + end, "line 2: not UTF-8 (byte 0xE9): save the configuration as UTF-8"),
        ([0x23, 0x0A, 0x0A, 0xFF, 0xFE, 0x00], "line 3: not UTF-8 (byte 0xFF): save the configuration as UTF-8"),
        ([0xEF, 0xBB, 0xBF] + binding + Array("hi".utf8) + end, nil),
        (binding + Array("é".utf8) + end, nil),
    ]

    @Test("Text that is not UTF-8 names its line and byte; a byte order mark is read past", arguments: cases)
    func encodings(bytes: [UInt8], message: String?) throws {
        let (file, folder) = try Self.file(bytes)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let configuration = try ListenConfigurationFile.read(file)
            #expect(message == nil && configuration.bindings.count == 1)
        } catch {
            #expect(error.description == message.map { "\(file.path): \($0)" })
        }
    }
}
