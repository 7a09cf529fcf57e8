/// Why ``Window/sendEvent(_:)-(TouchEvent)`` rejected an event (<doc:Rules#E2>).
///
/// A rejected event is dropped whole: no touch, recognizer or view sees any part of it,
/// and the window goes on accepting valid events.
public struct TouchEventError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Hashable, Sendable {
        /// The timestamp is NaN or infinite.
        case nonFiniteTimestamp(Double)
        /// The timestamp is earlier than the window's current time.
        case timeWentBackwards(current: Double, received: Double)
        /// The timestamp is later than ``Window/maximumTimestamp``.
        case timestampBeyondLimit(Double)
        /// A location, force or radius is NaN or infinite.
        case nonFiniteValue(touch: Int, field: String)
        /// A measurement is outside its documented range (<doc:Rules#P7>), for example an altitude
        /// angle above π/2 or a negative force, or a coordinate is beyond
        /// ``Window/coordinateRange`` (<doc:Rules#E2>).
        case outOfRange(touch: Int, field: String, value: Double, range: ClosedRange<Double>)
        /// A coalesced sample has a value that is not finite or outside its range (<doc:Rules#P6>).
        case invalidSample(touch: Int, sample: Int, field: String)
        /// A `began` change carries coalesced samples: a touch begins at one point (<doc:Rules#P6>).
        case samplesOnBegan(touch: Int)
        /// A coalesced sample is earlier than the one before it (or than the touch's
        /// previous change), or later than the event (<doc:Rules#P6>).
        case sampleOutOfOrder(touch: Int, sample: Int, time: Double, after: Double, until: Double)
        /// A value of a hover, scroll or transform event is not finite (range nil) or is
        /// outside its range (<doc:Rules#P5>).
        case invalidPointerValue(field: String, value: Double, range: ClosedRange<Double>?)
        /// The same touch id appears twice in the event.
        case duplicateTouch(touch: Int)
        /// A touch began with the id of a touch that is still down.
        case alreadyDown(touch: Int)
        /// A phase other than `began` for an id that is not down.
        case notDown(touch: Int, phase: TouchPhase)
        /// The event was sent from inside the window's own processing (an action or a
        /// callback); events must come from outside.
        case reentrant
    }

    /// What was wrong.
    public var reason: Reason
    /// The position of the offending change in ``TouchEvent/changes``, when one change is at fault.
    public var changeIndex: Int?
    /// The timestamp of the rejected event.
    public var timestamp: Double

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - reason: what was wrong.
    ///   - changeIndex: the offending change's position in ``TouchEvent/changes``; nil when
    ///     the event as a whole is at fault (its timestamp, a reentrant send, a pointer event).
    ///   - timestamp: the rejected event's timestamp, in seconds.
    public init(_ reason: Reason, changeIndex: Int? = nil, timestamp: Double) {
        self.reason = reason
        self.changeIndex = changeIndex
        self.timestamp = timestamp
    }

    /// A one-line explanation naming the change at fault, for example
    /// `touch event at t=1.2, change 2: touch 5 began but is already down`.
    public var description: String {
        var where_ = "touch event at t=\(timestamp)"
        if let changeIndex { where_ += ", change \(changeIndex)" }
        return "\(where_): \(reason.description)"
    }

    fileprivate static func describe(_ range: ClosedRange<Double>) -> String {
        let upper = range.upperBound == .greatestFiniteMagnitude ? "∞" : "\(range.upperBound)"
        let lower = range.lowerBound == -.greatestFiniteMagnitude ? "-∞" : "\(range.lowerBound)"
        return range.lowerBound == .smallestPositive ? "(0, \(upper)]" : "[\(lower), \(upper)]"
    }
}

extension TouchEventError.Reason: CustomStringConvertible {
    /// What is wrong, without where: `touch 5 began but is already down`.
    public var description: String {
        switch self {
        case .nonFiniteTimestamp(let t): return "timestamp \(t) is not finite"
        case .timeWentBackwards(let current, let received):
            return "time went backwards (the window is at t=\(current), the event is at t=\(received))"
        case .timestampBeyondLimit(let t):
            return "timestamp \(t) is beyond 2³² s, the clock's limit (microseconds given as seconds?)"
        case .nonFiniteValue(let touch, let field): return "touch \(touch) has a non-finite \(field)"
        case .outOfRange(let touch, let field, let value, let range):
            return "touch \(touch) has \(field) \(value), outside \(TouchEventError.describe(range))"
        case .invalidSample(let touch, let sample, let field):
            return "touch \(touch) coalesced sample \(sample) has an invalid \(field) (not finite, or outside its range)"
        case .samplesOnBegan(let touch): return "touch \(touch) began with coalesced samples (a touch begins at one point)"
        case .sampleOutOfOrder(let touch, let sample, let time, let after, let until):
            return "touch \(touch) coalesced sample \(sample) is at t=\(time), outside \(after)...\(until) (samples go forward in time, up to the event)"
        case .invalidPointerValue(let field, let value, let range):
            return range.map { "\(field) \(value) is outside \(TouchEventError.describe($0))" } ?? "\(field) is not finite (\(value))"
        case .duplicateTouch(let touch): return "touch \(touch) appears more than once"
        case .alreadyDown(let touch): return "touch \(touch) began but is already down"
        case .notDown(let touch, let phase): return "touch \(touch) \(phase) but is not down"
        case .reentrant: return "sent while the window was processing another event"
        }
    }
}
