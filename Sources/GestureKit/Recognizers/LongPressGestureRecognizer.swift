/// Recognizes a press held in place, like `UILongPressGestureRecognizer`.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let press = LongPressGestureRecognizer()   // 0.5 s, within 10 points
/// press.addAction { _ in print(press.state, window.currentTime) }
/// window.addGestureRecognizer(press)
///
/// try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 200, y: 400)]))
/// window.advance(to: 0.6)   // the deadline fires on the events' clock: Prints "began 0.5"
/// try window.sendEvent(TouchEvent(timestamp: 0.7, changes: [.init(1, .moved, x: 260, y: 400)]))  // Prints "changed 0.7"
/// try window.sendEvent(TouchEvent(timestamp: 0.8, changes: [.init(1, .ended, x: 260, y: 400)]))  // Prints "ended 0.8"
/// ```
///
/// After ``numberOfTapsRequired`` quick taps (none by default), the required number of
/// fingers must stay down for ``minimumPressDuration`` without moving more than
/// ``allowableMovement``: the gesture begins at that deadline, with the fingers still down.
/// From then on movement is unlimited: each move is a change, and the first finger to lift
/// ends it. Lifting or moving too far before the deadline fails it.
///
/// Defaults: 0.5 s and 10 pt are Apple's documented defaults; 0 taps and 1 finger as in
/// UIKit. The taps before the press follow the tap recognizer's default timing (a tap
/// lifts within 0.75 s, the next touch begins within 0.35 s).
open class LongPressGestureRecognizer: GestureRecognizer {
    /// The class's name for Embedded Swift's decision log (``GestureRecognizer/className``).
    open override class var className: String { "LongPressGestureRecognizer" }

    // Settings and per-gesture state are read on every touch: exclusivity checks are off
    // (one thread per window, no overlapping accesses; docs/Performance.md).

    /// The press a new long-press recognizer asks for: 0.5 seconds (UIKit's default).
    public static let defaultMinimumPressDuration = 0.5

    /// How long the fingers must stay down, in seconds (`.infinity`: the press never begins).
    @exclusivity(unchecked) public var minimumPressDuration = LongPressGestureRecognizer.defaultMinimumPressDuration
    /// How far a finger may move before the gesture begins, in points.
    @exclusivity(unchecked) public var allowableMovement = 10.0
    /// Taps to make before the press.
    @exclusivity(unchecked) public var numberOfTapsRequired = 0
    /// Fingers that must press.
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// The longest a tap before the press may last, in seconds (`.infinity`: no limit).
    @exclusivity(unchecked) public var maximumTapDuration = 0.75
    /// How soon after a tap the next touch must begin, in seconds (`.infinity`: no limit).
    @exclusivity(unchecked) public var maximumIntervalBetweenTaps = 0.35

    // Hot state, read on every move: no dynamic exclusivity checks (see docs/Performance.md).
    @exclusivity(unchecked) private var tapsCompleted = 0
    @exclusivity(unchecked) private var fingersDown = 0
    @exclusivity(unchecked) private var deadline: TimerID?
    /// Why the recognizer fails if ``deadline`` passes; nil when it passing begins the press.
    @exclusivity(unchecked) private var deadlineReason: String?
    @exclusivity(unchecked) private var landings = Landings()

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }  // began: extra fingers change nothing
        if fingersDown == 0 { cancelDeadline() }
        landings.record(touches)
        fingersDown += touches.count
        if fingersDown > numberOfTouchesRequired { return fail(because: "too many fingers") }
        if tapsCompleted < numberOfTapsRequired {
            if fingersDown == touches.count {  // the first finger of a tap
                startDeadline(after: maximumTapDuration, failing: "a tap before the press was held too long")
            }
        } else if fingersDown == numberOfTouchesRequired {
            startDeadline(after: minimumPressDuration, failing: nil)
        }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        if state == .possible {
            if landings.anyMoved(touches, fartherThan: allowableMovement) {
                fail(because: "moved more than the allowable movement before the press began")
            }
        } else if state.isInProgress {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        if state.isInProgress { return state = .ended }
        guard state == .possible else { return }
        fingersDown -= touches.count
        guard tapsCompleted < numberOfTapsRequired else { return fail(because: "lifted before the minimum press duration") }
        guard fingersDown == 0 else { return }
        tapsCompleted += 1
        landings.removeAll()
        startDeadline(after: maximumIntervalBetweenTaps, failing: "the press did not follow the taps in time")
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        touchWasCancelled()
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersDown = 0
        deadline = nil
        landings.removeAll()
    }

    /// Schedules the single deadline: when it passes, an undecided recognizer fails for
    /// `reason`, or with none (the minimum press duration) begins.
    private func startDeadline(after interval: Double, failing reason: String?) {
        cancelDeadline()
        deadlineReason = reason
        deadline = scheduleDeadline(after: interval)
    }

    override func deadlinePassed() {
        deadline = nil
        guard state == .possible else { return }
        if let deadlineReason { fail(because: deadlineReason) } else { state = .began }
    }

    private func cancelDeadline() {
        if let deadline { cancelTimer(deadline) }
        deadline = nil
    }
}
