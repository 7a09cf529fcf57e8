import Testing
@testable import GestureKit

/// P10: the taps of a real hand — fingers 60 pt apart — are compared as whole taps.
@Suite("Multi-finger taps (P10)")
struct MultiFingerTapTests {
    /// A tap of `points.count` fingers landing together at `time` and lifting 50 ms later;
    /// touch ids start at `firstID`.
    static func tap(_ window: Window, at time: Double, _ points: [Point], firstID: Int) throws {
        let ids = points.indices.map { firstID + $0 }
        try window.sendEvent(TouchEvent(timestamp: time, changes: zip(ids, points).map { .init(id: $0, phase: .began, location: $1) }))
        try window.sendEvent(TouchEvent(timestamp: time + 0.05, changes: zip(ids, points).map { .init(id: $0, phase: .ended, location: $1) }))
    }

    /// Three fingers in a row, 60 pt apart, centred on (200 + dx, 200).
    static func hand(dx: Double) -> [Point] { [-60.0, 0, 60].map { Point(x: 200 + dx + $0, y: 200) } }

    /// A three-finger double-tap recognizer, added to `window`.
    static func threeFingerDouble(in window: Window) -> TapGestureRecognizer {
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.numberOfTouchesRequired = 3
        window.addGestureRecognizer(double)
        return double
    }

    /// Whether a three-finger double tap recognizes when the second tap lands `dx` to the right.
    static func doubleTap(secondShiftedBy dx: Double, fingersTogether: Bool = true) throws -> (recognized: Bool, reason: String?) {
        let window = Window(size: Size(width: 400, height: 400))
        let double = threeFingerDouble(in: window)
        var recognized = false
        double.addAction { _ in recognized = true }
        try tap(window, at: 0, hand(dx: 0), firstID: 1)
        if fingersTogether {
            try tap(window, at: 0.2, hand(dx: dx), firstID: 10)
        } else {
            // The second tap's fingers land one by one: the first alone lands 60 pt off the centroid.
            let points = hand(dx: dx)
            for (offset, point) in points.enumerated() {
                try window.sendEvent(TouchEvent(timestamp: 0.2 + Double(offset) * 0.01, changes: [.init(id: 10 + offset, phase: .began, location: point)]))
            }
            try window.sendEvent(TouchEvent(timestamp: 0.3, changes: points.indices.map { .init(id: 10 + $0, phase: .ended, location: points[$0]) }))
        }
        window.advance(to: 2)
        return (recognized, double.failureReason.map { "\($0)" })
    }

    @Test("P10: a three-finger double tap of a real hand, the second tap where the first was, is recognized (each outer finger is 60 pt from the centroid)")
    func handSpread() throws {
        #expect(try Self.doubleTap(secondShiftedBy: 0).recognized)
        #expect(try Self.doubleTap(secondShiftedBy: 0, fingersTogether: false).recognized)
    }

    @Test("P10: the second tap's centroid may be exactly allowableMovement from the first's, not one step more")
    func centroidBoundary() throws {
        #expect(try Self.doubleTap(secondShiftedBy: 45).recognized)
        let past = try Self.doubleTap(secondShiftedBy: 45.01)
        #expect(!past.recognized && past.reason?.contains("landed too far from the first tap") == true)
        #expect(try Self.doubleTap(secondShiftedBy: -45, fingersTogether: false).recognized)
    }

    @Test("P10: a tap with its fingers closer together is still judged by its centroid, though every finger is within reach",
          arguments: [(45.0, true), (45.01, false)])
    func narrowerSecondTap(dx: Double, recognized: Bool) throws {
        let window = Window(size: Size(width: 400, height: 400))
        let double = Self.threeFingerDouble(in: window)
        var actions = 0
        double.addAction { _ in actions += 1 }
        try Self.tap(window, at: 0, Self.hand(dx: 0), firstID: 1)
        // Fingers 10 pt apart: the farthest is 55 pt from the first tap's centroid, well within 60 + 45.
        try Self.tap(window, at: 0.2, [-10.0, 0, 10].map { Point(x: 200 + dx + $0, y: 200) }, firstID: 10)
        window.advance(to: 2)
        #expect(actions == (recognized ? 1 : 0))
        #expect(recognized || double.failureReason == .requested("landed too far from the first tap"))
    }

    @Test("P10: a finger landing beyond the first tap's spread plus allowableMovement fails the tap at once")
    func farFingerFailsAtOnce() throws {
        let window = Window(size: Size(width: 800, height: 400))
        let double = Self.threeFingerDouble(in: window)
        try Self.tap(window, at: 0, Self.hand(dx: 0), firstID: 1)
        // Spread 60 + 45 = 105 pt: a finger at 105 may still belong to a nearby tap, one at 105.01 cannot.
        try window.sendEvent(TouchEvent(timestamp: 0.2, changes: [.init(id: 10, phase: .began, location: Point(x: 305, y: 200))]))
        #expect(double.state == .possible)
        try window.sendEvent(TouchEvent(timestamp: 0.21, changes: [.init(id: 10, phase: .cancelled, location: Point(x: 305, y: 200))]))
        window.advance(to: 2)
        let second = Self.threeFingerDouble(in: window)
        try Self.tap(window, at: 3, Self.hand(dx: 0), firstID: 20)
        try window.sendEvent(TouchEvent(timestamp: 3.2, changes: [.init(id: 30, phase: .began, location: Point(x: 305.01, y: 200))]))
        #expect(second.state == .failed && second.failureReason.map { "\($0)" }?.contains("landed too far") == true)
    }

    @Test("P10 with P1: a pending two-finger tap sees a third two-finger tap of the same hand as a tap too many")
    func extraTapOfAHand() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let double = TapGestureRecognizer(), triple = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        triple.numberOfTapsRequired = 3
        for tap in [double, triple] { tap.numberOfTouchesRequired = 2 }
        double.require(toFail: triple)
        for tap in [double, triple] { window.addGestureRecognizer(tap) }
        var fired: [String] = []
        double.addAction { _ in fired.append("double") }
        triple.addAction { _ in fired.append("triple") }
        // Fingers 70 pt apart (35 from the centroid), each tap 20 pt to the right of the last.
        for (index, dx) in [0.0, 20, 40].enumerated() {
            try Self.tap(window, at: Double(index) * 0.2, [Point(x: 165 + dx, y: 200), Point(x: 235 + dx, y: 200)], firstID: 1 + index * 10)
        }
        window.advance(to: 2)
        #expect(fired == ["triple"])
    }
}
