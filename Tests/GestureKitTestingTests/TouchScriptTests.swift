@testable import GestureKit
import GestureKitTesting
import Testing

@Suite("Touch scripts")
struct TouchScriptTests {
    func describe(_ events: [TouchEvent]) -> [String] {
        events.map { event in
            "\(event.timestamp): " + event.changes.map { "\($0.id) \($0.phase) \(Int($0.location.x)),\(Int($0.location.y))" }.joined(separator: ", ")
        }
    }

    @Test("Moves are sampled at the script's rate and land exactly on the target")
    func sampling() {
        let script = TouchScript(sampleRate: 10)
        script.finger(1).down(at: 0, 0).move(to: 100, 0, over: 0.3).lift()
        #expect(describe(script.events) == [
            "0.0: 1 began 0,0", "0.1: 1 moved 33,0", "0.2: 1 moved 66,0", "0.3: 1 moved 100,0", "0.3: 1 ended 100,0",
        ])
        #expect(script.endTime == 0.3)
    }

    @Test("Fingers changing at the same instant share an event; a finger at rest sends nothing")
    func merging() {
        let script = TouchScript(sampleRate: 10)
        script.finger(1).down(at: 0, 0).move(to: 20, 0, over: 0.2).hold(for: 0.1).lift()
        script.finger(2).down(at: 100, 0, time: 0.1).move(to: 100, 10, over: 0.1).lift()
        #expect(describe(script.events) == [
            "0.0: 1 began 0,0",
            "0.1: 1 moved 10,0, 2 began 100,0",
            "0.2: 1 moved 20,0, 2 moved 100,10",
            "0.2: 2 ended 100,10",
            "0.3: 1 ended 20,0",
        ])
    }

    @Test("Taps, waits and cancellations")
    func tapsAndCancels() {
        let script = TouchScript()
        script.finger(1).tap(at: 10, 10).wait(0.2).tap(at: 12, 10, duration: 0.1)
        script.finger(2).down(at: 50, 50, time: 1).cancel()
        #expect(describe(script.events) == [
            "0.0: 1 began 10,10", "0.05: 1 ended 10,10", "0.25: 1 began 12,10", "0.35: 1 ended 12,10",
            "1.0: 2 began 50,50", "1.0: 2 cancelled 50,50",
        ])
    }

    @Test("play sends the script through a real window and lets deadlines run out")
    func play() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        single.name = "single"
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        let probe = GestureProbe(window: window, watching: [single, double])
        let script = TouchScript()
        script.finger(1).tap(at: 100, 100)
        try window.play(script, settle: 0.5)
        // The single tap is only recognized when the double tap's interval runs out, after the script.
        #expect(probe.actions.map(\.description) == ["0.400 single ended"])
        #expect(window.currentTime == 0.55)
        probe.clear()
        #expect(probe.actions.isEmpty && probe.records.isEmpty)
    }
}

@Suite("Scripted pens and pointer presses")
struct ScriptedPointerTests {
    @Test("A scripted pen carries its type and pressure; a scripted right-click is a secondary-button pointer touch")
    func penAndRightClick() throws {
        let script = TouchScript()
        script.finger(1, type: .pencil).pressing(2).down(at: 10, 10).move(to: 60, 10, over: 0.1).pressing(3).lift()
        script.finger(2, type: .indirectPointer, buttons: .secondary).down(at: 100, 100, time: 1).hold(for: 0.05).lift()
        let events = script.events
        let pen = events.flatMap(\.changes).filter { $0.id == 1 }
        #expect(pen.allSatisfy { $0.type == .pencil && $0.maximumPossibleForce == 4 })
        #expect(pen.first?.force == 2 && pen.last?.force == 3)
        let window = Window(size: Size(width: 300, height: 300))
        let rightClick = TapGestureRecognizer()
        rightClick.buttonMaskRequired = .secondary
        window.addGestureRecognizer(rightClick)
        var recognized = 0
        rightClick.addAction { _ in recognized += 1 }
        try window.play(script)
        #expect(recognized == 1)
    }
}

@Suite("Gesture probe")
struct GestureProbeTests {
    @Test("A freed probe stops the window's decision records")
    func freedProbeRemovesItsObserver() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var probe: GestureProbe? = GestureProbe(window: window)
        #expect(window.gestureEnvironment.log.isRecording)
        #expect(probe?.records.isEmpty == true)
        probe = nil
        #expect(!window.gestureEnvironment.log.isRecording)
    }
}

@Suite("Touch scripts: mistakes")
struct TouchScriptMistakeTests {
    typealias Mistake = TouchScript.Mistake

    @Test("A negative or non-finite duration is a mistake, left out rather than reordering the steps")
    func durations() {
        let script = TouchScript(sampleRate: 10)
        script.finger(1).down(at: 0, 0).hold(for: -0.1).move(to: 10, 0, over: .nan).wait(-.infinity).lift()
        #expect(script.mistakes.map(\.step) == [.hold, .move, .wait])
        #expect(script.mistakes.allSatisfy { $0.finger == 1 })
        #expect(script.mistakes.map(\.description) == [
            "finger 1: hold(for:) over -0.1 s (a duration is 0 or more seconds, ending by 10⁹ s, a move of at most 1000000 samples)",
            "finger 1: move(to:_:over:) over nan s (a duration is 0 or more seconds, ending by 10⁹ s, a move of at most 1000000 samples)",
            "finger 1: wait(_:) over -inf s (a duration is 0 or more seconds, ending by 10⁹ s, a move of at most 1000000 samples)",
        ])
        // The steps left out move nothing and take no time: down and lift at 0.
        #expect(script.events.map(\.timestamp) == [0, 0])
        #expect(script.endTime == 0)
    }

    @Test("A step the finger cannot take is a mistake naming the finger and the step")
    func stepsTheFingerCannotTake() {
        let script = TouchScript()
        script.finger(1).down(at: 0, 0).down(at: 5, 5).lift().lift().cancel().move(to: 1, 1, over: 0.1)
        script.finger(2).down(at: 0, 0, time: 1).lift().down(at: 0, 0, time: 0.5).tap(at: 1, 1, duration: -1)
        script.finger(3).down(at: 0, 0).tap(at: 2, 2)
        #expect(script.mistakes == [
            Mistake(finger: 1, step: .down, problem: .alreadyDown),
            Mistake(finger: 1, step: .lift, problem: .notDown),
            Mistake(finger: 1, step: .cancel, problem: .notDown),
            Mistake(finger: 1, step: .move, problem: .notDown),
            Mistake(finger: 2, step: .down, problem: .timeWentBack(time: 0.5, previousEnd: 1)),
            Mistake(finger: 2, step: .hold, problem: .duration(-1)),
            Mistake(finger: 3, step: .down, problem: .alreadyDown),
        ])
        #expect(script.mistakes[0].description == "finger 1: down(at:_:time:) while the finger is already down")
        #expect(script.mistakes[4].description
            == "finger 2: down(at:_:time:) at 0.5 s, before the finger's previous step ended (1.0 s)")
        // What was taken: finger 1 down and up once at 0, finger 2 down and up at 1, finger 3 down.
        #expect(script.events.flatMap(\.changes).map { "\($0.id) \($0.phase)" }
            == ["1 began", "1 ended", "3 began", "2 began", "2 ended"])
    }

    @Test("A time that is not a finite number is a mistake of its own, not a time going back")
    func nonFiniteTime() {
        let script = TouchScript()
        script.finger(1).down(at: 0, 0, time: .infinity)
        script.finger(2).down(at: 0, 0, time: .nan)
        #expect(script.mistakes.map(\.description) == [
            "finger 1: down(at:_:time:) at inf s (a time is a finite number of seconds, up to 10⁹)",
            "finger 2: down(at:_:time:) at nan s (a time is a finite number of seconds, up to 10⁹)",
        ])
        #expect(script.events.isEmpty)
    }

    @Test("Times and moves past what a script holds are mistakes, not traps: 10⁹ s is the last instant, a million samples the longest move")
    func beyondTheScriptsClock() {
        let script = TouchScript(sampleRate: 1_000_000)
        #expect(script.mistakes.isEmpty && script.sampleRate == 1_000_000)
        script.finger(1).down(at: 0, 0).move(to: 10, 10, over: 1e300).move(to: 10, 10, over: 1.000001).move(to: 5, 5, over: 1).lift()
        script.finger(2).down(at: 0, 0).hold(for: 1e300).lift()
        script.finger(3).down(at: 0, 0, time: 1e14).down(at: 0, 0, time: 1e9).hold(for: 1e-3).lift()
        script.finger(4).down(at: 0, 0, time: 1e9 - 1).hold(for: 1).lift()
        #expect(script.mistakes == [
            Mistake(finger: 1, step: .move, problem: .duration(1e300)),
            Mistake(finger: 1, step: .move, problem: .duration(1.000001)),
            Mistake(finger: 2, step: .hold, problem: .duration(1e300)),
            Mistake(finger: 3, step: .down, problem: .time(1e14)),
            Mistake(finger: 3, step: .hold, problem: .duration(1e-3)),
        ])
        #expect(script.events.last?.timestamp == 1e9)  // finger 4 lifts at the last instant
    }

    @Test("A finger kept after its script is gone takes its steps without trapping; nothing plays them")
    func fingerOutlivesScript() {
        let finger = TouchScript().finger(1)
        finger.down(at: 0, 0).move(to: 5, 5, over: 0.1).hold(for: -1).lift()
        #expect(finger.id == 1)
    }

    @Test("A sample rate that is not a positive number is a mistake; the script samples at 120")
    func sampleRate() {
        for rate in [0, -10, Double.nan, .infinity, 1e300, 1_000_000.5] {
            let script = TouchScript(sampleRate: rate)
            #expect(script.sampleRate == 120)
            #expect(script.mistakes.count == 1 && script.mistakes[0].finger == nil && script.mistakes[0].step == .sampleRate)
        }
        #expect(TouchScript(sampleRate: 0).mistakes[0].description
            == "a sample rate of 0.0 (it must be a positive number up to 1000000; 120 was used)")
    }

    @Test("A script with mistakes is not played: play throws them and sends nothing")
    func playThrowsTheMistakes() {
        let window = Window(size: Size(width: 300, height: 300))
        let tap = TapGestureRecognizer()
        tap.name = "tap"
        window.addGestureRecognizer(tap)
        let probe = GestureProbe(window: window, watching: [tap])
        let script = TouchScript()
        script.finger(1).tap(at: 100, 100).lift()
        #expect(throws: TouchScriptError.mistakes([Mistake(finger: 1, step: .lift, problem: .notDown)])) {
            try window.play(script)
        }
        #expect(window.currentTime == 0 && probe.actions.isEmpty && probe.records.isEmpty)
        do {
            try window.play(script)
        } catch {
            #expect(error.description == "finger 1: lift() while the finger is up; nothing was played")
        }
        // The window is as it was: a correct script plays.
        let fixed = TouchScript()
        fixed.finger(1).tap(at: 100, 100)
        #expect(throws: Never.self) { try window.play(fixed) }
        #expect(probe.actions.map(\.description) == ["0.050 tap ended"])
    }

    @Test("An event the window rejects is thrown as such, after the events before it")
    func rejectedEvent() {
        let window = Window(size: Size(width: 300, height: 300))
        let script = TouchScript(sampleRate: 10)
        script.finger(1).down(at: 10, 10).move(to: 1e12, 10, over: 0.2)
        do {
            try window.play(script)
            Issue.record("played a coordinate beyond the window's range")
        } catch {
            guard case .rejected(let rejected) = error, case .outOfRange(let touch, let field, _, _) = rejected.reason else {
                Issue.record("not a coordinate out of range: \(error)")
                return
            }
            #expect(touch == 1 && field == "x" && rejected.timestamp == 0.1)
            #expect(error.description.hasPrefix("the window rejected an event: "))
        }
        // The touch-down before it was sent.
        #expect(window.touches.map(\.id) == [1])
    }

    @Test("A duration of zero is a step at the same instant")
    func zeroDuration() {
        let script = TouchScript(sampleRate: 10)
        script.finger(1).down(at: 0, 0).hold(for: 0).wait(0).move(to: 5, 0, over: 0).lift()
        #expect(script.events.map(\.timestamp) == [0, 0, 0])
        #expect(script.mistakes.isEmpty)
    }
}
