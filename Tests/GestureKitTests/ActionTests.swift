import Testing
@testable import GestureKit

@Suite("Actions (T1–T4)")
struct ActionTests {
    final class Controller {
        var calls: [String] = []
        func handle(_ recognizer: CueRecognizer) { calls.append("handle(\(recognizer.state))") }
        func other(_ recognizer: GestureRecognizer) { calls.append("other") }
        func plain() { calls.append("plain") }
    }

    @Test("T1: actions for began, changed, ended and cancelled; never for failed, possible or pending")
    func whichChangesSendActions() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(0, down(1, 150, 150))
        r.state = .began
        r.state = .changed
        r.state = .cancelled
        try scene.window.send(0.1, up(1, 150, 150))
        #expect(r.actions == [.began, .changed, .cancelled])

        try scene.window.send(1, down(2, 150, 150))
        r.state = .failed
        try scene.window.send(1.1, up(2, 150, 150))
        #expect(r.actions.count == 3)

        let blocker = scene.cue("blocker", on: scene.box)
        r.require(toFail: blocker)
        try scene.window.send(2, down(3, 150, 150))
        r.state = .recognized
        try scene.window.send(2.1, move(3, 151, 150))
        #expect(r.actions.count == 3)  // pending: nothing yet
        blocker.state = .failed
        #expect(r.actions == [.began, .changed, .cancelled, .recognized])
    }

    /// The in-step path a pan takes on every move (began or changed asking for changed,
    /// nothing pending) must decide exactly as the full arbitration: each request commits at
    /// once and queues its own action; from possible, changed is refused.
    @Test("S1, S3, T1, A5: changed asked inside a step commits at once, one action per request; from possible it is refused")
    func changedInsideAStep() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box), idle = scene.cue("idle", on: scene.box)
        r.require(toFail: idle)  // a requirement on a recognizer already in progress changes nothing
        var readBack: [GestureRecognizer.State] = []
        var records: [String] = []
        scene.window.addDecisionObserver { record in
            switch record.kind {
            case .committed(let name, let from, let to): records.append("\(name) \(from)→\(to)")
            case .invalidTransition(let name, let from, let to): records.append("\(name) refused \(from)→\(to)")
            default: break
            }
        }
        r.onMoved = { r, _ in
            if r.state == .possible { r.state = .began }
            r.state = .changed
            readBack.append(r.state)
            r.state = .changed
            readBack.append(r.state)
        }
        idle.onMoved = { idle, _ in idle.state = .changed }
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.01, move(1, 160, 150))
        // Pending on `idle`: the changes asked meanwhile are dropped (A5), nothing is sent.
        #expect(r.actions.isEmpty && readBack == [.possible, .possible])
        idle.state = .failed
        #expect(r.actions == [.began])
        readBack.removeAll()
        try scene.window.send(0.02, move(1, 170, 150))
        #expect(readBack == [.changed, .changed])
        #expect(r.actions == [.began, .changed, .changed])
        #expect(idle.state == .failed)
        #expect(records.filter { $0.hasPrefix("r ") } == ["r possible→began", "r began→changed", "r changed→changed"])
        #expect(records.contains("idle refused possible→changed"))
    }

    @Test("T2: targets in the order added; a dead target is skipped and dropped; the same pair twice counts once")
    func targetOrderAndLifetime() throws {
        let scene = Scene()
        let r = scene.cue("r", .discrete(on: .ended), on: scene.box)
        var order: [String] = []
        let first = Controller(), kept = Controller()
        var dying: Controller? = Controller()
        r.addTarget(first, action: Controller.handle)
        r.addAction { _ in order.append("closure") }
        for _ in 0..<3 { r.addTarget(kept, action: Controller.other) }  // one line, three times: one pair
        r.addTarget(dying!, action: Controller.plain)
        r.addTarget(kept, action: Controller.plain)  // another line: another pair
        weak let dead = dying
        dying = nil
        #expect(dead == nil)
        r.addAction { _ in order.append("last") }
        try scene.window.tap(at: 0, x: 150, y: 150)
        #expect(first.calls == ["handle(ended)"])
        #expect(kept.calls == ["other", "plain"])
        #expect(order == ["closure", "last"])
        try scene.window.tap(at: 1, x: 150, y: 150)
        #expect(kept.calls == ["other", "plain", "other", "plain"])
    }

    @Test("T2: a pair is its target and its call site: the same line and column in another file is another pair, compared by the file's bytes")
    func callSiteComparesFileBytes() throws {
        let scene = Scene()
        let r = scene.cue("r", .discrete(on: .ended), on: scene.box)
        let controller = Controller()
        let first = r.addTarget(controller, action: Controller.plain, file: "App/caf\u{E9}.swift", line: 7, column: 9)
        #expect(r.addTarget(controller, action: Controller.plain, file: "App/caf\u{E9}.swift", line: 7, column: 9) == first)
        #expect(r.addTarget(controller, action: Controller.plain, file: "App/cafe\u{301}.swift", line: 7, column: 9) != first)
        #expect(r.addTarget(controller, action: Controller.plain, file: "App/other.swift", line: 7, column: 9) != first)
        #expect(r.addTarget(controller, action: Controller.plain, file: "App/caf\u{E9}.swift", line: 8, column: 9) != first)
        #expect(r.addTarget(controller, action: Controller.plain, file: "App/caf\u{E9}.swift", line: 7, column: 10) != first)
        try scene.window.tap(at: 0, x: 150, y: 150)
        #expect(controller.calls.count == 5)
    }

    @Test("T2: removing targets and closures")
    func removal() throws {
        let scene = Scene()
        let r = scene.cue("r", .discrete(on: .ended), on: scene.box)
        let a = Controller(), b = Controller()
        r.addTarget(a, action: Controller.handle)
        r.addTarget(a, action: Controller.plain)
        r.addTarget(b, action: Controller.plain)
        var closureCalls = 0
        let id = r.addAction { _ in closureCalls += 1 }
        r.removeTarget(a)
        r.removeAction(id)
        try scene.window.tap(at: 0, x: 150, y: 150)
        #expect(a.calls.isEmpty && b.calls == ["plain"] && closureCalls == 0)
        r.removeTarget(nil)
        try scene.window.tap(at: 1, x: 150, y: 150)
        #expect(b.calls == ["plain"] && r.actions.count == 1)  // even the cue's own journal closure is gone
    }

    @Test("T2: init(target:action:) adds the first pair")
    func initializerTarget() throws {
        let controller = Controller()
        let window = Window(size: Size(width: 100, height: 100))
        let r = CueRecognizer("r", .discrete(on: .ended))
        r.addTarget(controller, action: Controller.handle)
        let plain = GestureRecognizer(target: controller, action: Controller.other)
        window.addGestureRecognizer(r)
        window.addGestureRecognizer(plain)
        try window.tap(at: 0, x: 10, y: 10)
        plain.state = .recognized  // programmatic: arbitrated and sent as a step of its own
        #expect(controller.calls == ["handle(ended)", "other"])
    }

    @Test("T3: actions go out at the end of the step, after arbitration, in commit order")
    func actionsSeeSettledStates() throws {
        let scene = Scene()
        let early = scene.cue("early", .discrete(on: .began), on: scene.box)
        let later = scene.cue("later", .discrete(on: .began), on: scene.content)
        let observer = scene.cue("observer", .discrete(on: .began), on: scene.window)
        let delegate = ClosureDelegate()
        delegate.simultaneous = { a, b in a === observer || b === observer }
        observer.delegate = delegate
        var seen: [String] = []
        early.addAction { _ in seen.append("early sees later \(later.state), observer \(observer.state)") }
        observer.addAction { _ in seen.append("observer") }
        try scene.window.send(0, down(1, 150, 150))
        // early committed first and failed later (A6); observer committed after: actions follow.
        #expect(seen == ["early sees later failed, observer ended", "observer"])
        #expect(scene.journal.entries.filter { $0.contains("action") } == ["early.action(ended)", "observer.action(ended)"])
    }

    @Test("T3: each action announces the change it is for, even when several commit in one step")
    func announcedStates() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        r.onMoved = { r, _ in r.state = .began; r.state = .changed; r.state = .ended }
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 160, 150))
        #expect(r.actions == [.began, .changed, .ended])
        #expect(r.state == .ended)
    }

    @Test("T4: a recognition asked for by a view's callback sends its action in the same step")
    func viewCallbackRecognizes() throws {
        final class Signalling: View {
            var onBegan: () -> Void = {}
            override func touchesBegan(_ touches: [Touch], with event: Event) { onBegan() }
        }
        let window = Window(size: Size(width: 400, height: 400))
        let view = Signalling(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        let r = CueRecognizer("r")
        r.cancelsTouchesInView = false
        view.addGestureRecognizer(r)
        view.onBegan = { r.state = .recognized }
        try window.send(0, down(1, 100, 100))
        #expect(r.actions == [.recognized])
    }

    @Test("T4: an action may change the scene; the change takes effect from the next delivery")
    func actionsChangeTheScene() throws {
        let scene = Scene()
        let remover = scene.cue("remover", on: scene.box)
        let victim = scene.cue("victim", .continuous, on: scene.content)
        let latecomer = CueRecognizer("latecomer")
        let delegate = ClosureDelegate()
        delegate.simultaneous = { _, _ in true }
        victim.delegate = delegate
        remover.delegate = delegate
        remover.addAction { _ in
            scene.content.removeGestureRecognizer(victim)
            scene.box.addGestureRecognizer(latecomer)
            scene.box.center = Point(x: 300, y: 300)
        }
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 155, 150))  // victim begins
        remover.state = .began  // its action removes victim mid-gesture (A11) and adds latecomer
        #expect(victim.actions == [.began, .cancelled])
        #expect(victim.state == .possible && victim.view == nil)  // reset
        try scene.window.send(0.2, move(1, 160, 150))
        #expect(latecomer.received.isEmpty)  // not handed a touch that began before it arrived
        #expect(remover.received == ["began[1]", "moved[1]", "moved[1]"])
        try scene.window.send(0.3, up(1, 160, 150), down(2, 300, 300))  // the box moved
        #expect(latecomer.received == ["began[2]"])
    }
}

@Suite("Typed target–action (P4)")
struct TypedTargetActionTests {
    final class Canvas {
        var pans = 0
        func handlePan(_ pan: PanGestureRecognizer) { pans += 1 }
        func handleAny(_ recognizer: GestureRecognizer) {}
    }

    @Test("P4: init(target:action:) with a matching sender (or a superclass of it) works")
    func matchingInitializer() throws {
        let canvas = Canvas()
        let pan = PanGestureRecognizer(target: canvas, action: Canvas.handlePan)
        _ = PanGestureRecognizer(target: canvas, action: Canvas.handleAny)
        let window = Window(size: Size(width: 200, height: 200))
        window.addGestureRecognizer(pan)
        try window.stroke(1, from: (10, 10), to: (100, 10), start: 0, duration: 0.2)
        #expect(canvas.pans > 2)
    }

    @Test("P4: init(target:action:) whose action takes another recognizer class stops the program, never silently sends nothing")
    func mismatchedInitializerFailsLoudly() async {
        await #expect(processExitsWith: .failure) {
            let canvas = Canvas()
            _ = TapGestureRecognizer(target: canvas, action: Canvas.handlePan)
        }
    }
}
