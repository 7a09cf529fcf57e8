import Testing
@testable import GestureKit

@Suite("Leaving mid-gesture, cancelled input, resets (A11, A12, R1–R4)")
struct LifecycleTests {
    enum Departure: CaseIterable { case disabled, removed, viewRemoved }

    private func depart(_ r: GestureRecognizer, _ how: Departure, scene: Scene) {
        switch how {
        case .disabled: r.isEnabled = false
        case .removed: scene.box.removeGestureRecognizer(r)
        case .viewRemoved: scene.box.removeFromSuperview()
        }
    }

    @Test("A11: a began recognizer that leaves is cancelled (action sent), then reset", arguments: Departure.allCases)
    func beganLeaves(how: Departure) throws {
        let scene = Scene()
        let r = scene.cue("r", .continuous, on: scene.box)
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 160, 150))
        depart(r, how, scene: scene)  // between events
        #expect(r.actions == [.began, .cancelled])
        #expect(r.state == .possible && r.resetCount == 1 && r.numberOfTouches == 0)
        try scene.window.send(0.2, move(1, 170, 150))
        try scene.window.send(0.3, up(1, 170, 150))
        #expect(r.received == ["began[1]", "moved[1]"])
        #expect(scene.window.touches.isEmpty)
    }

    @Test("A11: a possible or pending recognizer that leaves fails, then is reset", arguments: Departure.allCases)
    func possibleLeaves(how: Departure) throws {
        let scene = Scene()
        let blocker = scene.cue("blocker", on: scene.content)
        let r = scene.cue("r", on: scene.box)
        r.require(toFail: blocker)
        let log = scene.window.recordDecisions()
        try scene.window.send(0, down(1, 150, 150))
        r.state = .recognized  // pending
        depart(r, how, scene: scene)
        #expect(r.actions.isEmpty && r.state == .possible && r.resetCount == 1)
        let reason: FailureReason = how == .disabled ? .disabled : how == .removed ? .removed : .viewRemoved
        #expect(log.lines.contains("0.000 r: failed (\(reason))"))
        blocker.state = .failed  // nothing left pending to commit
        #expect(r.actions.isEmpty)
    }

    @Test("A11: leaving from inside a recognizer's own callback does not corrupt the step")
    func leavingMidDelivery() throws {
        let scene = Scene()
        let first = scene.cue("first", on: scene.box)
        let second = scene.cue("second", .continuous, on: scene.box)
        first.onMoved = { first, _ in
            second.isEnabled = false
            first.onMoved = nil
        }
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 160, 150))  // first disables second before second is served
        #expect(second.received == ["began[1]"] && second.actions.isEmpty && second.state == .possible)
        second.isEnabled = true
        try scene.window.send(0.2, move(1, 170, 150))  // the touch is not handed back (R2)
        #expect(second.received == ["began[1]"])
        try scene.window.send(0.3, up(1, 170, 150), down(2, 150, 150))
        #expect(second.received == ["began[1]", "began[2]"])
    }

    @Test("A11: an idle recognizer's deadlines are dropped when it is removed or disabled")
    func idleDeadlinesDropped() throws {
        for how in Departure.allCases where how != .viewRemoved {
            let scene = Scene()
            let r = scene.cue("r", on: scene.box)
            var fired = false
            _ = r.scheduleTimer(after: 1) { fired = true }
            depart(r, how, scene: scene)
            scene.window.advance(to: 2)
            #expect(!fired && scene.window.nextDeadline == nil)
        }
    }

    @Test("S3: an idle recognizer may recognize programmatically; a refused request leaves no trace")
    func idleRequests() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        r.state = .changed  // invalid from possible: refused
        #expect(scene.window.gestureEnvironment.involved.isEmpty && r.state == .possible)
        r.state = .recognized  // no touches: nothing to conflict with
        #expect(r.actions == [.recognized] && r.state == .possible && scene.window.gestureEnvironment.involved.isEmpty)
        let blocked = scene.cue("blocked", on: scene.box)
        blocked.require(toFail: r)
        try scene.window.send(0, down(1, 150, 150))
        blocked.ignore(scene.window.touches[0], for: scene.window.eventForTesting)
        try scene.window.send(0.1, move(1, 151, 150))
        #expect(!scene.window.gestureEnvironment.involved.contains { $0 === blocked } && blocked.resetCount == 1)
    }

    @Test("A12: a touch cancelled by the input source reaches touchesCancelled; active → cancelled, possible → failed")
    func inputCancellation() throws {
        let scene = Scene()
        let active = scene.cue("active", .continuous, on: scene.box)
        let idle = scene.cue("idle", .continuous, on: scene.content)
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        active.delegate = delegate
        try scene.window.send(0, down(1, 150, 150))
        active.state = .began
        try scene.window.send(0.1, lost(1, 150, 150))
        #expect(active.received.last == "cancelled[1]" && idle.received.last == "cancelled[1]")
        #expect(active.actions == [.began, .cancelled])
        #expect(idle.actions.isEmpty && idle.failureReason == .requested(nil))
        // The view lost the touch when active began (V2), not again when the input cancelled it.
        #expect(scene.journal.entries == [
            "box.began[1]", "box.cancelled[1]", "active.action(began)", "active.action(cancelled)",
        ])
    }

    @Test("R1: a terminal recognizer is reset only when none of its touches is down")
    func resetWaitsForAllTouches() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(0, down(1, 150, 150), down(2, 160, 160))
        r.state = .recognized
        try scene.window.send(0.1, up(1, 150, 150))
        #expect(r.state == .recognized && r.resetCount == 0 && r.numberOfTouches == 1)
        try scene.window.send(0.2, up(2, 160, 160))
        #expect(r.state == .possible && r.resetCount == 1)
    }

    @Test("R2: reset forgets touches and deadlines and calls reset()")
    func resetForgets() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        var fired = false
        r.onBegan = { r, _ in _ = r.scheduleTimer(after: 1) { fired = true } }
        try scene.window.send(0, down(1, 150, 150))
        #expect(scene.window.nextDeadline == 1)
        r.state = .failed
        try scene.window.send(0.5, up(1, 150, 150))
        #expect(r.resetCount == 1 && r.numberOfTouches == 0 && scene.window.nextDeadline == nil)
        scene.window.advance(to: 2)
        #expect(!fired)
    }

    @Test("R3: a recognizer that never decides fails when all fingers lift, and the log says why")
    func undecidedFails() throws {
        let scene = Scene()
        let lazy = scene.cue("lazy", on: scene.box)
        let waiting = scene.cue("waiting", .discrete(on: .ended), on: scene.content)
        waiting.require(toFail: lazy)
        let log = scene.window.recordDecisions()
        try scene.window.send(0, down(1, 150, 150), down(2, 160, 160))
        try scene.window.send(0.1, up(1, 150, 150))
        #expect(lazy.state == .possible)  // a finger is still down
        try scene.window.send(0.2, up(2, 160, 160))
        // waiting was pending on lazy; R3 fails lazy, which releases waiting (A7).
        #expect(log.lines.contains("0.200 lazy: failed (undecided when all touches ended)"))
        #expect(waiting.actions == [.recognized] && waiting.failureReason != .undecidedWhenTouchesEnded)
        #expect(lazy.state == .possible && lazy.resetCount == 1)
    }

    @Test("R3 (extended): a gesture that began and never ends is cancelled when all fingers lift")
    func unfinishedIsCancelled() throws {
        let scene = Scene()
        let forgetful = scene.cue("forgetful", .manual, on: scene.box)
        let log = scene.window.recordDecisions()
        try scene.window.send(0, down(1, 150, 150), down(2, 20, 20))
        forgetful.state = .began
        try scene.window.send(0.1, up(1, 150, 150))
        #expect(forgetful.state == .began)  // finger 2 is still down in the window
        try scene.window.send(0.2, up(2, 20, 20))
        #expect(forgetful.actions == [.began, .cancelled] && forgetful.state == .possible)
        #expect(log.lines.contains("0.200 forgetful: cancelled (still in progress when all touches ended)"))
    }

    @Test("R3: a recognizer with a deadline of its own is left to its deadline")
    func deadlineIsNotUndecided() throws {
        let scene = Scene()
        let timed = scene.cue("timed", .manual, on: scene.box)
        timed.onEnded = { r, _ in _ = r.scheduleTimer(after: 0.2) { r.state = .recognized } }
        try scene.window.tap(at: 0, x: 150, y: 150)
        #expect(timed.state == .possible && timed.actions.isEmpty)
        scene.window.advance(to: 0.25)
        #expect(timed.actions == [.recognized])
    }

    @Test("R4: resets happen at the end of the step, after actions and view delivery")
    func resetOrder() throws {
        let scene = Scene()
        let r = scene.cue("r", .discrete(on: .ended), on: scene.box)
        r.cancelsTouchesInView = false
        let original = r.resetCount
        let journal = scene.journal
        r.onEnded = { _, _ in journal.add("r.requested") }
        let probe = ResetProbe(journal: journal)
        scene.box.addGestureRecognizer(probe)
        try scene.window.tap(at: 0, x: 150, y: 150)
        #expect(journal.entries == [
            "box.began[1]", "r.requested", "r.action(ended)", "box.ended[1]", "probe.reset",
        ])
        #expect(r.resetCount == original + 1)
    }

    final class ResetProbe: GestureRecognizer {
        let journal: Journal
        init(journal: Journal) {
            self.journal = journal
            super.init()
            name = "probe"
            together.simultaneous = { _, _ in true }
            delegate = together
        }
        let together = ClosureDelegate()
        override func touchesEnded(_ touches: [Touch], with event: Event) { state = .failed }
        override func reset() { journal.add("probe.reset") }
    }
}

@Suite("R3 after failures")
struct IdleAfterFailuresTests {
    @Test("R3: a pending recognizer released by an R3 failure, that begins, is cancelled too rather than left open")
    func pendingReleasedAtIdleIsCancelled() throws {
        let window = Window(size: Size(width: 200, height: 200))
        let waiting = CueRecognizer("waiting"), blocker = CueRecognizer("blocker")
        waiting.require(toFail: blocker)
        waiting.onMoved = { r, _ in r.state = .began }
        window.addGestureRecognizer(waiting)
        window.addGestureRecognizer(blocker)
        try window.send(0, down(1, 50, 50))
        try window.send(0.1, move(1, 60, 50))  // pending began, waiting for blocker
        try window.send(0.2, up(1, 60, 50))  // R3 fails the blocker: waiting begins, then is cancelled
        #expect(waiting.actions == [.began, .cancelled] && waiting.state == .possible)
        #expect(window.gestureEnvironment.involved.isEmpty)
    }
}
