import GestureKit

/// Recognizes a "Z" drawn in one stroke: right, down-left diagonal, right (the source
/// material's "Zorro" exercise). Discrete: the stroke is collected as it is drawn and
/// judged when the finger lifts.
///
/// The stroke is resampled evenly and cut into runs of one direction — rightward (within
/// ``directionTolerance`` of horizontal), down-left (from straight down to the tolerance
/// past the 45° diagonal), or anything else. Runs shorter than ``minimumLegLength`` are
/// corners and wobbles and are dropped. What remains must be exactly: right, down-left, right.
open class ZGestureRecognizer: OneStrokeGestureRecognizer {
    /// The class's name for Embedded Swift's decision log (`GestureRecognizer.className`).
    open override class var className: String { "ZGestureRecognizer" }

    /// The least length of each leg, in points. At 0 or below every run is a leg, corners
    /// included; NaN recognizes nothing.
    public var minimumLegLength = 20.0
    /// How far a leg may stray from its ideal direction, in radians (default 35°).
    public var directionTolerance = 35.0 * Trigonometry.pi / 180

    enum Leg: Equatable { case right, downLeft, other }

    /// Decides at the lift: the stroke's legs must be right, down-left, right.
    open override func strokeEnded(_ touch: Touch, with event: Event) {
        super.strokeEnded(touch, with: event)
        if legs() == [.right, .downLeft, .right] { state = .recognized } else { fail(because: "not right, down-left, right") }
    }

    /// The stroke's legs, in order, short runs dropped and neighbours of one direction merged.
    func legs() -> [Leg] {
        let length = StrokeGeometry.pathLength(stroke)
        guard length >= 3 * minimumLegLength else { return [] }
        // A sample every quarter of the shortest leg, but at most 100,000 steps: a minimum of 0
        // (any run is a leg), a tiny or a negative one would ask for no bound at all. (The
        // default, 20 pt, reaches that only on a stroke 500,000 pt long.)
        let steps = length / (minimumLegLength / 4)
        let count = steps >= 0 && steps <= 100_000 ? Int(steps) + 1 : 100_001
        let samples = StrokeGeometry.resample(stroke, count: Swift.max(8, count))
        var runs: [(leg: Leg, length: Double)] = []
        for index in samples.indices.dropFirst() {
            let d = samples[index] - samples[index - 1]
            let leg = classify(d), segment = d.distance(to: .zero)
            if let last = runs.last, last.leg == leg { runs[runs.count - 1].length += segment } else { runs.append((leg, segment)) }
        }
        var legs: [Leg] = []
        for run in runs where run.length >= minimumLegLength {
            if legs.last != run.leg { legs.append(run.leg) }
        }
        return legs
    }

    private func classify(_ d: Point) -> Leg {
        let angle = Trigonometry.atan2(d.y, d.x)  // y grows downwards: down-left is about +135°
        if Swift.abs(angle) <= directionTolerance { return .right }
        // Down-left: from straight down to the tolerance past the 45° diagonal (steeper is fine).
        if angle >= Trigonometry.pi / 2, angle <= 3 * Trigonometry.pi / 4 + directionTolerance { return .downLeft }
        return .other
    }
}
