#if os(Linux)
import GestureEvdev

/// The focused application, asked of the desktop with a ``FocusQuery``: `xprop`, `swaymsg`,
/// `hyprctl` or a command, each within ``timeLimit``.
///
/// A query that fails makes the application unknown, and says why in the log once per
/// reason. A program that is not installed is not looked for again; one that timed out is
/// not asked again for ``quietAfterTimeout`` seconds, so a hung desktop delays the loop at
/// most once in that time.
public final class FocusedWindow: FocusSource {
    /// How the desktop is asked.
    public let query: FocusQuery
    /// How long one question may take, all its programs together (seconds).
    public let timeLimit: Double
    /// How long to leave the desktop alone after a timeout (seconds).
    public let quietAfterTimeout: Double
    /// Diagnostics (one line each).
    public var log: (String) -> Void
    private let run: ([String], Double) throws(ProcessQuery.Failure) -> String
    private let now: () -> Double
    private var quietUntil = -Double.infinity
    private var unavailable = false
    private var logged: Set<String> = []

    /// A source asking with `query`; `run` runs a program within a time limit (tests pass
    /// a stand-in), `now` is the monotonic clock.
    public init(query: FocusQuery, timeLimit: Double = 0.25, quietAfterTimeout: Double = 10,
                log: @escaping (String) -> Void,
                run: @escaping ([String], Double) throws(ProcessQuery.Failure) -> String = { arguments, seconds throws(ProcessQuery.Failure) in
                    try ProcessQuery.run(arguments, seconds: seconds)
                },
                now: @escaping () -> Double = EvdevSource.monotonicNow) {
        self.query = query
        self.timeLimit = timeLimit
        self.quietAfterTimeout = quietAfterTimeout
        self.log = log
        self.run = run
        self.now = now
    }

    /// The focused application's names, or nil (unknown).
    public func focusedApplication() -> [String]? {
        // `focus: none` is said once when listening starts, not at each gesture.
        guard query != .disabled, !unavailable, now() >= quietUntil else { return nil }
        let deadline = now() + timeLimit
        do throws(ProcessQuery.Failure) {
            let names = try ask(deadline: deadline)
            if names == nil { once("the focus query (\(query.name)) names no focused application") }
            return names
        } catch {
            switch error {
            case .notStarted: unavailable = true
            case .timedOut: quietUntil = now() + quietAfterTimeout
            case .failed: break
            }
            once("the focused application is unknown: \(error)"
                 + (query == .x11 && error.isNotStarted ? " (install x11-utils, which has xprop)" : "")
                 + "; bindings with `application:` do not act")
            return nil
        }
    }

    private func ask(deadline: Double) throws(ProcessQuery.Failure) -> [String]? {
        func output(_ arguments: [String]) throws(ProcessQuery.Failure) -> String {
            try run(arguments, max(0.001, deadline - now()))
        }
        switch query {
        case .disabled:
            return nil
        case .x11:
            guard let window = FocusReply.activeWindow(xprop: try output(["xprop", "-root", "_NET_ACTIVE_WINDOW"])) else { return nil }
            return FocusReply.windowClass(xprop: try output(["xprop", "-id", "0x" + String(window, radix: 16), "WM_CLASS"]))
        case .sway:
            return FocusReply.focused(swayTree: try output(["swaymsg", "-r", "-t", "get_tree"]))
        case .hyprland:
            return FocusReply.activeWindow(hyprland: try output(["hyprctl", "activewindow", "-j"]))
        case .command(let command):
            return FocusReply.commandOutput(try output(["/bin/sh", "-c", command]))
        }
    }

    private func once(_ line: String) {
        guard logged.insert(line).inserted else { return }
        log(line)
    }
}

extension ProcessQuery.Failure {
    var isNotStarted: Bool {
        if case .notStarted = self { return true }
        return false
    }
}
#endif
