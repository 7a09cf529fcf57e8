import Foundation
import GestureTraces
import Testing
@testable import gesturekit

/// A recording whose values the engine refuses (E2): replay and render say so instead of
/// printing "recognized: nothing", and convert writes no trace its own reader would refuse.
@Suite("Events the window refuses, in replay, render and convert")
struct RefusedEventsCommandTests {
    /// A $1 log of three points, the first at `x`.
    static func log(firstX x: String, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("check01.xml")
        let text = """
            <?xml version="1.0" encoding="utf-8"?>
            <Gesture Name="check01" Subject="1" Speed="medium" Number="1" NumPts="3" Millseconds="20">
              <Point X="\(x)" Y="10" T="0" />
              <Point X="20" Y="30" T="10" />
              <Point X="40" Y="0" T="20" />
            </Gesture>
            """
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test("replay and render: the refused events are counted and the first named, on standard error and in the summary")
    func replayNamesTheRefused() throws {
        let scratch = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = try Self.log(firstX: "1e308", in: scratch)
        let command = try #require(try GestureKitCommand.parseAsRoot(["replay", file.path, "--actions-only"]) as? ReplayCommand)
        let trace = try #require(try command.input.traces().first)
        let result = try Replayer.replay(trace)
        #expect(command.input.refusalNote(result, of: trace, among: 1) == "gesturekit: \(file.path): 4 events refused by the window, "
            + "the first: touch event at t=0.0, change 0: touch 1 has x 1e+308, outside [-1000000000.0, 1000000000.0]; replayed without them")
        #expect(InputOptions.refusals(result) == "4 events refused by the window")  // the began refused, so its moves and lift too

        let clean = try Self.log(firstX: "0", in: scratch)
        let cleanTrace = try #require(try TraceSourceFormat.traces(from: clean).first)
        #expect(command.input.refusalNote(try Replayer.replay(cleanTrace), of: cleanTrace, among: 1) == nil)
    }

    @Test("convert writes no trace whose events the window would refuse, and says which; the same gesture in range is written")
    func convertRefuses() throws {
        let scratch = try OutputPathTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("out.trace.json").path
        let file = try Self.log(firstX: "1e308", in: scratch)
        let message = try OutputPathTests.failure(["convert", file.path, "-o", output])
        #expect(message == "\(output): not written: events[0].touches[0]: touch 1 has x 1e+308, outside [-1000000000.0, 1000000000.0]")
        #expect(!FileManager.default.fileExists(atPath: output))
        let clean = try Self.log(firstX: "0", in: scratch)
        #expect(try OutputPathTests.failure(["convert", clean.path, "-o", output]) == nil)
        #expect(try TraceReader.read(contentsOf: URL(fileURLWithPath: output)).events.count == 4)
    }
}
