import Testing
@testable import GestureKit

@Suite("Virtual time")
struct TimeTests {
    @Test("Deadlines fire in order, equal ones in scheduling order, each as a step with its actions")
    func order() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        var fired: [String] = []
        try scene.window.send(0, down(1, 150, 150))
        _ = r.scheduleTimer(after: 0.3) { fired.append("b") }
        _ = r.scheduleTimer(after: 0.1) { fired.append("a"); r.state = .began }
        _ = r.scheduleTimer(after: 0.3) { fired.append("c:\(r.actions)") }  // a's action already sent
        #expect(scene.window.nextDeadline == 0.1)
        scene.window.advance(to: 1)
        #expect(fired == ["a", "b", "c:[began]"])
        #expect(scene.window.currentTime == 1 && scene.window.nextDeadline == nil)
    }

    @Test("sendEvent advances time first: a due deadline fires before the event is delivered")
    func eventsAdvanceFirst() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        var order: [String] = []
        r.onMoved = { _, _ in order.append("moved") }
        try scene.window.send(0, down(1, 150, 150))
        _ = r.scheduleTimer(after: 0.5) { order.append("deadline@\(scene.window.currentTime)") }
        try scene.window.send(0.4999, move(1, 151, 150))
        try scene.window.send(0.5, move(1, 152, 150))  // exactly at the deadline: it fires first
        #expect(order == ["moved", "deadline@0.5", "moved"])
    }

    @Test("Cancelled deadlines never fire; earlier times and NaN change nothing; infinity drains")
    func cancellationAndOddTimes() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(0, down(1, 150, 150))
        var fired: [Int] = []
        let first = try #require(r.scheduleTimer(after: 1) { fired.append(1) })
        _ = r.scheduleTimer(after: 2) { fired.append(2) }
        r.cancelTimer(first)
        r.cancelTimer(first)  // twice is harmless
        scene.window.advance(to: 0.5)
        scene.window.advance(to: 0.2)
        scene.window.advance(to: .nan)
        #expect(scene.window.currentTime == 0.5)
        scene.window.advance(to: .infinity)
        #expect(fired == [2] && scene.window.currentTime == 2)
        #expect(CueRecognizer("detached").scheduleTimer(after: 1) {} == nil)
    }

    @Test("A negative or non-finite interval fires at the next advance")
    func oddIntervals() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(5, down(1, 150, 150))
        var count = 0
        _ = r.scheduleTimer(after: -3) { count += 1 }
        _ = r.scheduleTimer(after: .nan) { count += 1 }
        #expect(scene.window.nextDeadline == 5)
        scene.window.advance(to: 5)
        #expect(count == 2)
    }

    @Test("K2: a timer re-arming itself for now, for NaN or below 0, fires once per call, and the call returns", arguments: [0, -1, .nan, .infinity])
    func rearmingForNowFiresOncePerCall(interval: Double) throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(1, down(1, 150, 150))
        var runs: [Double] = []
        // Bounded, so that a break of the rule fails the test instead of hanging it.
        func arm() { _ = r.scheduleTimer(after: interval) { runs.append(scene.window.currentTime); if runs.count < 50 { arm() } } }
        arm()
        scene.window.advance(to: 2)  // the first was scheduled before the call: it runs; its successor waits
        #expect(runs == [1] && scene.window.currentTime == 2 && scene.window.nextDeadline == 1)
        scene.window.advance(to: 2)
        scene.window.advance(to: .infinity)
        try scene.window.send(3, move(1, 151, 150))  // .infinity left the clock at 2: the one waiting runs at 2
        scene.window.advance(to: 3)
        #expect(runs == [1, 2, 2, 2, 3])  // each at its call's time: it waited for it
    }

    @Test("K2: deadlines due behind one that waits still run, in order; one scheduled later than its instant runs in the same call")
    func waitingDeadlineHoldsNothingBack() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(0, down(1, 150, 150))
        var fired: [String] = []
        _ = r.scheduleTimer(after: 0.5) {
            fired.append("a@\(scene.window.currentTime)")
            _ = r.scheduleTimer(after: 0) { fired.append("now@\(scene.window.currentTime)") }
            _ = r.scheduleTimer(after: 0.1) { fired.append("later@\(scene.window.currentTime)") }
        }
        _ = r.scheduleTimer(after: 0.7) { fired.append("b@\(scene.window.currentTime)") }
        scene.window.advance(to: 1)
        #expect(fired == ["a@0.5", "later@0.6", "b@0.7"])
        scene.window.advance(to: 1)
        #expect(fired.last == "now@1.0")
    }

    @Test("K2, P5: a deadline waiting for the next call does not hold back a scroll's idle end, due before the deadlines behind it")
    func waitingDeadlineAndIdleEnd() throws {
        let scene = Scene()
        let pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
        scene.window.addGestureRecognizer(pan)
        var log: [String] = []
        pan.addAction { if $0.state == .ended { log.append("pan ended@\(scene.window.currentTime)") } }
        let r = scene.cue("r", on: scene.box)
        for t in [0.0, 0.01] {
            try scene.window.sendEvent(ScrollEvent(timestamp: t, location: Point(x: 200, y: 200), translation: Point(x: 0, y: -20),
                                                   type: .continuous, phase: .changed))
        }
        _ = r.scheduleTimer(after: 0.04) {
            log.append("t@\(scene.window.currentTime)")
            _ = r.scheduleTimer(after: 0) { log.append("now@\(scene.window.currentTime)") }
        }
        _ = r.scheduleTimer(after: 0.49) { log.append("late@\(scene.window.currentTime)") }
        scene.window.advance(to: 1)
        #expect(log == ["t@0.05", "pan ended@0.16", "late@0.5"])
        scene.window.advance(to: 1)
        #expect(log.last == "now@1.0")
    }

    @Test("K2: .infinity drains what its deadlines schedule for later, and stops at what they schedule for now")
    func infinityDrainsButReturns() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(0, down(1, 150, 150))
        var later = 0, now = 0
        func armLater() { _ = r.scheduleTimer(after: 0.1) { later += 1; if later < 3 { armLater() } } }
        func armNow() { _ = r.scheduleTimer(after: 0) { now += 1; if now < 50 { armNow() } } }
        armLater()
        _ = r.scheduleTimer(after: 5) { armNow() }
        scene.window.advance(to: .infinity)
        #expect(later == 3 && now == 0 && scene.window.currentTime == 5 && scene.window.nextDeadline == 5)
        scene.window.advance(to: .infinity)
        #expect(now == 1 && scene.window.nextDeadline == 5)
    }

    @Test("K1: a second tap 0.35 s after the lift is too late however the time is written; 1 ns sooner is in time",
          arguments: [(1.1, 1.45, false), (1.1, 1.1 + 0.35, false), (1.1, 1.449_999_999, true),
                      (0.1, 0.45, false), (0.1, 0.1 + 0.35, false), (0.1, 0.449_999_999, true)])
    func deadlinesOnTheGrid(lift: Double, secondTap: Double, recognized: Bool) throws {
        #expect(1.1 + 0.35 > 1.45 && 0.1 + 0.35 < 0.45)  // why the rule exists: the sums miss both ways
        let window = Window(size: Size(width: 400, height: 400))
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        window.addGestureRecognizer(double)
        var states: [GestureRecognizer.State] = []
        double.addAction { states.append($0.state) }
        try window.send(lift - 0.05, down(1, 100, 100))
        try window.send(lift, up(1, 100, 100))
        #expect(window.nextDeadline == (lift == 1.1 ? 1.45 : 0.45))
        try window.tap(at: secondTap, x: 100, y: 100)
        #expect(states == (recognized ? [.ended] : []))
    }

    @Test("K1: an action fired by a deadline carries the time on the grid, 0.05 + 0.35 = 0.4")
    func deadlineActionTime() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        var times: [Double] = []
        single.addAction { [unowned window] _ in times.append(window.currentTime) }
        try window.send(0, down(1, 100, 100))
        try window.send(0.05, up(1, 100, 100))
        window.advance(to: 1)
        #expect(times == [0.4])
    }

    @Test("K1, P5: a scroll's idle end is due at 0.3 + 0.15 on the grid; reached a hair early, it runs then, and time never goes back")
    func idleDeadlineOnTheGrid() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
        window.addGestureRecognizer(pan)
        var states: [GestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        func scroll(_ t: Double) throws {
            try window.sendEvent(ScrollEvent(timestamp: t, location: Point(x: 200, y: 200), translation: Point(x: 0, y: -20),
                                             type: .continuous, phase: .changed))
        }
        try scroll(0.2)
        try scroll(0.3)
        #expect(window.scrollIdleInterval == 0.15 && window.nextDeadline == 0.45)
        window.advance(to: 0.449_999_999)
        #expect(!states.isEmpty && !states.contains(.ended))
        let early = 0.3 + 0.15  // 0.44999999999999996
        window.advance(to: early)
        #expect(states.last == .ended && window.currentTime == early)
        try window.send(early, down(1, 100, 100))  // the clock did not run ahead of the time given
        #expect(window.currentTime == early)
    }

    @Test("K1: a timer reached a hair early runs at the time given; the next event at that time is not behind the clock")
    func timerReachedEarly() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(0.1, down(1, 150, 150))
        var firedAt: [Double] = []
        _ = r.scheduleTimer(after: 0.35) { firedAt.append(scene.window.currentTime) }
        #expect(scene.window.nextDeadline == 0.45)
        try scene.window.send(0.1 + 0.35, move(1, 151, 150))
        #expect(firedAt == [0.1 + 0.35] && scene.window.currentTime == 0.1 + 0.35)
    }

    @Test("K1: rounded to the nanosecond below 2²² s, as given beyond; never before the time scheduled; NaN is never due")
    func deadlineRounding() {
        #expect(Deadline.after(0.35, from: 1.1) == 1.45 && Deadline.after(0.35, from: 0.1) == 0.45)
        #expect(Deadline.after(0.5, from: 86_400.016_666_666_7) == 86_400.516_666_667)  // a game loop's t += 1/60
        #expect(Deadline.isDue(1.45, at: 1.45 - 4e-10) && !Deadline.isDue(1.45, at: 1.45 - 6e-10))
        let late = Deadline.largestRoundedTime
        #expect(late == 4_194_304 && Deadline.after(0.35, from: late) == late + 0.35 && Deadline.after(0.35, from: 1e7) == 1e7 + 0.35)
        #expect(Deadline.after(0.35, from: late.nextDown - 1) == Deadline.onGrid(late.nextDown - 1 + 0.35))
        #expect(!Deadline.isDue(1e7 + 0.35, at: (1e7 + 0.35).nextDown))
        let now = 0.123_456_789_4
        #expect(Deadline.after(0, from: now) == now && Deadline.after(-1, from: now) == now)
        #expect(Deadline.after(1e-11, from: now) == 0.123_456_790)  // positive: a later nanosecond
        #expect(Deadline.after(1e-16, from: 1.45) == 1.450_000_001 && !Deadline.isDue(Deadline.after(1e-16, from: 1.45), at: 1.45))
        #expect(Deadline.after(.infinity, from: 1) == .infinity && !Deadline.isDue(1, at: .nan) && Deadline.isDue(1, at: .infinity))
    }

    @Test("K1: from 2²² s on, a positive interval too small to move the clock ends on the next Double, not at its start")
    func tinyIntervalLate() {
        let now = 1e7  // a Double's step here is about 2 ns
        #expect(now + 1e-12 == now && Deadline.after(1e-12, from: now) == now.nextUp)
        #expect(!Deadline.isDue(Deadline.after(1e-12, from: now), at: now) && Deadline.isDue(Deadline.after(1e-12, from: now), at: now.nextUp))
        let limit = Window.maximumTimestamp
        #expect(Deadline.after(1e-7, from: limit) == limit.nextUp && Deadline.after(0.35, from: limit) == limit + 0.35)
    }

    @Test("E2: a time up to Window.maximumTimestamp (2³² s) is taken, one step beyond it is refused, for every kind of event")
    func timestampLimit() throws {
        let limit = Window.maximumTimestamp, beyond = limit.nextUp
        #expect(limit == 4_294_967_296)
        let window = Window(size: Size(width: 400, height: 400))
        let refused = TouchEventError(.timestampBeyondLimit(beyond), timestamp: beyond)
        #expect(throws: refused) { try window.send(beyond, down(1, 100, 100)) }
        #expect(throws: refused) { try window.sendEvent(TouchEvent(timestamp: beyond, changes: [])) }
        #expect(throws: refused) { try window.cancelAllTouches(at: beyond) }
        #expect(throws: refused) { try window.sendEvent(HoverEvent(timestamp: beyond, phase: .moved, location: Point(x: 5, y: 5))) }
        #expect(throws: refused) {
            try window.sendEvent(ScrollEvent(timestamp: beyond, location: Point(x: 5, y: 5), translation: Point(x: 0, y: 1),
                                             type: .continuous, phase: .began))
        }
        #expect(throws: refused) { try window.sendEvent(TransformEvent(timestamp: beyond, location: Point(x: 5, y: 5), phase: .began)) }
        #expect(window.currentTime == 0 && window.activeTouches.isEmpty)  // nothing of them happened
        try window.send(limit, down(1, 100, 100))
        #expect(window.currentTime == limit && window.activeTouches.count == 1)
        // Microseconds since 1970 given as seconds: the message says so.
        #expect(TouchEventError(.timestampBeyondLimit(1.8e15), timestamp: 1.8e15).description
            == "touch event at t=1800000000000000.0: timestamp 1800000000000000.0 is beyond 2³² s, the clock's limit (microseconds given as seconds?)")
    }

    @Test("E2, K2: the clock never passes Window.maximumTimestamp: advancing beyond it changes nothing, .infinity stops short of a deadline beyond it")
    func clockStopsAtTheLimit() throws {
        let limit = Window.maximumTimestamp
        let window = Window(size: Size(width: 400, height: 400))
        let press = LongPressGestureRecognizer(), late = LongPressGestureRecognizer()
        press.minimumPressDuration = limit - 1  // due exactly at the limit
        late.minimumPressDuration = 1e300  // due far beyond it
        let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 400)), right = View(frame: Rect(x: 200, y: 0, width: 200, height: 400))
        window.addSubview(left)
        window.addSubview(right)
        left.addGestureRecognizer(press)
        right.addGestureRecognizer(late)
        try window.send(1, down(1, 100, 100), down(2, 300, 100))
        window.advance(to: limit.nextUp)  // a slip: ignored, as an event at that time would be refused
        #expect(window.currentTime == 1 && press.state == .possible && window.nextDeadline == limit)
        window.advance(to: .nan)
        window.advance(to: -.infinity)
        #expect(window.currentTime == 1 && press.state == .possible)
        try window.send(2, move(1, 100, 100))  // the window goes on at real times
        window.advance(to: .infinity)
        #expect(press.state == .began && late.state == .possible && window.currentTime == limit)
        #expect(window.nextDeadline == nil)  // the late one never comes: a loop over deadlines ends
        try window.send(limit, up(1, 100, 100), up(2, 300, 100))
        #expect(window.touches.isEmpty && late.failureReason == .requested("lifted before the minimum press duration"))
    }

    @Test("E2, P5: a scroll's idle end beyond the clock's limit never comes, even at .infinity; one at the limit ends there")
    func idleEndAtTheLimit() throws {
        let limit = Window.maximumTimestamp
        for (interval, ends) in [(1e300, false), (limit - 1, true)] {
            let window = Window(size: Size(width: 400, height: 400))
            let pan = PanGestureRecognizer()
            pan.allowedScrollTypesMask = .continuous
            window.addGestureRecognizer(pan)
            window.scrollIdleInterval = interval
            try window.sendEvent(ScrollEvent(timestamp: 1, location: Point(x: 200, y: 200), translation: Point(x: 0, y: -20),
                                             type: .continuous, phase: .changed))
            #expect(pan.state == .began)
            window.advance(to: .infinity)
            #expect((pan.state == .possible) == ends && window.currentTime == (ends ? limit : 1), "\(interval)")
            #expect(window.nextDeadline == nil, "\(interval)")
        }
    }

    @Test("E2, K1: near the limit (seconds since 1970, or 2³² − 1) a long press still waits its 0.5 s, to the microsecond",
          arguments: [1.8e9, 4_294_967_295.0])
    func longPressAtLateTimes(start: Double) throws {
        let window = Window(size: Size(width: 400, height: 400))
        let press = LongPressGestureRecognizer()
        window.addGestureRecognizer(press)
        var began: [Double] = []
        press.addAction { if $0.state == .began { began.append(window.currentTime) } }
        try window.send(start, down(1, 100, 100))
        window.advance(to: start + 0.499_999)
        #expect(began.isEmpty && press.state == .possible)
        window.advance(to: start + 0.5)
        #expect(began == [start + 0.5])
    }

    @Test("K1: a timer that re-arms for the time left (interval − elapsed, a hair above 0) fires once more, not forever")
    func rearmingTimerEnds() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(1.0, down(1, 150, 150))
        let lastMove = 1.1
        try scene.window.send(lastMove, move(1, 151, 150))
        var runs = 0
        func arm(after interval: Double) {
            _ = r.scheduleTimer(after: interval) {
                runs += 1
                let elapsed = scene.window.currentTime - lastMove  // 1.45 − 1.1 = 0.34999999999999987
                if elapsed < 0.35, runs < 100 { arm(after: 0.35 - elapsed) }
            }
        }
        arm(after: 0.35)
        try scene.window.send(1.45, move(1, 152, 150))
        #expect(runs == 1 && scene.window.nextDeadline == 1.450_000_001)  // the time left, on the next nanosecond
        scene.window.advance(to: 2)
        #expect(runs == 2 && scene.window.nextDeadline == nil)
    }

    @Test("K1, E2: after the clock reached a deadline, an event written as the same instant is not late; one nanosecond before is")
    func sameInstantIsNotLate() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        window.addGestureRecognizer(double)
        try window.tap(at: 0.05, x: 100, y: 100)
        window.advance(to: try #require(window.nextDeadline))
        #expect(window.currentTime == 0.45)
        #expect(throws: TouchEventError(.timeWentBackwards(current: 0.45, received: 0.449_999_999), timestamp: 0.449_999_999)) {
            try window.send(0.449_999_999, down(1, 100, 100))
        }
        try window.send(0.1 + 0.35, down(1, 100, 100))
        #expect(window.currentTime == 0.45 && window.event.timestamp == 0.45)
        #expect(window.event.allTouches.first?.timestamp == 0.45)  // the step runs at the clock's time
        try window.sendEvent(HoverEvent(timestamp: 0.1 + 0.35, phase: .moved, location: Point(x: 5, y: 5)))
        try window.sendEvent(ScrollEvent(timestamp: 0.1 + 0.35, location: Point(x: 5, y: 5), translation: Point(x: 0, y: 1),
                                         type: .continuous, phase: .changed))
    }

    @Test("K1: a touch continues the tap count at most 0.35 s after the lift, however the time is written (E3)",
          arguments: [(1.1, 1.45, 2), (1.1, 1.1 + 0.35, 2), (1.1, 1.450_000_001, 1),
                      (0.1, 0.45, 2), (0.1, 0.1 + 0.35, 2), (0.1, 0.450_000_001, 1)])
    func tapCountOnTheGrid(lift: Double, next: Double, count: Int) throws {
        let window = Window(size: Size(width: 400, height: 400))
        try window.send(lift - 0.05, down(1, 100, 100))
        try window.send(lift, up(1, 100, 100))
        try window.send(next, down(2, 100, 100))
        #expect(window.event.allTouches.first?.tapCount == count)
    }

    @Test("K1: a touch reaching a completed single tap 0.35 s after its lift is not an extra tap, however the time is written",
          arguments: [(1.45, true), (1.1 + 0.35, true), (1.449_999_999, false)])
    func extraTapOnTheGrid(second: Double, singleFires: Bool) throws {
        let window = Window(size: Size(width: 400, height: 400))
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.maximumIntervalBetweenTaps = 1  // the single tap waits past its own 0.35 s
        single.require(toFail: double)
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        var states: [GestureRecognizer.State] = []
        single.addAction { states.append($0.state) }
        try window.send(1.05, down(1, 100, 100))
        try window.send(1.1, up(1, 100, 100))
        try window.send(second, down(2, 100, 100))  // held: the double tap fails at its tap duration
        window.advance(to: 3)
        #expect(states == (singleFires ? [.ended] : []))
        #expect(singleFires || single.failureReason == .requested("more taps than required"))
    }

    @Test("K1, P5, E3: an interval of NaN or below 0 means now: a scroll's idle end, the tap count's interval")
    func oddIntervalsMeanNow() throws {
        #expect(Deadline.after(.nan, from: 1) == 1 && Deadline.after(-.infinity, from: 1) == 1 && Deadline.after(-1, from: 1) == 1)
        let window = Window(size: Size(width: 400, height: 400))
        let pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
        window.addGestureRecognizer(pan)
        var states: [GestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        window.scrollIdleInterval = .nan
        try window.sendEvent(ScrollEvent(timestamp: 0.1, location: Point(x: 200, y: 200), translation: Point(x: 0, y: -20),
                                         type: .continuous, phase: .changed))
        #expect(window.nextDeadline == 0.1)
        window.advance(to: 0.2)
        #expect(states.last == .ended && window.nextDeadline == nil)
        for interval in [Double.nan, -1] {
            let taps = Window(size: Size(width: 400, height: 400))
            taps.tapCountInterval = interval
            try taps.send(1, down(1, 100, 100))
            try taps.send(2, up(1, 100, 100))
            try taps.send(2, down(2, 100, 100))  // the same instant as the lift
            #expect(taps.event.allTouches.first?.tapCount == 1, "\(interval)")
        }
    }

    @Test("K1, E2, P6: on the window's instant, coalesced samples a hair before it are in order, and predict nothing wild")
    func samplesOnTheSameInstant() throws {
        let window = Window(size: Size(width: 400, height: 400))
        try window.send(0.2, down(1, 100, 100))
        window.advance(to: 0.45)
        let early = 0.1 + 0.35
        try window.sendEvent(TouchEvent(timestamp: early, changes: [
            .init(id: 1, phase: .moved, location: Point(x: 100, y: 100),
                  coalescedSamples: [TouchSample(timestamp: early, location: Point(x: 150, y: 100))]),
        ]))
        let touch = try #require(window.event.allTouches.first)
        #expect(window.event.predictedTouches(for: touch).isEmpty)  // a hair of time: no velocity to extrapolate
        try window.sendEvent(TouchEvent(timestamp: early, changes: [
            .init(id: 1, phase: .moved, location: Point(x: 120, y: 100),
                  coalescedSamples: [TouchSample(timestamp: early, location: Point(x: 110, y: 100))]),
        ]))
        #expect(window.currentTime == 0.45 && touch.location(in: nil) == Point(x: 120, y: 100))
    }
}

