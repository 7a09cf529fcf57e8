import GestureKit

/// Recognizes a check mark (✓) drawn with one finger. Discrete.
///
/// **Seed mode** (the source material's algorithm): on every move, the angle between the
/// previous segment and the current one is measured; once the finger has travelled more
/// than ``minimumTravel`` points, an angle within [``minimumAngle``, ``maximumAngle``]
/// recognizes the gesture at once. Any sharp corner counts, so many shapes are "checks".
///
/// **Improved mode**: decided when the finger lifts, from the whole stroke. It must go down
/// to a lowest point and then up, ending higher than it started's arm allows: the second
/// arm rises and goes right, the first descends; the second arm is clearly longer than the
/// first (which tells a check from a "v"), both arms are nearly straight, and the angle
/// between them is within the same window. docs/Accuracy.md measures both modes on the $1
/// logs.
open class CheckMarkGestureRecognizer: GestureRecognizer {
    /// The algorithm.
    public var mode: ShapeRecognitionMode
    /// The smallest angle between consecutive segments (degrees). Seed: 50.
    public var minimumAngle = 50.0
    /// The largest angle between consecutive segments (degrees). Seed: 135.
    public var maximumAngle = 135.0
    /// How far the finger must have travelled before a corner counts (points). Seed: 10.
    public var minimumTravel = 10.0
    /// Improved mode: how much longer the rising arm must be than the falling one.
    public var minimumArmRatio = 1.2
    /// Improved mode: how much longer than its chord each arm's path may be.
    public var maximumArmCurvature = 1.3
    /// Improved mode: the widest the corner may open, in degrees (the seed's window ends at
    /// ``maximumAngle``). A "v" opens wider than a check.
    public var maximumCornerAngle = 135.0

    /// The points of the stroke, in the view's coordinates.
    public private(set) var points: [Point] = []
    private var travelled = 0.0
    private var lastSegment: (Point, Point)?

    /// Creates a recognizer in `mode` (seed by default, as in the source material).
    public init(mode: ShapeRecognitionMode = .seed) {
        self.mode = mode
        super.init()
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        guard numberOfTouches == 1, let touch = touches.first else { return fail(because: "more than one finger") }
        points = [touch.location(in: view)]
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        let previous = touch.previousLocation(in: view), current = touch.location(in: view)
        points.append(current)
        guard mode == .seed else { return }
        if let (lastPrevious, lastCurrent) = lastSegment, travelled > minimumTravel {
            let angle = StrokeGeometry.angleBetweenLines(lastPrevious, lastCurrent, previous, current)
            if angle >= minimumAngle, angle <= maximumAngle { return state = .recognized }
        }
        travelled += previous.distance(to: current)
        lastSegment = (previous, current)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        if mode == .improved, let reason = improvedVerdict(points) {
            return fail(because: reason)
        }
        if mode == .improved { state = .recognized } else { fail(because: "no corner in the angle window") }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled  // failed while possible (S1)
    }

    open override func reset() {
        super.reset()
        points.removeAll(keepingCapacity: true)
        travelled = 0
        lastSegment = nil
    }

    /// Why `stroke` (points in drawing order) is not a check mark to the improved mode with
    /// this recognizer's settings, or nil when it is one. What the recognizer decides when the
    /// finger lifts; public so that a stroke can be judged again with other settings.
    public func improvedVerdict(_ stroke: [Point]) -> String? {
        guard stroke.count >= 3, StrokeGeometry.pathLength(stroke) > minimumTravel else { return "too short" }
        let points = StrokeGeometry.resample(stroke, count: 48)
        // The vertex: the lowest point (y grows downwards).
        let vertexIndex = points.indices.max { points[$0].y < points[$1].y }!
        guard vertexIndex >= 2, vertexIndex <= points.count - 3 else { return "no turn at the bottom" }
        let start = points[0], vertex = points[vertexIndex], end = points[points.count - 1]
        let first = vertex - start, second = end - vertex
        let firstLength = first.distance(to: .zero), secondLength = second.distance(to: .zero)
        guard first.y > 0, second.y < 0 else { return "does not go down and then up" }
        guard second.x > 0, first.x > -0.5 * first.y else { return "does not move to the right" }
        guard secondLength >= minimumArmRatio * firstLength else { return "the rising arm is not longer" }
        let firstPath = StrokeGeometry.pathLength(Array(points[...vertexIndex]))
        let secondPath = StrokeGeometry.pathLength(Array(points[vertexIndex...]))
        guard firstPath <= maximumArmCurvature * firstLength, secondPath <= maximumArmCurvature * secondLength else {
            return "the arms are not straight"
        }
        let angle = StrokeGeometry.angleBetweenLines(start, vertex, vertex, end)
        guard angle >= minimumAngle, angle <= maximumCornerAngle else { return "the corner is outside the angle window" }
        return nil
    }
}
