/// A trackpad pinch or rotation step, or a Ctrl+wheel notch (<doc:Rules#P5>), as UIKit's transform
/// events.
///
/// It drives the pinch and rotation recognizers under `location` that follow transforms
/// (``GestureRecognizer/receivesTransforms``): a pinch's ``PinchGestureRecognizer/scale`` is
/// the product of the steps' ``scale``, a rotation's ``RotationGestureRecognizer/rotation``
/// the sum of their ``rotation``. No touch stands for it: those recognizers' `numberOfTouches`
/// is 0 while they follow it. It ends like a scroll (``ScrollEvent``).
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
    ///
    /// - Parameters:
    ///   - timestamp: seconds on the input's timeline; finite, not earlier than the window's
    ///     current time.
    ///   - location: the pointer, in window coordinates; hit-tested when the gesture starts.
    ///   - scale: this step's factor, more than 0; 1 (the default) changes nothing.
    ///   - rotation: this step's angle in radians, clockwise on screen; 0 by default.
    ///   - phase: a trackpad gesture's phase; the default, `changed`, suits a Ctrl+wheel notch.
    ///   - modifierFlags: the keyboard modifiers held; none by default.
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
