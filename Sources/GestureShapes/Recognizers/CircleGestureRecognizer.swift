import GestureKit

/// Recognizes a circle drawn with one finger, judged when the finger lifts. Discrete.
///
/// **Seed mode** (the source material's algorithm, tolerance 0.2): the stroke's points (in
/// window coordinates) are fitted with Taubin's algebraic fit; it is a circle when
/// 1. the fit's relative error (RMS distance / radius) is at most ``tolerance``;
/// 2. no point lies inside the square of half-side `radius / √2 × tolerance` around the
///    centre (rejects S, 8 and spirals that pass near the centre);
/// 3. the stroke's bounding box covers more than `1 − tolerance` of the fitted circle's
///    bounding box (rejects short arcs and lines).
///
/// **Improved mode** adds what the seed lets through (a C, a spiral going round twice, an
/// arc): the fit is refined geometrically, the points must surround the centre (no angular
/// gap over ``maximumAngularGap``), the stroke must go round about once (between
/// ``minimumTurn`` and ``maximumTurn``), and every point must stay near the circle
/// (within ``maximumRadialDeviation`` of the radius). With ``maximumAspectRatio`` above 1, an
/// oval is first stretched round (off by default).
///
/// As in the source material, `reset()` clears the stroke (``path``). The last attempt's
/// result — ``lastStroke``, ``fit``, ``isCircle``, ``verdict`` — stays until the next stroke
/// begins, so an app can draw it, green or red, even after a failure (which sends no action).
open class CircleGestureRecognizer: OneStrokeGestureRecognizer {
    /// The class's name for Embedded Swift's decision log (`GestureRecognizer.className`).
    open override class var className: String { "CircleGestureRecognizer" }

    /// The algorithm.
    public var mode: ShapeRecognitionMode
    /// The seed's one tolerance. Default 0.2.
    public var tolerance = 0.2
    /// Improved mode: the largest angle around the centre with no point in it.
    public var maximumAngularGap = 75.0 * Trigonometry.pi / 180
    /// Improved mode: the least and most the stroke may turn around the centre.
    public var minimumTurn = 1.6 * Trigonometry.pi, maximumTurn = 2.7 * Trigonometry.pi
    /// Improved mode: how far (relative to the radius) any point may be from the circle.
    public var maximumRadialDeviation = 0.45
    /// Improved mode: the most the stroke may turn within an eighth of a turn's worth of
    /// path (a circle turns steadily, a rectangle in four corners), in radians (90°).
    public var maximumCornerTurn = 90.0 * Trigonometry.pi / 180
    /// Improved mode: how oval a circle may be drawn, as the ratio of the stroke's spreads
    /// along its long and short axes (``StrokeGeometry/rounded(_:maximumStretch:)``: an oval
    /// twice as wide as tall measures about 1.77). Above 1, the stroke is first stretched
    /// across its long axis by that ratio, up to this much, so that an oval is judged as the
    /// circle it was meant to be, while a rectangle keeps its corners. 1, the default,
    /// stretches nothing (the design measured on the $1 logs alone); docs/Accuracy.md's folds
    /// by group choose a value on the groups they train on. The ``fit`` is then of the
    /// stretched stroke.
    public var maximumAspectRatio = 1.0

    /// The stroke being drawn, in window coordinates: the drawable path (its
    /// ``OneStrokeGestureRecognizer/stroke``).
    public var path: [Point] { stroke }

    /// Circles are fitted in window coordinates (the source material's choice): the stroke is kept in them.
    open override var strokeCoordinateSpace: View? { nil }
    /// The stroke of the last attempt, kept after the reset.
    public private(set) var lastStroke: [Point] = []
    /// The circle fitted when the finger lifted (nil before, or when no circle fits).
    public private(set) var fit: CircleFit?
    /// Whether the last stroke was a circle.
    public private(set) var isCircle = false
    /// Why the last stroke was not a circle.
    public private(set) var verdict: String?

    /// Creates a recognizer in `mode` (seed by default, as in the source material).
    public init(mode: ShapeRecognitionMode = .seed) {
        self.mode = mode
        super.init()
    }

    open override func strokeBegan(_ touch: Touch, with event: Event) {
        super.strokeBegan(touch, with: event)
        lastStroke = []
        fit = nil
        isCircle = false
        verdict = nil
    }

    open override func strokeEnded(_ touch: Touch, with event: Event) {
        super.strokeEnded(touch, with: event)
        lastStroke = stroke
        verdict = judge()
        isCircle = verdict == nil
        if isCircle { state = .recognized } else { fail(because: verdict ?? "not a circle") }
    }

    /// Why ``path`` is not a circle, or nil when it is one.
    open func judge() -> String? {
        judge(path)
    }

    /// Why `stroke` (points in window coordinates) is not a circle with this recognizer's
    /// settings, or nil when it is one; sets ``fit``. What ``judge()`` decides of ``path``:
    /// public so that a stroke can be judged again with other settings.
    public func judge(_ stroke: [Point]) -> String? {
        fit = nil
        let points = mode == .improved && maximumAspectRatio > 1 ? StrokeGeometry.rounded(stroke, maximumStretch: maximumAspectRatio) : stroke
        do {
            fit = mode == .seed ? try CircleFitter.taubin(points) : try CircleFitter.geometric(points)
        } catch {
            return "no circle fits: \(error)"
        }
        guard let fit else { return "no circle fits" }
        let circle = fit.circle
        if fit.relativeError > tolerance { return "the fit's error is above the tolerance" }
        let halfSide = circle.radius / 2.0.squareRoot() * tolerance
        let inner = Rect(x: circle.center.x - halfSide, y: circle.center.y - halfSide, width: 2 * halfSide, height: 2 * halfSide)
        if points.contains(where: { inner.contains($0) }) { return "the stroke passes through the middle" }
        let box = StrokeGeometry.boundingBox(points)
        let circleBox = Rect(x: circle.center.x - circle.radius, y: circle.center.y - circle.radius,
                             width: 2 * circle.radius, height: 2 * circle.radius)
        let overlap = Swift.max(0, Swift.min(box.maxX, circleBox.maxX) - Swift.max(box.minX, circleBox.minX))
            * Swift.max(0, Swift.min(box.maxY, circleBox.maxY) - Swift.max(box.minY, circleBox.minY))
        if overlap <= (1 - tolerance) * circleBox.width * circleBox.height { return "the stroke covers too little of the circle" }
        guard mode == .improved else { return nil }
        return improvedVerdict(points, circle)
    }

    private func improvedVerdict(_ points: [Point], _ circle: Circle) -> String? {
        let angles = points.map { Trigonometry.atan2($0.y - circle.center.y, $0.x - circle.center.x) }
        let sorted = angles.sorted()
        var gap = sorted[0] + 2 * Trigonometry.pi - sorted[sorted.count - 1]
        for index in sorted.indices.dropFirst() { gap = Swift.max(gap, sorted[index] - sorted[index - 1]) }
        if gap > maximumAngularGap { return "the stroke does not go all the way round" }
        var turn = 0.0
        for index in angles.indices.dropFirst() {
            var delta = angles[index] - angles[index - 1]
            if delta > Trigonometry.pi { delta -= 2 * Trigonometry.pi } else if delta < -Trigonometry.pi { delta += 2 * Trigonometry.pi }
            turn += delta
        }
        if Swift.abs(turn) < minimumTurn { return "the stroke does not go round once" }
        if Swift.abs(turn) > maximumTurn { return "the stroke goes round more than once" }
        let worst = points.map { Swift.abs($0.distance(to: circle.center) - circle.radius) }.max() ?? 0
        if worst > maximumRadialDeviation * circle.radius { return "the stroke strays from the circle" }
        if sharpestTurn(points) > maximumCornerTurn { return "the stroke has a corner" }
        return nil
    }

    /// The most the stroke turns over 1/16 of its length, away from its ends (where a
    /// closing stroke may hook).
    private func sharpestTurn(_ points: [Point]) -> Double {
        let samples = StrokeGeometry.resample(points, count: 64)
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
