import GestureKit

/// Recognizes a lowercase "r" stroke — down, back up, then right — the source material's
/// "return home" gesture. Discrete, one finger, not starting on a control.
///
/// Coordinates are taken in the superview of the recognizer's view. The phases, with the
/// seed's thresholds:
/// 0. a downward stroke of at least ``minimumDownstroke`` (10) points, until y turns upward;
/// 1. going up, until x increases by at least ``minimumRightStep`` (5) points between samples;
/// 2. x keeps increasing while y moves less than ``maximumVerticalStep`` (5) points between
///    samples: recognized.
///
/// A sample that breaks the phase it is in (x decreasing in phase 2, say) fails the
/// gesture; so do lifting early and cancellation.
open class ReturnGestureRecognizer: GestureRecognizer {
    /// The class's name for Embedded Swift's decision log (``GestureRecognizer/className``).
    open override class var className: String { "ReturnGestureRecognizer" }

    /// The phases of the stroke.
    public enum Phase: Int, Sendable {
        /// Going down.
        case downstroke
        /// Coming back up.
        case upstroke
        /// Turning right.
        case turningRight
    }

    /// The least downward travel before the turn, in points.
    public var minimumDownstroke = 10.0
    /// The least rightward step that starts the last part, in points.
    public var minimumRightStep = 5.0
    /// The most a sample of the last part may move vertically, in points.
    public var maximumVerticalStep = 5.0
    /// Where the stroke is.
    public private(set) var phase: Phase = .downstroke

    private var start = Point.zero, lowest = Point.zero

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        guard numberOfTouches == 1, let touch = touches.first else { return fail(because: "more than one finger") }
        if touch.view is Control { return fail(because: "started on a control") }
        start = touch.location(in: view?.superview)
        lowest = start
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        let reference = view?.superview
        let previous = touch.previousLocation(in: reference), current = touch.location(in: reference)
        let dx = current.x - previous.x, dy = current.y - previous.y
        switch phase {
        case .downstroke:
            if current.y > lowest.y { lowest = current }
            if dy < 0 {  // y turned upward
                guard lowest.y - start.y >= minimumDownstroke else { return fail(because: "the downstroke is too short") }
                phase = .upstroke
            }
        case .upstroke:
            if dx >= minimumRightStep { phase = .turningRight }
        case .turningRight:
            guard dx > 0 else { return fail(because: "x stopped increasing") }
            if Swift.abs(dy) < maximumVerticalStep { state = .recognized }
        }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        if state == .possible { fail(because: "lifted before the stroke was complete") }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        phase = .downstroke
    }
}
