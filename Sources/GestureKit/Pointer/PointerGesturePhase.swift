/// Where a continuous scroll or transform gesture is (<doc:Rules#P5>). Discrete input has no phases:
/// send ``changed`` for each notch.
public enum PointerGesturePhase: Hashable, Sendable {
    /// The fingers started a scroll or a pinch on the trackpad.
    case began
    /// It moved on (or a wheel notch).
    case changed
    /// The fingers lifted.
    case ended
}
