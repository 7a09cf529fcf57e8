import GestureKit

/// A recognizer of a single stroke of a single finger: the part every shape recognizer of the
/// source material shares. It fails at once when a second finger lands, keeps the stroke's
/// points, and hands the subclass the stroke's three moments.
///
/// ```swift
/// /// Recognizes a stroke that ends lower than it began by at least 100 points.
/// final class DownStroke: OneStrokeGestureRecognizer {
///     override func strokeEnded(_ touch: Touch, with event: Event) {
///         guard let first = stroke.first, let last = stroke.last else { return }
///         if last.y - first.y >= 100 { state = .recognized } else { fail(because: "not far enough down") }
///     }
/// }
/// ```
///
/// The stroke holds the landing point, one point per move and the lifting point, in
/// ``OneStrokeGestureRecognizer/strokeCoordinateSpace``. The subclass decides — in ``OneStrokeGestureRecognizer/strokeMoved(_:with:)`` as it
/// goes, or in ``OneStrokeGestureRecognizer/strokeEnded(_:with:)`` at the lift — and a stroke still undecided when
/// every finger is up fails (R3). The trade-off: a recognizer of several strokes (a `Z`
/// drawn in three, a template of several fingers) needs `GestureRecognizer` itself.
open class OneStrokeGestureRecognizer: GestureRecognizer {
    /// The class's name for Embedded Swift's decision log (`GestureRecognizer.className`).
    open override class var className: String { "OneStrokeGestureRecognizer" }

    /// The points of the stroke so far, oldest first, in ``OneStrokeGestureRecognizer/strokeCoordinateSpace``. Emptied
    /// when the recognizer resets.
    public private(set) var stroke: [Point] = []

    /// The view whose coordinates ``OneStrokeGestureRecognizer/stroke`` is in; nil for the window's. The default is the
    /// recognizer's own view.
    open var strokeCoordinateSpace: View? { view }

    /// The finger landed: ``OneStrokeGestureRecognizer/stroke`` holds its first point. The default does nothing.
    open func strokeBegan(_ touch: Touch, with event: Event) {}
    /// The finger moved: ``OneStrokeGestureRecognizer/stroke`` ends with the new point. The default does nothing.
    open func strokeMoved(_ touch: Touch, with event: Event) {}
    /// The finger lifted: ``OneStrokeGestureRecognizer/stroke`` ends with the lifting point. Recognize or fail here;
    /// the default does neither, which fails the stroke once the finger is up (R3).
    open func strokeEnded(_ touch: Touch, with event: Event) {}

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        guard numberOfTouches == 1, let touch = touches.first else { return fail(because: "more than one finger") }
        stroke = [touch.location(in: strokeCoordinateSpace)]
        strokeBegan(touch, with: event)
    }

    // A decided recognizer is handed nothing more (D3), so moves and lifts come only while
    // the stroke may still be recognized.
    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        stroke.append(touch.location(in: strokeCoordinateSpace))
        strokeMoved(touch, with: event)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first else { return }
        stroke.append(touch.location(in: strokeCoordinateSpace))
        strokeEnded(touch, with: event)
    }

    /// A cancelled stroke fails (these recognizers are discrete: nothing has begun).
    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        fail(because: "a touch was cancelled")
    }

    open override func reset() {
        super.reset()
        stroke.removeAll(keepingCapacity: true)
    }
}
