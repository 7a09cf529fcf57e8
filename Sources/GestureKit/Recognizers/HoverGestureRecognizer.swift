/// Follows a pointer hovering over its view, like `UIHoverGestureRecognizer` (<doc:Rules#P5>).
///
/// It begins when a hovering pointer (a mouse, a trackpad's pointer, a pen held above a
/// tablet) comes over the view, changes as it moves, and ends when it leaves the view, leaves
/// the window, or starts pressing. It takes no touches, so it never conflicts with the
/// recognizers of touches (<doc:Rules#A2>): a highlight under the pointer does not stop a tap.
/// ``location(in:)`` is the pointer's location; a pen's ``zOffset``, ``altitudeAngle`` and
/// ``azimuthAngle(in:)`` are there when the input reports them. It follows one pointer at
/// a time: the first to come over the view.
open class HoverGestureRecognizer: GestureRecognizer {
    /// The class's name for Embedded Swift's decision log (``GestureRecognizer/className``).
    open override class var className: String { "HoverGestureRecognizer" }

    /// The pointer followed, while there is one (and during the ended action).
    private var pointer: HoverSample?

    // What a device that does not report a value reads, as Apple documents for
    // `UIHoverGestureRecognizer`: zOffset, altitudeAngle and azimuthAngle(in:) are 0, and
    // azimuthUnitVector(in:) is an empty vector. A mouse reports none of them.

    /// A hovering pen's height above the surface, from 0 (touching) to 1; 0 when not reported.
    public var zOffset: Double { pointer?.zOffset ?? 0 }
    /// A hovering pen's angle with the surface in radians; 0 when not reported (a mouse).
    public var altitudeAngle: Double { pointer?.altitudeAngle ?? 0 }

    /// The direction a hovering pen points, in `view`'s coordinate space; 0 when not reported.
    ///
    /// - Parameter view: the view whose coordinate space the angle is measured in (0 along
    ///   its +x axis, radians toward +y); nil for the window's.
    /// - Returns: radians in -π...π; 0 when the input reports no azimuth or no pointer is
    ///   followed.
    public func azimuthAngle(in view: View?) -> Double {
        guard let direction = azimuthDirection(in: view) else { return 0 }
        return Trigonometry.atan2(direction.y, direction.x)
    }

    /// The unit vector of ``azimuthAngle(in:)``; the zero vector when the azimuth is not
    /// reported (a mouse).
    public func azimuthUnitVector(in view: View?) -> Point {
        guard let direction = azimuthDirection(in: view) else { return .zero }
        let angle = Trigonometry.atan2(direction.y, direction.x)
        return Point(x: Trigonometry.cos(angle), y: Trigonometry.sin(angle))
    }

    /// The reported azimuth as a direction in `view`'s space (window space when nil).
    private func azimuthDirection(in view: View?) -> Point? {
        guard let angle = pointer?.azimuthAngle else { return nil }
        let direction = Point(x: Trigonometry.cos(angle), y: Trigonometry.sin(angle))
        return view?.convertVector(fromWindow: direction) ?? direction
    }

    /// Follows hovering pointers.
    open override var receivesHover: Bool { true }

    /// The pointer's location in `view`'s coordinates (window coordinates when nil).
    open override func location(in view: View?) -> Point {
        guard let pointer else { return super.location(in: view) }
        return pointer.location(in: view)
    }

    /// Touches are not hovering: none reaches the recognizer (<doc:Rules#D1>), so it never conflicts
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
