/// Recognizes one or more taps of one or more fingers, like `UITapGestureRecognizer`.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let twoFingerTap = TapGestureRecognizer()
/// twoFingerTap.numberOfTouchesRequired = 2
/// twoFingerTap.addAction { tap in print(tap.state, tap.numberOfTouches, tap.location(in: window)) }
/// window.addGestureRecognizer(twoFingerTap)
///
/// try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 100, y: 300), .init(2, .began, x: 180, y: 300)]))
/// try window.sendEvent(TouchEvent(timestamp: 0.08, changes: [.init(1, .ended, x: 101, y: 302), .init(2, .ended, x: 180, y: 299)]))
/// // Prints "ended 2 (140.0, 300.0)"
/// ```
///
/// A tap is: the required number of fingers down together, lifted before
/// ``maximumTapDuration`` has passed since the first went down, none of them having moved
/// more than ``allowableMovement`` from where it landed. The next tap must begin within
/// ``maximumIntervalBetweenTaps`` of the previous lift, within ``allowableMovement`` of the
/// first tap: for taps of several fingers, the tap as a whole — the centroid of its landings
/// against the first tap's — since the fingers of a hand land 60 pt or more apart. A finger
/// farther from the first tap than the first tap's own fingers spread plus
/// ``allowableMovement`` fails the tap at once. The gesture is discrete: recognized when the
/// last required tap lifts.
///
/// Deadlines are strict: a tap held for exactly ``maximumTapDuration``, or a next tap that
/// begins exactly ``maximumIntervalBetweenTaps`` after a lift, is too late (a deadline
/// fires before an event at the same instant). Movement is inclusive: moving exactly
/// ``allowableMovement`` is still a tap.
///
/// Defaults are UIKit's observed values (docs/Recognizers.md): 1 tap,
/// 1 finger, 45 pt, 0.75 s, 0.35 s.
open class TapGestureRecognizer: GestureRecognizer, TapLikeGestureRecognizer {
    /// The class's name for Embedded Swift's decision log (``GestureRecognizer/className``).
    open override class var className: String { "TapGestureRecognizer" }

    /// Itself: a tap recognizer is tap-like (``GestureRecognizer/asTapLike``).
    open override var asTapLike: (any TapLikeGestureRecognizer)? { self }

    // Settings and per-gesture state are read on every touch: exclusivity checks are off
    // (one thread per window, no overlapping accesses; docs/Performance.md).

    /// How many taps make the gesture: 1 or more (no number of taps makes 0, and the
    /// recognizer then takes no touch).
    @exclusivity(unchecked) public var numberOfTapsRequired = 1
    /// How many fingers each tap takes: 1 or more (below, every tap fails).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// How far a finger may move from where it landed (and a later tap land from the first), in points.
    @exclusivity(unchecked) public var allowableMovement = 45.0
    /// How long a tap may last, from the first finger down to the last finger up, in seconds
    /// (`.infinity`: no limit).
    @exclusivity(unchecked) public var maximumTapDuration = 0.75
    /// How long after a lift the next tap must begin, in seconds (`.infinity`: no limit).
    @exclusivity(unchecked) public var maximumIntervalBetweenTaps = 0.35
    /// The pointer buttons a click must press to be a tap (<doc:Rules#P5>), as UIKit's
    /// `buttonMaskRequired`: `.primary` by default; `.secondary` makes a right-click
    /// recognizer. A finger or a pen counts as the primary button.
    @exclusivity(unchecked) public var buttonMaskRequired: PointerButtons = .primary

    // Hot state, read on every move: no dynamic exclusivity checks (see docs/Performance.md).
    @exclusivity(unchecked) private var tapsCompleted = 0
    @exclusivity(unchecked) private var fingersDown = 0
    @exclusivity(unchecked) private var mostFingersThisTap = 0
    @exclusivity(unchecked) private var liftedThisTap = false
    @exclusivity(unchecked) private var firstTapCentroid: Point?
    @exclusivity(unchecked) private var firstTapAnchor: Point?
    @exclusivity(unchecked) private var firstTapRadius = 0.0  // its farthest finger from its centroid
    @exclusivity(unchecked) private var firstTapLandings: [Point] = []  // kept, emptied at each reset
    @exclusivity(unchecked) private var deadline: TimerID?
    /// Why the recognizer fails if ``deadline`` passes.
    @exclusivity(unchecked) private var deadlineReason = ""
    @exclusivity(unchecked) private var lastLiftTime = 0.0
    @exclusivity(unchecked) private var landings = Landings()  // of the current tap

    /// The centroid of the first tap's fingers where they landed, in `view`'s coordinates
    /// (the location UIKit reports for a tap).
    open override func location(in view: View?) -> Point {
        guard let firstTapCentroid else { return super.location(in: view) }
        return view?.convert(firstTapCentroid, from: nil) ?? firstTapCentroid
    }

    /// Where finger `index` of the first tap landed (in the order the fingers landed), in
    /// `view`'s coordinates: as Apple documents for `UITapGestureRecognizer`, "if multiple taps
    /// are allowed, this location is that of the first tap". Before the first tap is made,
    /// the touch's location, as for any recognizer.
    ///
    /// - Precondition: `index` is below ``GestureRecognizer/numberOfTouches``, or below
    ///   ``numberOfTouchesRequired`` once the first tap is made (a tap that waited for another
    ///   recognizer to fail is recognized with its fingers lifted).
    open override func location(ofTouch index: Int, in view: View?) -> Point {
        guard firstTapLandings.indices.contains(index) else { return super.location(ofTouch: index, in: view) }
        let point = firstTapLandings[index]
        return view?.convert(point, from: nil) ?? point
    }

    /// A tap does not prevent a tap of another kind (another number of taps or fingers):
    /// as in UIKit, a single-tap and a double-tap recognizer on one view both fire on a
    /// double tap, unless one is made to wait for the other with `require(toFail:)`.
    open override func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let tap = other as? TapGestureRecognizer else { return true }
        return tap.numberOfTapsRequired == numberOfTapsRequired && tap.numberOfTouchesRequired == numberOfTouchesRequired
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        if tapsCompleted >= numberOfTapsRequired {
            // Done, and pending on another recognizer's failure (A5). The gesture may go on
            // to become one this tap is not: a finger landing where and when a next tap
            // would is one tap too many. A touch elsewhere or later is another gesture's.
            return watchAfterCompletion(touches, with: event)
        }
        if fingersDown == 0 {
            // A new tap starts: it must start soon enough (the interval deadline has not
            // fired) and near the first tap.
            restartDeadline(after: maximumTapDuration, reason: "held longer than the maximum tap duration")
            liftedThisTap = false
            mostFingersThisTap = 0
            landings.removeAll()
        } else if liftedThisTap {
            return fail(because: "a finger landed after another of the same tap lifted")
        }
        for touch in touches {
            if !mayBelongToFirstTap(touch) { return fail(because: "landed too far from the first tap") }
            if touch.pressedButtons != buttonMaskRequired { return fail(because: "pressed other buttons than required") }
        }
        landings.record(touches)
        fingersDown += touches.count
        mostFingersThisTap = Swift.max(mostFingersThisTap, fingersDown)
        if fingersDown > numberOfTouchesRequired { return fail(because: "too many fingers") }
        // All the fingers of a later tap are down: it is compared with the first as a whole.
        if fingersDown == numberOfTouchesRequired, let anchor = firstTapAnchor,
           anchor.distance(to: landings.centroidOfLandings) > allowableMovement {
            fail(because: "landed too far from the first tap")
        }
    }

    /// Whether `touch` could be a finger of a tap near the first: no farther from the first
    /// tap's centroid than the first tap's fingers were, plus ``allowableMovement``.
    private func mayBelongToFirstTap(_ touch: Touch) -> Bool {
        guard let anchor = firstTapAnchor else { return true }
        return anchor.distance(to: touch.windowLocation) <= allowableMovement + firstTapRadius
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        checkMovement(of: touches)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        checkMovement(of: touches)  // where a finger lifts counts too
        guard state == .possible else { return }
        fingersDown -= touches.count
        liftedThisTap = true
        guard fingersDown == 0 else { return }
        guard mostFingersThisTap == numberOfTouchesRequired else { return fail(because: "too few fingers") }
        if firstTapCentroid == nil {
            firstTapCentroid = landings.centroidOfLandings
            firstTapAnchor = firstTapCentroid
            firstTapRadius = landings.radiusOfLandings
            for entry in landings.entries { firstTapLandings.append(entry.point) }
        }
        tapsCompleted += 1
        lastLiftTime = event.timestamp
        if tapsCompleted >= numberOfTapsRequired {
            cancelDeadline()
            state = .recognized
        } else {
            restartDeadline(after: maximumIntervalBetweenTaps, reason: "the next tap did not begin in time")
        }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        touchWasCancelled()
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersDown = 0
        mostFingersThisTap = 0
        liftedThisTap = false
        firstTapCentroid = nil
        firstTapAnchor = nil
        firstTapRadius = 0
        firstTapLandings.empty()
        deadline = nil
        landings.removeAll()
    }

    /// A touch reaching a tap that has all its taps and waits for another recognizer to
    /// fail: within ``allowableMovement`` of the first tap and before
    /// ``maximumIntervalBetweenTaps`` has passed since the last lift, it is an extra tap and
    /// the tap fails (a single tap must not fire on a triple tap when the double it waited
    /// for fails). Otherwise it is not part of this gesture and is ignored, so a far or late
    /// touch does not cost the tap already made.
    private func watchAfterCompletion(_ touches: [Touch], with event: Event) {
        let inTime = !Deadline.isDue(Deadline.after(maximumIntervalBetweenTaps, from: lastLiftTime), at: event.timestamp)
        for touch in touches where inTime && firstTapAnchor != nil && mayBelongToFirstTap(touch) {
            return fail(because: "more taps than required")
        }
        for touch in touches { ignore(touch, for: event) }
    }

    private func checkMovement(of touches: [Touch]) {
        if landings.anyMoved(touches, fartherThan: allowableMovement) {
            fail(because: "moved more than the allowable movement")
        }
    }

    private func restartDeadline(after interval: Double, reason: String) {
        cancelDeadline()
        deadlineReason = reason
        deadline = scheduleDeadline(after: interval)
    }

    override func deadlinePassed() {
        deadline = nil
        if state == .possible { fail(because: deadlineReason) }
    }

    private func cancelDeadline() {
        if let deadline { cancelTimer(deadline) }
        deadline = nil
    }
}
