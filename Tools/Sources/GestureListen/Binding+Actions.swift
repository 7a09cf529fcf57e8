/// What a binding does besides its `run` command: keys or a button typed through the virtual
/// keyboard, and, for a binding that acts once per step (`on: changed` with `every`), what
/// each step back does, so that a gesture that returns undoes itself.
public struct BindingActions: Hashable, Sendable {
    /// Typed at each firing (`keys: ctrl+alt+Left`, or `button: middle`).
    public var keys: KeyStrokes?
    /// Run at each step back (`reverse-run`).
    public var reverseRun: String?
    /// Typed at each step back (`reverse-keys`, `reverse-button`).
    public var reverseKeys: KeyStrokes?

    /// Actions: none unless given.
    public init(keys: KeyStrokes? = nil, reverseRun: String? = nil, reverseKeys: KeyStrokes? = nil) {
        self.keys = keys
        self.reverseRun = reverseRun
        self.reverseKeys = reverseKeys
    }

    /// Whether a step back does something: the steps then go back as well as forward.
    public var reverses: Bool { reverseRun != nil || reverseKeys != nil }

    /// Every key and button code typed, forward and back.
    public var keyCodes: Set<UInt16> { (keys?.codes ?? []).union(reverseKeys?.codes ?? []) }
}

extension Binding {
    /// The keys and buttons every binding of `bindings` may type: all the virtual keyboard
    /// declares.
    public static func keyCodes(of bindings: [Binding]) -> Set<UInt16> {
        bindings.reduce(into: Set()) { $0.formUnion($1.actions.keyCodes) }
    }
}
