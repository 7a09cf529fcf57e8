/// Recognizes two or more fingers moving apart or together, like `UIPinchGestureRecognizer`.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let pinch = PinchGestureRecognizer()
/// pinch.addAction { print($0.state, pinch.scale) }
/// window.addGestureRecognizer(pinch)
///
/// try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 145, y: 400), .init(2, .began, x: 245, y: 400)]))
/// try window.sendEvent(TouchEvent(timestamp: 0.1, changes: [.init(1, .moved, x: 95, y: 400), .init(2, .moved, x: 295, y: 400)]))
/// // Prints "began 2.0"
/// try window.sendEvent(TouchEvent(timestamp: 0.2, changes: [.init(1, .ended, x: 95, y: 400), .init(2, .ended, x: 295, y: 400)]))
/// // Prints "ended 2.0"
/// ```
///
/// ``scale`` is the fingers' spread (for two fingers, their distance) relative to the
/// spread when the second finger landed; ``velocity`` is its rate of change per second.
/// The gesture begins once the spread has changed by ``hysteresis`` points and changes on
/// every move of two or more fingers, a lifting finger's last move included. As in UIKit,
/// it ends when the last finger lifts, not the first: while one finger remains the pinch
/// stays in progress and ``scale`` stays put (check ``GestureRecognizer/numberOfTouches``
/// before asking for a second touch's location). It fails if every finger lifts before it
/// began. A finger landing or lifting mid-pinch re-bases the spread, so the scale does not
/// jump, and before it begins the hysteresis is measured afresh from each set of fingers.
/// Fingers within ``hysteresis`` of one point (a touch panel splitting one contact in two, a
/// finger landing on another) have no spread worth scaling from: the scale holds until they
/// are ``hysteresis`` apart, and is measured from there; a pinch that had not begun begins
/// there, at its scale.
/// Setting ``scale`` (apps often set it back to 1 after applying it) continues from the new
/// value.
///
/// UIKit documents no threshold; 8 pt is GestureKit's choice, small enough that a pinch
/// starts with the first deliberate movement and large enough to ignore jitter.
open class PinchGestureRecognizer: GestureRecognizer {
    /// The class's name for Embedded Swift's decision log (``GestureRecognizer/className``).
    open override class var className: String { "PinchGestureRecognizer" }

    /// How much the spread must change before the pinch begins, in points.
    @exclusivity(unchecked) public var hysteresis = 8.0

    /// The scale relative to the fingers' spread at the start; settable.
    ///
    /// Setting it (apps set it back to 1 after applying it) rescales the velocity's history
    /// with it, so ``velocity`` stays the rate of the fingers' spread in the new scale's
    /// terms, and a pinch's `.ended` action still reads it. Apple documents that setting the
    /// scale resets the velocity; GestureKit keeps it, as for the pan's translation
    /// (docs/Recognizers.md).
    public var scale: Double {
        get { baseScale * (baseSpread > 0 ? currentSpread / baseSpread : 1) }
        set {
            let old = scale
            baseScale = newValue
            baseSpread = currentSpread
            if old != 0, old.isFinite, newValue.isFinite {
                tracker.rebase(factor: newValue / old)
            } else {
                tracker.reset()
                tracker.addSample(newValue, at: currentTime)
            }
        }
    }

    /// The rate of change of ``scale``, per second.
    public var velocity: Double { tracker.velocity(at: currentTime) }

    // Hot state, read on every move: no dynamic exclusivity checks (see docs/Performance.md).
    @exclusivity(unchecked) private var baseScale = 1.0
    @exclusivity(unchecked) private var baseSpread = 0.0
    @exclusivity(unchecked) private var currentSpread = 0.0
    @exclusivity(unchecked) private var startSpread = 0.0
    @exclusivity(unchecked) private var tracker = ScalarVelocityTracker()

    /// Trackpad pinches and Ctrl+wheel notches drive it too (<doc:Rules#P5>).
    open override var receivesTransforms: Bool { true }

    /// Follows a trackpad transform (<doc:Rules#P5>): the scale is the product of its steps' factors,
    /// and the hysteresis is measured over ``Window/transformReferenceSpan``.
    open override func receive(_ transform: TransformEvent, with event: Event) {
        super.receive(transform, with: event)
        switch transform.phase {
        case .began:
            let span = window?.transformReferenceSpan ?? Window.defaultTransformReferenceSpan
            currentSpread = Window.usableTransformReferenceSpan.contains(span) ? span : Window.defaultTransformReferenceSpan
            baseSpread = currentSpread
            startSpread = currentSpread
            tracker.addSample(scale, at: event.timestamp)
        case .changed:
            // A step may be any positive finite factor: the product is kept within 10⁻¹² to
            // 10¹² times the span it started from, so the scale and its velocity stay finite
            // (Window.coordinateRange's promise), at any span.
            currentSpread = Swift.min(Swift.max(currentSpread * transform.scale, baseSpread * 1e-12), baseSpread * 1e12)
            spreadChanged(at: event.timestamp)
        case .ended:
            lifted(because: "the trackpad gesture ended before pinching")
        }
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        // The fingers already down may have moved in this event too (a lifting one to where
        // it lifted): that change is the gesture's, counted before the newcomers re-base it.
        if state.isInProgress, baseSpread >= hysteresis {
            let spread = spread(excluding: touches)
            if spread > 0, spread != currentSpread {
                currentSpread = spread
                spreadChanged(at: event.timestamp)
            }
        }
        rebase(at: event.timestamp, includingLifted: true)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        guard touchesDownCount >= 2 else { return }
        guard baseSpread >= hysteresis, baseSpread > 0 else { return measureFromNearlyOnePoint(at: event.timestamp) }
        // Over the fingers the base was measured on: one lifting in this same event still
        // counts, where it lifted, until touchesEnded re-bases (a spread of the others alone
        // against a base of all of them jumped).
        currentSpread = spreadAtLift
        spreadChanged(at: event.timestamp)
    }

    /// The fingers were within the hysteresis of one point when the spread was last based: a
    /// touch panel splitting one contact in two, a finger landing on another, or ``scale``
    /// set there. A spread that small is no base to scale from (at 0.5 pt, a move of 100 pt
    /// would be ×200), so the scale holds and the base follows the spread until the fingers
    /// are the hysteresis apart; a pinch that has not begun begins there, at the scale it had.
    private func measureFromNearlyOnePoint(at time: Double) {
        rebase(at: time, includingLifted: true)
        if state == .possible {
            // Apart by the fingers still down: a lift never begins a pinch.
            guard spreadOfTouchesDown >= hysteresis, currentSpread > 0 else { return }
            state = .began
        } else if state.isInProgress {
            tracker.addSample(scale, at: time)
            requestChange()
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        let moved = followLiftedFingers(at: event.timestamp)
        if touchesDownCount == 0 { return lifted(because: "the fingers lifted before pinching") }
        if moved, state.isInProgress { requestChange() }
        rebase(at: event.timestamp, includingLifted: false)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        touchWasCancelled()
    }

    open override func reset() {
        super.reset()
        baseScale = 1
        baseSpread = 0
        currentSpread = 0
        startSpread = 0
        tracker.reset()
    }

    /// The spread moved: begins once it has changed by the hysteresis, or changes.
    private func spreadChanged(at time: Double) {
        tracker.addSample(scale, at: time)
        if state == .possible {
            if Swift.abs(currentSpread - startSpread) >= hysteresis { state = .began }
        } else if state.isInProgress {
            requestChange()
        }
    }

    /// Where the lifting fingers left the surface counts, as a pan's does: the spread takes
    /// their last move, so the scale a pinch ends with does not depend on how often the
    /// source reports. (A lift never begins a pinch.) True if the spread changed.
    private func followLiftedFingers(at time: Double) -> Bool {
        guard baseSpread >= hysteresis else { return false }
        let spread = spreadAtLift
        guard spread != currentSpread, spread > 0 else { return false }
        currentSpread = spread
        tracker.addSample(scale, at: time)
        return true
    }

    /// The last finger lifted, or the trackpad gesture ended.
    private func lifted(because reason: String) {
        if state.isInProgress { state = .ended } else if state == .possible { fail(because: reason) }
    }

    /// The set of fingers changed: keep the scale, measure further change from here. Before
    /// `touchesEnded` in a step, over the fingers lifting in it too (`includingLifted`): the
    /// moves and the lift's own movement are measured on them, and the lift re-bases last.
    private func rebase(at time: Double, includingLifted: Bool) {
        let kept = scale
        currentSpread = spread(includingLifted: includingLifted)
        baseSpread = currentSpread
        baseScale = kept
        // Not begun: the hysteresis is measured afresh from each set of fingers (a third
        // finger's spread against two fingers' start is no pinch).
        if state == .possible { startSpread = currentSpread }
        if baseSpread > 0, state == .possible, touchesDownCount == 2 { tracker.addSample(kept, at: time) }
    }
}
