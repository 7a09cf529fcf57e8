import GestureKit

/// Recognizes a lowercase "r" stroke — down, back up, then right — the source material's
/// "return home" gesture. Discrete, one finger, not starting on a control.
///
/// Coordinates are taken in the superview of the recognizer's view. Each move is judged
/// against the previous sample, in three phases (``phase``), with the seed's thresholds:
/// 0. going down, until the first sample where y decreases: by then the stroke's lowest point
///    must be at least ``minimumDownstroke`` (10) points below its start, or the gesture
///    fails. A level sample does not end this phase, and x is not looked at;
/// 1. coming back up, until a sample where x increases by at least ``minimumRightStep`` (5)
///    points. Nothing else is checked in this phase, not even that y goes up;
/// 2. from the next sample on: a sample where x does not increase fails the gesture; one
///    where x increases and y moves less than ``maximumVerticalStep`` (5) points recognizes
///    it; one where x increases but y moves ``maximumVerticalStep`` or more does neither.
///
/// It fails only when it starts on a control, when the downstroke is too short, when x does
/// not increase in the last phase, when the finger lifts before the gesture is recognized,
/// and, as every ``OneStrokeGestureRecognizer``, when a second finger lands or the touch is
/// cancelled.
open class ReturnGestureRecognizer: OneStrokeGestureRecognizer {
    /// The class's name for Embedded Swift's decision log (`GestureRecognizer.className`).
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

    private var lowest = Point.zero

    /// Measured in the superview of the recognizer's view, as the source material does.
    open override var strokeCoordinateSpace: View? { view?.superview }

    open override func strokeBegan(_ touch: Touch, with event: Event) {
        super.strokeBegan(touch, with: event)
        if touch.view is Control { return fail(because: "started on a control") }
        lowest = stroke[0]
    }

    open override func strokeMoved(_ touch: Touch, with event: Event) {
        super.strokeMoved(touch, with: event)
        let previous = touch.previousLocation(in: strokeCoordinateSpace), current = stroke[stroke.count - 1]
        let dx = current.x - previous.x, dy = current.y - previous.y
        switch phase {
        case .downstroke:
            if current.y > lowest.y { lowest = current }
            if dy < 0 {  // y turned upward
                guard lowest.y - stroke[0].y >= minimumDownstroke else { return fail(because: "the downstroke is too short") }
                phase = .upstroke
            }
        case .upstroke:
            if dx >= minimumRightStep { phase = .turningRight }
        case .turningRight:
            guard dx > 0 else { return fail(because: "x stopped increasing") }
            if Swift.abs(dy) < maximumVerticalStep { state = .recognized }
        }
    }

    open override func strokeEnded(_ touch: Touch, with event: Event) {
        super.strokeEnded(touch, with: event)
        fail(because: "lifted before the stroke was complete")
    }

    open override func reset() {
        super.reset()
        phase = .downstroke
    }
}
