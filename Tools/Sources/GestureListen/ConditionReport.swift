import GestureEvdev

/// `gesturekit listen --check`'s lines about the bindings' conditions: how the focused
/// application is asked (and what it is now), and which keyboards modifiers are read from —
/// or why none can be.
public enum ConditionReport {
    /// The lines for `configuration`, with the query `focus` chose and why, its answer now
    /// (`focused`: the names, or nil when unknown), and the input devices found.
    public static func lines(_ configuration: ListenConfiguration, focus: (query: FocusQuery, reason: String),
                             focused: [String]?, devices: [DiscoveredDevice]) -> [String] {
        var lines: [String] = []
        if configuration.bindings.contains(where: \.conditions.needsApplication) {
            lines.append("focused application: asked with \(focus.query.name) (\(focus.reason)); now: "
                         + (focused.map { $0.joined(separator: ", ") } ?? "unknown — bindings with `application:` would not act"))
        }
        if configuration.bindings.contains(where: { $0.conditions.modifiers != nil }) {
            let keyboards = devices.filter { $0.description?.isKeyboard == true }
            if keyboards.isEmpty {
                let denied = devices.filter { $0.error?.reason == .permissionDenied }.count
                lines.append("modifiers: bindings name modifiers, but no keyboard is readable"
                             + (denied > 0 ? " (\(denied) device(s) could not be read: permission denied)" : "")
                             + "; they would not act. `gesturekit service udev-rule --keyboards` gives the user at the seat "
                             + "the keyboards (every program of the user could then read keys: docs/Listen.md)")
            } else {
                lines.append("modifiers: asked of " + keyboards.map { "\($0.path) (\($0.description?.name ?? "unnamed"))" }
                    .joined(separator: ", ") + " with EVIOCGKEY, at the moments that need them; no key event is read")
            }
        }
        return lines
    }
}
