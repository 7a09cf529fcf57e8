import GestureKit
import GestureTimeline
import Testing

/// The timeline read from real decision logs of scripted scenes: lanes, states at the exact
/// virtual times of the records that committed them, and the waits of failure requirements.
@Suite("Timeline: the model from a decision log")
struct TimelineModelTests {
    /// A window with one view, its recognizers, and a log of everything decided.
    final class Scene {
        let window = Window(size: Size(width: 400, height: 400))
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        var records: [DecisionRecord] = []

        init(_ recognizers: [GestureRecognizer]) {
            window.addSubview(view)
            for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
            window.addDecisionObserver { [unowned self] in records.append($0) }
        }

        func touch(_ id: Int, _ phase: TouchPhase, at time: Double, x: Double = 200, y: Double = 200) throws {
            try window.sendEvent(TouchEvent(timestamp: time, changes: [.init(id, phase, x: x, y: y)]))
        }
    }

    /// Recognizes (discretely) a fixed time after its first touch, whatever the touches do: a
    /// stand-in for a recognizer that decides late, so that a waiting one can be denied. It
    /// prevents no one (A3), so that what fails the waiting one is the failure requirement.
    final class LateRecognizer: GestureRecognizer {
        var delay = 0.3
        /// What it decides when the delay is over: recognized, or failed.
        var decision = State.ended

        override func canPrevent(_ recognizer: GestureRecognizer) -> Bool { false }

        override func touchesBegan(_ touches: [Touch], with event: Event) {
            guard state == .possible else { return }
            _ = scheduleTimer(after: delay) { [unowned self] in state = decision }
        }
    }

    static func taps() -> (tap: TapGestureRecognizer, doubleTap: TapGestureRecognizer) {
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer()
        tap.name = "tap"
        doubleTap.name = "doubleTap"
        doubleTap.numberOfTapsRequired = 2
        _ = tap.require(toFail: doubleTap)
        return (tap, doubleTap)
    }

    /// One tap: the single tap asks to recognize at the lift (0.050) and waits; the double
    /// tap's interval runs out 0.350 s later (0.400), it fails, and that releases the wait:
    /// the single tap is recognized at that very time (A5, A7).
    @Test("A single tap waits for the double tap to fail, and is released at 0.400 (A5, A7)")
    func singleTapReleased() throws {
        let (tap, doubleTap) = Self.taps()
        let scene = Scene([tap, doubleTap])
        try scene.touch(1, .began, at: 0)
        try scene.touch(1, .ended, at: 0.05)
        scene.window.advance(to: 1)
        let timeline = Timeline(records: scene.records, touchesBegan: [0], recognizers: ["tap", "doubleTap"])
        // The deadline is the lift plus the interval on the clock's nanosecond grid (K1): 0.4,
        // where the sum in Double is 0.39999999999999997.
        let deadline = 0.4
        #expect(tap.maximumIntervalBetweenTaps == 0.35)

        #expect(timeline.lanes.map(\.recognizer) == ["tap", "doubleTap"])
        #expect(timeline.start == 0)
        #expect(timeline.end == deadline)
        let tapLane = try #require(timeline.lane("tap"))
        #expect(tapLane.segments == [
            TimelineSegment(state: .possible, start: 0, end: deadline),
            TimelineSegment(state: .ended, start: deadline, end: deadline),
        ])
        #expect(tapLane.markers == [TimelineMarker(.recognized, at: deadline)])
        let doubleLane = try #require(timeline.lane("doubleTap"))
        #expect(doubleLane.segments == [
            TimelineSegment(state: .possible, start: 0, end: deadline),
            TimelineSegment(state: .failed, start: deadline, end: deadline),
        ])
        #expect(timeline.waits == [
            TimelineWait(waiter: "tap", blocker: "doubleTap", requested: .ended, start: 0.05, end: deadline, outcome: .released)
        ])
        #expect(timeline.waits[0].summary == "tap waits for doubleTap to fail: released when doubleTap failed")
    }

    /// Boundaries are exact: just before 0.400 the single tap is possible, at 0.400 recognized.
    @Test("States change at the exact virtual times of their records")
    func exactBoundaries() throws {
        let (tap, doubleTap) = Self.taps()
        let scene = Scene([tap, doubleTap])
        try scene.touch(1, .began, at: 0)
        try scene.touch(1, .ended, at: 0.05)
        scene.window.advance(to: 1)
        let lane = try #require(Timeline(records: scene.records, touchesBegan: [0]).lane("tap"))
        let deadline = 0.4  // 0.05 + 0.35 on the nanosecond grid (K1)
        #expect(lane.state(at: -0.001) == nil)
        #expect(lane.state(at: 0) == .possible)
        #expect(lane.state(at: deadline.nextDown) == .possible)
        #expect(lane.state(at: deadline) == .ended)
        #expect(lane.state(at: deadline.nextUp) == nil)
    }

    /// A double tap: the second touch-down is one tap too many for the waiting single tap,
    /// which fails on its own (P1) — its wait is abandoned, not denied — and stays failed
    /// until the double tap is recognized at the second lift and both reset (R2).
    @Test("A double tap: the waiting single tap fails at the second touch-down (P1)")
    func doubleTapAbandonsTheWait() throws {
        let (tap, doubleTap) = Self.taps()
        let scene = Scene([tap, doubleTap])
        try scene.touch(1, .began, at: 0)
        try scene.touch(1, .ended, at: 0.05)
        try scene.touch(2, .began, at: 0.2)
        try scene.touch(2, .ended, at: 0.25)
        scene.window.advance(to: 1)
        let timeline = Timeline(records: scene.records, touchesBegan: [0, 0.2], recognizers: ["tap", "doubleTap"])

        #expect(timeline.lane("tap")?.segments == [
            TimelineSegment(state: .possible, start: 0, end: 0.2),
            TimelineSegment(state: .failed, start: 0.2, end: 0.25),
        ])
        #expect(timeline.lane("tap")?.markers == [TimelineMarker(.failed(.requested("more taps than required")), at: 0.2)])
        #expect(timeline.lane("doubleTap")?.segments == [
            TimelineSegment(state: .possible, start: 0, end: 0.25),
            TimelineSegment(state: .ended, start: 0.25, end: 0.25),
        ])
        #expect(timeline.lane("doubleTap")?.markers == [TimelineMarker(.recognized, at: 0.25)])
        #expect(timeline.waits == [
            TimelineWait(waiter: "tap", blocker: "doubleTap", requested: .ended, start: 0.05, end: 0.2, outcome: .abandoned)
        ])
    }

    /// The blocker decides while the other waits: it is recognized at 0.300, and the waiting
    /// tap fails at that moment (A8).
    @Test("A wait is denied when the recognizer waited for is recognized (A8)")
    func deniedWait() throws {
        let tap = TapGestureRecognizer(), late = LateRecognizer()
        tap.name = "tap"
        late.name = "late"
        _ = tap.require(toFail: late)
        let scene = Scene([tap, late])
        try scene.touch(1, .began, at: 0)
        try scene.touch(1, .ended, at: 0.05)
        scene.window.advance(to: 1)
        let timeline = Timeline(records: scene.records, touchesBegan: [0])

        #expect(timeline.waits == [
            TimelineWait(waiter: "tap", blocker: "late", requested: .ended, start: 0.05, end: 0.3, outcome: .denied)
        ])
        #expect(timeline.lane("tap")?.segments == [
            TimelineSegment(state: .possible, start: 0, end: 0.3),
            TimelineSegment(state: .failed, start: 0.3, end: 0.3),
        ])
        #expect(timeline.lane("tap")?.markers == [TimelineMarker(.failed(.requiredRecognizerSucceeded("late")), at: 0.3)])
        #expect(timeline.lane("late")?.markers == [TimelineMarker(.recognized, at: 0.3)])
        #expect(timeline.waits[0].summary == "tap waits for late to fail: denied when late was recognized")
    }

    /// Two failure requirements: the single tap waits for both, each wait is released when
    /// its recognizer fails (the double tap at 0.400, the late one at 0.600), and the single
    /// tap is recognized with the second release (A7).
    @Test("Waiting for two: a wait each, each released on its own (A7)")
    func twoBlockers() throws {
        let (tap, doubleTap) = Self.taps()
        let late = LateRecognizer()
        late.name = "late"
        late.delay = 0.6
        late.decision = .failed
        _ = tap.require(toFail: late)
        let scene = Scene([tap, doubleTap, late])
        try scene.touch(1, .began, at: 0)
        try scene.touch(1, .ended, at: 0.05)
        scene.window.advance(to: 2)
        let timeline = Timeline(records: scene.records, touchesBegan: [0], recognizers: ["tap", "doubleTap", "late"])
        let deadline = 0.4  // 0.05 + 0.35 on the nanosecond grid (K1)

        #expect(timeline.waits == [
            TimelineWait(waiter: "tap", blocker: "doubleTap", requested: .ended, start: 0.05, end: deadline, outcome: .released),
            TimelineWait(waiter: "tap", blocker: "late", requested: .ended, start: 0.05, end: 0.6, outcome: .released),
        ])
        #expect(timeline.waits(of: "tap").count == 2 && timeline.waits(of: "late").isEmpty)
        #expect(timeline.lane("tap")?.segments == [
            TimelineSegment(state: .possible, start: 0, end: 0.6),
            TimelineSegment(state: .ended, start: 0.6, end: 0.6),
        ])
        #expect(timeline.lane("late")?.markers == [TimelineMarker(.failed(.requested(nil)), at: 0.6)])
    }

    /// A double tap, then a single tap: after their resets at the second lift (0.250) both
    /// lanes are empty until the third touch begins (0.500), and the single tap's second wait
    /// is released when the double tap's interval runs out after the third lift.
    @Test("After a reset, a lane is empty until the next touch begins (R2)")
    func laneAfterReset() throws {
        let (tap, doubleTap) = Self.taps()
        let scene = Scene([tap, doubleTap])
        try scene.touch(1, .began, at: 0)
        try scene.touch(1, .ended, at: 0.05)
        try scene.touch(2, .began, at: 0.2)
        try scene.touch(2, .ended, at: 0.25)
        try scene.touch(3, .began, at: 0.5)
        try scene.touch(3, .ended, at: 0.55)
        scene.window.advance(to: 2)
        let timeline = Timeline(records: scene.records, touchesBegan: [0, 0.2, 0.5])
        let deadline = 0.55 + doubleTap.maximumIntervalBetweenTaps

        #expect(timeline.lane("doubleTap")?.segments == [
            TimelineSegment(state: .possible, start: 0, end: 0.25),
            TimelineSegment(state: .ended, start: 0.25, end: 0.25),
            TimelineSegment(state: .possible, start: 0.5, end: deadline),
            TimelineSegment(state: .failed, start: deadline, end: deadline),
        ])
        #expect(timeline.lane("doubleTap")?.state(at: 0.3) == nil)
        #expect(timeline.lane("tap")?.segments.last == TimelineSegment(state: .ended, start: deadline, end: deadline))
        #expect(timeline.waits.map(\.outcome) == [.abandoned, .released])
        #expect(timeline.waits.last == TimelineWait(waiter: "tap", blocker: "doubleTap", requested: .ended, start: 0.55, end: deadline, outcome: .released))
    }

    /// Without touch times a lane's possible begins at its first record; a wait the log
    /// never settles runs to the end, unresolved; a named recognizer with no record has a lane.
    @Test("Without touch times, an unresolved wait, a lane with no record")
    func edges() {
        let records = [
            DecisionRecord(timestamp: 1, kind: .pending(recognizer: "a", requested: .ended, waitingFor: ["b"])),
            DecisionRecord(timestamp: 2, kind: .delivered(view: "v", phase: .ended, touches: [1])),
        ]
        let timeline = Timeline(records: records, recognizers: ["idle"], end: 3)
        #expect(timeline.lanes.map(\.recognizer) == ["idle", "a", "b"])
        #expect(timeline.lane("idle")?.segments == [])
        #expect(timeline.lane("a")?.segments == [TimelineSegment(state: .possible, start: 1, end: 3)])
        #expect(timeline.waits == [TimelineWait(waiter: "a", blocker: "b", requested: .ended, start: 1, end: 3, outcome: .unresolved)])
        #expect(timeline.start == 1 && timeline.end == 3)
    }
}
