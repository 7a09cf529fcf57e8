/// One sample of a touch: where it was, when, and what the device measured there (<doc:Rules#P6>,
/// <doc:Rules#P7>).
///
/// Input sources often sample faster than an app draws. A ``TouchEvent/Change`` may carry
/// the samples taken since the previous event (``TouchEvent/Change/coalescedSamples``):
/// recognizers and actions run once for the event, at its final sample, while a drawing
/// app reads every sample with ``Event/coalescedTouches(for:)``. Samples are values: they
/// can be kept after the event.
public struct TouchSample: Hashable, Sendable {
    /// When the sample was taken, on the input's timeline.
    public var timestamp: Double
    /// Where, in window coordinates.
    public var location: Point
    /// Where, at the device's full precision (window coordinates); nil when the same as ``location``.
    public var preciseLocation: Point?
    /// The force, where the device measures it (1.0 is an average touch).
    public var force: Double?
    /// The stylus's angle with the surface, in radians (π/2 is upright), where reported.
    public var altitudeAngle: Double?
    /// The direction the stylus points, in radians in window coordinates (0 along +x), where reported.
    public var azimuthAngle: Double?
    /// The radius of the contact in points, where reported.
    public var majorRadius: Double?

    /// Creates a sample.
    ///
    /// - Parameters:
    ///   - timestamp: seconds on the input's timeline; as a coalesced sample, not before the
    ///     touch's previous change or the sample ahead of it, and not after its event.
    ///   - location: in window coordinates; finite.
    ///   - preciseLocation: in window coordinates; nil when the same as `location`.
    ///   - force: at least 0, 1.0 being an average touch; nil where not measured.
    ///   - altitudeAngle: radians in 0...π/2; nil where not reported.
    ///   - azimuthAngle: radians in window coordinates, 0 along +x; nil where not reported.
    ///   - majorRadius: in points, at least 0; nil where not reported.
    public init(
        timestamp: Double, location: Point, preciseLocation: Point? = nil, force: Double? = nil,
        altitudeAngle: Double? = nil, azimuthAngle: Double? = nil, majorRadius: Double? = nil
    ) {
        self.timestamp = timestamp
        self.location = location
        self.preciseLocation = preciseLocation
        self.force = force
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.majorRadius = majorRadius
    }

    /// The location in `view`'s coordinates (window coordinates when nil).
    public func location(in view: View?) -> Point {
        view?.convert(location, from: nil) ?? location
    }

    /// The precise location in `view`'s coordinates (window coordinates when nil).
    public func preciseLocation(in view: View?) -> Point {
        let point = preciseLocation ?? location
        return view?.convert(point, from: nil) ?? point
    }
}
