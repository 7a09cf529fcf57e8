import Foundation

/// Reads the answers of the focused-window queries: `xprop`'s text, `swaymsg`'s and
/// `hyprctl`'s JSON, a command's line. Each returns the names to match bindings against
/// (nil: no focused window, or an answer it cannot read).
public enum FocusReply {
    /// The window id in `xprop -root _NET_ACTIVE_WINDOW`'s answer:
    /// `_NET_ACTIVE_WINDOW(WINDOW): window id # 0x1a00003` from a window manager, or
    /// `_NET_ACTIVE_WINDOW(INTEGER) = 27262979` when set by hand. Nil for none (0, or
    /// `not found.`).
    public static func activeWindow(xprop text: String) -> UInt32? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("_NET_ACTIVE_WINDOW") }),
              let mark = line.lastIndex(where: { $0 == "#" || $0 == "=" }) else { return nil }
        let value = line[line.index(after: mark)...].split(separator: ",").first?.trimmingCharacters(in: .whitespaces) ?? ""
        let number = value.hasPrefix("0x") ? UInt32(value.dropFirst(2), radix: 16) : UInt32(value)
        guard let number, number != 0 else { return nil }
        return number
    }

    /// The strings of `xprop -id ID WM_CLASS`'s answer, `WM_CLASS(STRING) = "Navigator",
    /// "firefox"`: the instance and the class. Nil when the window has none.
    public static func windowClass(xprop text: String) -> [String]? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("WM_CLASS") }),
              let equals = line.firstIndex(of: "=") else { return nil }
        var names: [String] = []
        var current: String?
        var escaped = false
        for character in line[line.index(after: equals)...] {
            if var text = current {
                if escaped {
                    text.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    names.append(text)
                    current = nil
                    continue
                } else {
                    text.append(character)
                }
                current = text
            } else if character == "\"" {
                current = ""
            }
        }
        let found = names.filter { !$0.isEmpty }
        return found.isEmpty ? nil : found
    }

    /// The focused window of `swaymsg -t get_tree`'s JSON: its `app_id` (a Wayland
    /// application), else its `window_properties` `class` and `instance` (an X11 one under
    /// XWayland). Nil when nothing is focused or the text is not sway's tree.
    public static func focused(swayTree text: String) -> [String]? {
        guard let tree = json(text) else { return nil }
        guard let node = focusedNode(in: tree) else { return nil }
        if let appID = node["app_id"] as? String, !appID.isEmpty { return [appID] }
        let properties = node["window_properties"] as? [String: Any] ?? [:]
        let names = [properties["class"], properties["instance"]].compactMap { $0 as? String }.filter { !$0.isEmpty }
        return names.isEmpty ? nil : names
    }

    /// The `class` of `hyprctl activewindow -j`'s JSON (`{}` when no window is active).
    public static func activeWindow(hyprland text: String) -> [String]? {
        guard let window = json(text), let name = window["class"] as? String, !name.isEmpty else { return nil }
        return [name]
    }

    /// The first line of a `focus-command`'s output, trimmed; nil when empty.
    public static func commandOutput(_ text: String) -> [String]? {
        let line = text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return line.isEmpty ? nil : [line]
    }

    private static func json(_ text: String) -> [String: Any]? {
        guard let data = text.data(using: .utf8) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The node marked `"focused": true`, depth first through `nodes` and `floating_nodes`;
    /// the depth is bounded, so a hostile answer cannot exhaust the stack.
    private static func focusedNode(in node: [String: Any], depth: Int = 0) -> [String: Any]? {
        if node["focused"] as? Bool == true { return node }
        guard depth < 64 else { return nil }
        for key in ["nodes", "floating_nodes"] {
            for child in node[key] as? [[String: Any]] ?? [] {
                if let found = focusedNode(in: child, depth: depth + 1) { return found }
            }
        }
        return nil
    }
}
