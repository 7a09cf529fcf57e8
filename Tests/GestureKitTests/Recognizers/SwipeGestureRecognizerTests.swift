import Testing
@testable import GestureKit

@Suite("Swipe")
struct SwipeGestureRecognizerTests {
    typealias Direction = SwipeGestureRecognizer.Direction
    let window = Window(size: Size(width: 600, height: 600))
    let swipe = SwipeGestureRecognizer()
    let log: ActionLog

    init() {
        window.addGestureRecognizer(swipe)
        log = ActionLog(swipe, in: window)
    }

    static let directions: [(Direction, (Double, Double))] = [(.right, (1, 0)), (.left, (-1, 0)), (.up, (0, -1)), (.down, (0, 1))]

    @Test("Each direction, with one and with two fingers", arguments: [0, 1, 2, 3], [1, 2])
    func directions(index: Int, fingers: Int) throws {
        let (direction, (dx, dy)) = Self.directions[index]
        swipe.direction = direction
        swipe.numberOfTouchesRequired = fingers
        let paths = (0..<fingers).map { finger in
            FingerPath(finger + 1, from: (300 + Double(finger) * 30, 300), to: (300 + Double(finger) * 30 + dx * 150, 300 + dy * 150))
        }
        try window.stroke(paths, start: 0, duration: 0.2)
        #expect(log.states == [.recognized])
        #expect(log.entries.first.map { $0.time < 0.2 } == true)  // during the movement, not at the lift
    }

    @Test("P11: the location is where the swipe began, each finger's where it was then, as UIKit's are; before every finger is down, where the touches are")
    func locationWhereItBegan() throws {
        swipe.numberOfTouchesRequired = 2
        let view = View(frame: Rect(x: 100, y: 100, width: 400, height: 400))
        window.addSubview(view)
        var read: [Point] = []
        swipe.addAction { swipe in
            read = [swipe.location(in: nil), swipe.location(ofTouch: 0, in: nil), swipe.location(ofTouch: 1, in: nil), swipe.location(in: view)]
        }
        try window.send(0, down(1, 300, 300))
        try window.send(0.02, move(1, 302, 300))
        #expect(swipe.location(in: nil) == Point(x: 302, y: 300))  // one of two fingers: where it is
        try window.send(0.03, move(1, 304, 300), down(2, 334, 310))  // the swipe starts at the centroid (319, 305)
        try window.send(0.1, move(1, 380, 300), move(2, 410, 310))
        #expect(log.states == [.recognized])
        // Each finger where it was when the last landed: the centroid of the two is the swipe's.
        #expect(read == [Point(x: 319, y: 305), Point(x: 304, y: 300), Point(x: 334, y: 310), Point(x: 219, y: 205)])
    }

    @Test("The wrong direction fails", arguments: [1, 2, 3])
    func wrongDirection(index: Int) throws {
        let (_, (dx, dy)) = Self.directions[index]
        try window.stroke(1, from: (300, 300), to: (300 + dx * 150, 300 + dy * 150), start: 0, duration: 0.2)
        #expect(log.states.isEmpty && swipe.failureReason == .requested("wrong direction"))
    }

    @Test("Several directions may be allowed; the recognized one is reported")
    func directionSet() throws {
        swipe.direction = [.left, .up]
        var seen: Direction = []
        swipe.addAction { seen = ($0 as! SwipeGestureRecognizer).recognizedDirection }
        try window.stroke(1, from: (300, 300), to: (300, 100), start: 0, duration: 0.2)
        #expect(seen == .up)
    }

    @Test("Travel: recognized at exactly the minimum travel, not one step before")
    func travel() throws {
        try window.send(0, down(1, 100, 100))
        try window.send(0.05, move(1, 149.99, 100))
        #expect(log.states.isEmpty)
        try window.send(0.1, move(1, 150, 100))
        #expect(log.states == [.recognized])
    }

    @Test("Too slow: the maximum duration passes before the travel is made")
    func tooSlow() throws {
        try window.send(0, down(1, 100, 100))
        try window.send(0.4999, move(1, 140, 100))
        try window.send(0.5, move(1, 200, 100))  // the deadline fires first
        #expect(log.states.isEmpty && swipe.failureReason == .requested("too slow"))
    }

    @Test("Straightness: up to the maximum deviation, not beyond", arguments: [(28.0, true), (31.0, false)])
    func deviation(degrees: Double, recognized: Bool) throws {
        let angle = degrees * Double.pi / 180
        try window.stroke(1, from: (100, 300), to: (100 + 100 * Trigonometry.cos(angle), 300 - 100 * Trigonometry.sin(angle)),
                          start: 0, duration: 0.2, hz: 10)
        #expect(log.states == (recognized ? [.recognized] : []))
    }

    @Test("Straightness: from π/4 up, or NaN, no limit (a 45° stroke, degrees typed as radians); below 0, only straight strokes",
          arguments: [(Double.pi / 4, 45.0, true), (.pi, 44, true), (30, 44, true), (.nan, 44, true),
                      (Double.pi / 4 - 0.01, 45, false), (-0.5, 0, true), (-0.5, 1, false)])
    func deviationBounds(maximum: Double, degrees: Double, recognized: Bool) throws {
        swipe.maximumDeviation = maximum
        swipe.direction = [.right, .up]
        let angle = degrees * Double.pi / 180
        // At exactly 45° either axis is the stroke's: along = sideways.
        let (dx, dy) = degrees == 45 ? (100.0, 100.0) : (100 * Trigonometry.cos(angle), 100 * Trigonometry.sin(angle))
        try window.stroke(1, from: (100, 300), to: (100 + dx, 300 - dy), start: 0, duration: 0.2, hz: 10)
        #expect(log.states == (recognized ? [.recognized] : []))
    }

    @Test("Two fingers moving apart are not a two-finger swipe")
    func fingersApart() throws {
        swipe.numberOfTouchesRequired = 2
        try window.stroke([FingerPath(1, from: (300, 300), to: (500, 300)), FingerPath(2, from: (250, 300), to: (240, 300))],
                          start: 0, duration: 0.2)
        #expect(log.states.isEmpty && swipe.failureReason == .requested("the fingers did not move together"))
    }

    @Test("A lift before the travel, and too many fingers, fail it")
    func otherFailures() throws {
        try window.stroke(1, from: (100, 100), to: (130, 100), start: 0, duration: 0.1)
        #expect(swipe.failureReason == .requested("lifted before travelling far enough"))
        try window.send(1, down(2, 100, 100), down(3, 120, 100))
        #expect(swipe.failureReason == .requested("too many fingers"))
    }
}
