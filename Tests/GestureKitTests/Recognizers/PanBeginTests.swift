import Testing
@testable import GestureKit

/// P9: a pan's begin test can be overridden (an axis lock), and a view can veto its own pan.
@Suite("Pan begin test (P9)")
struct PanBeginTests {
    /// The axis lock of the pan's documentation.
    final class HorizontalPan: PanGestureRecognizer {
        override func canBeginPanning() -> Bool {
            let moved = translation(in: view)
            if abs(moved.y) > abs(moved.x) { fail(because: "moved vertically") }
            return abs(moved.x) >= abs(moved.y)
        }
    }

    @Test("P9: a horizontal-only pan begins on a 45° move and fails on one a hair steeper",
          arguments: [(10.0, true), (10.01, false)])
    func axisLock(dy: Double, begins: Bool) throws {
        let window = Window(size: Size(width: 400, height: 400))
        let pan = HorizontalPan()
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        try window.send(0, down(1, 100, 100))
        try window.send(0.1, move(1, 110, 100 + dy))
        #expect(log.states == (begins ? [.began] : []))
        #expect(begins || pan.failureReason == .requested("moved vertically"))
    }

    @Test("P9: canBeginPanning is asked only once the hysteresis is reached: a small vertical start does not fail the axis lock")
    func askedOnlyPastTheHysteresis() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let pan = HorizontalPan()
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        try window.send(0, down(1, 100, 100))
        try window.send(0.1, move(1, 100, 103))  // vertical, but short of the hysteresis
        #expect(pan.state == .possible)
        try window.send(0.2, move(1, 150, 103))
        #expect(log.states == [.began])
    }

    @Test("P9: a canBeginPanning that answers false without failing lets the pan begin on a later move")
    func waitsForMoreMovement() throws {
        final class FarPan: PanGestureRecognizer {
            override func canBeginPanning() -> Bool { translation(in: nil).x >= 50 }
        }
        let window = Window(size: Size(width: 400, height: 400))
        let pan = FarPan()
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        try window.send(0, down(1, 100, 100))
        try window.send(0.1, move(1, 149.99, 100))
        #expect(log.states.isEmpty && pan.state == .possible)
        try window.send(0.2, move(1, 150, 100))
        #expect(log.states == [.began])
    }

    /// A view that scrolls only vertically, by vetoing its own pan (the UIScrollView idiom).
    final class VerticalScroller: View {
        let pan = PanGestureRecognizer()
        override init(frame: Rect) {
            super.init(frame: frame)
            addGestureRecognizer(pan)
        }
        override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
            guard recognizer === pan else { return true }
            let v = pan.translation(in: self)
            return abs(v.y) > abs(v.x)
        }
    }

    @Test("P9: a view is asked about its own pan, so it can lock its scrolling to one axis")
    func viewVetoesItsOwnPan() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let scroller = VerticalScroller(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(scroller)
        let log = ActionLog(scroller.pan, in: window)
        try window.stroke(1, from: (100, 100), to: (200, 110), start: 0, duration: 0.2)
        #expect(log.states.isEmpty && scroller.pan.failureReason == .shouldBeginDenied(by: "VerticalScroller"))
        try window.stroke(2, from: (100, 100), to: (110, 200), start: 1, duration: 0.2)
        #expect(log.states.first == .began && log.states.last == .ended)
    }
}
