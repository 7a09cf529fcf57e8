import Testing
@testable import GestureKit

@Suite("Pan and screen-edge pan")
struct PanGestureRecognizerTests {
    let window = Window(size: Size(width: 600, height: 600))
    let pan = PanGestureRecognizer()
    let log: ActionLog

    init() {
        window.addGestureRecognizer(pan)
        log = ActionLog(pan, in: window)
    }

    @Test func defaults() {
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max && pan.hysteresis == 10)
    }

    @Test("Hysteresis: begins when the fingers have moved 10 pt, not at 9.99")
    func hysteresis() throws {
        try window.send(0, down(1, 100, 100))
        try window.send(0.1, move(1, 106, 107.99))  // 9.99 pt
        #expect(log.states.isEmpty)
        try window.send(0.2, move(1, 106, 108))  // exactly 10 pt
        #expect(log.states == [.began])
        #expect(pan.translation(in: nil) == Point(x: 6, y: 8))  // the translation includes the hysteresis
        try window.send(0.3, move(1, 120, 108))
        try window.send(0.4, up(1, 120, 108))
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test("A lift before the hysteresis fails it")
    func liftEarly() throws {
        try window.stroke(1, from: (100, 100), to: (105, 100), start: 0, duration: 0.1)
        #expect(log.states.isEmpty && pan.failureReason == .requested("lifted before moving far enough"))
    }

    @Test("Resetting the translation after each step moves a view exactly with the finger")
    func translationReset() throws {
        let card = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(card)
        pan.addAction { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            let t = pan.translation(in: card.superview)
            card.center = card.center + t
            pan.setTranslation(.zero, in: card.superview)
        }
        try window.stroke(1, from: (110, 110), to: (310, 210), start: 0, duration: 0.25, hz: 60)
        #expect(abs(card.center.x - 325) < 1e-9 && abs(card.center.y - 225) < 1e-9)
    }

    @Test("translation(in:) and setTranslation(_:in:) use the view's coordinate space")
    func translationInAScaledView() throws {
        let zoomed = View(frame: Rect(x: 0, y: 0, width: 600, height: 600))
        zoomed.transform = AffineTransform(scaleX: 2, y: 2)
        window.addSubview(zoomed)
        try window.send(0, down(1, 100, 100))
        try window.send(0.1, move(1, 140, 100))
        #expect(pan.translation(in: nil) == Point(x: 40, y: 0))
        #expect(pan.translation(in: zoomed) == Point(x: 20, y: 0))
        pan.setTranslation(Point(x: 5, y: 5), in: zoomed)
        #expect(pan.translation(in: nil) == Point(x: 10, y: 10))
    }

    @Test("Velocity on constant-speed input is within 1% of the true speed")
    func constantVelocity() throws {
        var velocities: [Point] = []
        pan.addAction { velocities.append(($0 as! PanGestureRecognizer).velocity(in: nil)) }
        // 600 pt/s right and 300 pt/s down, sampled at 120 Hz for 0.5 s.
        try window.stroke(1, from: (10, 10), to: (310, 160), start: 0, duration: 0.5, hz: 120, lift: false)
        let settled = velocities.suffix(40)
        #expect(settled.count == 40)
        for v in settled {
            #expect(abs(v.x - 600) <= 6 && abs(v.y - 300) <= 3)
        }
    }

    @Test("Velocity is near zero after the finger pauses, and robust to repeated timestamps")
    func velocityAfterAPause() throws {
        var last = Point(x: .nan, y: .nan)
        pan.addAction { last = ($0 as! PanGestureRecognizer).velocity(in: nil) }
        try window.stroke(1, from: (10, 10), to: (310, 10), start: 0, duration: 0.3, lift: false)
        try window.send(0.3, move(1, 311, 10))  // same timestamp as the previous move
        #expect(last.x.isFinite && last.x > 500)
        try window.send(0.6, up(1, 311, 10))  // 0.3 s without movement, then the lift
        #expect(log.states.last == .ended && abs(last.x) < 1e-9 && abs(last.y) < 1e-9)
    }

    @Test("A finger added or lifted mid-pan does not make the translation jump")
    func fingersComeAndGo() throws {
        try window.send(0, down(1, 100, 100))
        try window.send(0.1, move(1, 150, 100))
        let before = pan.translation(in: nil)
        try window.send(0.2, down(2, 400, 400))  // the centroid jumps; the translation must not
        #expect(pan.translation(in: nil) == before)
        try window.send(0.3, move(1, 160, 100), move(2, 410, 400))  // both move +10
        #expect(pan.translation(in: nil) == Point(x: 60, y: 0))
        try window.send(0.4, up(2, 410, 400))
        #expect(pan.translation(in: nil) == Point(x: 60, y: 0) && log.states.last == .changed)
        try window.send(0.5, move(1, 170, 100))
        #expect(pan.translation(in: nil) == Point(x: 70, y: 0))
        #expect(log.states.allSatisfy { $0 != .ended })
    }

    @Test("More fingers than the maximum fail it; a minimum of two waits for the second finger")
    func fingerLimits() throws {
        pan.maximumNumberOfTouches = 2
        try window.send(0, down(1, 100, 100), down(2, 120, 100), down(3, 140, 100))
        #expect(pan.failureReason == .requested("more fingers than the maximum"))
        try window.send(0.1, up(1, 100, 100), up(2, 120, 100), up(3, 140, 100))
        pan.minimumNumberOfTouches = 2
        try window.send(1, down(4, 100, 100))
        try window.send(1.1, move(4, 200, 100))
        #expect(log.states.isEmpty)
        try window.send(1.2, down(5, 100, 300))
        try window.send(1.3, move(4, 220, 100), move(5, 120, 300))
        #expect(log.states == [.began])
        try window.send(1.4, up(5, 120, 300))  // below the minimum: waits for the last finger
        #expect(log.states == [.began])
        try window.send(1.5, up(4, 220, 100))
        #expect(log.states == [.began, .ended])
    }

    @Test("A minimum of two: one finger moves nothing, and the pan ends when the last finger lifts (Apple's overview)")
    func twoFingerPanEndsWithTheLastFinger() throws {
        pan.minimumNumberOfTouches = 2
        try window.send(0, down(1, 100, 100))
        try window.send(0.1, move(1, 300, 100))  // one finger: not a pan's movement
        #expect(pan.translation(in: nil) == .zero && log.states.isEmpty)
        try window.send(0.2, down(2, 100, 300))
        try window.send(0.3, move(1, 309.99, 100), move(2, 109.99, 300))  // 9.99 pt: not yet
        #expect(log.states.isEmpty)
        try window.send(0.4, move(1, 310, 100), move(2, 110, 300))
        #expect(log.states == [.began] && pan.translation(in: nil) == Point(x: 10, y: 0))
        try window.send(0.5, up(2, 110, 300))  // one left: no change, no end
        try window.send(0.6, move(1, 400, 100))
        #expect(log.states == [.began] && pan.translation(in: nil) == Point(x: 10, y: 0))
        try window.send(0.7, down(3, 110, 300))
        try window.send(0.8, move(1, 420, 100), move(3, 130, 300))  // two again: +20
        #expect(log.states == [.began, .changed] && pan.translation(in: nil) == Point(x: 30, y: 0))
        try window.send(0.9, up(1, 420, 100), up(3, 130, 300))
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test("A touch the input source cancels: a pan in progress is cancelled, one not begun fails with the reason")
    func cancelledTouch() throws {
        try window.send(0, down(1, 100, 100))
        try window.send(0.1, move(1, 150, 100))
        try window.send(0.2, lost(1, 150, 100))
        #expect(log.states == [.began, .cancelled])
        try window.send(1, down(2, 100, 100))
        try window.send(1.1, lost(2, 100, 100))
        #expect(log.states == [.began, .cancelled] && pan.failureReason == .requested("a touch was cancelled"))
    }

    @Test("A finger that moves as another lifts, in one event: its movement counts, shared by the fingers down before")
    func moveAndLiftInOneEvent() throws {
        pan.minimumNumberOfTouches = 2
        try window.send(0, down(1, 100, 100), down(2, 100, 300))
        try window.send(0.1, move(1, 120, 100), move(2, 120, 300))
        #expect(log.states == [.began] && pan.translation(in: nil) == Point(x: 20, y: 0))
        try window.send(0.2, move(1, 130, 100), up(2, 120, 300))  // +10 for one of two fingers
        #expect(pan.translation(in: nil) == Point(x: 25, y: 0) && log.states == [.began, .changed])
        try window.send(0.3, up(1, 130, 100))
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test("A setTranslation before the pan began does not move its hysteresis")
    func setTranslationBeforeBegin() throws {
        try window.send(0, down(1, 100, 100))
        pan.setTranslation(Point(x: 50, y: 0), in: nil)
        try window.send(0.1, move(1, 101, 100))  // 1 pt of 10
        #expect(log.states.isEmpty && pan.translation(in: nil) == Point(x: 51, y: 0))
        try window.send(0.2, move(1, 110, 100))
        #expect(log.states == [.began])
    }

    @Test("A finger beyond the maximum after the pan began is ignored: the pan ends when its own fingers lift")
    func ignoredFingerDoesNotHoldThePan() throws {
        pan.maximumNumberOfTouches = 2
        try window.send(0, down(1, 100, 100), down(2, 100, 300))
        try window.send(0.1, move(1, 120, 100), move(2, 120, 300))
        try window.send(0.2, down(3, 300, 300))  // the third: ignored
        try window.send(0.3, move(3, 400, 300))
        #expect(log.states == [.began] && pan.translation(in: nil) == Point(x: 20, y: 0))
        try window.send(0.4, up(1, 120, 100), up(2, 120, 300))
        #expect(log.states == [.began, .ended])
    }

    @Test("P12: setting the translation to zero in every action keeps the fingers' velocity for the fling at the end")
    func velocitySurvivesTranslationResets() throws {
        var ended = Point(x: .nan, y: .nan)
        pan.addAction { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            pan.setTranslation(.zero, in: nil)  // the usual idiom, even before reading the velocity
            if pan.state == .ended { ended = pan.velocity(in: nil) }
        }
        // 600 pt/s right and 300 pt/s down at 120 Hz; the lift does not move.
        try window.stroke(1, from: (10, 10), to: (310, 160), start: 0, duration: 0.5, hz: 120)
        #expect(log.states.last == .ended)
        #expect(abs(ended.x - 600) <= 6 && abs(ended.y - 300) <= 3)
    }

    @Test("P12: a translation set mid-pan moves the translation, not the velocity")
    func setTranslationDoesNotJump() throws {
        var velocities: [Point] = []
        pan.addAction { velocities.append(($0 as! PanGestureRecognizer).velocity(in: nil)) }
        try window.stroke(1, from: (10, 10), to: (160, 10), start: 0, duration: 0.25, hz: 120, lift: false)  // 600 pt/s
        pan.setTranslation(Point(x: 1000, y: -500), in: nil)
        #expect(pan.translation(in: nil) == Point(x: 1000, y: -500))
        #expect(abs(pan.velocity(in: nil).x - 600) <= 6)  // not reset: still the finger's
        try window.send(0.25 + 1 / 120, move(1, 165, 10))
        #expect(pan.translation(in: nil) == Point(x: 1005, y: -500))
        #expect(abs(velocities.last!.x - 600) <= 6 && abs(velocities.last!.y) < 1e-9)
    }

    @Test("Screen-edge pan: starts within the zone of a chosen edge, one step past does not",
          arguments: [(20.0, true), (20.01, false)])
    func edgeZone(x: Double, begins: Bool) throws {
        window.removeGestureRecognizer(pan)
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .left
        window.addGestureRecognizer(edge)
        let edgeLog = ActionLog(edge, in: window)
        try window.stroke(1, from: (x, 300), to: (x + 100, 300), start: 0, duration: 0.2)
        #expect(edgeLog.states.first == (begins ? .began : nil))
    }

    @Test("Screen-edge pan: moving away from its edge exactly as much as along it begins; a hair more along fails",
          arguments: [(10.0, true), (10.01, false)])
    func edgeDiagonal(along: Double, begins: Bool) throws {
        window.removeGestureRecognizer(pan)
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .right
        window.addGestureRecognizer(edge)
        let edgeLog = ActionLog(edge, in: window)
        try window.send(0, down(1, 595, 300))
        try window.send(0.1, move(1, 585, 300 - along))  // 10 pt away from the right edge
        #expect(edgeLog.states == (begins ? [.began] : []))
        #expect(begins || edge.failureReason == .requested("did not move away from its edge"))
    }

    @Test("Screen-edge pan: only from the chosen edge, and only moving away from it")
    func edgeDirection() throws {
        window.removeGestureRecognizer(pan)
        let edge = ScreenEdgePanGestureRecognizer()
        #expect(edge.edges.isEmpty && edge.edgeZone == 20)
        edge.edges = [.right, .bottom]
        window.addGestureRecognizer(edge)
        let edgeLog = ActionLog(edge, in: window)
        try window.stroke(1, from: (5, 300), to: (200, 300), start: 0, duration: 0.2)  // the left edge is not chosen
        #expect(edgeLog.states.isEmpty && edge.failureReason == .requested("did not start at a chosen edge"))
        try window.stroke(2, from: (595, 300), to: (595, 100), start: 1, duration: 0.2)  // along the right edge
        #expect(edgeLog.states.isEmpty && edge.failureReason == .requested("did not move away from its edge"))
        try window.stroke(3, from: (595, 300), to: (400, 280), start: 2, duration: 0.2)  // away from the right edge
        try window.stroke(4, from: (300, 590), to: (310, 400), start: 3, duration: 0.2)  // away from the bottom
        #expect(edgeLog.states.filter { $0 == .began }.count == 2)
    }

    /// A screen-edge pan from the left edge in place of the suite's pan, with its action log.
    private func leftEdgePan() -> (ScreenEdgePanGestureRecognizer, ActionLog) {
        window.removeGestureRecognizer(pan)
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .left
        window.addGestureRecognizer(edge)
        return (edge, ActionLog(edge, in: window))
    }

    @Test("P13: a screen-edge pan follows its first touch and ignores the others, before it began and after, as Apple documents")
    func edgeIgnoresLaterTouches() throws {
        let (edge, edgeLog) = leftEdgePan()
        try window.send(0, down(1, 5, 300), down(2, 300, 300))  // two land at once: the second is ignored
        try window.send(0.05, move(1, 45, 300), move(2, 300, 350))
        #expect(edgeLog.states == [.began] && edge.numberOfTouches == 1)
        #expect(edge.translation(in: nil) == Point(x: 40, y: 0))  // the first finger's own, not an average
        #expect(abs(edge.velocity(in: nil).x - 800) < 1)  // measured from where the first landed
        try window.send(0.1, down(3, 200, 200))
        try window.send(0.15, move(1, 85, 300), move(3, 100, 100))
        #expect(edge.numberOfTouches == 1 && edge.translation(in: nil) == Point(x: 80, y: 0))
        try window.send(0.2, up(1, 85, 300))
        #expect(edgeLog.states == [.began, .changed, .ended])
    }

    @Test("P13: a screen-edge pan set to take two fingers follows two and ignores a third")
    func edgeFollowsItsMinimum() throws {
        let (edge, edgeLog) = leftEdgePan()
        edge.minimumNumberOfTouches = 2
        try window.send(0, down(1, 5, 300))
        try window.send(0.01, down(2, 8, 400), down(3, 300, 300))  // the second is followed, the third ignored
        try window.send(0.05, move(1, 45, 300), move(2, 48, 400), move(3, 300, 500))
        #expect(edgeLog.states == [.began] && edge.numberOfTouches == 2)
        #expect(edge.translation(in: nil) == Point(x: 40, y: 0))
    }

    @Test("P13: a finger landing as the edge pan's first lifts is ignored too: the pan neither begins from it nor goes on with it")
    func edgeFingerLandingAsTheFirstLifts() throws {
        let (edge, edgeLog) = leftEdgePan()
        try window.send(0, down(1, 5, 300))
        try window.send(0.02, up(1, 5, 300), down(2, 200, 300))  // before it began: it fails, not begins mid-screen
        try window.send(0.05, move(2, 260, 300))
        #expect(edgeLog.states.isEmpty && edge.failureReason == .requested("lifted before moving far enough"))
        try window.send(0.1, up(2, 260, 300))

        try window.send(1, down(3, 5, 300))
        try window.send(1.05, move(3, 45, 300))
        try window.send(1.1, up(3, 45, 300), down(4, 200, 300))  // after it began: it ends with its finger
        try window.send(1.15, move(4, 260, 300))
        #expect(edgeLog.states == [.began, .ended])
    }

    @Test("P13: with a maximum set (listen sets both), the edge pan counts its fingers as a pan does: one more than the maximum fails it")
    func edgeWithAMaximum() throws {
        let (edge, edgeLog) = leftEdgePan()
        edge.minimumNumberOfTouches = 2
        edge.maximumNumberOfTouches = 2
        try window.send(0, down(1, 5, 300), down(2, 8, 400), down(3, 300, 300))
        try window.send(0.05, move(1, 45, 300), move(2, 48, 400))
        #expect(edgeLog.states.isEmpty && edge.failureReason == .requested("more fingers than the maximum"))
    }
}
