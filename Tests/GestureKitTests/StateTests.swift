import Testing
@testable import GestureKit

@Suite("States (S1–S3)")
struct StateTests {
    typealias State = GestureRecognizer.State

    /// Brings a fresh recognizer to `state` inside a window, with its touch still down.
    private func recognizer(in state: State) throws -> (Scene, CueRecognizer) {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(0, down(1, 150, 150))
        switch state {
        case .possible: break
        case .began: r.state = .began
        case .changed: r.state = .began; r.state = .changed
        case .ended: r.state = .ended
        case .cancelled: r.state = .began; r.state = .cancelled
        case .failed: r.state = .failed
        }
        #expect(r.state == state)
        return (scene, r)
    }

    @Test("S1: every transition the table allows is granted; every other one is refused and reported",
          arguments: State.allCases, State.allCases)
    func transitionTable(from: State, to: State) throws {
        let (scene, r) = try recognizer(in: from)
        let log = scene.window.recordDecisions()
        r.state = to
        let allowed: Set<String> = [
            "possible→began", "possible→ended", "possible→failed",
            "began→changed", "began→ended", "began→cancelled",
            "changed→changed", "changed→ended", "changed→cancelled",
        ]
        if from == .possible && to == .cancelled {
            #expect(r.state == .failed)  // cancelled while possible is failed
        } else if allowed.contains("\(from)→\(to)") {
            #expect(r.state == to)
            #expect(log.lines.contains("0.000 r: \(from) → \(to)") || to == .failed)
        } else {
            #expect(r.state == from)
            #expect(log.lines == ["0.000 r: refused \(from) → \(to) (not a valid transition)"])
        }
        // The engine keeps working: lifting resets every terminal state.
        try scene.window.send(1, up(1, 150, 150))
        #expect(r.state == .possible || r.state.isInProgress)
    }

    @Test("S1: a request for cancelled while possible is taken as failed, with no action")
    func cancelledWhilePossible() throws {
        let (scene, r) = try recognizer(in: .possible)
        r.state = .cancelled
        #expect(r.view?.window === scene.window)
        #expect(r.state == .failed && r.actions.isEmpty)
        #expect(r.failureReason == .requested(nil))
    }

    @Test("S2: discrete goes possible → recognized; continuous goes began → changed* → ended")
    func discreteAndContinuous() throws {
        let scene = Scene()
        let tap = scene.cue("tap", .discrete(on: .ended), on: scene.box)
        let drag = scene.cue("drag", .continuous, on: scene.content)
        let keepAlive = ClosureDelegate()
        keepAlive.simultaneous = { _, _ in true }
        drag.delegate = keepAlive
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, up(1, 150, 150))
        #expect(tap.actions == [.recognized])
        #expect(drag.actions.isEmpty && drag.failureReason == .requested(nil))  // failed on lift, no action
        try scene.window.send(1, down(2, 20, 20))
        for step in 1...3 { try scene.window.send(1 + Double(step) / 10, move(2, 20 + Double(step), 20)) }
        try scene.window.send(2, up(2, 30, 20))
        #expect(drag.actions == [.began, .changed, .changed, .ended])
        _ = keepAlive
    }

    @Test("S3: leaving possible is a request; the window may defer it (pending reads possible) or refuse it")
    func requestsAreArbitrated() throws {
        let scene = Scene()
        let first = scene.cue("first", on: scene.box), second = scene.cue("second", on: scene.box)
        second.require(toFail: first)
        try scene.window.send(0, down(1, 150, 150))
        second.state = .recognized
        #expect(second.state == .possible)  // pending
        first.state = .began
        #expect(second.state == .failed)  // turned into failed (A6 comes first, then A8)
        #expect(second.failureReason == .preventedBy("first"))
    }

    @Test("A recognizer outside any window commits valid requests at once and sends actions")
    func detached() {
        let r = CueRecognizer("alone")
        r.state = .began
        r.state = .changed
        r.state = .began  // invalid: ignored
        r.state = .ended
        #expect(r.actions == [.began, .changed, .ended])
        let other = CueRecognizer("other")
        other.state = .cancelled
        #expect(other.state == .failed && other.actions.isEmpty)
    }

    @Test("S1: a change asked for by the action announcing a change is refused, in a window and out of one; a began action may still ask for one")
    func changeFromOwnChangeAction() throws {
        let scene = Scene()
        let pan = PanGestureRecognizer()
        pan.name = "pan"
        scene.box.addGestureRecognizer(pan)
        var announced: [State] = []
        var asks = 0  // bounded, so that the test ends if the rule breaks
        pan.addAction { pan in
            announced.append(pan.state)
            if pan.state == .changed, asks < 5 { asks += 1; pan.state = .changed }  // unbounded, forever
        }
        let log = scene.window.recordDecisions()
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 170, 150))
        try scene.window.send(0.2, move(1, 180, 150))
        try scene.window.send(0.3, move(1, 190, 150))
        #expect(announced == [.began, .changed, .changed])
        #expect(log.lines.filter { $0.hasSuffix("pan: refused changed → changed (asked from an action; S1)") }.count == 2)

        let alone = CueRecognizer("alone")
        var aloneAsks = 0
        alone.addAction { _ in
            if alone.state == .began || alone.state == .changed, aloneAsks < 5 { aloneAsks += 1; alone.state = .changed }
        }
        alone.state = .began  // its began action asks for a change; that change's action is refused one
        alone.state = .changed
        alone.state = .ended
        #expect(alone.actions == [.began, .changed, .changed, .ended])
    }

    @Test("S1: actions get one change a step from each recognizer, so two whose actions ask each other for a change end the step; the next step allows one again")
    func changesAskedByEachOthersActions() throws {
        let scene = Scene()
        let a = scene.cue("a", .continuous, on: scene.box)
        let side = View(frame: Rect(x: 0, y: 0, width: 90, height: 90))  // beside the box
        scene.content.addSubview(side)
        let b = scene.cue("b", .continuous, on: side)
        var asks = 0  // bounded, so that the test ends if the rule breaks
        a.addAction { a in if a.state == .changed, asks < 50 { asks += 1; b.state = .changed } }
        b.addAction { b in if b.state == .changed, asks < 50 { asks += 1; a.state = .changed } }
        try scene.window.send(0, down(1, 150, 150), down(2, 20, 20))
        try scene.window.send(0.1, move(1, 160, 150), move(2, 30, 20))
        #expect(a.actions == [.began] && b.actions == [.began])
        let log = scene.window.recordDecisions()

        // a changes from its touch; its action gets b's one change; b's action gets a's; a's
        // action asks b for a second and is refused.
        try scene.window.send(0.2, move(1, 170, 150))
        #expect(a.actions == [.began, .changed, .changed])
        #expect(b.actions == [.began, .changed])
        #expect(log.lines.filter { $0.hasSuffix("b: refused changed → changed (asked from an action; S1)") }.count == 1)
        #expect(!log.lines.contains { $0.hasPrefix("a: refused") })

        // The next step allows each one change again. Both change from their touches; a's
        // action gets b's one change, b's gets a's; the two actions after that are refused.
        try scene.window.send(0.3, move(1, 180, 150), move(2, 40, 20))
        #expect(a.actions == [.began, .changed, .changed, .changed, .changed])
        #expect(b.actions == [.began, .changed, .changed, .changed])
        #expect(log.lines.filter { $0.contains(": refused changed → changed") }.count == 3)
        #expect(asks == 7)
    }
}
