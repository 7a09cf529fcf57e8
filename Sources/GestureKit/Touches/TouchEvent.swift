/// One instant of touch input: the changes of every touch that changed at `timestamp` (E1).
///
/// This is what an input source hands to ``Window/sendEvent(_:)``. The window checks it
/// whole before acting on any of it (E2), so a bad event changes nothing.
public struct TouchEvent: Hashable, Sendable {
    /// Seconds on the input source's monotonic timeline. Events must not go back in time.
    public var timestamp: Double
    /// The touches that changed at this instant; each touch id appears at most once.
    public var changes: [Change]

    /// Creates an event.
    public init(timestamp: Double, changes: [Change]) {
        self.timestamp = timestamp
        self.changes = changes
    }

    /// The new phase and location of one touch.
    public struct Change: Hashable, Sendable {
        /// The input source's id for the touch; it must be unique among touches that are down.
        public var id: Int
        /// The touch's new phase.
        public var phase: TouchPhase
        /// The location in window coordinates.
        public var location: Point
        /// The pressure, where the device reports it (1.0 is an average touch, as in UIKit).
        public var force: Double?
        /// The radius of the contact, in points, where the device reports it.
        public var majorRadius: Double?
        /// What produced the touch.
        public var kind: TouchKind

        /// Creates a change.
        public init(
            id: Int, phase: TouchPhase, location: Point,
            force: Double? = nil, majorRadius: Double? = nil, kind: TouchKind = .direct
        ) {
            self.id = id
            self.phase = phase
            self.location = location
            self.force = force
            self.majorRadius = majorRadius
            self.kind = kind
        }

        /// Shorthand for a change at (`x`, `y`).
        public init(_ id: Int, _ phase: TouchPhase, x: Double, y: Double) {
            self.init(id: id, phase: phase, location: Point(x: x, y: y))
        }
    }
}
