/// Why ``Window/sendEvent(_:)`` rejected an event (E2).
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
        /// A location, force or radius is NaN or infinite.
        case nonFiniteValue(touch: Int, field: String)
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
        let what: String
        switch reason {
        case .nonFiniteTimestamp(let t): what = "timestamp \(t) is not finite"
        case .timeWentBackwards(let current, let received):
            what = "time went backwards (the window is at t=\(current), the event is at t=\(received))"
        case .nonFiniteValue(let touch, let field): what = "touch \(touch) has a non-finite \(field)"
        case .duplicateTouch(let touch): what = "touch \(touch) appears more than once"
        case .alreadyDown(let touch): what = "touch \(touch) began but is already down"
        case .notDown(let touch, let phase): what = "touch \(touch) \(phase) but is not down"
        case .reentrant: what = "sent while the window was processing another event"
        }
        return "\(where_): \(what)"
    }
}
