import GestureKit
import GestureTimeline
import GestureTraces
import Testing

/// A two-finger spread replayed through the standard scene (GestureTraces): pan and pinch
/// recognize together, each a lane that begins, changes and ends at the exact times of the
/// events that moved them.
@Suite("Timeline: a pan and pinch run")
struct TimelinePinchTests {
    /// Two fingers 100 points apart spread by 10 points each every 20 ms, drifting right by
    /// 6 points a step, and lift together at 0.2.
    static func spread() -> Trace {
        var events = [TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 150, y: 200), .init(2, .began, x: 250, y: 200)])]
        for step in 1...9 {
            let d = Double(step) * 10, drift = Double(step) * 6
            events.append(TouchEvent(timestamp: Double(step) * 0.02,
                                     changes: [.init(1, .moved, x: 150 - d + drift, y: 200), .init(2, .moved, x: 250 + d + drift, y: 200)]))
        }
        events.append(TouchEvent(timestamp: 0.2, changes: [.init(1, .ended, x: 60 + 54, y: 200), .init(2, .ended, x: 340 + 54, y: 200)]))
        return Trace(windowSize: Size(width: 400, height: 400), events: events)
    }

    @Test("Pinch and pan: began, changed and ended at event times; the others fail")
    func pinchAndPan() throws {
        let trace = Self.spread()
        let replay = try Replayer.replay(trace)
        let timeline = replay.timeline(of: trace)
        func t(_ step: Int) -> Double { Double(step) * 0.02 }  // the event times, as the trace has them

        #expect(trace.touchDownTimes == [0, 0])
        #expect(timeline.lanes.map(\.recognizer) == ["tap", "doubleTap", "twoFingerTap", "longPress", "pan", "pinch", "rotation",
                                                     "swipeLeft", "swipeRight", "swipeUp", "swipeDown"])
        #expect(timeline.start == 0 && timeline.end == 0.2)
        #expect(timeline.waits.isEmpty)
        // The spread passes the pinch's hysteresis at the first move, the drift the pan's at the second.
        #expect(timeline.lane("pinch")?.segments == [
            TimelineSegment(state: .possible, start: 0, end: t(1)),
            TimelineSegment(state: .began, start: t(1), end: t(2)),
            TimelineSegment(state: .changed, start: t(2), end: 0.2),
            TimelineSegment(state: .ended, start: 0.2, end: 0.2),
        ])
        #expect(timeline.lane("pinch")?.markers == [TimelineMarker(.began, at: t(1)), TimelineMarker(.ended, at: 0.2)])
        #expect(timeline.lane("pan")?.segments == [
            TimelineSegment(state: .possible, start: 0, end: t(2)),
            TimelineSegment(state: .began, start: t(2), end: t(3)),
            TimelineSegment(state: .changed, start: t(3), end: 0.2),
            TimelineSegment(state: .ended, start: 0.2, end: 0.2),
        ])
        #expect(timeline.lane("pan")?.state(at: t(3).nextDown) == .began)
        #expect(timeline.lane("pan")?.state(at: t(3)) == .changed)
        // The pinch's beginning prevents the two-finger tap (A6); the one-finger ones fail at once.
        #expect(timeline.lane("twoFingerTap")?.segments == [
            TimelineSegment(state: .possible, start: 0, end: t(1)),
            TimelineSegment(state: .failed, start: t(1), end: 0.2),
        ])
        #expect(timeline.lane("twoFingerTap")?.markers == [TimelineMarker(.failed(.preventedBy("pinch")), at: t(1))])
        #expect(timeline.lane("tap")?.segments == [TimelineSegment(state: .failed, start: 0, end: 0.2)])
        #expect(timeline.lane("rotation")?.segments == [
            TimelineSegment(state: .possible, start: 0, end: 0.2),
            TimelineSegment(state: .failed, start: 0.2, end: 0.2),
        ])
    }
}
