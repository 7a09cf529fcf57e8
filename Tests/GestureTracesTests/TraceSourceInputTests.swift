import Foundation
import Testing
@testable import GestureTraces

/// What `TraceSourceFormat.traces(from:)` says about a path that is not a readable input
/// file: a folder and an empty file got Foundation's error numbers, "cannot tell the format",
/// or, for an empty MMG+ file, nothing at all (no gesture, and `replay` printed nothing).
@Suite("Trace sources: folders and empty files")
struct TraceSourceInputTests {
    /// A fresh folder in the temporary directory, removed by the caller.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trace-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The error `traces(from:format:)` throws for `url`, or nil when it reads it.
    static func failure(_ url: URL, format: TraceSourceFormat? = nil) -> String? {
        do {
            _ = try TraceSourceFormat.traces(from: url, format: format)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("A folder is named as one, whatever the format and its name", arguments: [nil] + TraceSourceFormat.allCases)
    func folder(format: TraceSourceFormat?) throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = scratch.appendingPathComponent("looks-like.events")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(Self.failure(folder, format: format) == "\(folder.path): a folder, not a file")
    }

    @Test("An empty file is named as one, whatever its extension", arguments: ["a.json", "a.events", "a.xml", "a.jsonl", "a.txt"])
    func emptyFile(name: String) throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent(name)
        try Data().write(to: file)
        #expect(Self.failure(file) == "\(file.path): the file is empty")
        #expect(Self.failure(file, format: .getevent) == "\(file.path): the file is empty")
    }

    /// The readers' own entry (a --scene or --desc file goes straight to them).
    @Test("A reader given a folder says so")
    func readerGivenAFolder() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(throws: TraceError("a folder, not a file", file: scratch.path)) { try TraceReader.read(contentsOf: scratch) }
    }

    /// A file that reads still reads: the checks stop nothing else.
    @Test("A byte order mark before a recording is no part of it: detected and read as without it, every frame kept",
          arguments: [("getevent/Phone/phone-two-finger-drag.txt", nil),
                      ("evemu/Wacom ISDv4 E6 Finger.double-center-circle.events", "evemu/Wacom ISDv4 E6 Finger.desc")])
    func byteOrderMark(recording: String, description: String?) throws {
        let original = recordings.deletingLastPathComponent().appendingPathComponent(recording)
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let marked = scratch.appendingPathComponent(original.lastPathComponent)
        try (Data([0xEF, 0xBB, 0xBF]) + Data(contentsOf: original)).write(to: marked)
        if let description {  // an evemu recording's axes come from the description beside it
            let desc = recordings.deletingLastPathComponent().appendingPathComponent(description)
            try FileManager.default.copyItem(at: desc, to: scratch.appendingPathComponent(desc.lastPathComponent))
        }
        #expect(TraceSourceFormat.detect(marked) == TraceSourceFormat.detect(original))
        let read = try TraceSourceFormat.traces(from: marked), plain = try TraceSourceFormat.traces(from: original)
        #expect(read.map(\.events) == plain.map(\.events) && !plain[0].events.isEmpty)

        let libinput = scratch.appendingPathComponent("tap.yml")
        try (Data([0xEF, 0xBB, 0xBF]) + Data(LibinputRecordImporterTests.tap.utf8)).write(to: libinput)
        #expect(TraceSourceFormat.detect(libinput) == .libinput)
        #expect(try TraceSourceFormat.traces(from: libinput).map(\.events) == [try LibinputRecordImporter.read(LibinputRecordImporterTests.tap).events])
    }

    @Test("A one-line MMG+ file still reads")
    func ordinaryFile() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("one.jsonl")
        try Data("{\"class\":\"D\",\"subject\":1,\"strokes\":[[[1,2,3],[4,5,6]]]}\n".utf8).write(to: file)
        #expect(try TraceSourceFormat.traces(from: file).count == 1)
    }
}
