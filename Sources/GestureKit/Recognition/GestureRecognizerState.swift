extension GestureRecognizer {
    /// Where a recognizer is in its state machine (<doc:Rules#S1>, <doc:Rules#S2>).
    ///
    /// Discrete recognizers go possible → ``recognized`` or ``failed``; continuous ones go
    /// possible → ``began`` → ``changed``* → ``ended`` | ``cancelled``, or ``failed``.
    public enum State: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Not recognized yet; the state of a recognizer at rest, with or without touches.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete one was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture was not recognized.
        case failed

        /// A discrete gesture was recognized; the same state as ``ended``.
        public static let recognized = State.ended

        /// Whether the recognizer waits for a reset in this state.
        public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

        /// Whether a continuous gesture is under way.
        public var isInProgress: Bool { self == .began || self == .changed }

        /// Whether <doc:Rules#S1> allows a recognizer to ask to go from `self` to `next`. (A terminal
        /// state goes back to possible only through the engine's reset, and a request for
        /// cancelled while possible is taken as failed, so both are handled elsewhere.)
        public func canRequest(_ next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed), (.possible, .cancelled): true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
            default: false
            }
        }

        /// The state's name.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }
}
