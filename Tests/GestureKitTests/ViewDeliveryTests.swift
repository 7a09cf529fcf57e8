import Testing
@testable import GestureKit

@Suite("Views (V1–V7)")
struct ViewDeliveryTests {
    @Test("V1: touches reach the hit view; the default implementation passes them up to the window")
    func responderChain() throws {
        let window = RecordingWindow(size: Size(width: 300, height: 300))
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let leaf = RecordingView("leaf", frame: Rect(x: 0, y: 0, width: 100, height: 100), journal: window.journal)
        window.addSubview(parent)
        parent.addSubview(leaf)
        try window.send(0, down(1, 50, 50))
        try window.send(0.1, move(1, 60, 50))
        try window.send(0.2, up(1, 60, 50))
        #expect(window.journal.entries == ["leaf.began[1]", "leaf.moved[1]", "leaf.ended[1]"])
        leaf.forwards = true
        try window.send(1, down(2, 50, 50))
        try window.send(1.1, lost(2, 50, 50))
        #expect(window.journal.entries.suffix(4) == ["leaf.began[2]", "window.began[2]", "leaf.cancelled[2]", "window.cancelled[2]"])
    }

    @Test("V1: each view once per phase, views in the order of their first touch, whatever the order of the changes")
    func viewsInOrderOfFirstTouch() throws {
        let scene = Scene()
        try scene.window.send(0, down(1, 150, 150), down(2, 20, 20), down(3, 160, 160))
        try scene.window.send(0.1, move(3, 161, 160), move(2, 21, 20), move(1, 151, 150))
        try scene.window.send(0.2, up(2, 21, 20), up(1, 151, 150))
        // The box is not multiple-touch enabled (V5): touch 3 is not handed to it.
        #expect(scene.journal.entries == ["box.began[1]", "content.began[2]", "box.moved[1]", "content.moved[2]",
                                          "box.ended[1]", "content.ended[2]"])
    }

    @Test("V1: plain views and a plain window pass touches up to the first view with code of its own, or to no one")
    func plainViewsPassTouchesUp() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let journal = Journal()
        let handler = RecordingView("handler", frame: Rect(x: 0, y: 0, width: 200, height: 200), journal: journal)
        handler.forwards = true  // on up to the plain window, which passes them to no one
        let middle = View(frame: Rect(x: 0, y: 0, width: 150, height: 150))
        let leaf = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(handler)
        handler.addSubview(middle)
        middle.addSubview(leaf)
        try window.send(0, down(1, 50, 50))
        try window.send(0.1, move(1, 60, 50))
        try window.send(0.2, up(1, 60, 50))
        #expect(journal.entries == ["handler.began[1]", "handler.moved[1]", "handler.ended[1]"])
        // A touch of a plain view with no view of its own above: nothing to call, nothing fails.
        let lone = View(frame: Rect(x: 250, y: 250, width: 50, height: 50))
        window.addSubview(lone)
        try window.send(1, down(2, 260, 260))
        try window.send(1.1, up(2, 260, 260))
        #expect(journal.entries.count == 3)
        // A subclass that changes only `next` is not a plain view: its chain is followed.
        final class Redirecting: View {
            var target: Responder?
            override var next: Responder? { target }
        }
        let redirecting = Redirecting(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        redirecting.target = handler
        window.addSubview(redirecting)
        try window.send(2, down(3, 250, 50))
        #expect(journal.entries.last == "handler.began[3]")
    }

    @Test("V2: a recognizer that recognizes eats the touch: touchesCancelled just before the action, nothing after")
    func cancelsTouchesInView() throws {
        let scene = Scene()
        let r = scene.cue("r", .discrete(on: .moved), on: scene.box)
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 160, 150))
        try scene.window.send(0.2, move(1, 170, 150))
        try scene.window.send(0.3, up(1, 170, 150))
        #expect(scene.journal.entries == ["box.began[1]", "box.cancelled[1]", "r.action(ended)"])
        #expect(r.actions == [.recognized])
    }

    @Test("V2: with cancelsTouchesInView = false the view keeps receiving the touch")
    func keepsViewInformed() throws {
        let scene = Scene()
        let r = scene.cue("r", .discrete(on: .moved), on: scene.box)
        r.cancelsTouchesInView = false
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 160, 150))
        try scene.window.send(0.2, up(1, 160, 150))
        #expect(scene.journal.entries == ["box.began[1]", "r.action(ended)", "box.moved[1]", "box.ended[1]"])
    }

    @Test("V3: delaysTouchesBegan holds the touch from the view until the recognizer fails")
    func delaysBeganUntilFailure() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        r.delaysTouchesBegan = true
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 160, 150))
        #expect(scene.journal.entries.isEmpty)
        r.state = .failed  // released: began, then one move to catch up
        #expect(scene.journal.entries == ["box.began[1]", "box.moved[1]"])
        try scene.window.send(0.2, up(1, 160, 150))
        #expect(scene.journal.entries == ["box.began[1]", "box.moved[1]", "box.ended[1]"])
    }

    @Test("V3: if the delaying recognizer recognizes, the view never sees the touch")
    func delaysBeganThenRecognizes() throws {
        let scene = Scene()
        let r = scene.cue("r", .discrete(on: .ended), on: scene.box)
        r.delaysTouchesBegan = true
        r.cancelsTouchesInView = false  // the held phases are dropped all the same
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 151, 150))
        try scene.window.send(0.2, up(1, 151, 150))
        #expect(scene.journal.entries == ["r.action(ended)"])
    }

    @Test("V3: a touch released from a hold after it ended gets began and ended")
    func releasedAfterEnd() throws {
        let scene = Scene()
        // Undecided at the lift, with a deadline of its own (so R3 leaves it alone).
        let r = scene.cue("r", .manual, on: scene.box)
        r.delaysTouchesBegan = true
        var timer: TimerID?
        r.onBegan = { r, _ in timer = r.scheduleTimer(after: 0.5) { r.state = .failed } }
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, up(1, 150, 150))
        #expect(scene.journal.entries.isEmpty && timer != nil)
        scene.window.advance(to: 0.5)
        #expect(scene.journal.entries == ["box.began[1]", "box.ended[1]"])
    }

    @Test("V4: delaysTouchesEnded holds touchesEnded until the recognizer fails")
    func delaysEnded() throws {
        let scene = Scene()
        let r = scene.cue("r", .manual, on: scene.box)
        r.onEnded = { r, _ in _ = r.scheduleTimer(after: 0.3) { r.state = .failed } }
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, up(1, 150, 150))
        #expect(scene.journal.entries == ["box.began[1]"])
        scene.window.advance(to: 0.4)
        #expect(scene.journal.entries == ["box.began[1]", "box.ended[1]"])
    }

    @Test("V4: the held touchesEnded becomes touchesCancelled if the recognizer recognizes")
    func delaysEndedThenRecognizes() throws {
        let scene = Scene()
        let r = scene.cue("r", .manual, on: scene.box)
        r.onEnded = { r, _ in _ = r.scheduleTimer(after: 0.3) { r.state = .recognized } }
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, up(1, 150, 150))
        scene.window.advance(to: 0.4)
        #expect(scene.journal.entries == ["box.began[1]", "box.cancelled[1]", "r.action(ended)"])
    }

    @Test("V4: a pending recognizer holds touchesEnded too, until it resolves")
    func pendingHoldsEnded() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box), blocker = scene.cue("blocker", on: scene.box)
        blocker.delaysTouchesEnded = false  // only r's flag is under test
        r.require(toFail: blocker)
        try scene.window.send(0, down(1, 150, 150), down(2, 20, 20))  // touch 2 keeps the gesture going
        r.state = .recognized  // pending
        try scene.window.send(0.1, up(1, 150, 150))
        #expect(scene.journal.entries == ["box.began[1]", "content.began[2]"])
        blocker.state = .failed  // r commits and claims touch 1: the held end becomes a cancel
        #expect(scene.journal.entries == ["box.began[1]", "content.began[2]", "box.cancelled[1]", "r.action(ended)"])
    }

    @Test("V4: a touch the input source cancels is never held")
    func sourceCancelNotHeld() throws {
        let scene = Scene()
        scene.cue("r", on: scene.box)  // possible throughout: touch 2 keeps the gesture going
        try scene.window.send(0, down(1, 150, 150), down(2, 20, 20))
        try scene.window.send(0.1, lost(1, 150, 150))
        #expect(scene.journal.entries == ["box.began[1]", "content.began[2]", "box.cancelled[1]"])
        try scene.window.send(0.2, down(3, 160, 160))
        try scene.window.send(0.3, up(3, 160, 160))  // an end, by contrast, is held while r is possible
        #expect(scene.journal.entries.suffix(2) == ["box.cancelled[1]", "box.began[3]"])
    }

    @Test("V4: with delaysTouchesEnded = false touchesEnded is not held")
    func endedNotDelayed() throws {
        let scene = Scene()
        let r = scene.cue("r", .manual, on: scene.box)
        r.delaysTouchesEnded = false
        r.onEnded = { r, _ in _ = r.scheduleTimer(after: 0.3) { r.state = .failed } }
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, up(1, 150, 150))
        #expect(scene.journal.entries == ["box.began[1]", "box.ended[1]"])
    }

    @Test("V5: without multiple touch the view gets only its first concurrent touch; recognizers get all")
    func multipleTouch() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        r.delaysTouchesEnded = false  // V4 is not under test here
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, down(2, 160, 160))
        try scene.window.send(0.2, move(1, 151, 150), move(2, 161, 160))
        try scene.window.send(0.3, up(1, 151, 150))
        // Touch 2 was never the view's; with touch 1 gone, touch 3 is the view's first touch.
        try scene.window.send(0.4, down(3, 170, 170))
        #expect(scene.journal.entries == ["box.began[1]", "box.moved[1]", "box.ended[1]", "box.began[3]"])
        #expect(r.received == ["began[1]", "began[2]", "moved[1, 2]", "ended[1]", "began[3]"])
        try scene.window.send(0.5, up(2, 161, 160), up(3, 170, 170))
        scene.box.isMultipleTouchEnabled = true
        try scene.window.send(1, down(4, 150, 150))
        try scene.window.send(1.1, down(5, 160, 160))
        #expect(scene.journal.entries.suffix(2) == ["box.began[4]", "box.began[5]"])
    }

    @Test("V6: an exclusive-touch view and other views do not share touches")
    func exclusiveTouch() throws {
        let scene = Scene()
        let other = RecordingView("other", frame: Rect(x: 300, y: 300, width: 50, height: 50), journal: scene.journal)
        scene.content.addSubview(other)
        scene.box.isExclusiveTouch = true
        let r = scene.cue("r", on: other)
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, down(2, 310, 310))  // other view: not delivered while box tracks
        #expect(scene.journal.entries == ["box.began[1]"])
        #expect(r.received == ["began[2]"])  // recognizers are not affected
        try scene.window.send(0.2, up(1, 150, 150), up(2, 310, 310))
        try scene.window.send(1, down(3, 310, 310))
        try scene.window.send(1.1, down(4, 150, 150))  // the other way round
        #expect(scene.journal.entries.suffix(2) == ["box.ended[1]", "other.began[3]"])
    }

    @Test("V7: a control sends control events with its targets")
    func controlEvents() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let button = Button(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        button.trackingMargin = 0  // inside = the bounds, edges included (the 70 pt default is tested in ControlTests)
        window.addSubview(button)
        var events: [String] = []
        let all: [(Control.Events, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "dragIn"),
            (.touchDragOutside, "dragOut"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upIn"), (.touchUpOutside, "upOut"), (.touchCancel, "cancel"),
        ]
        for (event, name) in all { button.addAction(for: event) { _ in events.append(name) } }
        try window.send(0, down(1, 120, 120))
        #expect(button.isTracking && button.isHighlighted)
        try window.send(0.1, move(1, 130, 120))
        try window.send(0.2, move(1, 200, 120))
        try window.send(0.3, move(1, 149.99, 120))
        try window.send(0.4, up(1, 149.99, 120))
        #expect(events == ["down", "dragIn", "dragOut", "exit", "dragIn", "enter", "upIn"])
        #expect(!button.isTracking)
        events = []
        try window.send(0.5, down(2, 120, 120))  // 0.1 s after the last lift, within 45 pt: a repeat
        try window.send(0.6, up(2, 150.01, 120))  // just beyond the max edge, x = 150
        try window.send(1, down(3, 120, 120))
        try window.send(1.1, lost(3, 120, 120))
        #expect(events == ["down", "repeat", "upOut", "down", "cancel"])
        button.isEnabled = false
        try window.tap(at: 2, x: 120, y: 120)
        #expect(events.count == 5)
    }

    @Test("V7: a control keeps its single taps from tap recognizers of its ancestors")
    func controlKeepsItsTaps() throws {
        let scene = Scene()
        let button = Button(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        scene.box.addSubview(button)
        var pressed = 0
        button.addAction(for: .touchUpInside) { _ in pressed += 1 }
        let single = scene.cue("single", .discrete(on: .ended), on: scene.content)
        try scene.window.tap(at: 0, x: 120, y: 120)  // on the button
        #expect(pressed == 1 && single.actions.isEmpty)
        #expect(single.failureReason == .shouldBeginDenied(by: "Button"))
        try scene.window.tap(at: 1, x: 180, y: 180)  // beside the button: the tap is recognized
        #expect(single.actions == [.recognized])
        // A recognizer on the control itself is not affected.
        let own = CueRecognizer("own", .discrete(on: .ended))
        button.addGestureRecognizer(own)
        try scene.window.tap(at: 2, x: 120, y: 120)
        #expect(own.actions == [.recognized] && pressed == 1)  // own recognized and ate the touch: no press
    }

    @Test("V7: taps that are not one-finger single taps are not refused")
    func otherTapsAllowed() throws {
        let scene = Scene()
        let button = Button(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        scene.box.addSubview(button)
        let double = scene.cue("double", .discrete(on: .ended), on: scene.content)
        double.numberOfTapsRequired = 2
        try scene.window.tap(at: 0, x: 120, y: 120)
        #expect(double.actions == [.recognized])
        scene.content.removeGestureRecognizer(double)
        let twoFingers = scene.cue("twoFingers", .discrete(on: .ended), on: scene.content)
        twoFingers.numberOfTouchesRequired = 2
        try scene.window.tap(fingers: [1, 2], at: 1, x: 120, y: 120)
        #expect(twoFingers.actions == [.recognized])
    }
}
