import Foundation
import GestureKit
import Testing
@testable import GestureShapes
@testable import GestureTraces

let dollar1 = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/datasets/dollar1")
let mmgTablet = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/datasets/mmg-plus/tablet.jsonl")

@Suite("Real strokes end to end")
struct RealDataTests {
    func gesture(_ path: String) throws -> LabelledGesture {
        try DollarOneImporter.read(contentsOf: dollar1.appendingPathComponent(path))
    }

    /// A real circle drawn by subject 2, replayed as a finger through a window.
    @Test("A real $1 circle, replayed through a window, is a circle in both modes; the fit is exposed",
          arguments: ShapeRecognitionMode.allCases)
    func realCircle(mode: ShapeRecognitionMode) throws {
        let circle = try gesture("s02/medium/circle03.xml")
        #expect(DetectorEvaluation.detects(circle, detector: .circle, mode: mode))
        // And by hand, to look at the fit.
        let trace = circle.trace()
        let window = Window(size: trace.windowSize)
        let recognizer = CircleGestureRecognizer(mode: mode)
        window.addGestureRecognizer(recognizer)
        for event in trace.events { try window.sendEvent(event) }
        let fit = try #require(recognizer.fit)
        let box = StrokeGeometry.boundingBox(recognizer.lastStroke)
        #expect(recognizer.isCircle && fit.relativeError < 0.2)
        #expect(abs(fit.circle.radius * 2 - (box.width + box.height) / 2) < 0.25 * fit.circle.radius)
    }

    /// The seed fires on any sharp corner after 10 pt, so a rectangle is a "check" to it.
    @Test("A real $1 check mark is a check in both modes; a real rectangle is one only for the seed")
    func realCheck() throws {
        let check = try gesture("s03/fast/check05.xml"), rectangle = try gesture("s03/fast/rectangle05.xml")
        #expect(DetectorEvaluation.detects(check, detector: .checkmark, mode: .seed))
        #expect(DetectorEvaluation.detects(check, detector: .checkmark, mode: .improved))
        #expect(DetectorEvaluation.detects(rectangle, detector: .checkmark, mode: .seed))
        #expect(!DetectorEvaluation.detects(rectangle, detector: .checkmark, mode: .improved))
    }

    @Test("Accuracy evaluation is deterministic for a seed and finds Protractor accurate on one writer")
    func accuracyEvaluation() throws {
        let all = try Dataset(contentsOf: dollar1)
        let oneWriter = Dataset(name: "s02", gestures: all.gestures.filter { $0.subject == "2" })
        #expect(oneWriter.gestures.count == 480 && oneWriter.labels.count == 16)
        let first = AccuracyEvaluation.run(oneWriter, matcher: .protractor, protocol: .userDependent, templateCounts: [1, 3], repetitions: 2, seed: 9)
        let again = AccuracyEvaluation.run(oneWriter, matcher: .protractor, protocol: .userDependent, templateCounts: [1, 3], repetitions: 2, seed: 9)
        #expect(first.map(\.correct) == again.map(\.correct))
        #expect(first.map(\.trials) == [2 * 3 * 16, 2 * 3 * 16])  // 2 repetitions × 3 speeds × 16 classes
        #expect(first[0].accuracy > 0.9 && first[1].accuracy >= first[0].accuracy - 0.05)
    }

    @Test("The user-independent protocol holds each writer out")
    func userIndependent() throws {
        let gestures = try MMGPlusImporter.read(contentsOf: mmgTablet).filter { ["1", "2", "3"].contains($0.subject) }
        let rows = AccuracyEvaluation.run(Dataset(name: "three", gestures: gestures), matcher: .q, protocol: .userIndependent,
                                          templateCounts: [2], repetitions: 1, seed: 1)
        #expect(rows[0].trials == 3 * 16)  // a candidate per class for each held-out writer
        #expect(rows[0].accuracy > 0.7)
    }
}
