import Foundation
import Testing
@testable import GestureTraces

/// A collection that reads far better turned over is told apart from a hard one.
@Suite("Orientation check: does a collection read better upside down?")
struct OrientationCheckTests {
    static func gesture(_ label: String, _ points: [(Double, Double)]) -> LabelledGesture {
        LabelledGesture(label: label, subject: "1", strokes: [points.map { StrokePoint(x: $0.0, y: $0.1, time: nil) }])
    }

    static let check = gesture("check", [(0, 0), (10, 10), (20, 20), (40, 0), (60, -20)])
    static let caret = gesture("caret", [(0, 0), (15, -15), (30, -30), (45, -15), (60, 0)])
    static let line = gesture("line", [(0, 0), (20, 0), (40, 0), (60, 0)])
    static let training = Dataset(name: "training", gestures: [check, caret, line])

    static func test(_ parts: [(LabelledGesture, Int)]) -> Dataset {
        Dataset(name: "t", gestures: parts.flatMap { Array(repeating: $0.0, count: $0.1) })
    }

    @Test("Counts as read and turned over; only gestures of a trained class are classified")
    func counts() {
        let star = Self.gesture("star", [(0, 0), (30, -50), (60, 0)])
        let upright = OrientationCheck(test: Self.test([(Self.check, 10), (Self.caret, 10), (Self.line, 10), (star, 5)]), training: Self.training)
        #expect(upright.classified == 30 && upright.asRead == 1 && abs(upright.turnedOver - 1.0 / 3) < 1e-12)
        #expect(!upright.looksTurnedOver)
        let over = [Self.check, Self.caret, Self.line].map { ($0.turnedUpright(from: .upward), 10) }
        let upsideDown = OrientationCheck(test: Self.test(over + [(star, 5)]), training: Self.training)
        #expect(upsideDown.classified == 30 && abs(upsideDown.asRead - 1.0 / 3) < 1e-12 && upsideDown.turnedOver == 1)
        #expect(upsideDown.looksTurnedOver)
        #expect(!OrientationCheck(test: Self.test([(star, 30)]), training: Self.training).looksTurnedOver)
    }

    @Test("A quarter more named right turned over looks turned over, less does not; nor on fewer than 20 gestures")
    func boundaries() {
        let flipped = Self.check.turnedUpright(from: .upward)
        let atMargin = OrientationCheck(test: Self.test([(flipped, 5), (Self.line, 15)]), training: Self.training)
        #expect(atMargin.asRead == 0.75 && atMargin.turnedOver == 1 && atMargin.looksTurnedOver)
        let below = OrientationCheck(test: Self.test([(flipped, 4), (Self.line, 16)]), training: Self.training)
        #expect(below.asRead == 0.8 && below.turnedOver == 1 && !below.looksTurnedOver)
        #expect(OrientationCheck(test: Self.test([(flipped, 20)]), training: Self.training).looksTurnedOver)
        let few = OrientationCheck(test: Self.test([(flipped, 19)]), training: Self.training)
        #expect(few.classified == 19 && few.turnedOver == 1 && few.asRead == 0 && !few.looksTurnedOver)
    }

    @Test("A class's templates are spread through it, not its first ten")
    func spread() {
        // Ten "checks" drawn as carets come first (one collection), ten true checks after.
        let mislabelled = LabelledGesture(label: "check", subject: "1", strokes: Self.caret.strokes)
        let training = Array(repeating: mislabelled, count: 10) + Array(repeating: Self.check, count: 10) + [Self.caret]
        let orientation = OrientationCheck(test: Self.test([(Self.check, 20)]), training: training)
        #expect(orientation.asRead == 1)
    }
}
