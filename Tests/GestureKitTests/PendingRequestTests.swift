import Testing
@testable import GestureKit

/// A recognizer waiting for others to fail: what it is asked, what it may still ask, and when
/// its remembered request commits.
@Suite("Pending requests (S1, A1, A5, A7)")
struct PendingRequestTests {
    typealias State = GestureRecognizer.State

    @Test("S1: a pending recognizer asking for possible is refused and keeps its request")
    func possibleWhilePendingIsRefused() throws {
        let scene = Scene()
        let a = scene.cue("a", on: scene.box), b = scene.cue("b", on: scene.box)
        a.require(toFail: b)
        try scene.window.send(0, down(1, 150, 150))
        a.state = .recognized
        let log = scene.window.recordDecisions()
        a.state = .possible  // only the engine's reset returns to possible
        #expect(log.lines == ["0.000 a: refused possible → possible (not a valid transition)"])
        b.state = .failed
        #expect(a.state == .recognized && a.actions == [.recognized])
    }

    @Test("A1: shouldBegin is asked once per request, not again when the pending request is re-checked")
    func shouldBeginOncePerRequest() throws {
        let scene = Scene()
        let a = scene.cue("a", on: scene.box), b = scene.cue("b", on: scene.box), other = scene.cue("other", on: scene.box)
        let delegate = ClosureDelegate()
        var asked = 0
        delegate.shouldBegin = { _ in asked += 1; return true }
        a.delegate = delegate
        a.require(toFail: b)
        try scene.window.send(0, down(1, 150, 150))
        a.state = .recognized
        #expect(asked == 1 && a.state == .possible)
        other.state = .failed  // a failure: a is re-checked and still waits for b
        #expect(asked == 1 && a.state == .possible)
        b.state = .failed  // re-checked again: commits
        #expect(asked == 1 && a.state == .recognized)
        withExtendedLifetime(delegate) {}
    }

    @Test("A5 (3): asking after a recognizer it waits for has begun fails it, even when the two may run together")
    func requirementAlreadySucceeded() throws {
        let scene = Scene()
        let first = scene.cue("first", .continuous, on: scene.content), late = scene.cue("late", on: scene.box)
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        late.delegate = delegate
        late.require(toFail: first)
        try scene.window.send(0, down(1, 20, 20))
        try scene.window.send(0.1, move(1, 30, 20))
        #expect(first.state == .began)
        try scene.window.send(0.2, down(2, 150, 150))  // late joins the gesture after first began
        late.state = .recognized
        #expect(late.state == .failed && late.failureReason == .requiredRecognizerSucceeded("first"))
        #expect(late.actions.isEmpty && first.state == .began)
        withExtendedLifetime(delegate) {}
    }

    @Test("A7: a re-check that fails another recognizer re-checks again at once, so the request's outcome is read right after it")
    func recheckUntilSettled() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let together = ClosureDelegate()
        together.simultaneous = { _, _ in true }
        let (w, x, y, z) = (CueRecognizer("w"), CueRecognizer("x"), CueRecognizer("y"), CueRecognizer("z"))
        for recognizer in [w, x, y, z] {
            recognizer.delegate = together
            window.addGestureRecognizer(recognizer)
        }
        #expect(z.require(toFail: y) && x.require(toFail: w) && y.require(toFail: x))
        try window.send(0, down(1, 100, 100))
        z.state = .recognized  // pending on y
        x.state = .recognized  // pending on w, after z
        var seen: [State] = []
        w.onMoved = { w, _ in
            // x commits; y, waiting for x, fails (A8); so z, re-checked before x, commits too.
            w.state = .failed
            seen = [x.state, y.state, z.state]
        }
        try window.send(0.1, move(1, 101, 100))
        #expect(seen == [.recognized, .failed, .recognized])
        #expect(x.actions == [.recognized] && z.actions == [.recognized])
        withExtendedLifetime(together) {}
    }
}
