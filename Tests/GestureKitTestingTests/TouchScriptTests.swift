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

@Suite("Touch scripts: durations")
struct TouchScriptDurationTests {
    @Test("A negative or non-finite duration stops the script instead of reordering its steps")
    func negativeDurations() async {
        await #expect(processExitsWith: .failure) {
            TouchScript().finger(1).down(at: 0, 0).hold(for: -0.1)
        }
        await #expect(processExitsWith: .failure) {
            TouchScript().finger(1).wait(-.infinity)
        }
        await #expect(processExitsWith: .failure) {
            TouchScript().finger(1).down(at: 0, 0).move(to: 10, 0, over: .nan)
        }
    }

    @Test("A duration of zero is a step at the same instant")
    func zeroDuration() {
        let script = TouchScript(sampleRate: 10)
        script.finger(1).down(at: 0, 0).hold(for: 0).wait(0).move(to: 5, 0, over: 0).lift()
        #expect(script.events.map(\.timestamp) == [0, 0, 0])
    }
}
