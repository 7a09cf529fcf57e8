import Foundation
import GestureKit
import Testing
@testable import GestureTraces

/// Logs whose y runs upward (pyglet's, OpenGL's) are turned upright when the reader is told.
@Suite("Logs whose y runs upward")
struct YAxisTests {
    /// A check mark as a y-up app logs it: down-right is *falling* y, so the short arm's end
    /// is lower in y than its start, and the long arm rises far above it.
    static let loggedUpward: [(Double, Double)] = [(100, 300), (110, 290), (120, 280), (130, 270), (140, 260),
                                                   (160, 290), (180, 320), (200, 350), (220, 380), (240, 410), (260, 440)]

    @Test("Upward: mirrored within the bounds of all strokes, times kept, twice gives the log back; downward: unchanged")
    func turnedUpright() {
        let logged = LabelledGesture(label: "x", subject: "1", details: ["file": "x01.xml"], strokes: [
            [StrokePoint(x: 0, y: 10, time: 0), StrokePoint(x: 20, y: 50, time: 0.01)],
            [StrokePoint(x: 20, y: 10, time: 0.2), StrokePoint(x: 0, y: 30, time: nil)],
        ])
        let upright = logged.turnedUpright(from: .upward)
        // Bounds 10…50: y ↦ 60 − y, over both strokes at once (each stroke keeps its place).
        #expect(upright.strokes.map { $0.map(\.location) } == [[Point(x: 0, y: 50), Point(x: 20, y: 10)],
                                                                [Point(x: 20, y: 50), Point(x: 0, y: 30)]])
        #expect(upright.strokes.map { $0.map(\.time) } == logged.strokes.map { $0.map(\.time) })
        #expect(upright.label == "x" && upright.subject == "1" && upright.details == logged.details)
        #expect(upright.turnedUpright(from: .upward) == logged)
        #expect(logged.turnedUpright(from: .downward) == logged)
        let flat = LabelledGesture(label: "dash", subject: "1", strokes: [[StrokePoint(x: 0, y: 7, time: nil), StrokePoint(x: 9, y: 7, time: nil)]])
        #expect(flat.turnedUpright(from: .upward) == flat)
    }

    @Test("A y-up log read as upward is a check to the check mark (both modes); read as it is, not (improved mode)")
    func readUpward() throws {
        let folder = ScratchFolder()
        let points = Self.loggedUpward.enumerated().map { "X=\"\($0.element.0)\" Y=\"\($0.element.1)\" T=\"\(1000 + 15 * $0.offset)\"" }
        try folder.write("p1/check01.xml", dollarLog("Name=\"check01\"", points))
        let asWritten = try Dataset(contentsOf: folder.url)
        let upright = try Dataset(contentsOf: folder.url, yAxis: .upward)
        #expect(upright.gestures == asWritten.gestures.map { $0.turnedUpright(from: .upward) })
        #expect(upright.gestures[0].strokes[0].first?.location == Point(x: 100, y: 400))
        for mode in [DetectorEvaluation.Mode.seed, .improved] {
            #expect(DetectorEvaluation.detects(upright.gestures[0], detector: .checkmark, mode: mode), "\(mode)")
        }
        // The seed takes any sharp corner, a hat's too; the improved mode wants the low vertex.
        #expect(!DetectorEvaluation.detects(asWritten.gestures[0], detector: .checkmark, mode: .improved))
    }

    @Test("A single file read with the y axis: $1 logs and MMG+ gestures turned and marked; traces and recordings as they are")
    func singleFile() throws {
        let folder = ScratchFolder()
        let points = Self.loggedUpward.enumerated().map { "X=\"\($0.element.0)\" Y=\"\($0.element.1)\" T=\"\(1000 + 15 * $0.offset)\"" }
        try folder.write("check01.xml", dollarLog("Name=\"check01\"", points))
        try folder.write("g.jsonl", Data((#"{"subject": 1, "class": "line", "strokes": [[[0, 0, 0], [50, 20, 100]]]}"# + "\n").utf8))
        for name in ["check01.xml", "g.jsonl"] {
            let url = folder.url.appendingPathComponent(name)
            let asWritten = try TraceSourceFormat.traces(from: url)
            let upright = try TraceSourceFormat.traces(from: url, yAxis: .upward)
            let gesture = name.hasSuffix(".xml") ? [try DollarOneImporter.read(contentsOf: url)] : try MMGPlusImporter.read(contentsOf: url)
            #expect(upright.map(\.events) == gesture.map { $0.turnedUpright(from: .upward).trace().events }, "\(name)")
            #expect(upright.map(\.events) != asWritten.map(\.events), "\(name)")
            #expect(upright.allSatisfy { $0.metadata["turned"] == "upright: the file's y runs up" }, "\(name)")
            #expect(asWritten.allSatisfy { $0.metadata["turned"] == nil }, "\(name)")
            #expect(try TraceSourceFormat.traces(from: url, yAxis: .downward) == asWritten, "\(name)")
        }
        // A trace is in GestureKit's coordinates already: read as it is.
        let trace = folder.url.appendingPathComponent("t.json")
        try Data(TraceWriter.text(of: try TraceSourceFormat.traces(from: folder.url.appendingPathComponent("check01.xml"))[0]).utf8).write(to: trace)
        #expect(try TraceSourceFormat.traces(from: trace, yAxis: .upward) == TraceSourceFormat.traces(from: trace))
    }
}
