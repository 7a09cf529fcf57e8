/// Scroll input: a wheel notch or a step of a trackpad's two-finger scroll (<doc:Rules#P5>).
///
/// A scroll drives the pans that allow its type (``PanGestureRecognizer/allowedScrollTypesMask``):
/// the window hit-tests `location` when the scroll starts, and each ``translation`` moves
/// those pans as a drag would. A scroll is not a touch: no view sees it, and the pans'
/// `numberOfTouches` is 0 while they follow it. It ends at ``PointerGesturePhase/ended``,
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
    ///
    /// - Parameters:
    ///   - timestamp: seconds on the input's timeline; finite, not earlier than the window's
    ///     current time.
    ///   - location: the pointer, in window coordinates; hit-tested when the scroll starts.
    ///   - translation: this step's own movement in points, as a finger dragging the content
    ///     would (a wheel turned down gives a negative `y`); finite.
    ///   - type: a wheel or a trackpad.
    ///   - phase: a trackpad scroll's phase; the default, `changed`, suits a wheel notch,
    ///     whose scroll ends after ``Window/scrollIdleInterval``.
    ///   - modifierFlags: the keyboard modifiers held; none by default.
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
