import GestureKit

/// The two arms of a stroke as the check mark's improved mode sees them: from the highest
/// point before the lowest one (the vertex), down to the vertex, and up to the highest
/// point after it. What comes before and after the arms is a lead-in or a hook.
///
/// It is the detector's measurement, kept apart from its verdict so that the figures a
/// verdict rests on can be looked at, compared between people and plotted — docs/Accuracy.md
/// uses them to show where one person's checks and another's v's meet. The stroke is
/// resampled to 48 points spaced evenly along it, as the detector does, so the figures do not
/// depend on how often the device reported the finger.
public struct CheckMarkArms: Hashable, Sendable {
    /// Where the falling arm starts.
    public var start: Point
    /// The lowest point (y grows downwards): where the falling arm ends and the rising one starts.
    public var vertex: Point
    /// Where the rising arm ends.
    public var end: Point
    /// The length of the resampled stroke (a polyline through its 48 points).
    public var pathLength: Double
    /// The length of the resampled path before ``start`` (a lead-in flick) and after ``end``
    /// (a trailing hook).
    public var leadInLength, hookLength: Double
    /// The length of the path of the falling arm and of the rising arm (not their chords).
    public var fallingPathLength, risingPathLength: Double

    /// How far along the stroke as drawn ``start``, ``vertex`` and ``end`` lie, from 0 to 1
    /// by arc length: to find when each was drawn in a timed recording. (The lead-in's share
    /// the detector limits is ``leadInShare``, measured on the resampled polyline.)
    public var startFraction, vertexFraction, endFraction: Double

    /// The share of the resampled stroke's length taken by the lead-in: what
    /// `maximumHookFraction` limits.
    public var leadInShare: Double { leadInLength / pathLength }
    /// The share of the resampled stroke's length taken by the hook: what
    /// `maximumHookFraction` limits.
    public var hookShare: Double { hookLength / pathLength }

    /// The falling arm's chord, from ``start`` to ``vertex``.
    public var falling: Point { vertex - start }
    /// The rising arm's chord, from ``vertex`` to ``end``.
    public var rising: Point { end - vertex }
    /// The length of the falling arm's chord.
    public var fallingLength: Double { start.distance(to: vertex) }
    /// The length of the rising arm's chord.
    public var risingLength: Double { vertex.distance(to: end) }
    /// The rising arm's chord over the falling arm's: about 1 for a "v", 2 or more for most
    /// checks (infinite when the falling arm has no length).
    public var armRatio: Double { risingLength / fallingLength }
    /// How far the rising arm climbs over how far the falling arm drops (heights only: y grows
    /// downwards): about 1 for a "v", whose two tops are level, more for a check, which ends
    /// above where it began. Infinite when the falling arm does not drop.
    public var riseRatio: Double { -rising.y / falling.y }
    /// How far the direction turns at the vertex, in degrees: 180° less the angle at which
    /// the arms meet (the detector's corner window is on this turn).
    public var turn: Double { StrokeGeometry.angleBetweenLines(start, vertex, vertex, end) }
    /// The falling arm's slope below horizontal, in degrees (90: straight down).
    public var fallingAngle: Double { Self.degrees(Trigonometry.atan2(falling.y, Swift.abs(falling.x))) }
    /// The rising arm's slope above horizontal, in degrees (90: straight up).
    public var risingAngle: Double { Self.degrees(Trigonometry.atan2(-rising.y, Swift.abs(rising.x))) }

    /// Measures the arms of `stroke` (points in drawing order, y downwards); nil when the
    /// stroke has fewer than three points, no length, or its lowest resampled point (the first
    /// of them if several are equally low) is one of the first two or the last two of the 48
    /// (index 0, 1, 46 or 47): no turn at the bottom.
    public init?(of stroke: [Point]) {
        guard stroke.count >= 3, StrokeGeometry.pathLength(stroke) > 0 else { return nil }
        let points = StrokeGeometry.resample(stroke, count: 48)
        let vertexIndex = points.indices.max { points[$0].y < points[$1].y }!
        guard vertexIndex >= 2, vertexIndex <= points.count - 3 else { return nil }
        let startIndex = points[..<vertexIndex].indices.min { points[$0].y < points[$1].y }!
        let endIndex = points[(vertexIndex + 1)...].indices.min { points[$0].y < points[$1].y }!
        self.start = points[startIndex]
        self.vertex = points[vertexIndex]
        self.end = points[endIndex]
        // The resampled points lie on the stroke evenly spaced by arc length: an index is a fraction.
        let last = Double(points.count - 1)
        startFraction = Double(startIndex) / last
        vertexFraction = Double(vertexIndex) / last
        endFraction = Double(endIndex) / last
        pathLength = StrokeGeometry.pathLength(points)
        leadInLength = StrokeGeometry.pathLength(Array(points[...startIndex]))
        hookLength = StrokeGeometry.pathLength(Array(points[endIndex...]))
        fallingPathLength = StrokeGeometry.pathLength(Array(points[startIndex...vertexIndex]))
        risingPathLength = StrokeGeometry.pathLength(Array(points[vertexIndex...endIndex]))
    }

    private static func degrees(_ radians: Double) -> Double { radians * 180 / Trigonometry.pi }
}
