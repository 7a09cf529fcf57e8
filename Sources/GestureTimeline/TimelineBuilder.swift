import GestureKit

extension Timeline {
    /// The timeline of a decision log.
    ///
    /// - Parameters:
    ///   - records: the log, in the order the window wrote it.
    ///   - touchesBegan: when touches began, if known (from the input). The log says when a
    ///     recognizer decides, not when it joins a gesture: a lane's `possible` begins at the
    ///     first touch that began at or after its last reset, which is exact when every touch
    ///     reaches every recognizer (a scene of one view, as the standard scene); without
    ///     one, at its first decision.
    ///   - recognizers: lane order: these first (a lane each, even with no record), then the
    ///     others as the log first names them.
    ///   - end: where the picture ends, if later than the last record.
    ///
    /// A wait starts with a pending record, for each recognizer it names. A pending recognizer
    /// that is checked again (after any failure) and finds itself held by a recognizer that
    /// joined the gesture after it began to wait is not logged again, so that wait is not in
    /// the timeline; the recognizer's lane still shows it possible until it commits or fails.
    public init(records: [DecisionRecord], touchesBegan: [Double] = [], recognizers: [String] = [], end: Double? = nil) {
        var builder = TimelineBuilder(order: recognizers, touchesBegan: touchesBegan.sorted())
        for record in records { builder.read(record) }
        self = builder.finish(end: end)
    }
}

/// Reads a decision log record by record into lanes and waits (rules L1, A5, A7 and A8 of
/// docs/Semantics.md: the records, pending requests, their release and their denial).
struct TimelineBuilder {
    private var lanes: [TimelineLane] = []
    private var laneIndex: [String: Int] = [:]
    /// Per lane: the state being drawn and since when, or nil between a reset and the next gesture.
    private var current: [(state: GestureRecognizer.State, since: Double)?] = []
    /// Per lane: the time of its last reset.
    private var lastReset: [Double?] = []
    private var waits: [TimelineWait] = []
    /// Indices into `waits` of the waits not yet settled.
    private var open: [Int] = []
    private let touchesBegan: [Double]
    private var first: Double?
    private var last: Double?

    init(order: [String], touchesBegan: [Double]) {
        self.touchesBegan = touchesBegan
        for name in order { _ = lane(name) }
    }

    mutating func read(_ record: DecisionRecord) {
        let t = record.timestamp
        if first == nil { first = t }
        last = Swift.max(last ?? t, t)
        switch record.kind {
        case .committed(let name, let from, let to):
            let index = openLane(name, at: t)
            if from == .possible, to != .possible {
                settleWaits(blocker: name, at: t, .denied)
                settleWaits(waiter: name, at: t, .released)
            }
            if let marker = Self.marker(from: from, to: to) { lanes[index].markers.append(TimelineMarker(marker, at: t)) }
            enter(to, lane: index, at: t)
        case .pending(let name, let requested, let waitingFor):
            _ = openLane(name, at: t)
            for blocker in waitingFor {
                _ = openLane(blocker, at: t)
                if let existing = open.first(where: { waits[$0].waiter == name && waits[$0].blocker == blocker }) {
                    waits[existing].requested = requested
                } else {
                    open.append(waits.count)
                    waits.append(TimelineWait(waiter: name, blocker: blocker, requested: requested, start: t, end: t, outcome: .unresolved))
                }
            }
            for index in open where waits[index].waiter == name { waits[index].requested = requested }
        case .failed(let name, let reason):
            let index = openLane(name, at: t)
            settleWaits(blocker: name, at: t, .released)
            settleWaits(waiter: name, at: t, .abandoned)
            lanes[index].markers.append(TimelineMarker(.failed(reason), at: t))
            enter(.failed, lane: index, at: t)
        case .cancelled(let name, let reason):
            let index = openLane(name, at: t)
            settleWaits(waiter: name, at: t, .abandoned)
            lanes[index].markers.append(TimelineMarker(.cancelled(reason), at: t))
            enter(.cancelled, lane: index, at: t)
        case .reset(let name):
            let index = lane(name)
            // A blocker that is reset no longer takes part, so it holds no one back.
            settleWaits(blocker: name, at: t, .released)
            settleWaits(waiter: name, at: t, .abandoned)
            close(lane: index, at: t)
            lastReset[index] = t
        case .invalidTransition, .delivered, .requirementCycle, .eventRejected:
            break
        }
    }

    func finish(end: Double?) -> Timeline {
        var result = self
        let end = Swift.max(end ?? last ?? touchesBegan.last ?? 0, last ?? -Double.infinity)
        for index in result.lanes.indices { result.close(lane: index, at: end) }
        for index in result.open {
            result.waits[index].end = end
            result.waits[index].outcome = .unresolved
        }
        var start = Swift.min(first ?? end, end)
        for lane in result.lanes { if let segment = lane.segments.first { start = Swift.min(start, segment.start) } }
        return Timeline(start: start, end: end, lanes: result.lanes, waits: result.waits)
    }

    // MARK: Lanes

    private mutating func lane(_ name: String) -> Int {
        if let index = laneIndex[name] { return index }
        laneIndex[name] = lanes.count
        lanes.append(TimelineLane(recognizer: name))
        current.append(nil)
        lastReset.append(nil)
        return lanes.count - 1
    }

    /// The lane of `name`, in a state: `possible` since its gesture began when it had none.
    private mutating func openLane(_ name: String, at time: Double) -> Int {
        let index = lane(name)
        if current[index] == nil { current[index] = (.possible, possibleStart(before: time, after: lastReset[index])) }
        return index
    }

    /// The first touch that began in [`reset`, `time`], or `time`: a recognizer joins a
    /// gesture with the first touch it is handed after its reset.
    private func possibleStart(before time: Double, after reset: Double?) -> Double {
        let floor = reset ?? -Double.infinity
        return touchesBegan.first { $0 <= time && $0 >= floor } ?? time
    }

    /// Moves a lane to `state` at `time`; the same state again (changed → changed) goes on.
    private mutating func enter(_ state: GestureRecognizer.State, lane index: Int, at time: Double) {
        if let now = current[index], now.state == state { return }
        close(lane: index, at: time)
        current[index] = (state, time)
    }

    /// Ends the lane's current segment at `time`. A `possible` that lasted no time is left
    /// out; a terminal state that lasted none (recognized and reset in one step) is kept.
    private mutating func close(lane index: Int, at time: Double) {
        guard let now = current[index] else { return }
        current[index] = nil
        if now.state == .possible, time <= now.since { return }
        lanes[index].segments.append(TimelineSegment(state: now.state, start: now.since, end: Swift.max(time, now.since)))
    }

    private static func marker(from: GestureRecognizer.State, to: GestureRecognizer.State) -> TimelineMarker.Kind? {
        switch (from, to) {
        case (.possible, .began): .began
        case (.possible, .ended): .recognized
        case (.began, .ended), (.changed, .ended): .ended
        case (_, .cancelled): .cancelled(.requested(nil))
        default: nil
        }
    }

    // MARK: Waits

    private mutating func settleWaits(blocker: String, at time: Double, _ outcome: TimelineWait.Outcome) {
        settle(at: time, outcome) { $0.blocker == blocker }
    }

    private mutating func settleWaits(waiter: String, at time: Double, _ outcome: TimelineWait.Outcome) {
        settle(at: time, outcome) { $0.waiter == waiter }
    }

    private mutating func settle(at time: Double, _ outcome: TimelineWait.Outcome, where matches: (TimelineWait) -> Bool) {
        var kept: [Int] = []
        for index in open {
            if matches(waits[index]) {
                waits[index].end = time
                waits[index].outcome = outcome
            } else {
                kept.append(index)
            }
        }
        open = kept
    }
}
