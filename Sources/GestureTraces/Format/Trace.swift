import GestureKit

/// A recorded touch session: the window's size, optionally the scene to replay it in, and
/// timestamped touch events. docs/Traces.md describes the file format (version 1).
public struct Trace: Hashable, Sendable {
    /// The `format` field of every trace file.
    public static let formatName = "gesturekit-trace"
    /// The version this library writes; it reads versions up to this one.
    public static let currentVersion = 1

    /// The size of the window the touches happened in, in points.
    public var windowSize: Size
    /// The views and recognizers to replay the trace in; nil means the standard scene.
    public var scene: SceneDescription?
    /// Free-form facts about where the trace came from (source file, device, label…).
    public var metadata: [String: String]
    /// The touch events in time order, with window coordinates in points.
    public var events: [TouchEvent]

    /// Creates a trace.
    ///
    /// Nothing is checked here: a replay's window rejects the events that break the engine's
    /// rules (``ReplayResult/rejected``).
    ///
    /// - Parameters:
    ///   - windowSize: the window's size in points.
    ///   - scene: the scene to replay in; nil (the default) means the standard scene.
    ///   - metadata: free-form facts, written in key order; none by default.
    ///   - events: in time order, in window coordinates.
    public init(windowSize: Size, scene: SceneDescription? = nil, metadata: [String: String] = [:], events: [TouchEvent]) {
        self.windowSize = windowSize
        self.scene = scene
        self.metadata = metadata
        self.events = events
    }

    /// The sizes a trace's window may have: more than 0 and at most 10⁹ points a side, the
    /// engine's coordinate range (`Window.coordinateRange`), which no touch reaches beyond.
    public static let windowSideRange = Double.leastNonzeroMagnitude...Window.coordinateRange.upperBound

    /// Why `size` cannot be a trace's window, nil when it can (``windowSideRange``).
    static func windowProblem(_ size: Size) -> String? {
        guard !(windowSideRange.contains(size.width) && windowSideRange.contains(size.height)) else { return nil }
        return "the window needs a width and height above 0 and at most 1000000000 points (the engine's coordinate range), "
            + "not \(size.width) × \(size.height)"
    }

    /// The time between the first and the last event.
    public var duration: Double {
        guard let first = events.first, let last = events.last else { return 0 }
        return last.timestamp - first.timestamp
    }

    /// How many distinct touches the trace holds.
    public var touchCount: Int {
        events.reduce(0) { count, event in count + event.changes.filter { $0.phase == .began }.count }
    }
}
