import Foundation
import GestureKit
import Testing
@testable import GestureTraces

/// What the fuzzers (Fuzz/, docs/Reliability.md) found in the decoders and replay, each kept
/// as a test so that it stays fixed.
@Suite("Fuzzer findings: traces, recordings and datasets")
struct FuzzRegressionTests {
    /// The trace fuzzer's first find, under LeakSanitizer: every replay kept its whole scene
    /// alive, because each recognizer's action captured the window that owns it.
    @Test("A replay leaves nothing alive: its window, views and recognizers are freed")
    func replayFreesItsScene() throws {
        let trace = try TraceReader.read(Data(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/atmel-nine-quick-taps.trace.json")))
        weak var window: Window?
        weak var recognizer: GestureRecognizer?
        do {
            let built = try BuiltScene(.standard(size: trace.windowSize), size: trace.windowSize)
            window = built.window
            recognizer = built.recognizers.first
            let result = Replayer.replay(trace, through: built, settle: 2)
            #expect(!result.actions.isEmpty)
        }
        #expect(window == nil, "the replay's window outlived it")
        #expect(recognizer == nil, "the replay's recognizers outlived it")
    }

    /// The $1 fuzzer's find: a log whose attribute name is not UTF-8 made Foundation's
    /// XMLParser trap (an illegal instruction, not an error). Such files are now refused.
    @Test("A $1 log that is not UTF-8 is refused with the line, not a crash")
    func dollarOneNotUTF8() throws {
        var bytes = Array(#"<?xml version="1.0" encoding="utf-8"?>"#.utf8) + [0x0A]
        bytes += Array(#"<Gesture Name="pigtail06" Subject="3" "#.utf8) + [0xC6] + Array(#"ppName="Gestures">"#.utf8) + [0x0A]
        bytes += Array(#"<Point X="62" Y="217" T="88362330" /></Gesture>"#.utf8)
        #expect(throws: TraceError.self) { try DollarOneImporter.read(Data(bytes)) }
        do {
            _ = try DollarOneImporter.read(Data(bytes))
        } catch {
            let byte = bytes.firstIndex(of: 0xC6)! + 1
            #expect(error.description == "line 2: not UTF-8 text (byte \(byte) is not part of a UTF-8 character)", "\(error)")
        }
        // A character cut short at the very end is found too, at its first byte.
        let cut = Array(#"<Gesture Name="check01"><Point X="1" Y="2" T="3" /></Gesture>"#.utf8) + [0x0A, 0xE2, 0x82]
        #expect(throws: TraceError("not UTF-8 text (byte \(cut.count - 1) is not part of a UTF-8 character)", at: "line 2")) {
            try DollarOneImporter.read(Data(cut))
        }
        // A log that is UTF-8 (with its byte-order mark, as the $1 logs have) still reads.
        let valid = [0xEF, 0xBB, 0xBF] + Array(#"<Gesture Name="check01" Subject="2"><Point X="1" Y="2" T="3" /></Gesture>"#.utf8)
        #expect(try DollarOneImporter.read(Data(valid)).label == "check")
        // Characters beyond ASCII are UTF-8 too; numbers written with spaces around them read.
        let spaced = Array(#"<Gesture Name="check01" Subject="Zoë"><Point X=" 62" Y="217 " T=" 3 " /></Gesture>"#.utf8)
        let read = try DollarOneImporter.read(Data(spaced))
        #expect(read.subject == "Zoë")
        #expect(read.strokes.first?.first?.location == Point(x: 62, y: 217) && read.strokes.first?.first?.time == 0.003)
    }

    /// libxml2, fed a stream, never hears that the input ended: a log cut short inside its
    /// elements parsed as a shorter gesture (a cut `T="11462` even turned every time away).
    @Test("A $1 log cut short anywhere inside its elements is refused, never read as a shorter gesture")
    func dollarOneCutShort() throws {
        let log = #"<?xml version="1.0" encoding="utf-8" standalone="yes"?>"# + "\r\n"
            + #"<Gesture Name="check01" Subject="2" Speed="fast" Number="1">"# + "\r\n"
            + #"  <Point X="10" Y="20" T="1000" />"# + "\r\n" + #"  <Point X="11" Y="23" T="1010" />"# + "\r\n"
            + #"  <Point X="14" Y="30" T="1020" />"# + "\r\n" + "</Gesture>"
        let bytes = Array(log.utf8)
        let whole = try DollarOneImporter.read(Data(bytes))
        #expect(whole.strokes == [[StrokePoint(x: 10, y: 20, time: 1), StrokePoint(x: 11, y: 23, time: 1.01),
                                   StrokePoint(x: 14, y: 30, time: 1.02)]])
        #expect(try DollarOneImporter.read(Data(bytes + Array("\r\n".utf8))).strokes == whole.strokes)
        // Every cut before the last '>' of </Gesture> is refused.
        for length in 1..<bytes.count {
            #expect(throws: TraceError.self, "cut at \(length)") { try DollarOneImporter.read(Data(bytes.prefix(length))) }
        }
        // The message says where and what: the reviewer's case, and a cut between two points.
        let cutInPoint = #"<Gesture Name="a01"><Point X="1" Y="2" T="3"/><Point X="10" Y="20" T="3"#
        #expect(throws: TraceError("the file ends before </Point>: a log cut short?", at: "line 1")) {
            try DollarOneImporter.read(Data(cutInPoint.utf8))
        }
        let twoLines = #"<Gesture Name="a01">"# + "\n" + #"<Point X="1" Y="2" T="3"/>"# + "\n"
        #expect(throws: TraceError("the file ends before </Gesture>: a log cut short?", at: "line 2")) {
            try DollarOneImporter.read(Data(twoLines.utf8))
        }
    }
}
