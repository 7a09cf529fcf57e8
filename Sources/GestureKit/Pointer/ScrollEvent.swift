/// The two kinds of scroll input, as UIKit's `UIScrollType` (P5).
public enum ScrollType: Int, Hashable, Sendable, CaseIterable {
    /// A mouse wheel: separate notches.
    case discrete
    /// A trackpad's two-finger scroll: a gesture with a beginning and an end.
    case continuous
}

/// A set of scroll types, as UIKit's `UIScrollTypeMask`, for
/// ``PanGestureRecognizer/allowedScrollTypesMask``.
public struct ScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: Int
    /// Creates a set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mouse wheels.
    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    /// Trackpad scrolling.
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    /// Both.
    public static let all: ScrollTypeMask = [.discrete, .continuous]

    /// Whether the set holds `type`.
    public func contains(_ type: ScrollType) -> Bool {
        rawValue & (1 << type.rawValue) != 0
    }
}

/// Where a continuous scroll or transform gesture is (P5). Discrete input has no phases:
/// send ``changed`` for each notch.
public enum PointerGesturePhase: Hashable, Sendable {
    /// The fingers started a scroll or a pinch on the trackpad.
    case began
    /// It moved on (or a wheel notch).
    case changed
    /// The fingers lifted.
    case ended
}

/// Scroll input: a wheel notch or a step of a trackpad's two-finger scroll (P5).
///
/// A scroll drives the pans that allow its type (``PanGestureRecognizer/allowedScrollTypesMask``)
/// as a finger would: the window hit-tests `location` when the scroll starts and moves a
/// virtual finger by each ``translation``. A scroll ends at ``PointerGesturePhase/ended``,
/// or ``Window/scrollIdleInterval`` after its last step (which is how wheel scrolls end).
public struct ScrollEvent: Hashable, Sendable {
    /// Seconds on the input's timeline; events must not go back in time.
    public var timestamp: Double
    /// Where the pointer is, in window coordinates.
    public var location: Point
    /// How far the content should follow, in points, as a finger dragging it would: a wheel
    /// turned to scroll down gives a negative `y` (the content moves up).
    public var translation: Point
    /// A wheel or a trackpad.
    public var type: ScrollType
    /// The phase of a trackpad scroll; `changed` for a wheel notch.
    public var phase: PointerGesturePhase
    /// The keyboard modifiers held.
    public var modifierFlags: KeyModifierFlags

    /// Creates a scroll event.
    public init(
        timestamp: Double, location: Point, translation: Point, type: ScrollType,
        phase: PointerGesturePhase = .changed, modifierFlags: KeyModifierFlags = []
    ) {
        self.timestamp = timestamp
        self.location = location
        self.translation = translation
        self.type = type
        self.phase = phase
        self.modifierFlags = modifierFlags
    }
}

/// A trackpad pinch or rotation step, or a Ctrl+wheel notch (P5), as UIKit's transform events.
///
/// It drives the pinch and rotation recognizers under `location` through two virtual fingers
/// ``Window/transformFingerSpread`` points apart around it: ``scale`` multiplies their
/// distance and ``rotation`` turns them, so the recognizers measure exactly what the
/// trackpad reports. It ends like a scroll (``ScrollEvent``).
public struct TransformEvent: Hashable, Sendable {
    /// Seconds on the input's timeline; events must not go back in time.
    public var timestamp: Double
    /// Where the pointer is, in window coordinates.
    public var location: Point
    /// The change of scale in this step (1 is none; 1.1 spreads the fingers by a tenth).
    public var scale: Double
    /// The change of rotation in this step, in radians, clockwise on screen.
    public var rotation: Double
    /// The phase of a trackpad gesture; `changed` for a Ctrl+wheel notch.
    public var phase: PointerGesturePhase
    /// The keyboard modifiers held.
    public var modifierFlags: KeyModifierFlags

    /// Creates a transform event.
    public init(
        timestamp: Double, location: Point, scale: Double = 1, rotation: Double = 0,
        phase: PointerGesturePhase = .changed, modifierFlags: KeyModifierFlags = []
    ) {
        self.timestamp = timestamp
        self.location = location
        self.scale = scale
        self.rotation = rotation
        self.phase = phase
        self.modifierFlags = modifierFlags
    }
}
