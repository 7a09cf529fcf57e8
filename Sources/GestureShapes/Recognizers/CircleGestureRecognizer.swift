import GestureKit

/// Recognizes a circle drawn with one finger, judged when the finger lifts. Discrete.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let circle = CircleGestureRecognizer(mode: .improved)
/// circle.addAction { _ in print("circle of radius", circle.fit!.circle.radius.rounded()) }
/// window.addGestureRecognizer(circle)
///
/// // Once round a circle of radius 80, a point every 10°.
/// for step in 0...36 {
///     let angle = Double(step) * 10 * Trigonometry.pi / 180
///     let point = Point(x: 200 + 80 * Trigonometry.cos(angle), y: 400 + 80 * Trigonometry.sin(angle))
///     try window.sendEvent(TouchEvent(timestamp: 0.02 * Double(step),
///                                     changes: [.init(id: 1, phase: step == 0 ? .began : .moved, location: point)]))
/// }
/// try window.sendEvent(TouchEvent(timestamp: 0.8, changes: [.init(1, .ended, x: 280, y: 400)]))
/// // Prints "circle of radius 80.0"
/// ```
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
/// ``minimumTurn`` and ``maximumTurn``; when that allows more, its laps must be alike in size,
/// ``minimumLapRadiusRatio``), and every point must stay near the circle
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
    /// Improved mode: the least and most the stroke may turn around the centre. Above
    /// 3π (one and a half turns), a circle may be traced round more than once, as some
    /// people draw it: docs/Accuracy.md's folds by group choose a value on the groups they
    /// train on, and ``minimumLapRadiusRatio`` keeps spirals out.
    public var minimumTurn = 1.6 * Trigonometry.pi, maximumTurn = 2.7 * Trigonometry.pi
    /// Improved mode: for a stroke that goes round more than once, how alike its laps must
    /// be in size (``CircleMeasurement/lapRadiusRatio``, the limit included). 0.75 refuses a
    /// spiral whose laps shrink by a quarter. It never applies under ``maximumTurn``'s
    /// default, which refuses a second lap before it counts.
    public var minimumLapRadiusRatio = 0.75
    /// Improved mode: how far (relative to the radius) any point may be from the circle.
    public var maximumRadialDeviation = 0.45
    /// Improved mode: the most the stroke may turn over 1/16 of its length, away from its ends
    /// (``CircleMeasurement/sharpestTurn`` says which turns count), in radians (90°, the limit
    /// included). A circle turns steadily, a rectangle in four corners.
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
    /// Why the last stroke was judged not a circle; nil when it was one, or when there was
    /// no stroke to judge (a second finger, a cancelled touch: the failure's reason says why).
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
        verdict(of: measure(stroke))
    }

    /// `stroke` (points in window coordinates) measured as this recognizer's mode and
    /// ``maximumAspectRatio`` measure it: what ``verdict(of:)`` judges with the other limits.
    public func measure(_ stroke: [Point]) -> CircleMeasurement {
        CircleMeasurement(of: stroke, fitting: mode == .seed ? .algebraic : .geometric,
                          maximumStretch: mode == .improved ? maximumAspectRatio : 1)
    }

    /// Why a stroke measured as `measurement` is not a circle with this recognizer's limits,
    /// or nil when it is one; sets ``fit``. The part of ``judge(_:)`` that depends on the
    /// limits, so that one measurement can be judged with many: `measurement` must come from
    /// ``measure(_:)`` with this recognizer's mode and ``maximumAspectRatio``.
    public func verdict(of measurement: CircleMeasurement) -> String? {
        fit = nil
        let fitted: CircleFit
        switch measurement.fit {
        case .failure(let error): return "no circle fits: \(error)"
        case .success(let success): fitted = success
        }
        fit = fitted
        let points = measurement.points, circle = fitted.circle
        if fitted.relativeError > tolerance { return "the fit's error is above the tolerance" }
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
        if measurement.angularGap > maximumAngularGap { return "the stroke does not go all the way round" }
        if Swift.abs(measurement.turnAroundCenter) < minimumTurn { return "the stroke does not go round once" }
        if Swift.abs(measurement.turnAroundCenter) > maximumTurn {
            return maximumTurn < 3 * Trigonometry.pi ? "the stroke goes round more than once" : "the stroke goes round too many times"
        }
        if measurement.lapRadiusRatio < minimumLapRadiusRatio { return "the stroke spirals: its laps differ in size" }
        if measurement.largestRadialDeviation > maximumRadialDeviation * circle.radius { return "the stroke strays from the circle" }
        if measurement.sharpestTurn > maximumCornerTurn { return "the stroke has a corner" }
        return nil
    }
}
