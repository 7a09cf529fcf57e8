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

    @Test("Counts as read and turned over; only gestures of a trained class are classified")
    func counts() {
        let star = Self.gesture("star", [(0, 0), (30, -50), (60, 0)])
        let upright = OrientationCheck(test: Dataset(name: "t", gestures: [Self.check, Self.caret, Self.line, star]), training: Self.training)
        #expect(upright.classified == 3 && upright.asRead == 1 && abs(upright.turnedOver - 1.0 / 3) < 1e-12)
        #expect(!upright.looksTurnedOver)
        let over = [Self.check, Self.caret, Self.line].map { $0.turnedUpright(from: .upward) }
        let upsideDown = OrientationCheck(test: Dataset(name: "t", gestures: over + [star]), training: Self.training)
        #expect(upsideDown.classified == 3 && abs(upsideDown.asRead - 1.0 / 3) < 1e-12 && upsideDown.turnedOver == 1)
        #expect(upsideDown.looksTurnedOver)
        #expect(!OrientationCheck(test: Dataset(name: "t", gestures: [star]), training: Self.training).looksTurnedOver)
    }

    @Test("Turned over by a quarter more of the collection looks turned over; by less, not")
    func margin() {
        let flipped = Self.check.turnedUpright(from: .upward)
        // One of four wrong as read, right turned over: 0.75 → 1, exactly the margin.
        let atMargin = OrientationCheck(test: Dataset(name: "t", gestures: [flipped] + Array(repeating: Self.line, count: 3)), training: Self.training)
        #expect(atMargin.asRead == 0.75 && atMargin.turnedOver == 1 && atMargin.looksTurnedOver)
        let below = OrientationCheck(test: Dataset(name: "t", gestures: [flipped] + Array(repeating: Self.line, count: 4)), training: Self.training)
        #expect(below.asRead == 0.8 && below.turnedOver == 1 && !below.looksTurnedOver)
    }
}
