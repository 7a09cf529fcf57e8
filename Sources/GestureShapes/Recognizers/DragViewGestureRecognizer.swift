import GestureKit

/// Drags its view with one finger, never letting it leave its superview. Continuous.
///
/// As in the source material: it begins when the finger lands; every move offsets the
/// view's frame by the finger's movement, but only when the moved frame stays entirely
/// inside the superview's bounds (and outside ``forbiddenArea``, the exercise of keeping
/// the view from under a top bar); each move is a change; lifting ends it, and a cancelled
/// touch ends it too.
///
/// The exercises' variants are options: with ``resetsOnSecondFinger``, a second finger
/// puts the view back where the drag started and cancels the gesture; with ``resetArea``,
/// dragging the view's centre into that area does the same.
open class DragViewGestureRecognizer: GestureRecognizer {
    /// The class's name for Embedded Swift's decision log (`GestureRecognizer.className`).
    open override class var className: String { "DragViewGestureRecognizer" }

    /// A rectangle (in the superview's coordinates) the view may not overlap.
    public var forbiddenArea: Rect?
    /// Whether a second finger resets the view and cancels the drag.
    public var resetsOnSecondFinger = false
    /// An area (in the superview's coordinates) that resets the view and cancels the drag.
    public var resetArea: Rect?

    /// Where the view's centre was when the drag began.
    public private(set) var originalCenter: Point?
    /// The finger that drags.
    private var finger: Touch?

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        if state == .possible {
            guard numberOfTouches == 1 else { return fail(because: "more than one finger") }
            originalCenter = view?.center
            finger = touches.first
            state = .began
        } else if state.isInProgress, resetsOnSecondFinger {
            putBack()
        } else if state.isInProgress {
            for touch in touches { ignore(touch, for: event) }  // only the first finger drags
        }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        guard state.isInProgress, let view, let container = view.superview, let touch = finger,
              touches.contains(where: { $0 === touch })
        else { return }
        let delta = touch.location(in: container) - touch.previousLocation(in: container)
        let moved = view.frame.offsetBy(dx: delta.x, dy: delta.y)
        if container.bounds.contains(moved), !(forbiddenArea?.intersects(moved) ?? false) {
            view.center = view.center + delta
        }
        if let resetArea, resetArea.contains(view.center) { return putBack() }
        state = .changed
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        if state.isInProgress { state = .ended }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        if state.isInProgress { state = .ended } else { fail(because: "a touch was cancelled") }  // the source material ends, not cancels
    }

    open override func reset() {
        super.reset()
        originalCenter = nil
        finger = nil
    }

    /// Puts the view back where the drag started and cancels the gesture.
    private func putBack() {
        if let originalCenter { view?.center = originalCenter }
        state = .cancelled
    }
}
