import Testing
@testable import GestureKit

/// A built-in recognizer's time limit set to `.infinity` is no limit (docs/Semantics.md,
/// Time): nothing is scheduled, where a timer's infinite interval would be due now.
@Suite("K3: time limits of .infinity")
struct InfiniteLimitsTests {
    let window = Window(size: Size(width: 400, height: 400))

    @Test("K3, R3: a tap may last any time, and the next tap come any time later")
    func tap() throws {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        tap.maximumTapDuration = .infinity
        tap.maximumIntervalBetweenTaps = .infinity
        window.addGestureRecognizer(tap)
        let log = ActionLog(tap, in: window)
        try window.send(0, down(1, 100, 100))
        #expect(window.nextDeadline == nil)
        try window.send(1_000, up(1, 100, 100))
        #expect(window.nextDeadline == nil)
        window.advance(to: 5_000)
        try window.send(5_000, down(2, 100, 100))
        try window.send(9_000, up(2, 100, 100))
        #expect(log.states == [.recognized], "\(String(describing: tap.failureReason))")
    }

    @Test("K3: a long press of infinite duration never begins; its taps before may take any time")
    func longPress() throws {
        let never = LongPressGestureRecognizer()
        never.minimumPressDuration = .infinity
        window.addGestureRecognizer(never)
        let neverLog = ActionLog(never, in: window)
        try window.send(0, down(1, 100, 100))
        window.advance(to: 1e6)
        #expect(window.nextDeadline == nil && neverLog.states.isEmpty && never.state == .possible)
        try window.send(1e6 + 1, up(1, 100, 100))
        window.removeGestureRecognizer(never)

        let afterTap = LongPressGestureRecognizer()
        afterTap.numberOfTapsRequired = 1
        afterTap.maximumTapDuration = .infinity
        afterTap.maximumIntervalBetweenTaps = .infinity
        window.addGestureRecognizer(afterTap)
        let log = ActionLog(afterTap, in: window)
        try window.send(2e6, down(2, 100, 100))
        try window.send(2e6 + 100, up(2, 100, 100))
        try window.send(2e6 + 200, down(3, 100, 100))
        window.advance(to: 2e6 + 200.5)
        #expect(log.states == [.began], "\(String(describing: afterTap.failureReason))")
    }

    @Test("K3: a swipe may take any time; NaN is still 0, as for a timer")
    func swipe() throws {
        let slow = SwipeGestureRecognizer()
        slow.maximumDuration = .infinity
        window.addGestureRecognizer(slow)
        let log = ActionLog(slow, in: window)
        try window.send(0, down(1, 100, 200))
        #expect(window.nextDeadline == nil)
        try window.send(30, move(1, 200, 200))
        #expect(log.states == [.recognized])
        try window.send(31, up(1, 200, 200))

        slow.maximumDuration = .nan
        try window.send(40, down(2, 100, 200))
        try window.send(40.1, move(2, 200, 200))
        #expect(log.states == [.recognized] && slow.failureReason != nil)
    }
}
