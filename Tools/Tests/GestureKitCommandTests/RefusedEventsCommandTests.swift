import Foundation
import GestureTraces
import Testing
@testable import gesturekit

/// A recording whose values the engine refuses (E2): replay and render say so instead of
/// printing "recognized: nothing", and convert leaves them out of the trace it writes (its own
/// reader would refuse them).
@Suite("Events the window refuses, in replay, render and convert")
struct RefusedEventsCommandTests {
    /// An evemu recording of one tap at `x` device units, read at 1,000 points a unit: 2,000,000
    /// units land past the engine's coordinate range (10⁹), which the importer keeps.
    static func recording(x: Int, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("tap\(x).events")
        let text = "N: Panel\nA: 35 0 1000000 0 0\nA: 36 0 1000 0 0\nA: 39 0 65535 0 0 0\n"
            + "E: 0.000001 0003 0039 0001\nE: 0.000001 0003 0035 \(x)\nE: 0.000001 0003 0036 0100\nE: 0.000001 0000 0000 0000\n"
            + "E: 0.050000 0003 0039 -001\nE: 0.050000 0000 0000 0000\n"
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test("replay and render: the refused events are counted and the first named, on standard error and in the summary")
    func replayNamesTheRefused() throws {
        let scratch = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = try Self.recording(x: 2_000_000, in: scratch)
        let command = try #require(try GestureKitCommand.parseAsRoot(["replay", file.path, "--actions-only", "--points-per-unit", "1000"])
                                   as? ReplayCommand)
        let trace = try #require(try command.input.traces().first)
        let result = try Replayer.replay(trace)
        #expect(command.input.refusalNote(result, of: trace, among: 1) == "gesturekit: \(file.path): 2 events refused by the window, "
            + "the first: touch event at t=0.0, change 0: touch 1 has x 2000000000.0, outside [-1000000000.0, 1000000000.0]; replayed without them")
        #expect(InputOptions.refusals(result) == "2 events refused by the window")  // the began refused, so its lift too

        let clean = try Self.recording(x: 200, in: scratch)
        let cleanTrace = try #require(try TraceSourceFormat.traces(from: clean, evemu: .init(pointsPerUnit: 1000)).first)
        #expect(command.input.refusalNote(try Replayer.replay(cleanTrace), of: cleanTrace, among: 1) == nil)
    }

    @Test("convert leaves out the events the window refuses and says so; the trace it writes replays as the recording does; --strict, or a recording with nothing else, writes nothing")
    func convertLeavesRefusedOut() throws {
        let scratch = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("out.trace.json").path
        // A tap past the coordinate range, then one in range: two events refused, two kept.
        let file = scratch.appendingPathComponent("mixed.events")
        let header = "N: Panel\nA: 35 0 1000000 0 0\nA: 36 0 1000 0 0\nA: 39 0 65535 0 0 0\n"
        func tap(_ id: Int, x: Int, at t: String, until end: String) -> String {
            "E: \(t) 0003 0039 \(id)\nE: \(t) 0003 0035 \(x)\nE: \(t) 0003 0036 0100\nE: \(t) 0000 0000 0000\n"
                + "E: \(end) 0003 0039 -1\nE: \(end) 0000 0000 0000\n"
        }
        try Data((header + tap(1, x: 2_000_000, at: "0.000001", until: "0.050000") + tap(2, x: 200, at: "0.100000", until: "0.150000")).utf8)
            .write(to: file)
        #expect(try OutputPathTests.failure(["convert", file.path, "--points-per-unit", "1000", "-o", output]) == nil)
        let written = try TraceReader.read(contentsOf: URL(fileURLWithPath: output))
        #expect(written.events.count == 2 && written.events.allSatisfy { $0.changes.map(\.id) == [2] })

        let command = try #require(try GestureKitCommand.parseAsRoot(["convert", file.path, "--points-per-unit", "1000", "-o", output])
                                   as? ConvertCommand)
        let recording = try #require(try command.input.traces().first)
        let (kept, refused) = recording.withoutRefusedEvents()
        #expect(kept.events == written.events && refused.count == 2)
        #expect(command.input.refusalNote(refused, of: recording, among: 1, then: "written") == "gesturekit: \(file.path): 2 events refused by the window, "
            + "the first: touch event at t=0.0, change 0: touch 1 has x 2000000000.0, outside [-1000000000.0, 1000000000.0]; written without them")
        let replayedWhole = try Replayer.replay(recording), replayedKept = try Replayer.replay(written)
        #expect(replayedKept.records.map(\.description) == replayedWhole.records.map(\.description).filter { !$0.contains("event rejected") })
        #expect(replayedKept.rejected.isEmpty && replayedWhole.rejected.count == 2)

        try FileManager.default.removeItem(atPath: output)
        let strict = try OutputPathTests.failure(["convert", file.path, "--points-per-unit", "1000", "-o", output, "--strict"])
        #expect(strict == "\(output): not written: 2 events refused by the window, the first: touch event at t=0.0, change 0: "
            + "touch 1 has x 2000000000.0, outside [-1000000000.0, 1000000000.0]")
        #expect(!FileManager.default.fileExists(atPath: output))

        let nothingElse = try Self.recording(x: 2_000_000, in: scratch)
        let message = try OutputPathTests.failure(["convert", nothingElse.path, "--points-per-unit", "1000", "-o", output])
        #expect(message == "\(output): not written: every event refused by the window (2), the first: touch event at t=0.0, change 0: "
            + "touch 1 has x 2000000000.0, outside [-1000000000.0, 1000000000.0]")
        #expect(!FileManager.default.fileExists(atPath: output))
        let clean = try Self.recording(x: 200, in: scratch)
        #expect(try OutputPathTests.failure(["convert", clean.path, "--points-per-unit", "1000", "-o", output, "--strict"]) == nil)
        #expect(try TraceReader.read(contentsOf: URL(fileURLWithPath: output)).events.count == 2)
    }
}
