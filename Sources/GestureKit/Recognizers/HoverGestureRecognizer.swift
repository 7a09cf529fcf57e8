/// Follows a pointer hovering over its view, like `UIHoverGestureRecognizer` (P5).
///
/// It begins when a hovering pointer (a mouse, a trackpad's pointer, a pen held above a
/// tablet) comes over the view, changes as it moves, and ends when it leaves the view, leaves
/// the window, or starts pressing. It takes no touches, so it never conflicts with the
/// recognizers of touches (A2): a highlight under the pointer does not stop a tap.
/// ``location(in:)`` is the pointer's location; a pen's ``zOffset``, ``altitudeAngle`` and
/// ``azimuthAngle(in:)`` are there when the input reports them. It follows one pointer at
/// a time: the first to come over the view.
open class HoverGestureRecognizer: GestureRecognizer {
    /// The pointer followed, while there is one (and during the ended action).
    private var pointer: HoverSample?

    /// A hovering pen's height above the surface, from 0 (touching) to 1; 0 when not reported.
    public var zOffset: Double { pointer?.zOffset ?? 0 }
    /// A hovering pen's angle with the surface in radians; π/2 (upright) when not reported.
    public var altitudeAngle: Double { pointer?.altitudeAngle ?? Trigonometry.pi / 2 }

    /// The direction a hovering pen points, in `view`'s coordinate space; 0 when not reported.
    public func azimuthAngle(in view: View?) -> Double {
        guard let angle = pointer?.azimuthAngle else { return 0 }
        guard let view else { return angle }
        let direction = view.convertVector(fromWindow: Point(x: Trigonometry.cos(angle), y: Trigonometry.sin(angle)))
        return Trigonometry.atan2(direction.y, direction.x)
    }

    /// The unit vector of ``azimuthAngle(in:)``.
    public func azimuthUnitVector(in view: View?) -> Point {
        let angle = azimuthAngle(in: view)
        return Point(x: Trigonometry.cos(angle), y: Trigonometry.sin(angle))
    }

    /// Follows hovering pointers.
    open override var receivesHover: Bool { true }

    /// The pointer's location in `view`'s coordinates (window coordinates when nil).
    open override func location(in view: View?) -> Point {
        guard let pointer else { return super.location(in: view) }
        return pointer.location(in: view)
    }

    /// Touches are not hovering: none reaches the recognizer (D1), so it never conflicts
    /// with the recognizers of touches.
    override var takesTouches: Bool { false }

    open override func pointerEntered(_ pointer: HoverSample, with event: Event) {
        guard self.pointer == nil, state == .possible else { return }
        self.pointer = pointer
        state = .began
    }

    open override func pointerMoved(_ pointer: HoverSample, with event: Event) {
        guard let followed = self.pointer else { return pointerEntered(pointer, with: event) }
        guard followed.pointerID == pointer.pointerID, state.isInProgress else { return }
        self.pointer = pointer
        state = .changed
    }

    open override func pointerExited(_ pointer: HoverSample, with event: Event) {
        guard let followed = self.pointer, followed.pointerID == pointer.pointerID, state.isInProgress else { return }
        self.pointer = pointer
        state = .ended
    }

    open override func reset() {
        super.reset()
        pointer = nil
    }
}
