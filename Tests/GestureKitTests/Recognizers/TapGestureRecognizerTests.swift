import Testing
@testable import GestureKit

@Suite("Tap")
struct TapGestureRecognizerTests {
    let window = Window(size: Size(width: 400, height: 400))
    let tap = TapGestureRecognizer()
    let log: ActionLog

    init() {
        window.addGestureRecognizer(tap)
        log = ActionLog(tap, in: window)
    }

    @Test func defaultsAreUIKits() {
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        #expect(tap.allowableMovement == 45 && tap.maximumTapDuration == 0.75 && tap.maximumIntervalBetweenTaps == 0.35)
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
    }

    @Test("Movement: exactly the allowable movement is a tap, one step past is not", arguments: [(45.0, true), (45.01, false)])
    func movement(distance: Double, recognized: Bool) throws {
        try window.send(0, down(1, 100, 100))
        try window.send(0.05, move(1, 100 + distance, 100))
        try window.send(0.1, up(1, 100 + distance, 100))
        #expect(log.states == (recognized ? [.recognized] : []))
        #expect(recognized || tap.failureReason == .requested("moved more than the allowable movement"))
    }

    @Test("A lift beyond the allowable movement fails even without a move")
    func liftFarAway() throws {
        try window.send(0, down(1, 100, 100))
        try window.send(0.1, up(1, 100, 145.01))
        #expect(log.states.isEmpty)
    }

    @Test("Duration: a lift just before the maximum is a tap; at the maximum it is too late",
          arguments: [(0.7499, true), (0.75, false)])
    func duration(held: Double, recognized: Bool) throws {
        try window.send(1, down(1, 100, 100))
        try window.send(1 + held, up(1, 100, 100))
        #expect(log.states == (recognized ? [.recognized] : []))
    }

    @Test("The location is the first tap's centroid")
    func location() throws {
        tap.numberOfTouchesRequired = 2
        var location: Point?
        tap.addAction { location = $0.location(in: nil) }  // read in the action, as apps do
        try window.send(0, down(1, 100, 100), down(2, 200, 120))
        try window.send(0.05, move(1, 110, 100))
        try window.send(0.1, up(1, 110, 100), up(2, 200, 120))
        #expect(log.states == [.recognized])
        #expect(location == Point(x: 150, y: 110))  // where the fingers landed, not where they lifted
    }

    @Test("P11: each finger's location is where it landed in the first tap, as UIKit's is; the whole tap's, their centroid; in a view's coordinates too")
    func touchLocationsOfTheFirstTap() throws {
        tap.numberOfTapsRequired = 2
        tap.numberOfTouchesRequired = 2
        let view = View(frame: Rect(x: 50, y: 60, width: 400, height: 400))
        window.addSubview(view)
        var read: [Point] = []
        tap.addAction { tap in
            read = [tap.location(ofTouch: 0, in: nil), tap.location(ofTouch: 1, in: nil), tap.location(in: nil), tap.location(ofTouch: 1, in: view)]
        }
        try window.send(0, down(1, 100, 100), down(2, 200, 120))
        try window.send(0.05, move(1, 110, 100))
        try window.send(0.1, up(1, 110, 100), up(2, 200, 120))
        try window.send(0.2, down(3, 104, 102), down(4, 204, 118))
        try window.send(0.3, up(3, 104, 102), up(4, 204, 118))
        #expect(log.states == [.recognized])
        #expect(read == [Point(x: 100, y: 100), Point(x: 200, y: 120), Point(x: 150, y: 110), Point(x: 150, y: 60)])
    }

    @Test("Double tap: the next tap must begin before the interval ends", arguments: [(0.3499, true), (0.35, false)])
    func interval(gap: Double, recognized: Bool) throws {
        tap.numberOfTapsRequired = 2
        try window.tap(1, at: 0, x: 100, y: 100)
        try window.tap(2, at: 0.05 + gap, x: 100, y: 100)
        window.advance(to: 2)
        #expect(log.states == (recognized ? [.recognized] : []))
        #expect(recognized || tap.failureReason == .requested("the next tap did not begin in time"))
    }

    @Test("Double tap: the second tap must land near the first", arguments: [(45.0, true), (45.01, false)])
    func tooFar(distance: Double, recognized: Bool) throws {
        tap.numberOfTapsRequired = 2
        try window.tap(1, at: 0, x: 100, y: 100)
        try window.tap(2, at: 0.2, x: 100, y: 100 + distance)
        #expect(log.states == (recognized ? [.recognized] : []))
    }

    @Test("Double tap: a third tap starts a new pair")
    func thirdTapStartsANewPair() throws {
        tap.numberOfTapsRequired = 2
        for index in 0..<4 { try window.tap(index + 1, at: Double(index) * 0.2, x: 100, y: 100) }
        #expect(log.entries.map(\.time) == [0.2 + 0.05, 3 * 0.2 + 0.05])
        try window.tap(9, at: 0.8, x: 100, y: 100)  // a fifth tap alone: not a double tap
        window.advance(to: 2)
        #expect(log.entries.count == 2)
    }

    @Test("Triple tap with three fingers, the fingers of each tap landing one after another")
    func tripleTapThreeFingers() throws {
        tap.numberOfTapsRequired = 3
        tap.numberOfTouchesRequired = 3
        var location: Point?
        tap.addAction { location = $0.location(in: nil) }
        var id = 0
        for tapIndex in 0..<3 {
            let t = Double(tapIndex) * 0.3
            for finger in 0..<3 {
                id += 1
                try window.send(t + Double(finger) * 0.01, down(id, 100 + Double(finger) * 20, 100))
            }
            try window.send(t + 0.1, up(id - 2, 100, 100), up(id - 1, 120, 100), up(id, 140, 100))
        }
        #expect(log.states == [.recognized] && location == Point(x: 120, y: 100))
    }

    @Test("Triple three-finger tap: a tap with two fingers fails it; four fingers fail it")
    func wrongFingerCounts() throws {
        tap.numberOfTapsRequired = 3
        tap.numberOfTouchesRequired = 3
        try window.tap(fingers: [1, 2, 3], at: 0, x: 100, y: 100)
        try window.tap(fingers: [4, 5], at: 0.2, x: 100, y: 100)
        #expect(tap.failureReason == .requested("too few fingers"))
        window.advance(to: 1)
        try window.send(2, down(6, 100, 100), down(7, 110, 100), down(8, 120, 100), down(9, 130, 100))
        #expect(tap.failureReason == .requested("too many fingers"))
    }

    @Test("A finger landing after another finger of the same tap lifted fails the tap")
    func staggeredFingers() throws {
        tap.numberOfTouchesRequired = 2
        try window.send(0, down(1, 100, 100), down(2, 120, 100))
        try window.send(0.05, up(1, 100, 100))
        try window.send(0.06, down(3, 100, 100))
        #expect(log.states.isEmpty && tap.failureReason == .requested("a finger landed after another of the same tap lifted"))
    }

    @Test("A cancelled touch fails the tap")
    func cancelled() throws {
        try window.send(0, down(1, 100, 100))
        try window.send(0.05, lost(1, 100, 100))
        #expect(log.states.isEmpty && tap.failureReason == .requested("a touch was cancelled"))
    }
}

@Suite("Long press")
struct LongPressGestureRecognizerTests {
    let window = Window(size: Size(width: 400, height: 400))
    let press = LongPressGestureRecognizer()
    let log: ActionLog

    init() {
        window.addGestureRecognizer(press)
        log = ActionLog(press, in: window)
    }

    @Test func defaultsAreApples() {
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
    }

    @Test("Begins exactly at the minimum duration, with the finger still down")
    func beginsAtTheDeadline() throws {
        try window.send(1, down(1, 100, 100))
        window.advance(to: 1.4999)
        #expect(log.states.isEmpty)
        window.advance(to: 1.5)
        #expect(log.entries.map(\.time) == [1.5] && log.states == [.began])
    }

    @Test("Fails on a lift before the deadline")
    func earlyLift() throws {
        try window.send(1, down(1, 100, 100))
        try window.send(1.4999, up(1, 100, 100))
        window.advance(to: 3)
        #expect(log.states.isEmpty && press.failureReason == .requested("lifted before the minimum press duration"))
    }

    @Test("Movement before it begins: 10 pt is allowed, 10.01 pt fails", arguments: [(10.0, true), (10.01, false)])
    func movement(distance: Double, began: Bool) throws {
        try window.send(0, down(1, 100, 100))
        try window.send(0.2, move(1, 100, 100 + distance))
        window.advance(to: 1)
        #expect(log.states == (began ? [.began] : []))
    }

    @Test("Once begun, movement is unlimited; each move changes it; the lift ends it")
    func afterItBegan() throws {
        try window.send(0, down(1, 100, 100))
        try window.send(0.6, move(1, 300, 350))
        try window.send(0.7, move(1, 20, 20))
        try window.send(0.8, up(1, 20, 20))
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(press.location(in: nil) == Point(x: 20, y: 20))
    }

    @Test("With two fingers, the first to lift ends it")
    func firstLiftEnds() throws {
        press.numberOfTouchesRequired = 2
        try window.send(0, down(1, 100, 100), down(2, 140, 100))
        window.advance(to: 0.5)
        try window.send(0.6, up(2, 140, 100))
        #expect(log.states == [.began, .ended] && log.entries.last?.time == 0.6)
    }

    @Test("With a tap required first, the press after the tap begins")
    func tapThenPress() throws {
        press.numberOfTapsRequired = 1
        try window.tap(1, at: 0, x: 100, y: 100)
        try window.send(0.3, down(2, 100, 100))
        window.advance(to: 0.7999)
        #expect(log.states.isEmpty)
        window.advance(to: 0.8)
        #expect(log.states == [.began])
    }

    @Test("With a tap required first, a press without the tap does not begin")
    func pressWithoutTap() throws {
        press.numberOfTapsRequired = 1
        try window.send(0, down(1, 100, 100))
        window.advance(to: 2)
        #expect(log.states.isEmpty && press.failureReason == .requested("a tap before the press was held too long"))
    }

    @Test("Two fingers required: the duration counts from the second finger")
    func twoFingers() throws {
        press.numberOfTouchesRequired = 2
        try window.send(0, down(1, 100, 100))
        try window.send(0.2, down(2, 150, 100))
        window.advance(to: 0.6999)
        #expect(log.states.isEmpty)
        window.advance(to: 0.7)
        #expect(log.states == [.began])
    }

    @Test("A cancelled touch cancels a began press")
    func cancelled() throws {
        try window.send(0, down(1, 100, 100))
        window.advance(to: 0.6)
        try window.send(0.7, lost(1, 100, 100))
        #expect(log.states == [.began, .cancelled])
    }
}
