/// Where a touch is in its life, as reported by the input source (<doc:Rules#E1>).
public enum TouchPhase: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The finger touched the surface.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move since the previous event.
    case stationary
    /// The finger lifted.
    case ended
    /// The input source lost the touch (for example, the device dropped events).
    case cancelled

    /// Whether the touch is over once it reaches this phase.
    public var isTerminal: Bool { self == .ended || self == .cancelled }

    /// The phase's name, as in `touchesBegan`.
    public var description: String {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}
