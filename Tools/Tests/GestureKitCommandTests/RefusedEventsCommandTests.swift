import Foundation
import GestureTraces
import Testing
@testable import gesturekit

/// A recording whose values the engine refuses (E2): replay and render say so instead of
/// printing "recognized: nothing", and convert writes no trace its own reader would refuse.
@Suite("Events the window refuses, in replay, render and convert")
struct RefusedEventsCommandTests {
    /// An evemu recording of one tap at `x` device units, read at 1,000 points a unit: 2,000,000
    /// units land past the engine's coordinate range (10⁹), which the importer keeps.
    static func recording(x: Int, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("tap\(x).events")
        let text = "N: Panel\nA: 35 0 4000000 0 0\nA: 36 0 1000 0 0\nA: 39 0 65535 0 0 0\n"
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

    @Test("convert writes no trace whose events the window would refuse, and says which; the same gesture in range is written")
    func convertRefuses() throws {
        let scratch = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("out.trace.json").path
        let file = try Self.recording(x: 2_000_000, in: scratch)
        let message = try OutputPathTests.failure(["convert", file.path, "--points-per-unit", "1000", "-o", output])
        #expect(message == "\(output): not written: events[0].touches[0]: touch 1 has x 2000000000.0, outside [-1000000000.0, 1000000000.0]")
        #expect(!FileManager.default.fileExists(atPath: output))
        let clean = try Self.recording(x: 200, in: scratch)
        #expect(try OutputPathTests.failure(["convert", clean.path, "--points-per-unit", "1000", "-o", output]) == nil)
        #expect(try TraceReader.read(contentsOf: URL(fileURLWithPath: output)).events.count == 2)
    }
}
