import Testing
@testable import GestureKit

/// The built-in continuous recognizers report one change per event: an event in which one
/// finger moves while another lifts or lands is one `changed` action, not two alike
/// (docs/Recognizers.md, "One change per event"). A subclass asking twice still gets two
/// (T1, in `ActionTests`).
@Suite("One change per event (T1, T3: one action per committed change, sent at the step's end)")
struct OneChangePerStepTests {
    let window = Window(size: Size(width: 600, height: 600))

    @Test("Pan: a finger moves as another lifts where it was: one change, and the next event changes again")
    func panMoveAndStillLift() throws {
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        try window.send(0, down(1, 100, 100), down(2, 100, 300))
        try window.send(0.1, move(1, 120, 100), move(2, 120, 300))
        #expect(log.states == [.began])
        try window.send(0.2, move(1, 140, 100), up(2, 120, 300))
        #expect(log.states == [.began, .changed])
        #expect(pan.translation(in: nil) == Point(x: 30, y: 0))  // +20 for one of two fingers
        try window.send(0.3, move(1, 150, 100))
        #expect(log.states == [.began, .changed, .changed])
        try window.send(0.4, up(1, 150, 100))
        #expect(log.states == [.began, .changed, .changed, .ended])
    }

    @Test("Pan: the event that begins it also lifts a finger: began alone")
    func panBeginsAsAFingerLifts() throws {
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        try window.send(0, down(1, 100, 100), down(2, 100, 300))
        try window.send(0.1, move(1, 140, 100), up(2, 100, 300))
        #expect(log.states == [.began])
        try window.send(0.2, up(1, 140, 100))
        #expect(log.states == [.began, .ended])
    }

    @Test("Pinch: a third finger lands as one of the two moves: one change")
    func pinchLandAndMove() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        let log = ActionLog(pinch, in: window)
        try window.send(0, down(1, 200, 300), down(2, 300, 300))
        try window.send(0.1, move(2, 320, 300))
        #expect(log.states == [.began])
        try window.send(0.2, move(1, 180, 300), down(3, 250, 400))
        #expect(log.states == [.began, .changed])
        try window.send(0.3, move(2, 340, 300))
        #expect(log.states == [.began, .changed, .changed])
    }

    @Test("Rotation: a third finger lands as one of the two turns: one change")
    func rotationLandAndMove() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        let log = ActionLog(rotation, in: window)
        try window.send(0, down(1, 200, 300), down(2, 400, 300))
        try window.send(0.1, move(2, 400, 320))
        #expect(log.states == [.began])
        try window.send(0.2, move(2, 395, 340), down(3, 300, 450))
        #expect(log.states == [.began, .changed])
        try window.send(0.3, move(2, 390, 360))
        #expect(log.states == [.began, .changed, .changed])
    }

    @Test("Rotation: one of the pair turns as the other lifts where it turned to: one change")
    func rotationTurnAndLift() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        let log = ActionLog(rotation, in: window)
        try window.send(0, down(1, 200, 300), down(2, 400, 300), down(3, 300, 450))
        try window.send(0.1, move(2, 400, 340))
        #expect(log.states == [.began])
        try window.send(0.2, move(1, 200, 290), up(2, 395, 360))
        #expect(log.states == [.began, .changed])
    }

    @Test("Pinch: a finger lifts as the other moves: one change")
    func pinchMoveAndLift() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        let log = ActionLog(pinch, in: window)
        try window.send(0, down(1, 200, 300), down(2, 300, 300), down(3, 250, 400))
        try window.send(0.1, move(2, 330, 300))
        #expect(log.states == [.began])
        try window.send(0.2, move(1, 180, 300), up(3, 250, 400))
        #expect(log.states == [.began, .changed])
    }
}
