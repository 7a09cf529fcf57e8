/// `gesturekit listen --check`'s line about typing keys: whether `/dev/uinput` can be
/// written, said only when a binding types keys.
public enum UinputReport {
    /// The line for `bindings`, given `problem` (nil: uinput can be written); nil when no
    /// binding types keys.
    public static func line(for bindings: [Binding], problem: String?) -> String? {
        let typing = bindings.filter { !$0.actions.keyCodes.isEmpty }.count
        guard typing > 0 else { return nil }
        let keys = Binding.keyCodes(of: bindings).sorted().map(KeyName.linuxName(of:)).joined(separator: ", ")
        if let problem { return "/dev/uinput  not usable: \(problem); \(typing) binding(s) type keys (\(keys))" }
        return "/dev/uinput  writable: \(typing) binding(s) type keys (\(keys)) through \(VirtualKeyboard.deviceName)"
    }
}
