/// Recognizes two fingers turning about each other, like `UIRotationGestureRecognizer`.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let rotation = RotationGestureRecognizer()
/// rotation.addAction { print($0.state, (rotation.rotation * 180 / Trigonometry.pi).rounded()) }
/// window.addGestureRecognizer(rotation)
///
/// // Two fingers side by side turn a quarter turn, clockwise on screen.
/// try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 145, y: 400), .init(2, .began, x: 245, y: 400)]))
/// try window.sendEvent(TouchEvent(timestamp: 0.1, changes: [.init(1, .moved, x: 195, y: 350), .init(2, .moved, x: 195, y: 450)]))
/// // Prints "began 90.0"
/// ```
///
/// ``rotation`` is the angle the line through the first two fingers down has turned, in
/// radians (positive clockwise on screen, as in UIKit), accumulated move by move so that
/// it keeps counting past ±π. ``velocity`` is in radians per second. The gesture begins
/// once the rotation reaches ``minimumRotation`` and changes on every move of two or more
/// fingers, a lifting finger's last move included. As in UIKit, it ends when the last finger
/// lifts: while one finger remains the gesture stays in progress and ``rotation`` stays put
/// (check ``GestureRecognizer/numberOfTouches``). It fails if every finger lifts before it
/// began. When the pair of fingers changes, the angle is re-based so nothing jumps; two
/// fingers closer than 8 points have no reliable direction, so turning counts from the
/// direction in which they part. Setting ``rotation`` continues from the new value.
///
/// UIKit documents no threshold; 2° (about 0.035 rad) is GestureKit's choice.
open class RotationGestureRecognizer: GestureRecognizer {
    /// The class's name for Embedded Swift's decision log (``GestureRecognizer/className``).
    open override class var className: String { "RotationGestureRecognizer" }

    /// How far the fingers must turn before the gesture begins, in radians.
    @exclusivity(unchecked) public var minimumRotation = 2 * Trigonometry.pi / 180

    /// The accumulated rotation in radians; settable.
    ///
    /// Setting it (apps set it back to 0 after applying it) shifts the velocity's history
    /// with it, so ``velocity`` stays the fingers' and a rotation's `.ended` action still
    /// reads it. Apple documents that setting the rotation resets the velocity; GestureKit
    /// keeps it, as for the pan's translation (docs/Recognizers.md).
    public var rotation: Double {
        get { accumulated }
        set {
            if newValue.isFinite, accumulated.isFinite {
                tracker.rebase(offset: newValue - accumulated)
            } else {
                tracker.reset()
                tracker.addSample(newValue, at: currentTime)
            }
            accumulated = newValue
        }
    }

    /// The rate of change of ``rotation``, in radians per second.
    public var velocity: Double { tracker.velocity(at: currentTime) }

    // Hot state, read on every move: no dynamic exclusivity checks (see docs/Performance.md).
    @exclusivity(unchecked) private var accumulated = 0.0
    @exclusivity(unchecked) private var pair: (Touch, Touch)?
    /// The pair's angle at the last move; nil while the two fingers are at one point, where
    /// the line through them has no direction.
    @exclusivity(unchecked) private var lastAngle: Double?
    @exclusivity(unchecked) private var tracker = ScalarVelocityTracker()

    /// Trackpad rotations drive it too (<doc:Rules#P5>).
    open override var receivesTransforms: Bool { true }

    /// Follows a trackpad transform (<doc:Rules#P5>): the rotation is the sum of its steps' angles.
    open override func receive(_ transform: TransformEvent, with event: Event) {
        super.receive(transform, with: event)
        switch transform.phase {
        case .began: break
        case .changed: turned(by: transform.rotation, at: event.timestamp)
        case .ended: lifted(because: "the trackpad gesture ended before turning")
        }
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        rebase(includingLifted: true)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        guard let (a, b) = pair else { return }
        let angle = Self.angle(from: a, to: b)
        defer { lastAngle = angle }
        // Fingers that were (nearly) at one point had no angle to turn from: it starts here.
        guard let angle, let lastAngle else { return }
        turned(by: Self.turn(from: lastAngle, to: angle), at: event.timestamp)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        let moved = followLiftedPair(at: event.timestamp)
        if touchesDownCount == 0 { return lifted(because: "the fingers lifted before turning") }
        if moved, state.isInProgress { requestChange() }
        rebase(includingLifted: false)  // with one finger left there is no pair: the rotation waits where it is
    }

    /// Where the pair left the surface counts, as a pan's lift does: the rotation takes the
    /// pair's last turn, so the angle a rotation ends with does not depend on how often the
    /// source reports. (A lift never begins a rotation.) True if the pair turned.
    private func followLiftedPair(at time: Double) -> Bool {
        guard let (a, b) = pair, let lastAngle, let angle = Self.angle(from: a, to: b), angle != lastAngle else { return false }
        accumulated += Self.turn(from: lastAngle, to: angle)
        tracker.addSample(accumulated, at: time)
        self.lastAngle = angle
        return true
    }

    /// Adds `delta` radians: begins once past ``minimumRotation``, or changes. The sum stays
    /// within ±10⁹ radians (160 million turns): a trackpad step may be any finite angle
    /// (<doc:Rules#P5>), and a sum that reached infinity would make the velocity NaN.
    private func turned(by delta: Double, at time: Double) {
        accumulated = Swift.min(Swift.max(accumulated + delta, -1e9), 1e9)
        tracker.addSample(accumulated, at: time)
        if state == .possible {
            if Swift.abs(rotation) >= minimumRotation { state = .began }
        } else if state.isInProgress {
            requestChange()
        }
    }

    /// The last finger lifted, or the trackpad gesture ended.
    private func lifted(because reason: String) {
        pair = nil
        if state.isInProgress { state = .ended } else if state == .possible { fail(because: reason) }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        touchWasCancelled()
    }

    open override func reset() {
        super.reset()
        pair = nil
        lastAngle = nil
        accumulated = 0
        tracker.reset()
    }

    /// The pair of fingers may have changed: measure further turning from here. Before
    /// `touchesEnded` in a step, a finger lifting in it may still be one of the pair
    /// (`includingLifted`), so that its last move turns the pair; the lift re-bases last.
    private func rebase(includingLifted: Bool) {
        let old = pair
        pair = firstTwoTouches(includingLifted: includingLifted)
        // The same pair keeps its angle: this step's moves of it are still to be counted.
        if let old, let pair, old.0 === pair.0, old.1 === pair.1 { return }
        lastAngle = pair.flatMap { Self.angle(from: $0.0, to: $0.1) }
    }

    /// The turn from direction `old` to `new` the shorter way round: a move never turns the
    /// pair by more than half a turn.
    private static func turn(from old: Double, to new: Double) -> Double {
        let delta = new - old
        if delta > Trigonometry.pi { return delta - 2 * Trigonometry.pi }
        return delta <= -Trigonometry.pi ? delta + 2 * Trigonometry.pi : delta
    }

    /// The direction of the line from `a` to `b`, or nil when they are closer than
    /// ``minimumSpan``.
    private static func angle(from a: Touch, to b: Touch) -> Double? {
        let d = b.windowLocation - a.windowLocation
        return d.x * d.x + d.y * d.y < minimumSpan * minimumSpan ? nil : Trigonometry.atan2(d.y, d.x)
    }

    /// How far apart two fingers must be for the line through them to have a direction worth
    /// following: at 1 pt apart, one point of jitter turns it by up to 45°. Closer fingers (a
    /// touch panel splitting one contact in two) turn nothing until they part.
    static let minimumSpan = 8.0
}
