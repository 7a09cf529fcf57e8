import GestureKit

/// A swipe that counts only when its first finger lands within ``margin`` points of one of
/// ``edges`` of the window: lisgd's and touchegg's edge swipes, with UIKit's swipe rules for
/// the rest. A finger that lands elsewhere fails it at once, so a plain swipe waiting for
/// it loses no time.
final class EdgeSwipeGestureRecognizer: SwipeGestureRecognizer {
    /// The edges a swipe may start from.
    var edges: RectEdge = []
    /// How far from the edge, in points, the first finger may land.
    var margin = 24.0
    private var sawFirstTouch = false

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        if !sawFirstTouch, let first = touches.first, let window = view?.window {
            sawFirstTouch = true
            let point = first.location(in: nil), size = window.bounds.size
            let near = (edges.contains(.left) && point.x <= margin) || (edges.contains(.right) && point.x >= size.width - margin)
                || (edges.contains(.top) && point.y <= margin) || (edges.contains(.bottom) && point.y >= size.height - margin)
            guard near else { return fail(because: "the first finger landed away from the edge") }
        }
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        sawFirstTouch = false
    }
}

/// Collects the points of one stroke (first finger down to its lift) and hands them over,
/// never recognizing: how `--record-template` captures a shape.
final class StrokeRecorder: GestureRecognizer {
    private var points: [Point] = []
    private var touch: Touch?
    /// Called with the stroke when its finger lifts.
    var onStroke: ([Point]) -> Void = { _ in }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard touch == nil, let first = touches.first else { return }
        touch = first
        points = [first.location(in: nil)]
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        if let touch, touches.contains(where: { $0 === touch }) { points.append(touch.location(in: nil)) }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch, touches.contains(where: { $0 === touch }) else { return }
        points.append(touch.location(in: nil))
        onStroke(points)
        fail(because: "a recorder never recognizes")
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event) { fail(because: "cancelled") }

    override func reset() {
        touch = nil
        points.removeAll()
    }
}
