import GestureKit

/// What a recognizer did, as its action saw it: the change, where, and the values its
/// kind reports (translation, scale, rotation, swipe direction).
public struct ReplayAction: Sendable {
    /// When the action was sent.
    public var time: Double
    /// The recognizer's name.
    public var recognizer: String
    /// The change the action announces.
    public var state: GestureRecognizer.State
    /// The recognizer's location, in window coordinates.
    public var location: Point
    /// Kind-specific values, e.g. `["rotation": 0.31]`, in a stable order.
    public var values: [(String, Double)]
    /// The swipe's direction, for swipes.
    public var direction: String?

    /// The value named `name`, if the recognizer reports it.
    ///
    /// - Parameter name: `dx`, `dy`, `vx`, `vy` (a pan's translation and velocity, window
    ///   coordinates, points and points per second), `scale` or `rotation` and their
    ///   `velocity` (a pinch's, a rotation's).
    /// - Returns: nil when the recognizer's kind does not report `name`.
    public func value(_ name: String) -> Double? { values.first { $0.0 == name }?.1 }
}

/// The outcome of replaying a trace: every decision, and every action.
public struct ReplayResult: Sendable {
    /// The decision log, in order.
    public var records: [DecisionRecord]
    /// The actions, in order.
    public var actions: [ReplayAction]
    /// Events the window rejected (a trace read by TraceReader has none; an imported
    /// recording may: ``Trace/firstRefusedEvent()``).
    public var rejected: [TouchEventError]
    /// The scene's recognizers as the decision log names them, in the scene's order.
    public var recognizers: [String] = []

    /// The actions of `recognizer`.
    public func actions(of recognizer: String) -> [ReplayAction] { actions.filter { $0.recognizer == recognizer } }

    /// How many gestures `recognizer` recognized: a discrete recognition, or a continuous
    /// gesture that began (whatever its end).
    ///
    /// - Parameter recognizer: the recognizer's name in the decision log.
    /// - Returns: 0 for a name that sent no action.
    public func count(of recognizer: String) -> Int {
        var count = 0, inProgress = false
        for action in actions(of: recognizer) {
            switch action.state {
            case .began: count += 1; inProgress = true
            case .ended, .cancelled:
                if !inProgress, action.state == .ended { count += 1 }
                inProgress = false
            default: break
            }
        }
        return count
    }

    /// How many of the gestures ``count(of:)`` counts were cancelled after they began (a
    /// continuous gesture whose touches an input source lost, say).
    ///
    /// - Parameter recognizer: the recognizer's name in the decision log.
    /// - Returns: 0 for a name that sent no action.
    public func cancelledCount(of recognizer: String) -> Int {
        var count = 0, inProgress = false
        for action in actions(of: recognizer) {
            switch action.state {
            case .began: inProgress = true
            case .ended: inProgress = false
            case .cancelled:
                if inProgress { count += 1 }
                inProgress = false
            default: break
            }
        }
        return count
    }
}

/// Replays traces through a scene.
///
/// ```swift
/// let trace = try TraceReader.read(contentsOf: URL(fileURLWithPath: "Examples/atmel-nine-quick-taps.trace.json"))
/// let result = try Replayer.replay(trace)    // the standard scene: every built-in recognizer
/// print(result.count(of: "doubleTap"), result.count(of: "tap"))   // Prints "4 1"
/// ```
public enum Replayer {
    /// Replays `trace` through its own scene, or the standard scene (the touchpad's, for a
    /// recording of a touchpad: `metadata["kind"]`), and lets every deadline run out at the
    /// end (`settle` seconds after the last event).
    ///
    /// Events the window rejects do not stop the replay: they are listed in
    /// ``ReplayResult/rejected`` and the replay goes on with the next.
    ///
    /// - Parameters:
    ///   - trace: the events to send, at their own timestamps, to a new window of the
    ///     trace's size.
    ///   - scene: the scene to replay in, ahead of the trace's own; nil uses the trace's,
    ///     or the standard scene when it has none.
    ///   - settle: seconds of virtual time after the last event, so pending deadlines (a
    ///     double tap's wait) resolve; 2 by default. Nothing runs on for a trace with no
    ///     events.
    /// - Throws: ``TraceError`` when the scene cannot be built (what
    ///   ``BuiltScene/init(_:size:custom:)`` throws). A scene with a recognizer of kind
    ///   `custom` always throws here, since this method takes no custom recognizers.
    public static func replay(_ trace: Trace, scene: SceneDescription? = nil, settle: Double = 2) throws(TraceError) -> ReplayResult {
        let standard: SceneDescription = trace.metadata["kind"] == "touchpad" ? .touchpad(size: trace.windowSize) : .standard(size: trace.windowSize)
        let description = scene ?? trace.scene ?? standard
        return replay(trace, through: try BuiltScene(description, size: trace.windowSize), settle: settle)
    }

    /// Replays `trace` through a scene already built.
    static func replay(_ trace: Trace, through built: BuiltScene, settle: Double) -> ReplayResult {
        var result = ReplayResult(records: [], actions: [], rejected: [], recognizers: built.recognizers.map { $0.displayName })
        let window = built.window
        window.addDecisionObserver { result.records.append($0) }
        for recognizer in built.recognizers {
            // The window owns the recognizer, which owns this action: a strong window here
            // would keep the whole scene alive after the replay.
            recognizer.addAction { [unowned window] recognizer in
                result.actions.append(action(of: recognizer, at: window.currentTime))
            }
        }
        for event in trace.events {
            do {
                try window.sendEvent(event)
            } catch {
                result.rejected.append(error)
            }
        }
        if let last = trace.events.last { window.advance(to: Swift.min(last.timestamp + settle, Window.maximumTimestamp)) }
        return result
    }

    private static func action(of recognizer: GestureRecognizer, at time: Double) -> ReplayAction {
        var values: [(String, Double)] = []
        var direction: String?
        switch recognizer {
        case let pan as PanGestureRecognizer:
            let t = pan.translation(in: nil), v = pan.velocity(in: nil)
            values = [("dx", t.x), ("dy", t.y), ("vx", v.x), ("vy", v.y)]
        case let pinch as PinchGestureRecognizer:
            values = [("scale", pinch.scale), ("velocity", pinch.velocity)]
        case let rotation as RotationGestureRecognizer:
            values = [("rotation", rotation.rotation), ("velocity", rotation.velocity)]
        case let swipe as SwipeGestureRecognizer:
            let d = swipe.recognizedDirection
            direction = d.contains(.right) ? "right" : d.contains(.left) ? "left" : d.contains(.up) ? "up" : d.contains(.down) ? "down" : nil
        default:
            break
        }
        return ReplayAction(time: time, recognizer: recognizer.displayName, state: recognizer.state,
                            location: recognizer.location(in: nil), values: values, direction: direction)
    }
}
