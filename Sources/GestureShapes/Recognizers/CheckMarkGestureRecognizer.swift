import GestureKit

/// Recognizes a check mark (✓) drawn with one finger. Discrete.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let check = CheckMarkGestureRecognizer(mode: .improved)
/// check.addAction { _ in print("check") }
/// window.addGestureRecognizer(check)
///
/// // Down 40 points to the right, then up 100 to the right: judged when the finger lifts.
/// let stroke = [Point(x: 100, y: 300), Point(x: 120, y: 320), Point(x: 140, y: 340),
///               Point(x: 180, y: 290), Point(x: 220, y: 240)]
/// for (index, point) in stroke.enumerated() {
///     let phase: TouchPhase = index == 0 ? .began : .moved
///     try window.sendEvent(TouchEvent(timestamp: 0.05 * Double(index), changes: [.init(id: 1, phase: phase, location: point)]))
/// }
/// try window.sendEvent(TouchEvent(timestamp: 0.25, changes: [.init(id: 1, phase: .ended, location: stroke[4])]))
/// // Prints "check"
/// ```
///
/// **Seed mode** (the source material's algorithm): on every move, the angle between the
/// previous segment and the current one is measured; once the finger has travelled more
/// than ``minimumTravel`` points, an angle within [``minimumAngle``, ``maximumAngle``]
/// recognizes the gesture at once. Any sharp corner counts, so many shapes are "checks".
///
/// **Improved mode**: decided when the finger lifts, from the whole stroke, measured as a
/// ``CheckMarkArms``. Its arms run from the highest point before the lowest one (the vertex)
/// down to the vertex and up to the highest point after it; what comes before and after them
/// is a lead-in or a trailing hook, allowed up to ``maximumHookFraction`` of the stroke
/// (people start a fast check with a small upward flick). The stroke must be longer than
/// ``minimumTravel``. The first arm must descend, drifting left by less than half its drop;
/// the second must rise and go right; the rising arm must be clearly longer than the falling
/// one (``minimumArmRatio``: this tells a check from a "v"), both arms nearly straight, and the
/// angle between them within [``minimumAngle``, ``maximumCornerAngle``]; with
/// ``minimumRiseRatio`` set, the rising arm must also climb that many times as high as the
/// falling arm drops (off by default); with ``allowsTracingOver`` set, a stroke that goes over
/// a check twice is judged by its first and last pass too. docs/Accuracy.md measures both
/// modes on the $1 logs, by held-out person, and on five groups of people, by held-out group.
open class CheckMarkGestureRecognizer: OneStrokeGestureRecognizer {
    /// The class's name for Embedded Swift's decision log (`GestureRecognizer.className`).
    open override class var className: String { "CheckMarkGestureRecognizer" }

    /// The algorithm.
    public var mode: ShapeRecognitionMode
    /// The smallest angle between consecutive segments (degrees). Seed: 50.
    public var minimumAngle = 50.0
    /// The largest angle between consecutive segments (degrees). Seed: 135.
    public var maximumAngle = 135.0
    /// Seed mode: how far the finger must have travelled (more than this) before a corner
    /// counts (points).
    /// Improved mode: how long the stroke's path must be (more than this) to be judged at
    /// all; a stroke of this length or less is "too short". Seed: 10.
    public var minimumTravel = 10.0
    /// Improved mode: how much longer the rising arm must be than the falling one. 1.5: the
    /// value most of docs/Accuracy.md's cross-subject folds choose.
    public var minimumArmRatio = 1.5
    /// Improved mode: how much longer than its chord each arm's path may be.
    public var maximumArmCurvature = 1.3
    /// Improved mode: the widest the corner may open, in degrees (the seed's window ends at
    /// ``maximumAngle``). A "v" opens wider than a check.
    public var maximumCornerAngle = 135.0
    /// Improved mode: how much of the stroke's length the lead-in before the falling arm, and
    /// the hook after the rising arm, may each take. A quarter: the $1 logs' checks use at
    /// most a sixth, while a pigtail's loop after its stem takes nearly half.
    public var maximumHookFraction = 0.25
    /// Improved mode: how much higher the rising arm must climb than the falling arm drops
    /// (``CheckMarkArms/riseRatio``): a check ends well above where it began, a "v" about as
    /// high. 0, the default, sets no limit (the design measured on the $1 logs alone);
    /// docs/Accuracy.md's folds by group choose a value on the groups they train on.
    public var minimumRiseRatio = 0.0
    /// Improved mode: whether a stroke that goes over a check more than once, turning back on
    /// itself between passes, is a check when its first or its last pass is one
    /// (``CheckMarkArms/passes(of:)``), the whole stroke not being one. Off by default (the
    /// design measured on the $1 logs alone); docs/Accuracy.md's folds by group choose it on
    /// the groups they train on.
    public var allowsTracingOver = false

    /// The points of the stroke, in the view's coordinates: its ``OneStrokeGestureRecognizer/stroke``.
    public var points: [Point] { stroke }
    private var travelled = 0.0
    private var lastSegment: (Point, Point)?

    /// Creates a recognizer in `mode` (seed by default, as in the source material).
    public init(mode: ShapeRecognitionMode = .seed) {
        self.mode = mode
        super.init()
    }

    // The seed decides as the finger moves: a corner in the angle window, once the finger
    // has travelled far enough.
    open override func strokeMoved(_ touch: Touch, with event: Event) {
        super.strokeMoved(touch, with: event)
        guard mode == .seed else { return }
        let previous = touch.previousLocation(in: view), current = touch.location(in: view)
        if let (lastPrevious, lastCurrent) = lastSegment, travelled > minimumTravel {
            let angle = StrokeGeometry.angleBetweenLines(lastPrevious, lastCurrent, previous, current)
            if angle >= minimumAngle, angle <= maximumAngle { return state = .recognized }
        }
        travelled += previous.distance(to: current)
        lastSegment = (previous, current)
    }

    // The improved mode decides at the lift, on the whole stroke.
    open override func strokeEnded(_ touch: Touch, with event: Event) {
        super.strokeEnded(touch, with: event)
        if mode == .improved, let reason = improvedVerdict(stroke) {
            return fail(because: reason)
        }
        if mode == .improved { state = .recognized } else { fail(because: "no corner in the angle window") }
    }

    open override func reset() {
        super.reset()
        travelled = 0
        lastSegment = nil
    }

    /// Why `stroke` (points in drawing order) is not a check mark to the improved mode with
    /// this recognizer's settings, or nil when it is one. What the recognizer decides when the
    /// finger lifts; public so that a stroke can be judged again with other settings.
    public func improvedVerdict(_ stroke: [Point]) -> String? {
        guard stroke.count >= 3, StrokeGeometry.pathLength(stroke) > minimumTravel else { return "too short" }
        return improvedVerdict(of: CheckMarkArms(of: stroke), passes: allowsTracingOver ? CheckMarkArms.passes(of: stroke) : [])
    }

    /// Why a stroke long enough to judge, measured whole as `arms` (nil: no turn at the
    /// bottom) and pass by pass as `passes` (``CheckMarkArms/passes(of:)``), is not a check
    /// mark with this recognizer's settings, or nil when it is one: whole, or, with
    /// ``allowsTracingOver``, by one of its passes. The reason given is the whole stroke's.
    public func improvedVerdict(of arms: CheckMarkArms?, passes: [CheckMarkArms]) -> String? {
        let reason: String
        if let arms {
            guard let whole = improvedVerdict(of: arms) else { return nil }  // a check whole
            reason = whole
        } else {
            reason = "no turn at the bottom"
        }
        if allowsTracingOver, passes.contains(where: { improvedVerdict(of: $0) == nil }) { return nil }
        return reason
    }

    /// Why a stroke measured as `arms` (long enough, with a turn at the bottom) is not a check
    /// mark to the improved mode with this recognizer's settings, or nil when it is one: the
    /// part of ``improvedVerdict(_:)`` that depends on the settings, so that one measurement
    /// can be judged with many settings.
    public func improvedVerdict(of arms: CheckMarkArms) -> String? {
        // Each limit compares the very figure `CheckMarkArms` reports (a quotient), so that a
        // limit set to a measured value is inclusive to the last bit.
        guard arms.leadInShare <= maximumHookFraction, arms.hookShare <= maximumHookFraction else {
            return "too much before or after the two arms"
        }
        let first = arms.falling, second = arms.rising
        guard first.y > 0, second.y < 0 else { return "does not go down and then up" }
        guard second.x > 0, first.x > -0.5 * first.y else { return "does not move to the right" }
        guard arms.armRatio >= minimumArmRatio else { return "the rising arm is not longer" }
        guard arms.fallingPathLength / arms.fallingLength <= maximumArmCurvature,
              arms.risingPathLength / arms.risingLength <= maximumArmCurvature else {
            return "the arms are not straight"
        }
        let angle = arms.turn
        guard angle >= minimumAngle, angle <= maximumCornerAngle else { return "the corner is outside the angle window" }
        guard minimumRiseRatio <= 0 || arms.riseRatio >= minimumRiseRatio else { return "the end is not high enough above the start" }
        return nil
    }
}
