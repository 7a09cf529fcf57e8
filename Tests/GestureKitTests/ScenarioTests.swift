import Testing
@testable import GestureKit

/// The scenarios of the source material that need no built-in recognizer logic, told as
/// the books tell them, with test-only recognizers standing in for the real ones.
@Suite("Source-material scenarios")
struct ScenarioTests {
    @Test("V2: a recognizer that recognizes eats the touch: the drawing view gets touchesCancelled")
    func recognizerEatsTheTouch() throws {
        let scene = Scene()
        let swipe = scene.cue("swipe", .discrete(on: .moved), on: scene.content)
        try scene.window.send(0, down(1, 20, 20))  // the view starts a dot…
        try scene.window.send(0.05, move(1, 80, 20))  // …the swipe recognizes: the dot is cancelled
        try scene.window.send(0.1, move(1, 120, 20))
        try scene.window.send(0.15, up(1, 120, 20))
        #expect(scene.journal.entries == ["content.began[1]", "content.cancelled[1]", "swipe.action(ended)"])
        _ = swipe
    }

    @Test("V2: cancelsTouchesInView = false keeps the view informed (long press + drawing)")
    func viewKeepsTheTouch() throws {
        let scene = Scene()
        let press = scene.cue("press", .deadline(after: 0.5), on: scene.content)
        press.cancelsTouchesInView = false
        try scene.window.send(0, down(1, 20, 20))
        try scene.window.send(0.6, move(1, 25, 20))  // the press recognized at 0.5
        try scene.window.send(0.7, up(1, 25, 20))
        #expect(scene.journal.entries == ["content.began[1]", "press.action(ended)", "content.moved[1]", "content.ended[1]"])
    }

    @Test("V3: delaysTouchesBegan keeps a tap from flashing a dot; a drag is drawn once the tap fails")
    func noStrayDot() throws {
        let scene = Scene()
        let doubleTap = CountingTap("doubleTap", taps: 2)
        doubleTap.delaysTouchesBegan = true
        scene.content.addGestureRecognizer(doubleTap)
        let mover = scene.cue("moveFails", .manual, on: scene.content)
        mover.onMoved = { _, touches in  // stands in for the tap's allowable movement
            if let t = touches.first, t.location(in: nil).distance(to: Point(x: 20, y: 20)) > 45 { doubleTap.state = .failed }
        }
        mover.delaysTouchesEnded = false
        try scene.window.tap(1, at: 0, x: 20, y: 20)
        try scene.window.tap(2, at: 0.2, x: 22, y: 20)
        #expect(scene.journal.entries.filter { $0.hasPrefix("content") }.isEmpty)  // no dot ever appeared
        try scene.window.send(1, down(3, 20, 20))
        try scene.window.send(1.1, move(3, 40, 20))
        #expect(scene.journal.entries.filter { $0.hasPrefix("content") }.isEmpty)  // still might be a tap
        try scene.window.send(1.2, move(3, 90, 20))
        try scene.window.send(1.3, up(3, 90, 20))
        #expect(scene.journal.entries.filter { $0.hasPrefix("content") } == [
            "content.began[3]", "content.moved[3]", "content.ended[3]",
        ])
    }

    /// The "find the odd one out" game: a circle recognizer on the whole screen must not
    /// take touches that land on the "new game" button.
    @Test("D2: a delegate refusing touches on controls lets a button get its own tap")
    func buttonKeepsItsTouch() throws {
        let scene = Scene()
        final class Button: Control {}
        let button = Button(frame: Rect(x: 300, y: 10, width: 80, height: 40))
        scene.content.addSubview(button)
        var newGames = 0
        button.addAction(for: .touchUpInside) { _ in newGames += 1 }
        let circle = scene.cue("circle", .discrete(on: .ended), on: scene.content)
        let delegate = ClosureDelegate()
        delegate.shouldReceive = { _, touch in !(touch.view is Control) }
        circle.delegate = delegate
        try scene.window.tap(at: 0, x: 320, y: 20)
        #expect(newGames == 1 && circle.received.isEmpty)
        try scene.window.tap(at: 1, x: 100, y: 300)
        #expect(circle.actions == [.recognized])
    }

    @Test("A3: two recognizers on one view block each other until the delegate allows simultaneity")
    func pinchAndRotation() throws {
        let scene = Scene()
        let pinch = scene.cue("pinch", .continuous, on: scene.box)
        let rotation = scene.cue("rotation", .continuous, on: scene.box)
        func twoFingerTwist(at t: Double) throws {
            try scene.window.send(t, down(1, 120, 120), down(2, 180, 180))
            try scene.window.send(t + 0.1, move(1, 110, 125), move(2, 190, 175))
            try scene.window.send(t + 0.2, up(1, 110, 125), up(2, 190, 175))
        }
        try twoFingerTwist(at: 0)
        #expect(pinch.actions == [.began, .ended] && rotation.actions.isEmpty)
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        pinch.delegate = delegate
        try twoFingerTwist(at: 1)
        #expect(pinch.actions.count == 4 && rotation.actions == [.began, .ended])
    }

    @Test("A7: a single tap waiting for a double tap is recognized at the double tap's deadline, after the lift")
    func singleTapAfterTheInterval() throws {
        let scene = Scene()
        let single = CountingTap("single", taps: 1), double = CountingTap("double", taps: 2)
        single.require(toFail: double)
        scene.box.addGestureRecognizer(single)
        scene.box.addGestureRecognizer(double)
        var fired: [String] = []
        single.addAction { _ in fired.append("single@\(scene.window.currentTime)") }
        double.addAction { _ in fired.append("double@\(scene.window.currentTime)") }
        try scene.window.tap(at: 0, x: 150, y: 150, duration: 0.1)
        #expect(fired.isEmpty && scene.window.nextDeadline == 0.45)  // the lift + the interval (K1)
        scene.window.advance(to: 1)
        try scene.window.tap(at: 2, x: 150, y: 150)
        try scene.window.tap(at: 2.2, x: 150, y: 150)
        scene.window.advance(to: 3)
        #expect(fired == ["single@0.45", "double@2.25"])
    }

    @Test("R3: a custom recognizer that never finishes is failed when all fingers lift")
    func neverFinishes() throws {
        let scene = Scene()
        let sloppy = scene.cue("sloppy", .manual, on: scene.box)  // forgets to set a final state
        let tap = scene.cue("tap", .discrete(on: .ended), on: scene.content)
        tap.require(toFail: sloppy)
        try scene.window.tap(at: 0, x: 150, y: 150)
        #expect(sloppy.failureReason == .undecidedWhenTouchesEnded)
        #expect(tap.actions == [.recognized])
    }

    /// UIKit recognizers commonly write `state = .cancelled` in touchesCancelled, even
    /// while possible; S1 takes it as failed.
    @Test("S1: UIKit-style code setting cancelled from possible is treated as failed")
    func cancelledFromPossible() throws {
        let scene = Scene()
        let uikitStyle = scene.cue("uikitStyle", .continuous, on: scene.box)
        let log = scene.window.recordDecisions()
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, lost(1, 150, 150))
        #expect(uikitStyle.actions.isEmpty)
        #expect(log.lines.contains("0.100 uikitStyle: failed (requested)"))
        #expect(!log.lines.contains { $0.contains("refused") })
    }
}
