/// One finger (or stylus) on the surface, from `began` to `ended` or `cancelled` (<doc:Rules#E3>).
///
/// A touch keeps its identity for its whole life, so recognizers and views may hold on to
/// it and compare with `===`. Its view is fixed at touch-down by hit testing (<doc:Rules#H2>).
public final class Touch {
    /// The input source's id for this touch.
    public let id: Int
    // The hot state below is read and written on every event. The engine runs on one
    // thread per window and never holds overlapping accesses to it, so the dynamic
    // exclusivity checks (measured at a third of the cost of a touch update) are off
    // for these properties; see docs/Performance.md.

    /// The phase of the most recent change.
    @exclusivity(unchecked) public internal(set) var phase: TouchPhase
    /// The time of the most recent change.
    @exclusivity(unchecked) public internal(set) var timestamp: Double
    /// The number of quick taps at about the same place that this touch continues
    /// (1 for a first tap). See ``Window/tapCountInterval``.
    public internal(set) var tapCount: Int
    /// The view hit at touch-down. It does not change when the finger moves.
    ///
    /// The touch keeps its view alive, as UIKit's does, so that a view taken out of the
    /// hierarchy while a finger is on it still sees the touch end — except when the
    /// view is the window, which owns its touches: holding it too would make a cycle, and a
    /// window dropped with a finger down (or a recognizer still holding its last touch)
    /// would never be freed.
    public internal(set) var view: View? {
        get { hitView ?? hitWindow?.window }
        set {
            if let window = newValue as? Window {
                hitWindow = window.link
                hitView = nil
            } else {
                hitView = newValue
                hitWindow = nil
            }
        }
    }
    private var hitView: View?
    /// The window hit, through its link (which the window clears when freed).
    private var hitWindow: WindowLink?
    /// The window the touch belongs to: nil once that window is freed.
    public internal(set) var window: Window? {
        get { windowLink?.window }
        set { windowLink = newValue?.link }
    }
    private var windowLink: WindowLink?
    /// The recognizers that receive this touch, in the order of <doc:Rules#D1>: the hit view's first
    /// (in the order attached), then each ancestor's. Empty once the window is freed.
    ///
    /// Worked out when asked, from the recognizers' side: each recognizer already lists its
    /// touches, and keeping the same fact on the touch too cost every touch-down an append
    /// and a retain per recognizer, and every reset a search per touch, for a list the
    /// engine itself never needs (docs/Performance.md).
    public var gestureRecognizers: [GestureRecognizer] {
        window?.recognizers(receiving: self) ?? []
    }
    /// The force, where the device reports it (1.0 is an average touch, as in UIKit).
    @exclusivity(unchecked) public internal(set) var force: Double?
    /// The greatest force the device can report, where it reports force.
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: Double?
    /// A stylus's angle with the surface in radians (π/2 is upright), where reported.
    @exclusivity(unchecked) public internal(set) var altitudeAngle: Double?
    /// The radius of the contact in points, where the device reports it.
    @exclusivity(unchecked) public internal(set) var majorRadius: Double?
    /// How far ``majorRadius`` may be off, in points, where reported.
    @exclusivity(unchecked) public internal(set) var majorRadiusTolerance: Double?
    /// What produced the touch.
    public let type: TouchType
    /// The pointer buttons held, for a touch of type ``TouchType/indirectPointer`` (P5).
    @exclusivity(unchecked) public internal(set) var buttonMask: PointerButtons = []

    /// The direction a stylus points, in radians in window coordinates (0 along +x), where reported.
    @exclusivity(unchecked) var windowAzimuthAngle: Double?
    /// The location at the device's full precision, when the source gives one.
    @exclusivity(unchecked) var preciseWindowLocation: Point?
    /// The samples of the latest change before its final one (P6): the source's own array,
    /// kept without copying.
    @exclusivity(unchecked) var earlierSamples: [TouchSample] = []
    /// The time of the change before the latest, for prediction.
    @exclusivity(unchecked) var previousTimestamp: Double
    /// Set for the window's stand-in contact of a scroll or a trackpad transform (P5): it is
    /// what the recognizers that follow that input hold, so that arbitration sees them
    /// compete for it. It is never shown as a touch (no view, no touch hook, no public list)
    /// and is not found by the input source's touch ids.
    @exclusivity(unchecked) var virtualSource: VirtualSource?

    /// What a stand-in contact stands for.
    enum VirtualSource: Equatable {
        case scroll(ScrollType)
        case transform
    }

    /// The current location in window coordinates.
    @exclusivity(unchecked) internal var windowLocation: Point
    /// The location before the most recent move, in window coordinates.
    @exclusivity(unchecked) internal var previousWindowLocation: Point
    /// Where and when the touch began, for tap counting.
    internal let beganLocation: Point
    internal let beganTimestamp: Double

    /// The window step in which the touch last changed; recognizers and views are handed
    /// only touches that changed in the current step.
    @exclusivity(unchecked) internal var lastChangedStep: UInt64 = 0
    /// How far the touch has got with its view (V1–V6).
    @exclusivity(unchecked) internal var viewDelivery: ViewDelivery = .awaitingBegan
    /// The touch moved while its `touchesBegan` was held back (V3); the view gets one
    /// `touchesMoved` with the current location when the hold is released.
    internal var movedWhileHeld = false
    /// A recognizer claimed the touch (V2/V3): the view gets no more of it.
    @exclusivity(unchecked) internal var isClaimed = false

    init(id: Int, phase: TouchPhase, location: Point, timestamp: Double, type: TouchType) {
        self.id = id
        self.phase = phase
        self.timestamp = timestamp
        self.previousTimestamp = timestamp
        self.tapCount = 1
        self.type = type
        self.windowLocation = location
        self.previousWindowLocation = location
        self.beganLocation = location
        self.beganTimestamp = timestamp
    }

    /// The current location in `view`'s coordinates, or in window coordinates when `view` is nil.
    public func location(in view: View?) -> Point {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// The location before the most recent move, in `view`'s coordinates (window coordinates
    /// when `view` is nil).
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    /// The location at the device's full precision in `view`'s coordinates (window
    /// coordinates when nil): ``location(in:)`` when the source gives nothing finer (<doc:Rules#P6>).
    public func preciseLocation(in view: View?) -> Point {
        let point = preciseWindowLocation ?? windowLocation
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// The location before the most recent move at full precision, in `view`'s coordinates
    /// (<doc:Rules#P6>). GestureKit keeps no separate precise history: it is ``previousLocation(in:)``
    /// unless the source reported a precise location for the current sample only.
    public func precisePreviousLocation(in view: View?) -> Point {
        previousLocation(in: view)
    }

    /// The unit vector of ``azimuthAngle(in:)`` in `view`'s coordinate space, where reported.
    public func azimuthUnitVector(in view: View?) -> Point? {
        azimuthAngle(in: view).map { Point(x: Trigonometry.cos($0), y: Trigonometry.sin($0)) }
    }

    /// The direction a stylus points, in radians in `view`'s coordinate space (window
    /// coordinates when nil), where the device reports it (<doc:Rules#P7>).
    public func azimuthAngle(in view: View?) -> Double? {
        guard let angle = windowAzimuthAngle else { return nil }
        guard let view else { return angle }
        let direction = view.convertVector(fromWindow: Point(x: Trigonometry.cos(angle), y: Trigonometry.sin(angle)))
        return Trigonometry.atan2(direction.y, direction.x)
    }

    /// The buttons the touch presses (P5): a pointer's own (none reported is the primary
    /// button), the primary button for a finger or a pen.
    var pressedButtons: PointerButtons {
        type == .indirectPointer && !buttonMask.isEmpty ? buttonMask : .primary
    }

    /// The touch now, as a sample.
    var currentSample: TouchSample {
        TouchSample(timestamp: timestamp, location: windowLocation, preciseLocation: preciseWindowLocation, force: force,
                    altitudeAngle: altitudeAngle, azimuthAngle: windowAzimuthAngle, majorRadius: majorRadius)
    }

    /// Takes the measurements the change reports (E1: omitted ones keep their values).
    func takeMeasurements(of change: TouchEvent.Change) {
        withUnsafePointer(to: change) { takeMeasurements(of: $0) }
    }

    /// The same, reading the change where it lies (see ``apply(_:as:at:)``).
    func takeMeasurements(of change: UnsafePointer<TouchEvent.Change>) {
        if let force = change.pointee.force { self.force = force }
        if let maximum = change.pointee.maximumPossibleForce { maximumPossibleForce = maximum }
        if let altitude = change.pointee.altitudeAngle { altitudeAngle = altitude }
        if let azimuth = change.pointee.azimuthAngle { windowAzimuthAngle = azimuth }
        if let radius = change.pointee.majorRadius { majorRadius = radius }
        if let tolerance = change.pointee.majorRadiusTolerance { majorRadiusTolerance = tolerance }
        preciseWindowLocation = change.pointee.preciseLocation
        buttonMask = change.pointee.buttonMask
    }

    /// Takes the change's location, time, samples and measurements, in `phase`.
    func apply(_ change: TouchEvent.Change, at time: Double) {
        withUnsafePointer(to: change) { apply($0, as: change.phase, at: time) }
    }

    /// The same, reading the change where it lies in its event: passing a change by value
    /// copies all of it (about 170 bytes) and retains its samples, on every touch of every move.
    func apply(_ change: UnsafePointer<TouchEvent.Change>, as phase: TouchPhase, at time: Double) {
        previousWindowLocation = windowLocation
        previousTimestamp = timestamp
        windowLocation = change.pointee.location
        self.phase = phase
        timestamp = time
        earlierSamples = change.pointee.coalescedSamples
        takeMeasurements(of: change)
    }

    /// How far the view has got with this touch.
    enum ViewDelivery {
        /// The view will never see this touch (V5, V6, or it had no view).
        case never
        /// `touchesBegan` has not been delivered yet (it may be held back, V3).
        case awaitingBegan
        /// The view has seen `touchesBegan` and not yet an end.
        case began
        /// The view has seen `touchesEnded` or `touchesCancelled`, or was never going to.
        case finished
    }
}

extension Touch: Hashable {
    /// Touches are equal only to themselves.
    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    /// Hashes the touch's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Touch: CustomStringConvertible {
    /// `touch 3 moved at (10.0, 20.0)`.
    public var description: String { "touch \(id) \(phase) at \(windowLocation)" }
}
