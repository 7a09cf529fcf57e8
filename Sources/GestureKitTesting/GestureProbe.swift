import GestureKit

/// Records what a window's recognizers and views did, for assertions in tests: every
/// decision, every action of the recognizers it watches (with its time, state and
/// location), and every delivery to a view.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let press = LongPressGestureRecognizer()
/// press.name = "press"
/// window.addGestureRecognizer(press)
/// let probe = GestureProbe(window: window, watching: [press])   // before the touches
///
/// let script = TouchScript()
/// script.finger(1).down(at: 100, 100).hold(for: 0.3).lift()   // too short
/// script.finger(1).wait(0.5).down(at: 100, 100).hold(for: 0.8).lift()
/// try window.play(script)
/// print(probe.actions(of: "press"))          // Prints "[1.300 press began, 1.600 press ended]"
/// print(probe.failureReason(of: "press")!)   // Prints "lifted before the minimum press duration"
/// ```
public final class GestureProbe {
    /// One action of a watched recognizer.
    public struct Action: Hashable, Sendable, CustomStringConvertible {
        /// When it was sent.
        public var time: Double
        /// The recognizer's name.
        public var recognizer: String
        /// The change it announced.
        public var state: GestureRecognizer.State
        /// The recognizer's location in window coordinates.
        public var location: Point

        /// `0.350 tap ended`.
        public var description: String { "\(DecisionRecord.format(time)) \(recognizer) \(state)" }
    }

    /// The window observed.
    public let window: Window
    /// Every decision, in order.
    public private(set) var records: [DecisionRecord] = []
    /// Every action of the watched recognizers, in order.
    public private(set) var actions: [Action] = []
    /// The observer to remove when the probe goes, so the window stops building records.
    private var observer: DecisionObserverID?

    /// Starts recording `window`'s decisions, and the actions of `recognizers`.
    ///
    /// - Parameters:
    ///   - window: the window to observe, held strongly. The probe's decision observer is
    ///     removed when the probe is freed; while it lives, the window builds a decision
    ///     record for every decision: use a probe in tests, not in a window whose speed
    ///     matters.
    ///   - recognizers: recognizers whose actions to record, as ``watch(_:)`` does; none
    ///     by default.
    public init(window: Window, watching recognizers: [GestureRecognizer] = []) {
        self.window = window
        observer = window.addDecisionObserver { [weak self] record in self?.records.append(record) }
        for recognizer in recognizers { watch(recognizer) }
    }

    deinit {
        if let observer { window.removeDecisionObserver(observer) }
    }

    /// Records the actions of `recognizer` from now on.
    ///
    /// - Parameter recognizer: any recognizer, in the probe's window or not; its actions are
    ///   recorded under its `displayName`, so name it. Watching it twice records each action
    ///   twice. (The closure added to it holds the probe weakly and stays after the probe.)
    public func watch(_ recognizer: GestureRecognizer) {
        recognizer.addAction { [weak self] recognizer in
            guard let self else { return }
            self.actions.append(Action(time: self.window.currentTime, recognizer: recognizer.displayName,
                                       state: recognizer.state, location: recognizer.location(in: nil)))
        }
    }

    /// The actions of the recognizer named `name`.
    ///
    /// - Parameter name: the recognizer's `displayName`: its `name`, or its type's name.
    /// - Returns: its actions in the order they were sent; empty for a name never seen.
    public func actions(of name: String) -> [Action] { actions.filter { $0.recognizer == name } }

    /// The states the actions of `name` announced, e.g. `[.began, .changed, .ended]`.
    public func states(of name: String) -> [GestureRecognizer.State] { actions(of: name).map(\.state) }

    /// The decision log as text, one line per decision.
    public var log: [String] { records.map(\.description) }

    /// Why the recognizer named `name` last failed, if it did.
    ///
    /// - Parameter name: the recognizer's `displayName`, as the decision log names it.
    /// - Returns: the reason of its latest failure since the probe started (or was
    ///   cleared); nil when it has not failed in that time.
    public func failureReason(of name: String) -> FailureReason? {
        for record in records.reversed() {
            if case .failed(name, let reason) = record.kind { return reason }
        }
        return nil
    }

    /// The touch callbacks the view named `name` received: phase and touch ids, in order.
    ///
    /// - Parameter name: the view's `displayName`: its `name`, or its type's name.
    /// - Returns: one entry per call, with the ids of the touches handed over; empty for a
    ///   view that received none (or a name never seen).
    public func deliveries(to name: String) -> [(phase: TouchPhase, touches: [Int])] {
        records.compactMap { record in
            guard case .delivered(name, let phase, let touches) = record.kind else { return nil }
            return (phase, touches)
        }
    }

    /// Forgets what was recorded so far.
    public func clear() {
        records.removeAll()
        actions.removeAll()
    }
}
