import GestureKit

/// The recognizers' states over time, read from a decision log: one lane per recognizer,
/// the waits of failure requirements between lanes, on the engine's virtual time.
///
/// Build one from the records a window's decision observer collected
/// (``init(records:touchesBegan:recognizers:end:)``), then draw it with ``TimelineSVG`` or
/// read it directly. Times are the records' own timestamps, in seconds, unchanged: a state
/// that the log says began at 0.350 begins at exactly 0.350 here.
///
/// The model uses the standard library only, so that the same code can serve a command-line
/// renderer and an engine compiled as Embedded Swift in a web page.
public struct Timeline: Hashable, Sendable {
    /// The time the picture starts: the earliest state or record.
    public var start: Double
    /// The time the picture ends: the latest record, or the end given.
    public var end: Double
    /// One lane per recognizer: the order given first, then the others as they first appear.
    public var lanes: [TimelineLane]
    /// Every wait of one recognizer for another's failure, in the order they began.
    public var waits: [TimelineWait]

    /// Creates a timeline from its parts.
    public init(start: Double, end: Double, lanes: [TimelineLane], waits: [TimelineWait]) {
        self.start = start
        self.end = end
        self.lanes = lanes
        self.waits = waits
    }

    /// The lane of the recognizer the log names `recognizer`.
    ///
    /// - Parameter recognizer: the recognizer's name in the decision log: its `name`, or
    ///   its type's name.
    /// - Returns: nil when no lane has that name (names are compared exactly).
    public func lane(_ recognizer: String) -> TimelineLane? {
        lanes.first { $0.recognizer == recognizer }
    }

    /// The waits of `recognizer` (as the one waiting), in the order they began.
    ///
    /// - Parameter recognizer: the waiting recognizer's name in the decision log; the
    ///   waits in which it is the blocker are not included.
    public func waits(of recognizer: String) -> [TimelineWait] {
        waits.filter { $0.waiter == recognizer }
    }
}

/// One recognizer's row of a ``Timeline``: the states it was in, and the instants that
/// mattered.
public struct TimelineLane: Hashable, Sendable {
    /// The recognizer, as the decision log names it (its `name`, or its type's name).
    public var recognizer: String
    /// Its states in time order. Between a reset and the next gesture a lane has no
    /// segment: the recognizer takes no part in anything.
    public var segments: [TimelineSegment]
    /// The instants of its changes, in time order.
    public var markers: [TimelineMarker]

    /// Creates a lane.
    public init(recognizer: String, segments: [TimelineSegment] = [], markers: [TimelineMarker] = []) {
        self.recognizer = recognizer
        self.segments = segments
        self.markers = markers
    }

    /// The state the lane shows at `time`, or nil when it shows none. At a boundary the
    /// later segment counts: a state begins at its start time exactly.
    ///
    /// - Parameter time: virtual seconds, on the records' timeline.
    /// - Returns: the state of the segment that covers `time` (a segment of no length
    ///   covers its one instant); nil before the first segment, between a reset and the
    ///   next gesture, and after the last.
    public func state(at time: Double) -> GestureRecognizer.State? {
        segments.last { $0.start <= time && (time < $0.end || $0.start == $0.end && time == $0.end) }?.state
    }
}

/// A stretch of time in one state.
public struct TimelineSegment: Hashable, Sendable {
    /// The recognizer's committed state. A recognizer waiting for others to fail is still
    /// `possible`; its wait is a ``TimelineWait``.
    public var state: GestureRecognizer.State
    /// When the state began: the virtual time of the record that committed it.
    public var start: Double
    /// When it ended: the virtual time of the next change or reset (equal to `start` for a
    /// state that lasted no time, as a tap's `ended` that is reset in the same step).
    public var end: Double

    /// Creates a segment.
    public init(state: GestureRecognizer.State, start: Double, end: Double) {
        self.state = state
        self.start = start
        self.end = end
    }
}

/// An instant on a lane: a change worth a mark of its own.
public struct TimelineMarker: Hashable, Sendable {
    /// What happened.
    public var kind: Kind
    /// When, in virtual seconds.
    public var time: Double

    /// Creates a marker.
    public init(_ kind: Kind, at time: Double) {
        self.kind = kind
        self.time = time
    }

    /// What happened at a marker.
    public enum Kind: Hashable, Sendable {
        /// A continuous gesture began (possible → began).
        case began
        /// A discrete gesture was recognized (possible → ended).
        case recognized
        /// A continuous gesture ended (began or changed → ended).
        case ended
        /// The recognizer failed, and why.
        case failed(FailureReason)
        /// The recognizer was cancelled, and why.
        case cancelled(FailureReason)
    }
}

/// One recognizer waiting for another to fail, because of a failure requirement: from when its request was deferred to when the wait was settled, and how.
public struct TimelineWait: Hashable, Sendable {
    /// The recognizer that waits (it asked to leave possible and was made pending).
    public var waiter: String
    /// The recognizer it waits for.
    public var blocker: String
    /// The state the waiter asked for (began or ended); the newest request when it asked again.
    public var requested: GestureRecognizer.State
    /// When the wait began: the virtual time of the pending record.
    public var start: Double
    /// When it was settled, or the timeline's end for an unresolved wait.
    public var end: Double
    /// How it was settled.
    public var outcome: Outcome

    /// Creates a wait.
    public init(waiter: String, blocker: String, requested: GestureRecognizer.State, start: Double, end: Double, outcome: Outcome) {
        self.waiter = waiter
        self.blocker = blocker
        self.requested = requested
        self.start = start
        self.end = end
        self.outcome = outcome
    }

    /// How a wait was settled.
    public enum Outcome: Hashable, Sendable {
        /// The blocker failed: this wait is over. The waiter's change commits at that moment
        /// unless it still waits for another.
        case released
        /// The blocker began or was recognized: the waiter fails.
        case denied
        /// The waiter stopped waiting for a reason of its own: it failed, was cancelled or
        /// was reset before the blocker decided.
        case abandoned
        /// The log ends while the waiter still waits.
        case unresolved
    }

    /// A sentence for people: `tap waits for doubleTap to fail: released when doubleTap failed`.
    public var summary: String {
        let settled: String
        switch outcome {
        case .released: settled = "released when \(blocker) failed"
        case .denied: settled = "denied when \(blocker) was recognized"
        case .abandoned: settled = "abandoned by \(waiter)"
        case .unresolved: settled = "still waiting at the end"
        }
        return "\(waiter) waits for \(blocker) to fail: \(settled)"
    }
}
