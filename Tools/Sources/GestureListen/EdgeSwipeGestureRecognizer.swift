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

