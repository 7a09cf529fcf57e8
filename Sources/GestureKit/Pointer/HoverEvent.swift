/// A pointer or a stylus hovering over the window without pressing (<doc:Rules#P5>): what a mouse, a
/// trackpad or a pen held above a tablet reports between presses.
///
/// Hand it to ``Window/sendEvent(_:)-(HoverEvent)``. A press is not a hover: send it as a
/// ``TouchEvent`` with a touch of type ``TouchType/indirectPointer`` (or ``TouchType/pencil``).
public struct HoverEvent: Hashable, Sendable {
    /// Where the pointer is in its hover.
    public enum Phase: Hashable, Sendable {
        /// It came over the window (a `moved` for a pointer not yet seen means the same).
        case entered
        /// It moved.
        case moved
        /// It left the window, or started pressing.
        case exited
    }

    /// Seconds on the input's timeline; events must not go back in time.
    public var timestamp: Double
    /// Which pointer, when there are several (a mouse and a pen).
    public var pointerID: Int
    /// Entered, moved or exited.
    public var phase: Phase
    /// Where the pointer is, in window coordinates.
    public var location: Point
    /// What is hovering: ``TouchType/indirectPointer`` (a mouse or trackpad) or ``TouchType/pencil``.
    public var type: TouchType
    /// For a hovering pen, its height above the surface from 0 (touching) to 1 (the
    /// farthest the device senses), where reported.
    public var zOffset: Double?
    /// A hovering pen's angle with the surface in radians (0...π/2), where reported.
    public var altitudeAngle: Double?
    /// The direction a hovering pen points, in radians in window coordinates, where reported.
    public var azimuthAngle: Double?
    /// The keyboard modifiers held.
    public var modifierFlags: KeyModifierFlags

    /// Creates a hover event.
    ///
    /// - Parameters:
    ///   - timestamp: seconds on the input's timeline; finite, not earlier than the window's
    ///     current time.
    ///   - pointerID: which pointer, when several hover; 0 by default.
    ///   - phase: entered, moved or exited.
    ///   - location: in window coordinates; finite.
    ///   - type: a mouse or trackpad (``TouchType/indirectPointer``, the default) or
    ///     ``TouchType/pencil``.
    ///   - zOffset: a pen's height, 0 (touching) to 1 (farthest sensed); nil where not reported.
    ///   - altitudeAngle: a pen's angle with the surface, radians in 0...π/2.
    ///   - azimuthAngle: the direction a pen points, radians in window coordinates.
    ///   - modifierFlags: the keyboard modifiers held; none by default.
    public init(
        timestamp: Double, pointerID: Int = 0, phase: Phase, location: Point, type: TouchType = .indirectPointer,
        zOffset: Double? = nil, altitudeAngle: Double? = nil, azimuthAngle: Double? = nil,
        modifierFlags: KeyModifierFlags = []
    ) {
        self.timestamp = timestamp
        self.pointerID = pointerID
        self.phase = phase
        self.location = location
        self.type = type
        self.zOffset = zOffset
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.modifierFlags = modifierFlags
    }
}

/// A hovering pointer as a recognizer sees it (<doc:Rules#P5>).
public struct HoverSample: Hashable, Sendable {
    /// Which pointer.
    public var pointerID: Int
    /// What is hovering.
    public var type: TouchType
    /// Where, in window coordinates.
    public var location: Point
    /// A pen's height above the surface (0...1), where reported.
    public var zOffset: Double?
    /// A pen's angle with the surface in radians, where reported.
    public var altitudeAngle: Double?
    /// The direction a pen points, in radians in window coordinates, where reported.
    public var azimuthAngle: Double?

    /// The location in `view`'s coordinates (window coordinates when nil).
    public func location(in view: View?) -> Point {
        view?.convert(location, from: nil) ?? location
    }
}
