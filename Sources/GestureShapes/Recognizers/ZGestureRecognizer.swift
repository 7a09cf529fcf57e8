import GestureKit

/// Recognizes a "Z" drawn in one stroke: right, down-left diagonal, right (the source
/// material's "Zorro" exercise). Discrete: the stroke is collected as it is drawn and
/// judged when the finger lifts.
///
/// The stroke is resampled evenly and cut into runs of one direction — rightward (within
/// ``directionTolerance`` of horizontal), down-left (from straight down to the tolerance
/// past the 45° diagonal), or anything else. Runs shorter than ``minimumLegLength`` are
/// corners and wobbles and are dropped. What remains must be exactly: right, down-left, right.
open class ZGestureRecognizer: GestureRecognizer {
    /// The class's name for Embedded Swift's decision log (``GestureRecognizer/className``).
    open override class var className: String { "ZGestureRecognizer" }

    /// The least length of each leg, in points.
    public var minimumLegLength = 20.0
    /// How far a leg may stray from its ideal direction, in radians (default 35°).
    public var directionTolerance = 35.0 * Trigonometry.pi / 180

    enum Leg: Equatable { case right, downLeft, other }

    private var points: [Point] = []

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        guard numberOfTouches == 1, let touch = touches.first else { return fail(because: "more than one finger") }
        points = [touch.location(in: view)]
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        if let touch = touches.first { points.append(touch.location(in: view)) }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        if let touch = touches.first { points.append(touch.location(in: view)) }
        let found = legs()
        if found == [.right, .downLeft, .right] { state = .recognized } else { fail(because: "not right, down-left, right") }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        points.removeAll(keepingCapacity: true)
    }

    /// The stroke's legs, in order, short runs dropped and neighbours of one direction merged.
    func legs() -> [Leg] {
        let length = StrokeGeometry.pathLength(points)
        guard length >= 3 * minimumLegLength else { return [] }
        let step = minimumLegLength / 4
        let samples = StrokeGeometry.resample(points, count: Swift.max(8, Int(length / step) + 1))
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
