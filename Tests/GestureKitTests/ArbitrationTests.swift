import Testing
@testable import GestureKit

@Suite("Arbitration (A1–A10)")
struct ArbitrationTests {
    typealias State = GestureRecognizer.State

    final class Refusing: View {
        override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
    }

    @Test("A1: the delegate's shouldBegin can make a recognizer fail")
    func delegateShouldBegin() throws {
        let scene = Scene()
        let r = scene.cue("r", .discrete(on: .began), on: scene.box)
        let delegate = ClosureDelegate()
        var asked = 0
        delegate.shouldBegin = { _ in asked += 1; return false }
        r.delegate = delegate
        let log = scene.window.recordDecisions()
        try scene.window.send(0, down(1, 150, 150))
        #expect(r.state == .failed && asked == 1 && r.actions.isEmpty)
        #expect(log.lines.contains("0.000 r: failed (shouldBegin denied by the delegate of r)"))
    }

    @Test("A1, P9: the touch's view is asked, its own recognizers included, when recognition would cancel the touch there")
    func viewShouldBegin() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let refusing = Refusing(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        refusing.name = "refusing"
        window.addSubview(refusing)
        let onWindow = CueRecognizer("onWindow", .discrete(on: .began))
        window.addGestureRecognizer(onWindow)
        let onRefusing = CueRecognizer("onRefusing", .discrete(on: .began))
        refusing.addGestureRecognizer(onRefusing)
        let keep = ClosureDelegate()
        keep.simultaneous = { _, _ in true }
        onWindow.delegate = keep
        try window.send(0, down(1, 50, 50))
        #expect(onRefusing.state == .failed && onRefusing.failureReason == .shouldBeginDenied(by: "refusing"))
        #expect(onWindow.state == .failed && onWindow.failureReason == .shouldBeginDenied(by: "refusing"))
        try window.send(0.1, up(1, 50, 50))
        try window.send(0.2, down(2, 200, 200))  // a touch elsewhere: nobody refuses
        #expect(onWindow.state == .ended)
        try window.send(0.3, up(2, 200, 200))
        // A recognizer that leaves the view its touches (cancelsTouchesInView false) cancels
        // nothing there, so the view is not asked (UIKit's header).
        onWindow.cancelsTouchesInView = false
        try window.send(1, down(3, 50, 50))
        #expect(onWindow.state == .ended && onRefusing.state == .failed)
        _ = keep
    }

    @Test("P9: a view hit by a touch it is not handed (V6) is not asked")
    func viewNotHandedIsNotAsked() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let exclusive = View(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let refusing = Refusing(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(exclusive)
        window.addSubview(refusing)
        let r = CueRecognizer("r", .discrete(on: .began))
        refusing.addGestureRecognizer(r)
        try window.send(0, down(1, 250, 50))  // the exclusive view holds touch 1…
        try window.send(0.1, down(2, 50, 50))  // …so touch 2 is not handed to the refusing view
        #expect(r.actions == [.recognized])
    }

    @Test("A2: recognizers with no common touch do not block each other")
    func noCommonTouchNoConflict() throws {
        let scene = Scene()
        let left = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        scene.content.addSubview(left)
        let a = scene.cue("a", .continuous, on: left), b = scene.cue("b", .continuous, on: scene.box)
        try scene.window.send(0, down(1, 10, 10), down(2, 150, 150))
        try scene.window.send(0.1, move(1, 12, 10))
        try scene.window.send(0.2, move(2, 152, 150))
        #expect(a.state == .began && b.state == .began)
        // A recognizer that saw both touches conflicts with both.
        let both = scene.cue("both", .manual, on: scene.content)
        try scene.window.send(1, up(1, 12, 10), up(2, 152, 150))
        try scene.window.send(2, down(3, 10, 10), down(4, 150, 150))
        try scene.window.send(2.1, move(3, 14, 10))
        #expect(a.state == .began)
        both.state = .began
        #expect(both.state == .failed && both.failureReason == .preventedBy("a"))
    }

    @Test("A2: a common touch that has lifted still makes a conflict until the recognizers reset")
    func liftedTouchStillConflicts() throws {
        let scene = Scene()
        let onBox = scene.cue("onBox", on: scene.box), onContent = scene.cue("onContent", on: scene.content)
        let log = scene.window.recordDecisions()
        try scene.window.send(0, down(1, 150, 150))  // both see touch 1
        try scene.window.send(0.1, down(2, 20, 20))  // only onContent sees touch 2
        try scene.window.send(0.2, up(1, 150, 150))
        #expect(onBox.state == .possible && onBox.resetCount == 0)  // a finger is still down
        onContent.state = .began
        #expect(onContent.state == .began)
        // Failed, then reset at once: it has no touch left.
        #expect(log.lines(containing: "onBox").suffix(2) == ["0.200 onBox: failed (prevented by onContent)", "0.200 onBox: reset"])
    }

    @Test("A3: conflicting recognizers run together when a delegate allows it",
          arguments: [true, false])
    func simultaneousByDelegate(onFirst: Bool) throws {
        let scene = Scene()
        let a = scene.cue("a", .continuous, on: scene.box), b = scene.cue("b", .continuous, on: scene.content)
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        (onFirst ? a : b).delegate = delegate
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 160, 150))
        #expect(a.state == .began && b.state == .began)
    }

    @Test("A3: without permission the second to ask fails")
    func exclusiveByDefault() throws {
        let scene = Scene()
        let a = scene.cue("a", .continuous, on: scene.box), b = scene.cue("b", .continuous, on: scene.content)
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 160, 150))
        #expect(a.state == .began && b.state == .failed && b.failureReason == .preventedBy("a"))
    }

    final class Humble: GestureRecognizer {
        var preventsOthers = true, preventable = true
        override func canPrevent(_ other: GestureRecognizer) -> Bool { preventsOthers }
        override func canBePrevented(by other: GestureRecognizer) -> Bool { preventable }
    }

    @Test("A3: canPrevent / canBePrevented returning false lets both run, whichever side says it",
          arguments: [(false, true), (true, false)])
    func subclassOverrides(preventsOthers: Bool, preventable: Bool) throws {
        for humbleFirst in [true, false] {
            let scene = Scene()
            let humble = Humble()
            humble.preventsOthers = preventsOthers
            humble.preventable = preventable
            let other = scene.cue("other", on: scene.content)
            scene.box.addGestureRecognizer(humble)
            try scene.window.send(0, down(1, 150, 150))
            if humbleFirst { humble.state = .began; other.state = .began } else { other.state = .began; humble.state = .began }
            #expect(humble.state == .began && other.state == .began)
        }
    }

    final class NeedsFailure: CueRecognizer {
        weak var of: GestureRecognizer?
        override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { other === of }
    }

    final class RequiredToFail: CueRecognizer {
        weak var by: GestureRecognizer?
        override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { other === by }
    }

    enum RequirementSource: CaseIterable { case requireToFail, subclass, delegate, otherSubclass, otherDelegate }

    @Test("A4: each of the five ways makes A wait for B", arguments: RequirementSource.allCases)
    func waitsForFailure(source: RequirementSource) throws {
        let scene = Scene()
        let a: CueRecognizer = source == .subclass ? NeedsFailure("a") : CueRecognizer("a")
        let b: CueRecognizer = source == .otherSubclass ? RequiredToFail("b") : CueRecognizer("b")
        let delegate = ClosureDelegate()
        switch source {
        case .requireToFail: a.require(toFail: b)
        case .subclass: (a as! NeedsFailure).of = b
        case .delegate:
            delegate.requireFailureOf = { x, y in x === a && y === b }
            a.delegate = delegate
        case .otherSubclass: (b as! RequiredToFail).by = a
        case .otherDelegate:
            delegate.requiredToFailBy = { x, y in x === b && y === a }
            b.delegate = delegate
        }
        scene.box.addGestureRecognizer(a)
        scene.content.addGestureRecognizer(b)
        a.journal = scene.journal
        try scene.window.send(0, down(1, 150, 150))
        a.state = .recognized
        #expect(a.state == .possible && a.actions.isEmpty)  // pending
        b.state = .failed
        #expect(a.state == .recognized)
        try scene.window.send(0.1, move(1, 151, 150))
        #expect(a.actions == [.recognized])
    }

    @Test("A4: an uninvolved recognizer counts as failed")
    func uninvolvedCountsAsFailed() throws {
        let scene = Scene()
        let a = scene.cue("a", on: scene.box)
        let elsewhere = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        scene.content.addSubview(elsewhere)
        let b = scene.cue("b", on: elsewhere)
        a.require(toFail: b)
        try scene.window.send(0, down(1, 150, 150))
        a.state = .recognized
        #expect(a.state == .recognized)
    }

    @Test("A5: (1) comes before (2): a recognizer prevented by an active one is not asked shouldBegin")
    func preventionBeforeShouldBegin() throws {
        let scene = Scene()
        let active = scene.cue("active", on: scene.box), late = scene.cue("late", on: scene.box)
        let delegate = ClosureDelegate()
        var asked = false, allow = true
        delegate.shouldBegin = { _ in asked = true; return true }
        delegate.simultaneous = { _, _ in allow }
        late.delegate = delegate
        try scene.window.send(0, down(1, 150, 150))
        active.state = .began  // allowed alongside late, so late stays possible (A6)
        #expect(late.state == .possible)
        allow = false
        late.state = .began
        #expect(!asked && late.failureReason == .preventedBy("active"))
        withExtendedLifetime(delegate) {}
    }

    @Test("A5: a recognized recognizer with touches still down counts as active")
    func recognizedWithTouchesDownIsActive() throws {
        let scene = Scene()
        let done = scene.cue("done", on: scene.box), late = scene.cue("late", on: scene.box)
        let delegate = ClosureDelegate()
        var allow = true
        delegate.simultaneous = { _, _ in allow }
        late.delegate = delegate
        try scene.window.send(0, down(1, 150, 150), down(2, 160, 160))
        done.state = .recognized  // allowed alongside late, so late stays possible (A6)
        #expect(late.state == .possible)
        allow = false
        try scene.window.send(0.1, up(2, 160, 160))
        late.state = .began  // done is recognized and touch 1 is still down: active
        #expect(late.state == .failed && late.failureReason == .preventedBy("done"))
    }

    @Test("A5 (1): a recognizer in changed is active")
    func changedIsActive() throws {
        let scene = Scene()
        let moving = scene.cue("moving", .continuous, on: scene.box), late = scene.cue("late", on: scene.box)
        let delegate = ClosureDelegate()
        var allow = true
        delegate.simultaneous = { _, _ in allow }
        late.delegate = delegate
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 155, 150))  // allowed alongside late, so late stays possible (A6)
        try scene.window.send(0.2, move(1, 160, 150))
        #expect(moving.state == .changed && late.state == .possible)
        allow = false
        late.state = .recognized
        #expect(late.state == .failed && late.failureReason == .preventedBy("moving"))
        withExtendedLifetime(delegate) {}
    }

    @Test("A5: while pending, the newest request wins and a failure is final")
    func pendingRequests() throws {
        let scene = Scene()
        let a = scene.cue("a", on: scene.box), b = scene.cue("b", on: scene.box)
        a.require(toFail: b)
        let log = scene.window.recordDecisions()
        try scene.window.send(0, down(1, 150, 150))
        a.state = .began
        a.state = .ended  // newest wins
        a.state = .changed  // still waiting to begin: no effect
        #expect(log.lines(containing: "pending").count == 2)
        b.state = .failed
        #expect(a.state == .ended && log.lines.contains("0.000 a: possible → ended"))

        let scene2 = Scene()
        let c = scene2.cue("c", on: scene2.box), d = scene2.cue("d", on: scene2.box)
        c.require(toFail: d)
        try scene2.window.send(0, down(1, 150, 150))
        c.state = .began
        c.fail(because: "changed my mind")
        d.state = .failed
        #expect(c.state == .failed && c.failureReason == .requested("changed my mind") && c.actions.isEmpty)
    }

    @Test("A6: committing cancels began conflicting recognizers and fails possible ones")
    func commitPrevents() throws {
        let scene = Scene()
        let humble = scene.cue("humble", on: scene.box)
        let possible = scene.cue("possible", on: scene.box)
        let winner = scene.cue("winner", on: scene.content)
        let delegate = ClosureDelegate()
        // humble may begin alongside possible but not alongside the winner.
        delegate.simultaneous = { x, y in x === humble && y === possible }
        humble.delegate = delegate
        try scene.window.send(0, down(1, 150, 150))
        humble.state = .began
        // winner is prevented because humble is active…
        winner.state = .began
        #expect(winner.state == .failed)
        #expect(humble.state == .began)
    }

    /// Under A3 a recognizer that commits was allowed alongside every active one, so A6
    /// cancels only when a delegate's answer depends on state: here the boss runs with
    /// others only while it has not begun itself.
    @Test("A6: a commit cancels a began conflicting recognizer it may not run with (action sent)")
    func commitCancels() throws {
        let scene = Scene()
        let running = scene.cue("running", on: scene.box)
        let waiting = scene.cue("waiting", on: scene.box)
        let boss = scene.cue("boss", on: scene.content)
        let delegate = ClosureDelegate()
        delegate.simultaneous = { me, _ in me.state == .possible }
        boss.delegate = delegate
        try scene.window.send(0, down(1, 150, 150))
        running.state = .began
        boss.state = .began
        #expect(boss.state == .began && running.state == .cancelled && waiting.state == .failed)
        #expect(running.failureReason == .preventedBy("boss"))
        #expect(waiting.failureReason == .preventedBy("running"))  // already failed when running began
        try scene.window.send(0.1, move(1, 151, 150))
        #expect(running.actions == [.began, .cancelled])
        #expect(waiting.actions.isEmpty)
    }

    @Test("A7: pending recognizers commit when their blocker fails, in the order they became pending")
    func pendingOrder() throws {
        let scene = Scene()
        let blocker = scene.cue("blocker", on: scene.box)
        let x = scene.cue("x", on: scene.box), y = scene.cue("y", on: scene.content)
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        x.delegate = delegate
        y.delegate = delegate
        x.require(toFail: blocker)
        y.require(toFail: blocker)
        try scene.window.send(0, down(1, 150, 150))
        y.state = .recognized
        x.state = .recognized
        blocker.state = .failed
        try scene.window.send(0.1, move(1, 150, 151))
        #expect(scene.journal.entries.filter { $0.contains("action") } == ["y.action(ended)", "x.action(ended)"])
    }

    @Test("A7: the remembered change commits at the blocker's deadline, after the fingers lifted")
    func commitAtDeadline() throws {
        let scene = Scene()
        let single = scene.cue("single", .discrete(on: .ended), on: scene.box)
        let slow = scene.cue("slow", .manual, on: scene.box)
        single.require(toFail: slow)
        var deadline: TimerID?
        slow.onBegan = { r, _ in deadline = r.scheduleTimer(after: 0.35) { r.state = .failed } }
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, up(1, 150, 150))
        #expect(single.actions.isEmpty && deadline != nil)
        #expect(scene.window.nextDeadline == 0.35)
        scene.window.advance(to: 0.3499)
        #expect(single.actions.isEmpty)
        scene.window.advance(to: 0.35)
        #expect(single.actions == [.recognized])
        #expect(scene.journal.entries.last == "single.action(ended)")
    }

    @Test("A8: when B begins or is recognized, every recognizer waiting for it fails")
    func waitersFail() throws {
        let scene = Scene()
        let b = scene.cue("b", on: scene.box)
        let pendingOne = scene.cue("pendingOne", on: scene.box), quietOne = scene.cue("quietOne", on: scene.content)
        pendingOne.require(toFail: b)
        quietOne.require(toFail: b)
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        b.delegate = delegate
        try scene.window.send(0, down(1, 150, 150))
        pendingOne.state = .recognized
        b.state = .began
        #expect(pendingOne.state == .failed && quietOne.state == .failed)
        #expect(quietOne.failureReason == .requiredRecognizerSucceeded("b"))
    }

    @Test("A10: a cycle of require(toFail:) is refused when configured and reported")
    func staticCycle() throws {
        let scene = Scene()
        let a = scene.cue("a", on: scene.box), b = scene.cue("b", on: scene.box), c = scene.cue("c", on: scene.box)
        let log = scene.window.recordDecisions()
        #expect(a.require(toFail: b))
        #expect(b.require(toFail: c))
        #expect(!c.require(toFail: a))
        #expect(!a.require(toFail: a))
        #expect(log.lines == [
            "0.000 failure requirement cycle refused: c → a → b → c",
            "0.000 failure requirement cycle refused: a → a",
        ])
        // Without the refused edge, c is free: a waits for b, b for c.
        try scene.window.send(0, down(1, 150, 150))
        c.state = .recognized
        #expect(c.state == .recognized && a.state == .failed && b.state == .failed)
    }

    @Test("A10: a cycle made by delegates at run time is broken, never left to deadlock")
    func dynamicCycle() throws {
        let scene = Scene()
        let a = scene.cue("a", .discrete(on: .ended), on: scene.box)
        let b = scene.cue("b", .discrete(on: .ended), on: scene.box)
        let delegate = ClosureDelegate()
        delegate.requireFailureOf = { _, _ in true }  // each waits for the other
        a.delegate = delegate
        b.delegate = delegate
        let log = scene.window.recordDecisions()
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, up(1, 150, 150))
        #expect(log.lines.contains("0.100 a: pending ended, waiting for b"))
        #expect(log.lines.contains("0.100 failure requirement cycle refused: b → a → b"))
        #expect(b.actions.isEmpty && a.actions == [.recognized])  // b failed, which released a
        #expect(a.state == .possible && b.state == .possible)  // and both were reset
    }
}
