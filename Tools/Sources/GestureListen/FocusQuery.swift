/// How `gesturekit listen` asks which application has the focus, for bindings that name one
/// (`application:`). Chosen from the session's environment unless the configuration says
/// (`focus: x11|sway|hyprland|command|none`, `focus-command: …`).
public enum FocusQuery: Hashable, Sendable {
    /// X11: `xprop -root _NET_ACTIVE_WINDOW`, then that window's `WM_CLASS` (x11-utils).
    case x11
    /// sway: `swaymsg -t get_tree`, the focused node's `app_id` (or its X11 class).
    case sway
    /// Hyprland: `hyprctl activewindow -j`, its `class`.
    case hyprland
    /// Any other desktop: a shell command that prints the focused application's name.
    case command(String)
    /// No query (`focus: none`): bindings that name an application never act.
    case disabled

    /// The names a configuration uses (`command` comes with `focus-command`).
    public static let names = ["x11", "sway", "hyprland", "command", "none"]

    /// Its name in a configuration and in `listen --check`.
    public var name: String {
        switch self {
        case .x11: "x11"
        case .sway: "sway"
        case .hyprland: "hyprland"
        case .command: "command"
        case .disabled: "none"
        }
    }

    /// The query for a session with `environment` (`NAME` → value), and the variable that
    /// chose it. Hyprland and sway are told by their own variables; another Wayland
    /// compositor gets none (its X11 windows are only XWayland's, so `_NET_ACTIVE_WINDOW`
    /// would name the wrong window); X11 by `DISPLAY`.
    public static func automatic(environment: [String: String]) -> (query: FocusQuery, reason: String) {
        func set(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        if set("HYPRLAND_INSTANCE_SIGNATURE") { return (.hyprland, "HYPRLAND_INSTANCE_SIGNATURE is set") }
        if set("SWAYSOCK") { return (.sway, "SWAYSOCK is set") }
        if set("WAYLAND_DISPLAY") {
            return (.disabled, "a Wayland session that is neither sway nor Hyprland: set focus-command to a command printing the focused application")
        }
        if set("DISPLAY") { return (.x11, "DISPLAY is set") }
        return (.disabled, "neither DISPLAY nor WAYLAND_DISPLAY is set")
    }
}
