/// Recognizes a drag of one or more fingers, like `UIPanGestureRecognizer`.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let card = View(frame: Rect(x: 20, y: 100, width: 200, height: 120))
/// window.addSubview(card)
/// let drag = PanGestureRecognizer()
/// drag.addAction { pan in
///     let moved = drag.translation(in: window)
///     card.center = Point(x: card.center.x + moved.x, y: card.center.y + moved.y)
///     drag.setTranslation(.zero, in: window)           // the view follows the finger exactly
///     if pan.state == .ended { print(card.center, drag.velocity(in: window).x.rounded()) }   // to fling
/// }
/// card.addGestureRecognizer(drag)
///
/// for step in 0...10 {                                 // 600 points a second to the right
///     let change = TouchEvent.Change(1, step == 0 ? .began : .moved, x: 100 + 6 * Double(step), y: 150)
///     try window.sendEvent(TouchEvent(timestamp: Double(step) / 100, changes: [change]))
/// }
/// try window.sendEvent(TouchEvent(timestamp: 0.1, changes: [.init(1, .ended, x: 160, y: 150)]))
/// // Prints "(180.0, 160.0) 600.0"
/// ```
///
/// The gesture begins once the fingers' centroid has moved ``hysteresis`` points with at
/// least ``minimumNumberOfTouches`` down; as Apple's overview says, it changes when a finger
/// moves while that many are down and ends when the user lifts all fingers.
/// ``translation(in:)`` is the centroid's movement while enough fingers are down (including
/// the hysteresis), and only movement counts: a finger landing or lifting mid-pan moves the
/// centroid but not the translation, so nothing jumps. ``velocity(in:)`` is the fingers' own,
/// from a ``VelocityTracker`` over the last 100 ms, which ``setTranslation(_:in:)`` leaves
/// alone.
///
/// Defaults: 1 finger minimum and no maximum (Apple's documented defaults); the 10 pt
/// hysteresis is observed (docs/Recognizers.md). With more than ``maximumNumberOfTouches`` down
/// before it begins, the pan fails; fingers beyond the maximum after it began are ignored.
open class PanGestureRecognizer: GestureRecognizer {
    /// The class's name for Embedded Swift's decision log (``GestureRecognizer/className``).
    open override class var className: String { "PanGestureRecognizer" }

    // Settings and per-gesture state are read on every touch: exclusivity checks are off
    // (one thread per window, no overlapping accesses; docs/Performance.md).

    /// Fewest fingers that can pan. Above ``maximumNumberOfTouches``, no number can: the pan
    /// never begins (UIKit does not check either; the C API's `gk_set` refuses it).
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1
    /// Most fingers that can pan.
    @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max
    /// How far the centroid must move before the pan begins, in points.
    @exclusivity(unchecked) public var hysteresis = 10.0
    /// The scroll input that drives the pan (<doc:Rules#P5>), as UIKit's `allowedScrollTypesMask`: none
    /// by default, as in UIKit. With `.continuous`, a trackpad's two-finger scroll pans; with
    /// `.discrete`, a mouse wheel does. Each step's translation adds to ``translation(in:)``
    /// and ``velocity(in:)`` and counts toward the hysteresis as a drag's movement would;
    /// there are no touches (``GestureRecognizer/numberOfTouches`` is 0, and the finger
    /// counts do not apply). Setting it does not stop touches from panning: for that, answer
    /// false to the delegate's `shouldReceive(touch)`, as Apple's documentation says.
    public var allowedScrollTypesMask: ScrollTypeMask = []

    /// Whether scrolls of `type` drive the pan: ``allowedScrollTypesMask`` holds it.
    open override func receivesScroll(of type: ScrollType) -> Bool { allowedScrollTypesMask.contains(type) }

    // Hot state, read on every move: no dynamic exclusivity checks (see docs/Performance.md).
    /// What ``setTranslation(_:in:)`` moved the translation by, in window coordinates: the
    /// translation is the fingers' movement plus this.
    @exclusivity(unchecked) private var translationOffset = Point.zero
    /// The translation in window coordinates.
    private var translationInWindow: Point { movementInWindow + translationOffset }
    /// The fingers' movement in window coordinates, which ``setTranslation(_:in:)`` leaves
    /// alone: what the hysteresis, an edge pan's direction and the velocity are measured from.
    @exclusivity(unchecked) private(set) var movementInWindow = Point.zero
    @exclusivity(unchecked) private var tracker = VelocityTracker()

    /// The displacement of the fingers since they went down (or since the last
    /// ``setTranslation(_:in:)``), in `view`'s coordinate space (window when nil).
    ///
    /// - Parameter view: the view whose coordinate space the vector is in: its transforms
    ///   and those of its ancestors apply, its position does not. Nil for the window's.
    open func translation(in view: View?) -> Point {
        view?.convertVector(fromWindow: translationInWindow) ?? translationInWindow
    }

    /// Sets the translation, expressed in `view`'s coordinate space. Apps that move a view by
    /// the translation set it back to zero after each step.
    ///
    /// Apple documents that this "resets the velocity". GestureKit departs from that
    /// sentence: the velocity is the fingers' movement, which setting the translation leaves
    /// alone, so the jump does not show in it and the idiom above still reads a fling's
    /// velocity when the pan ends (with the velocity reset, a lift without a last move read
    /// zero). Not checked on a device (docs/Recognizers.md).
    ///
    /// - Parameters:
    ///   - translation: the new translation, usually `.zero`.
    ///   - view: the view whose coordinate space `translation` is in; nil for the window's.
    open func setTranslation(_ translation: Point, in view: View?) {
        translationOffset = (view?.convertVector(toWindow: translation) ?? translation) - movementInWindow
    }

    /// The velocity of the fingers' centroid while enough fingers are down, in points per
    /// second of `view`'s coordinate space.
    ///
    /// Measured at the window's current time over the last 100 ms, so it falls to zero
    /// when the fingers stay still that long (a pan that stops and then lifts does not flick).
    ///
    /// - Parameter view: the view whose coordinate space the vector is in; nil for the
    ///   window's.
    open func velocity(in view: View?) -> Point {
        let velocity = tracker.velocity(at: currentTime)
        return view?.convertVector(fromWindow: velocity) ?? velocity
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        if touchesDownCount == touches.count { tracker.addSample(movementInWindow, at: event.timestamp) }
        guard touchesDownCount > maximumNumberOfTouches else { return }
        if state == .possible { return fail(because: "more fingers than the maximum") }
        // Began already: the extra fingers are not part of the pan.
        var extra = touchesDownCount - Swift.max(maximumNumberOfTouches, 0)  // (a negative maximum would overflow)
        for touch in touches.reversed() where extra > 0 {
            ignore(touch, for: event)
            extra -= 1
        }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        // Apple: it begins when the minimum number of fingers has moved far enough, and
        // changes when a finger moves while that many are down; fewer move nothing.
        // The fingers down when the step began: one that lifts in the same event is still
        // among the tracked touches, and its movement comes in touchesEnded.
        let fingers = entry.trackedTouches.count
        guard fingers >= minimumNumberOfTouches else { return }
        accumulate(touches, fingers: fingers, at: event.timestamp)
        beginOrChange()
    }

    /// Follows a scroll (<doc:Rules#P5>): its steps move the pan as a drag's centroid would.
    open override func receive(_ scroll: ScrollEvent, with event: Event) {
        super.receive(scroll, with: event)
        switch scroll.phase {
        case .began:
            tracker.addSample(movementInWindow, at: event.timestamp)
        case .changed:
            movementInWindow = movementInWindow + scroll.translation
            tracker.addSample(movementInWindow, at: event.timestamp)
            beginOrChange()
        case .ended:
            if state.isInProgress { state = .ended } else if state == .possible { fail(because: "the scroll ended before moving far enough") }
        }
    }

    /// After a move: begins once past the hysteresis (and ``canBeginPanning()``), or changes.
    private func beginOrChange() {
        if state == .possible {
            if movementInWindow.distance(to: .zero) >= hysteresis, canBeginPanning() { state = .began }
        } else if state.isInProgress {
            requestChange()
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        // Where the lifted fingers left the surface still counts as movement, when enough
        // fingers were down to move the pan.
        let before = entry.trackedTouches.count, remaining = touchesDownCount
        let moved = before >= minimumNumberOfTouches && accumulate(touches, fingers: before, at: event.timestamp)
        if state.isInProgress {
            // Apple: the pan ends when the user lifts all fingers. A lift that leaves the
            // minimum down is a change; one that leaves fewer waits for the rest, a change
            // only if the lifting fingers moved on the way out.
            if remaining == 0 { state = .ended } else if remaining >= minimumNumberOfTouches || moved { requestChange() }
        } else if state == .possible, remaining == 0 {
            fail(because: "lifted before moving far enough")
        }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        touchWasCancelled()
    }

    open override func reset() {
        super.reset()
        translationOffset = .zero
        movementInWindow = .zero
        tracker.reset()
    }

    /// Whether the pan may begin, asked once the fingers have moved ``hysteresis`` points
    /// (<doc:Rules#P9>). Answer false to wait for more movement, or call `fail(because:)` to give up.
    /// Read ``translation(in:)`` and ``velocity(in:)`` to decide. The default answers true;
    /// the screen-edge pan asks for movement away from its edge. To lock a pan to one axis:
    ///
    /// ```swift
    /// final class HorizontalPan: PanGestureRecognizer {
    ///     override func canBeginPanning() -> Bool {
    ///         let moved = translation(in: view)
    ///         if abs(moved.y) > abs(moved.x) { fail(because: "moved vertically") }
    ///         return abs(moved.x) >= abs(moved.y)
    ///     }
    /// }
    /// ```
    open func canBeginPanning() -> Bool { true }

    /// Adds the centroid's movement: each moved finger's displacement shared among the
    /// `fingers` down, so that fingers that did not move hold the centroid back. Whether
    /// anything moved.
    @discardableResult
    private func accumulate(_ touches: [Touch], fingers: Int, at time: Double) -> Bool {
        guard fingers > 0 else { return false }
        var moved = Point.zero
        for touch in touches { moved = moved + (touch.windowLocation - touch.previousWindowLocation) }
        guard moved != .zero else { return false }
        movementInWindow = movementInWindow + moved / Double(fingers)
        tracker.addSample(movementInWindow, at: time)
        return true
    }
}
