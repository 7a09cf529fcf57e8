import Testing
@testable import GestureKit

/// `Window.cancelAllTouches(at:)`: what a game's pause, an app losing the screen or a touch
/// controller's reset sends.
@Suite("Cancelling every touch (a pause, a reset)")
struct CancelAllTouchesTests {
    @Test("A12: every touch down ends cancelled where it was: the pan cancels, the views hear it, the ids are free again")
    func cancelsEveryTouch() throws {
        let scene = Scene()
        let pan = PanGestureRecognizer()
        scene.box.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: scene.window)
        try scene.window.send(0, down(1, 120, 120), down(2, 150, 150))
        try scene.window.send(0.1, move(1, 160, 120), move(2, 190, 150))
        #expect(log.states == [.began])
        try scene.window.cancelAllTouches(at: 0.2)
        #expect(log.states == [.began, .cancelled])
        // The box is not multiple-touch enabled (UIKit's default): it had touch 1 only.
        #expect(scene.journal.entries(startingWith: "box.cancelled") == ["box.cancelled[1]"], "\(scene.journal.entries)")
        #expect(scene.window.touches.isEmpty && scene.window.currentTime == 0.2)
        try scene.window.send(0.3, down(1, 120, 120))  // the same id begins again
        #expect(scene.window.touches.map(\.id) == [1])
    }

    @Test("A12: with no touch down nothing is sent and time stays; a bad time is still refused")
    func nothingDown() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        let log = ActionLog(single, in: window)
        try window.tap(at: 1, x: 50, y: 50)  // the single tap now waits for the double to fail
        try window.cancelAllTouches(at: 1.2)
        #expect(window.currentTime == 1.05 && log.states.isEmpty)
        #expect(throws: TouchEventError(.timeWentBackwards(current: 1.05, received: 1), timestamp: 1)) {
            try window.cancelAllTouches(at: 1)
        }
        #expect { try window.cancelAllTouches(at: .nan) } throws: {
            ($0 as? TouchEventError)?.description == "touch event at t=nan: timestamp nan is not finite"
        }
        // The documented way to stop a recognizer that waits for time alone.
        single.isEnabled = false
        single.isEnabled = true
        window.advance(to: 2)
        #expect(log.states.isEmpty && single.state == .possible)
    }

    @Test("E2: from inside an action it is refused as any event is, and the touches stay down")
    func reentrant() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        var refusal: TouchEventError?
        pan.addAction { _ in
            do throws(TouchEventError) { try window.cancelAllTouches(at: window.currentTime) } catch { refusal = error }
        }
        try window.send(0, down(1, 100, 100))
        try window.send(0.1, move(1, 160, 100))
        #expect(refusal?.reason == .reentrant && window.touches.count == 1 && pan.state == .began)
    }
}
