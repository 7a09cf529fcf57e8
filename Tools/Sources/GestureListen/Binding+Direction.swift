import GestureKit

extension Binding {
    /// Which way a binding's gesture goes. Each gesture names directions of its own kind:
    /// swipes and pans travel, pinches go in or out, rotations turn.
    ///
    /// ```swift
    /// Binding(.swipe, fingers: 3, direction: .travel(.up))
    /// Binding(.pinch, direction: .pinch(.out), on: .recognized, threshold: 1.3)
    /// ```
    public enum Direction: Hashable, Sendable {
        /// Swipes and pans: the way the fingers travel.
        case travel(TravelDirection)
        /// Pinches: fingers moving apart (`out`) or together (`in`).
        case pinch(PinchDirection)
        /// Rotations: the way the fingers turn on screen.
        case rotation(RotationDirection)

        /// The name in a configuration and in `GESTURE_DIRECTION`: `up`, `in`, `clockwise`…
        public var name: String {
            switch self {
            case .travel(let direction): direction.rawValue
            case .pinch(let direction): direction.rawValue
            case .rotation(let direction): direction.rawValue
            }
        }

        /// Every direction `gesture` may name (empty: it has none).
        public static func all(for gesture: Gesture) -> [Direction] {
            switch gesture {
            case .swipe, .pan: TravelDirection.allCases.map(Direction.travel)
            case .pinch: PinchDirection.allCases.map(Direction.pinch)
            case .rotation: RotationDirection.allCases.map(Direction.rotation)
            case .tap, .longPress, .edge, .shape: []
            }
        }

        /// The direction named `name` among those `gesture` may name, if it is one.
        public init?(_ name: String, for gesture: Gesture) {
            guard let direction = Self.all(for: gesture).first(where: { $0.name == name }) else { return nil }
            self = direction
        }
    }

    /// The way a swipe's or a pan's fingers travel.
    public enum TravelDirection: String, Hashable, Sendable, CaseIterable {
        /// Toward the top of the screen.
        case up
        /// Toward the bottom.
        case down
        /// Toward the left.
        case left
        /// Toward the right.
        case right

        /// The same direction for a ``SwipeGestureRecognizer``.
        var swipeDirection: SwipeGestureRecognizer.Direction {
            switch self {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            }
        }
    }

    /// Whether a pinch's fingers move apart or together.
    public enum PinchDirection: String, Hashable, Sendable, CaseIterable {
        /// Together: the scale falls below 1 (zoom out).
        case `in`
        /// Apart: the scale grows past 1 (zoom in).
        case out
    }

    /// The way a rotation's fingers turn, as seen on screen.
    public enum RotationDirection: String, Hashable, Sendable, CaseIterable {
        /// Clockwise: a positive rotation (y points down).
        case clockwise
        /// Counterclockwise: a negative rotation.
        case counterclockwise
    }
}
