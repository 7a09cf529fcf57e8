/// One instant of touch input: the changes of every touch that changed at `timestamp` (<doc:Rules#E1>).
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// try window.sendEvent(TouchEvent(timestamp: 1, changes: [.init(1, .began, x: 10, y: 10)]))
/// do {
///     try window.sendEvent(TouchEvent(timestamp: 0.5, changes: [.init(1, .moved, x: 12, y: 10)]))
/// } catch {
///     print(error)
///     // Prints "touch event at t=0.5: time went backwards (the window is at t=1.0, the event is at t=0.5)"
/// }
/// try window.sendEvent(TouchEvent(timestamp: 1.1, changes: [.init(1, .ended, x: 12, y: 10)]))  // still usable
/// ```
///
/// This is what an input source hands to ``Window/sendEvent(_:)-(TouchEvent)``. The window checks it
/// whole before acting on any of it (<doc:Rules#E2>), so a bad event changes nothing.
public struct TouchEvent: Hashable, Sendable {
    /// Seconds on the input source's monotonic timeline. Events must not go back in time.
    public var timestamp: Double
    /// The touches that changed at this instant; each touch id appears at most once.
    public var changes: [Change]
    /// The keyboard modifiers held, for pointer input (<doc:Rules#P5>).
    public var modifierFlags: KeyModifierFlags

    /// Creates an event.
    ///
    /// Nothing is checked here: ``Window/sendEvent(_:)-(TouchEvent)`` checks the event when
    /// it is sent.
    ///
    /// - Parameters:
    ///   - timestamp: seconds on the source's monotonic timeline; finite, and not earlier
    ///     than the window's current time.
    ///   - changes: one change per touch that changed, each id at most once; the order is
    ///     the order the window applies them in.
    ///   - modifierFlags: the keyboard modifiers held; none by default.
    public init(timestamp: Double, changes: [Change], modifierFlags: KeyModifierFlags = []) {
        self.timestamp = timestamp
        self.changes = changes
        self.modifierFlags = modifierFlags
    }

    /// The new phase and location of one touch, and what the device measured (<doc:Rules#P7>).
    ///
    /// Every measurement is optional: a reported value updates the touch, an omitted one
    /// keeps the touch's previous value (<doc:Rules#E1>).
    public struct Change: Hashable, Sendable {
        /// The input source's id for the touch; it must be unique among touches that are down.
        public var id: Int
        /// The touch's new phase.
        public var phase: TouchPhase
        /// The location in window coordinates.
        public var location: Point
        /// The location at the device's full precision, when ``location`` is rounded (<doc:Rules#P6>).
        public var preciseLocation: Point?
        /// The force (1.0 is an average touch, as in UIKit), at least 0.
        public var force: Double?
        /// The greatest force the device can report, more than 0.
        public var maximumPossibleForce: Double?
        /// A stylus's angle with the surface in radians, 0...π/2 (π/2 is upright).
        public var altitudeAngle: Double?
        /// The direction a stylus points, in radians in window coordinates (0 along +x).
        public var azimuthAngle: Double?
        /// The radius of the contact, in points, at least 0.
        public var majorRadius: Double?
        /// How far ``majorRadius`` may be off, in points, at least 0.
        public var majorRadiusTolerance: Double?
        /// What produced the touch; read when it begins.
        public var type: TouchType
        /// The pointer buttons held, for a touch of type ``TouchType/indirectPointer``
        /// (<doc:Rules#P5>); empty means the primary button.
        public var buttonMask: PointerButtons
        /// Samples taken since the previous event, oldest first, before the change's own
        /// (final) sample (<doc:Rules#P6>). Not allowed on `began`: a touch begins at one point.
        public var coalescedSamples: [TouchSample]

        /// Creates a change.
        ///
        /// Omitted measurements keep the touch's previous values; the ranges below are
        /// checked when the event is sent.
        ///
        /// - Parameters:
        ///   - id: the source's id for the touch: new on `began`, and the id of a touch that
        ///     is down for every other phase.
        ///   - phase: the touch's new phase.
        ///   - location: in window coordinates; finite.
        ///   - force: at least 0, 1.0 being an average touch.
        ///   - majorRadius: the contact's radius in points, at least 0.
        ///   - type: what produced the touch; read on `began` only.
        ///   - preciseLocation: the location at full precision, in window coordinates, when
        ///     `location` is rounded.
        ///   - maximumPossibleForce: the device's greatest force, more than 0.
        ///   - altitudeAngle: a stylus's angle with the surface, radians in 0...π/2.
        ///   - azimuthAngle: the direction a stylus points, radians in window coordinates.
        ///   - majorRadiusTolerance: how far `majorRadius` may be off, in points, at least 0.
        ///   - buttonMask: the pointer buttons held, for an indirect pointer; empty means the
        ///     primary button.
        ///   - coalescedSamples: samples since the previous event, oldest first, none later
        ///     than the event; must be empty on `began`.
        public init(
            id: Int, phase: TouchPhase, location: Point,
            force: Double? = nil, majorRadius: Double? = nil, type: TouchType = .direct,
            preciseLocation: Point? = nil, maximumPossibleForce: Double? = nil,
            altitudeAngle: Double? = nil, azimuthAngle: Double? = nil, majorRadiusTolerance: Double? = nil,
            buttonMask: PointerButtons = [], coalescedSamples: [TouchSample] = []
        ) {
            self.id = id
            self.phase = phase
            self.location = location
            self.preciseLocation = preciseLocation
            self.force = force
            self.maximumPossibleForce = maximumPossibleForce
            self.altitudeAngle = altitudeAngle
            self.azimuthAngle = azimuthAngle
            self.majorRadius = majorRadius
            self.majorRadiusTolerance = majorRadiusTolerance
            self.type = type
            self.buttonMask = buttonMask
            self.coalescedSamples = coalescedSamples
        }

        /// Shorthand for a change at (`x`, `y`).
        public init(_ id: Int, _ phase: TouchPhase, x: Double, y: Double) {
            self.init(id: id, phase: phase, location: Point(x: x, y: y))
        }
    }
}
