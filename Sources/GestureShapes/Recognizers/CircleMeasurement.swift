import GestureKit

/// What the circle detector measures of a stroke before it applies any limit: the fitted
/// circle and the figures its improved mode judges.
///
/// ```swift
/// let stroke = (0..<64).map { index in
///     let angle = Double(index) / 63 * 2 * Trigonometry.pi
///     return Point(x: 100 + 50 * Trigonometry.cos(angle), y: 100 + 50 * Trigonometry.sin(angle))
/// }
/// let circle = CircleGestureRecognizer(mode: .improved)
/// let measured = circle.measure(stroke)            // fitted once
/// for degrees in [15.0, 90] {                      // judged twice
///     circle.maximumCornerTurn = degrees * Trigonometry.pi / 180
///     print(degrees, circle.verdict(of: measured) ?? "a circle")
/// }
/// // Prints "15.0 the stroke has a corner"
/// // Prints "90.0 a circle"
/// ```
///
/// Fitting is the costly part of the verdict (the geometric fit iterates over every point);
/// the limits are a handful of comparisons. Kept apart, as ``CheckMarkArms`` is for the check
/// mark, one measurement serves every limit an evaluation tries. The trade-off: a measurement
/// computes every figure, where a verdict alone stops at the first limit a stroke breaks; it
/// holds for the limits it was not measured with — the fitting, and how far an oval is
/// stretched round — only if they match (``CircleGestureRecognizer/measure(_:)`` measures with
/// a recognizer's own).
public struct CircleMeasurement: Sendable {
    /// How the circle is fitted.
    public enum Fitting: Hashable, Sendable {
        /// Taubin's algebraic fit: the seed mode's.
        case algebraic
        /// The algebraic fit refined geometrically: the improved mode's.
        case geometric
    }

    /// The points judged: the stroke, stretched round when an oval allowance applied
    /// (``StrokeGeometry/rounded(_:maximumStretch:)``).
    public var points: [Point]
    /// The fitted circle, or why none fits.
    public var fit: Result<CircleFit, CircleFitError>
    /// The largest angle around the fitted centre with no point in it, in radians. This and
    /// the figures below are the improved mode's: measured with the ``Fitting/geometric``
    /// fitting only, and 0 with the seed's or when no circle fits.
    public var angularGap = 0.0
    /// How far the stroke turns around the fitted centre, in radians, signed: positive as
    /// the angle `atan2(y, x)` grows, which is clockwise on a screen, where y grows downwards.
    public var turnAroundCenter = 0.0
    /// The largest distance of a point from the fitted circle, in the stroke's units.
    public var largestRadialDeviation = 0.0
    /// The most the stroke turns over 1/16 of a lap, away from its ends (where a closing
    /// stroke may hook), in radians: on the stroke resampled to 64 points a lap (0–63 for
    /// one lap), the largest absolute sum of the turns at 4 consecutive points, where the
    /// first 3 turns and the last 4 are never counted. Laps are the turn around the centre in
    /// whole turns, rounded, at least one: a stroke going round up to one and a half times
    /// is one lap, its 1/16 of a lap 1/16 of its length; one traced round twice is resampled
    /// to 128 points, so that its laps' steady turn is not taken for corners.
    public var sharpestTurn = 0.0
    /// For a stroke that goes round more than once, how alike its laps are in size: the
    /// smallest lap's mean distance from the fitted centre over the largest's (1 when the
    /// laps are equal, and when there is only one). A lap is each full turn around the
    /// centre, 0–360°, 360–720°, …, and the last, partial one counts only when it covers at
    /// least half a turn, so a circle closed with a short overlap is one lap. A circle traced
    /// round twice keeps its radius; a spiral does not.
    public var lapRadiusRatio = 1.0

    /// Measures `stroke` (points in drawing order), first stretching it across its long axis
    /// by up to `maximumStretch` when that is above 1. The seed mode's fitting measures the
    /// fit alone: the seed judges nothing else, and a recognizer pays for its figures at every
    /// lift.
    public init(of stroke: [Point], fitting: Fitting, maximumStretch: Double = 1) {
        points = maximumStretch > 1 ? StrokeGeometry.rounded(stroke, maximumStretch: maximumStretch) : stroke
        do {
            let fitted = fitting == .algebraic ? try CircleFitter.taubin(points) : try CircleFitter.geometric(points)
            fit = .success(fitted)
            if fitting == .geometric { measureAround(fitted.circle) }
        } catch {
            fit = .failure(error)
        }
    }

    private mutating func measureAround(_ circle: Circle) {
        let angles = points.map { Trigonometry.atan2($0.y - circle.center.y, $0.x - circle.center.x) }
        let sorted = angles.sorted()
        var gap = sorted[0] + 2 * Trigonometry.pi - sorted[sorted.count - 1]
        for index in sorted.indices.dropFirst() { gap = Swift.max(gap, sorted[index] - sorted[index - 1]) }
        angularGap = gap
        // How far round the stroke has turned at each point (0 at the first).
        var turned = [Double](repeating: 0, count: angles.count), turn = 0.0
        for index in angles.indices.dropFirst() {
            var delta = angles[index] - angles[index - 1]
            if delta > Trigonometry.pi { delta -= 2 * Trigonometry.pi } else if delta < -Trigonometry.pi { delta += 2 * Trigonometry.pi }
            turn += delta
            turned[index] = turn
        }
        turnAroundCenter = turn
        lapRadiusRatio = Self.lapRadiusRatio(points, turned: turned, center: circle.center)
        largestRadialDeviation = points.map { Swift.abs($0.distance(to: circle.center) - circle.radius) }.max() ?? 0
        let laps = Swift.max(1, Int((Swift.abs(turn) / (2 * Trigonometry.pi)).rounded()))
        sharpestTurn = Self.sharpestTurn(points, samples: 64 * laps)
    }

    /// `turned[i]`: how far round the stroke has turned at point `i`.
    private static func lapRadiusRatio(_ points: [Point], turned: [Double], center: Point) -> Double {
        // Per lap: the sum and count of distances, and how far round it got.
        var sums: [Double] = [], counts: [Int] = [], reach: [Double] = []
        for index in points.indices {
            let laps = Swift.abs(turned[index]) / (2 * Trigonometry.pi), lap = Int(laps)
            while sums.count <= lap { sums.append(0); counts.append(0); reach.append(0) }
            sums[lap] += points[index].distance(to: center)
            counts[lap] += 1
            reach[lap] = Swift.max(reach[lap], laps - Double(lap))
        }
        var smallest = Double.infinity, largest = 0.0
        for lap in sums.indices where counts[lap] > 0 && (lap < sums.count - 1 || lap == 0 || reach[lap] >= 0.5) {
            let mean = sums[lap] / Double(counts[lap])
            smallest = Swift.min(smallest, mean)
            largest = Swift.max(largest, mean)
        }
        return largest > 0 ? smallest / largest : 1
    }

    // One lap: 62 turns (`turns[i]` at point i + 1); windows start at turns 3 through 54.
    // Three turns at each end were meant to be skipped: the range's open end skips a fourth
    // at the end. Kept, as docs/Accuracy.md's improved-circle figures were measured with it;
    // ImprovedDesignRulesTests holds both ends.
    private static func sharpestTurn(_ points: [Point], samples count: Int) -> Double {
        let samples = StrokeGeometry.resample(points, count: count)
        var turns: [Double] = []
        for index in 1..<(samples.count - 1) {
            let a = samples[index] - samples[index - 1], b = samples[index + 1] - samples[index]
            turns.append(Trigonometry.atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y))
        }
        let window = 4
        var sharpest = 0.0
        for start in 3..<Swift.max(3, turns.count - 3 - window) {
            sharpest = Swift.max(sharpest, Swift.abs(turns[start..<(start + window)].reduce(0, +)))
        }
        return sharpest
    }
}
