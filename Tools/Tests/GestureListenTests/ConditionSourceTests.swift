#if os(Linux)
import GestureEvdev
import Glibc
import Testing
@testable import GestureListen

/// The sources behind the conditions: the focused-window query (its programs, time limit and
/// failures) and the keyboards' modifier state (queried only, modifiers only).
@Suite("listen: the focus query and the keyboards' modifiers")
struct ConditionSourceTests {
    /// A stand-in for the query programs: answers by program, records what was run.
    final class Programs: @unchecked Sendable {
        var answers: [String: Result<String, ProcessQuery.Failure>] = [:]
        var ran: [[String]] = []
        var limits: [Double] = []
        func run(_ arguments: [String], _ seconds: Double) throws(ProcessQuery.Failure) -> String {
            ran.append(arguments)
            limits.append(seconds)
            switch answers[arguments[0]] ?? .failure(.notStarted(program: arguments[0], errno: ENOENT)) {
            case .success(let text): return text
            case .failure(let failure): throw failure
            }
        }
    }

    @Test("X11: the root's _NET_ACTIVE_WINDOW, then that window's WM_CLASS, within one time limit")
    func x11() {
        let programs = Programs()
        programs.answers["xprop"] = .success("_NET_ACTIVE_WINDOW(WINDOW): window id # 0x1a00003\nWM_CLASS(STRING) = \"Navigator\", \"firefox\"\n")
        let focus = FocusedWindow(query: .x11, timeLimit: 0.25, log: { _ in }, run: programs.run, now: { 0 })
        #expect(focus.focusedApplication() == ["Navigator", "firefox"])
        #expect(programs.ran == [["xprop", "-root", "_NET_ACTIVE_WINDOW"], ["xprop", "-id", "0x1a00003", "WM_CLASS"]])
        #expect(programs.limits == [0.25, 0.25])  // the clock stood still: the whole limit left for each
    }

    @Test("sway, Hyprland and a command run their programs")
    func otherQueries() {
        let programs = Programs()
        programs.answers["swaymsg"] = .success(#"{"focused": true, "app_id": "foot"}"#)
        programs.answers["hyprctl"] = .success(#"{"class": "kitty"}"#)
        programs.answers["/bin/sh"] = .success("thunar\n")
        #expect(FocusedWindow(query: .sway, log: { _ in }, run: programs.run).focusedApplication() == ["foot"])
        #expect(FocusedWindow(query: .hyprland, log: { _ in }, run: programs.run).focusedApplication() == ["kitty"])
        #expect(FocusedWindow(query: .command("echo thunar"), log: { _ in }, run: programs.run).focusedApplication() == ["thunar"])
        #expect(programs.ran == [["swaymsg", "-r", "-t", "get_tree"], ["hyprctl", "activewindow", "-j"], ["/bin/sh", "-c", "echo thunar"]])
    }

    @Test("A program that is not installed: unknown, logged once, never run again")
    func notInstalled() {
        let programs = Programs()
        var logged: [String] = []
        let focus = FocusedWindow(query: .x11, log: { logged.append($0) }, run: programs.run)
        #expect(focus.focusedApplication() == nil && focus.focusedApplication() == nil)
        #expect(programs.ran.count == 1)
        #expect(logged == ["the focused application is unknown: xprop could not be started: No such file or directory "
                           + "(install x11-utils, which has xprop); bindings with `application:` do not act"])
    }

    @Test("A query that timed out is not asked again for quietAfterTimeout seconds; a failing one is asked each time, logged once")
    func timeoutAndFailure() {
        let programs = Programs()
        programs.answers["hyprctl"] = .failure(.timedOut(program: "hyprctl", seconds: 0.25))
        var now = 100.0
        var logged: [String] = []
        let focus = FocusedWindow(query: .hyprland, quietAfterTimeout: 10, log: { logged.append($0) }, run: programs.run, now: { now })
        #expect(focus.focusedApplication() == nil)
        now = 109.999
        #expect(focus.focusedApplication() == nil && programs.ran.count == 1)
        now = 110
        programs.answers["hyprctl"] = .failure(.failed(program: "hyprctl", status: 1))
        #expect(focus.focusedApplication() == nil && focus.focusedApplication() == nil)
        #expect(programs.ran.count == 3)
        programs.answers["hyprctl"] = .success(#"{"class": "kitty"}"#)
        #expect(focus.focusedApplication() == ["kitty"])
        #expect(logged.count == 2 && logged[0].contains("did not answer within 0.25 s") && logged[1].contains("exited with status 1"))
    }

    @Test("focus: none asks nothing")
    func none() {
        let programs = Programs()
        #expect(FocusedWindow(query: .disabled, log: { _ in }, run: programs.run).focusedApplication() == nil)
        #expect(programs.ran.isEmpty)
    }

    @Test("A real program: its output; a missing one, a failing one and a hung one (killed at the limit) are failures")
    func processQuery() throws {
        #expect(try ProcessQuery.run(["/bin/sh", "-c", "printf 'a\\nb'"], seconds: 5) == "a\nb")
        #expect(throws: ProcessQuery.Failure.notStarted(program: "gesturekit-no-such-program", errno: ENOENT)) {
            try ProcessQuery.run(["gesturekit-no-such-program"], seconds: 5)
        }
        #expect(throws: ProcessQuery.Failure.failed(program: "/bin/sh", status: 3)) { try ProcessQuery.run(["/bin/sh", "-c", "exit 3"], seconds: 5) }
        // A hung query, and one that closes its output but lingers: both killed at the limit,
        // with what they started (the sleep shares its process group).
        for command in ["sleep 30", "exec >&-; sleep 30"] {
            let start = EvdevSource.monotonicNow()
            #expect(throws: ProcessQuery.Failure.timedOut(program: "/bin/sh", seconds: 0.2)) {
                try ProcessQuery.run(["/bin/sh", "-c", command], seconds: 0.2)
            }
            let took = EvdevSource.monotonicNow() - start
            #expect(took >= 0.2 && took < 2, "took \(took) s")
        }
        // Output beyond the limit is cut, and the program still finishes.
        #expect(try ProcessQuery.run(["/bin/sh", "-c", "head -c 100000 /dev/zero"], seconds: 5, limit: 10).utf8.count == 10)
    }

    @Test("Keyboards are only queried, through the key-state function; only the modifiers leave, never other keys nor in the log")
    func keyboardsQueriedOnly() {
        var asked: [String] = []
        var logged: [String] = []
        // Ctrl and the letters A and S held on one keyboard, right shift on the other, a third unreadable.
        let keyboards = EvdevKeyboards(paths: ["/dev/input/event0", "/dev/input/event4", "/dev/input/event9"],
                                       log: { logged.append($0) }, keyState: { path throws(EvdevError) in
            asked.append(path)
            switch path {
            case "/dev/input/event0": return [EvdevCode.keyLeftControl, 30, 31]
            case "/dev/input/event4": return [EvdevCode.keyRightShift]
            default: throw EvdevError(.permissionDenied, path: path)
            }
        })
        #expect(keyboards.heldModifiers() == [.ctrl, .shift])
        #expect(asked == ["/dev/input/event0", "/dev/input/event4", "/dev/input/event9"])
        #expect(logged.count == 1 && logged[0].hasPrefix("/dev/input/event9: its modifier keys cannot be read"))
        #expect(!logged.joined().contains("30") && !logged.joined().contains("31"))
        #expect(keyboards.heldModifiers() == [.ctrl, .shift] && logged.count == 1)  // logged once
    }

    @Test("No keyboard, or none answering: unknown (nil), logged once")
    func noKeyboard() {
        var logged: [String] = []
        let none = EvdevKeyboards(paths: [], log: { logged.append($0) })
        #expect(none.heldModifiers() == nil && none.heldModifiers() == nil)
        #expect(logged == ["bindings name modifiers, but no keyboard is readable (gesturekit listen --check says why); they do not act"])
        let failing = EvdevKeyboards(paths: ["/x"], log: { _ in }, keyState: { path throws(EvdevError) in throw EvdevError(.deviceGone, path: path) })
        #expect(failing.heldModifiers() == nil)
    }

    @Test("Left and right keys count as one modifier; Alt Gr (right alt) is alt")
    func modifierKeys() {
        #expect(Binding.Modifier.held(in: [97, 54, 100, 126]) == [.ctrl, .shift, .alt, .super])
        #expect(Binding.Modifier.held(in: [29, 42, 56, 125]) == [.ctrl, .shift, .alt, .super])
        #expect(Binding.Modifier.held(in: [1, 30, 57, 28]) == [])  // escape, A, space, enter
    }

    @Test("EVIOCGKEY on what is not an input device, and on a missing node: a clear error, no crash")
    func keyStateErrors() {
        #expect(throws: EvdevError(.notAnInputDevice, path: "/dev/null")) { try KeyState.held(at: "/dev/null") }
        #expect(throws: EvdevError(.noSuchDevice, path: "/dev/input/gesturekit-none")) { try KeyState.held(at: "/dev/input/gesturekit-none") }
    }

    @Test("Keyboards are told as udev tells them: every key from KEY_ESC to KEY_S")
    func keyboardKind() {
        let full = DeviceDescription(name: "kbd", eventTypes: [0, 1], keys: Set(1...120))
        #expect(full.isKeyboard)
        var missing = full
        missing.keys.remove(16)  // KEY_Q
        #expect(!missing.isKeyboard)
        #expect(!DeviceDescription(name: "Power Button", eventTypes: [0, 1], keys: [116]).isKeyboard)
        #expect(EvdevKeyboards.paths(among: [DiscoveredDevice(path: "/a", description: full), DiscoveredDevice(path: "/b", description: missing),
                                             DiscoveredDevice(path: "/c", error: EvdevError(.permissionDenied, path: "/c"))]) == ["/a"])
    }

    @Test("--check says how the application is asked and what it is, and which keyboards answer or why none does")
    func report() throws {
        let configuration = try ConfigurationReader.configuration(fromYAML: """
            bindings:
              - {gesture: tap, application: firefox}
              - {gesture: tap, fingers: 2, modifiers: [ctrl]}
            """)
        let keyboard = DiscoveredDevice(path: "/dev/input/event0", description: DeviceDescription(name: "AT kbd", eventTypes: [0, 1], keys: Set(1...120)))
        let denied = DiscoveredDevice(path: "/dev/input/event1", error: EvdevError(.permissionDenied, path: "/dev/input/event1"))
        let lines = ConditionReport.lines(configuration, focus: (.x11, "DISPLAY is set"), focused: ["Navigator", "firefox"], devices: [keyboard, denied])
        #expect(lines == ["focused application: asked with x11 (DISPLAY is set); now: Navigator, firefox",
                          "modifiers: asked of /dev/input/event0 (AT kbd) with EVIOCGKEY, at the moments that need them; no key event is read"])
        let none = ConditionReport.lines(configuration, focus: (.disabled, "neither DISPLAY nor WAYLAND_DISPLAY is set"), focused: nil, devices: [denied])
        #expect(none[0] == "focused application: asked with none (neither DISPLAY nor WAYLAND_DISPLAY is set); now: unknown — bindings with `application:` would not act")
        #expect(none[1].hasPrefix("modifiers: bindings name modifiers, but no keyboard is readable (1 device(s) could not be read: permission denied)"))
        #expect(none[1].contains("udev-rule --keyboards"))
        #expect(ConditionReport.lines(ListenConfiguration(bindings: [Binding(.tap)]), focus: (.x11, ""), focused: nil, devices: []).isEmpty)
    }
}
#endif
