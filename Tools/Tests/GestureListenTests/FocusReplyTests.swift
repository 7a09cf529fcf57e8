import Testing
@testable import GestureListen

/// The focused-window queries' answers, from hand-written text in each program's format.
@Suite("listen: reading the focused window (xprop, swaymsg, hyprctl, a command)")
struct FocusReplyTests {
    @Test("xprop's _NET_ACTIVE_WINDOW: a window manager's WINDOW, a hand-set INTEGER, none")
    func activeWindow() {
        #expect(FocusReply.activeWindow(xprop: "_NET_ACTIVE_WINDOW(WINDOW): window id # 0x1a00003\n") == 0x1a00003)
        #expect(FocusReply.activeWindow(xprop: "_NET_ACTIVE_WINDOW(INTEGER) = 27262979\n") == 27262979)
        #expect(FocusReply.activeWindow(xprop: "_NET_ACTIVE_WINDOW(WINDOW): window id # 0x0\n") == nil)
        #expect(FocusReply.activeWindow(xprop: "_NET_ACTIVE_WINDOW:  not found.\n") == nil)
        #expect(FocusReply.activeWindow(xprop: "") == nil)
        #expect(FocusReply.activeWindow(xprop: "_NET_ACTIVE_WINDOW(WINDOW): window id # 0xzz\n") == nil)
    }

    @Test("xprop's WM_CLASS: instance and class, escaped quotes kept, none")
    func windowClass() {
        #expect(FocusReply.windowClass(xprop: #"WM_CLASS(STRING) = "Navigator", "firefox""# + "\n") == ["Navigator", "firefox"])
        #expect(FocusReply.windowClass(xprop: #"WM_CLASS(STRING) = "a\"b", "C""#) == [#"a"b"#, "C"])
        #expect(FocusReply.windowClass(xprop: "WM_CLASS:  not found.\n") == nil)
        #expect(FocusReply.windowClass(xprop: #"WM_CLASS(STRING) = "", """#) == nil)
    }

    static let swayTree = """
        {"id": 1, "type": "root", "focused": false, "nodes": [
          {"id": 2, "type": "output", "name": "eDP-1", "focused": false, "nodes": [
            {"id": 3, "type": "workspace", "name": "1", "focused": false, "nodes": [
              {"id": 4, "type": "con", "focused": false, "app_id": "foot", "nodes": []},
              {"id": 5, "type": "con", "focused": false, "app_id": null, "nodes": [
                {"id": 6, "type": "con", "focused": %FIREFOX%, "app_id": "firefox", "nodes": []}]}
            ], "floating_nodes": [
              {"id": 7, "type": "floating_con", "focused": %XTERM%, "app_id": null,
               "window_properties": {"class": "XTerm", "instance": "xterm", "title": "~"}, "nodes": []}]}
          ]}
        ]}
        """

    @Test("sway's tree: the focused node's app_id, deep in the tree; an XWayland window's class and instance; a focused workspace names none")
    func sway() {
        let firefox = Self.swayTree.replacingOccurrences(of: "%FIREFOX%", with: "true").replacingOccurrences(of: "%XTERM%", with: "false")
        #expect(FocusReply.focused(swayTree: firefox) == ["firefox"])
        let xterm = Self.swayTree.replacingOccurrences(of: "%FIREFOX%", with: "false").replacingOccurrences(of: "%XTERM%", with: "true")
        #expect(FocusReply.focused(swayTree: xterm) == ["XTerm", "xterm"])
        let none = Self.swayTree.replacingOccurrences(of: "%FIREFOX%", with: "false").replacingOccurrences(of: "%XTERM%", with: "false")
        #expect(FocusReply.focused(swayTree: none) == nil)
        #expect(FocusReply.focused(swayTree: #"{"type": "workspace", "focused": true, "nodes": []}"#) == nil)
        #expect(FocusReply.focused(swayTree: "not json") == nil)
        #expect(FocusReply.focused(swayTree: "[1, 2]") == nil)
        // A hostile tree deeper than any real one is refused, not recursed into without end.
        let deep = String(repeating: #"{"nodes": ["#, count: 200) + #"{"focused": true, "app_id": "x"}"# + String(repeating: "]}", count: 200)
        #expect(FocusReply.focused(swayTree: deep) == nil)
    }

    @Test("Hyprland's activewindow: its class; {} when no window is active")
    func hyprland() {
        let text = """
            {"address": "0x55d0c5a8e1b0", "mapped": true, "workspace": {"id": 1, "name": "1"},
             "class": "org.wezfurlong.wezterm", "title": "zsh", "initialClass": "org.wezfurlong.wezterm", "pid": 1234}
            """
        #expect(FocusReply.activeWindow(hyprland: text) == ["org.wezfurlong.wezterm"])
        #expect(FocusReply.activeWindow(hyprland: "{}") == nil)
        #expect(FocusReply.activeWindow(hyprland: #"{"class": ""}"#) == nil)
        #expect(FocusReply.activeWindow(hyprland: "Invalid") == nil)
    }

    @Test("A focus command's first line, trimmed; nothing printed is unknown")
    func command() {
        #expect(FocusReply.commandOutput("  org.gnome.Nautilus \nmore\n") == ["org.gnome.Nautilus"])
        #expect(FocusReply.commandOutput("\n") == nil)
        #expect(FocusReply.commandOutput("") == nil)
    }

    @Test("The query is chosen from the environment: Hyprland, sway, another Wayland (none), X11, nothing")
    func automatic() {
        #expect(FocusQuery.automatic(environment: ["HYPRLAND_INSTANCE_SIGNATURE": "abc", "WAYLAND_DISPLAY": "wayland-1", "DISPLAY": ":0"]).query == .hyprland)
        #expect(FocusQuery.automatic(environment: ["SWAYSOCK": "/run/user/1000/sway.sock", "WAYLAND_DISPLAY": "wayland-1", "DISPLAY": ":0"]).query == .sway)
        // XWayland's DISPLAY sees only XWayland windows: not a way to ask a Wayland desktop.
        #expect(FocusQuery.automatic(environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"]).query == .disabled)
        #expect(FocusQuery.automatic(environment: ["DISPLAY": ":0"]).query == .x11)
        #expect(FocusQuery.automatic(environment: ["DISPLAY": ""]).query == .disabled)
        #expect(FocusQuery.automatic(environment: [:]).query == .disabled)
    }
}
