/// Why a recognizer failed or was cancelled by the engine, as recorded in the decision
/// log (<doc:Rules#L1>) and in ``GestureRecognizer/failureReason``.
public enum FailureReason: Hashable, Sendable, CustomStringConvertible {
    /// The recognizer asked for failed (or for cancelled while possible); with its own
    /// explanation when it gave one through ``GestureRecognizer/fail(because:)``.
    case requested(String?)
    /// A conflicting recognizer that may not run with it is active (<doc:Rules#A5>) or began
    /// (<doc:Rules#A6>).
    case preventedBy(String)
    /// `gestureRecognizerShouldBegin` answered false: the delegate's, or a view's (<doc:Rules#A1>).
    case shouldBeginDenied(by: String)
    /// A recognizer it waits for began or was recognized (<doc:Rules#A5>, <doc:Rules#A8>).
    case requiredRecognizerSucceeded(String)
    /// All touches in the window ended and it had decided nothing (<doc:Rules#R3>).
    case undecidedWhenTouchesEnded
    /// All touches in the window ended and it had begun but never ended (<doc:Rules#R3>, extended to
    /// gestures in progress: see docs/Semantics.md).
    case unfinishedWhenTouchesEnded
    /// It was disabled mid-gesture (<doc:Rules#A11>).
    case disabled
    /// It was removed from its view mid-gesture (<doc:Rules#A11>).
    case removed
    /// Its view left the window mid-gesture (<doc:Rules#A11>).
    case viewRemoved
    /// Its failure requirements form a cycle (<doc:Rules#A10>).
    case requirementCycle

    /// A short phrase, as printed in the decision log.
    public var description: String {
        switch self {
        case .requested(let reason): reason ?? "requested"
        case .preventedBy(let name): "prevented by \(name)"
        case .shouldBeginDenied(let name): "shouldBegin denied by \(name)"
        case .requiredRecognizerSucceeded(let name): "\(name) recognized"
        case .undecidedWhenTouchesEnded: "undecided when all touches ended"
        case .unfinishedWhenTouchesEnded: "still in progress when all touches ended"
        case .disabled: "disabled"
        case .removed: "removed from its view"
        case .viewRemoved: "its view left the window"
        case .requirementCycle: "failure requirements form a cycle"
        }
    }
}
