import GestureKit

/// Which updates a per-update benchmark times.
public enum UpdateKind: String, CaseIterable, Sendable {
    /// Every touch in the update moved (the steady state of a gesture).
    case moved
    /// At least one touch began: hit testing and gathering the recognizers.
    case touchDown = "touch-down"
    /// At least one touch ended: recognitions, resets and retirement.
    case lift

    public func matches(_ event: TouchEvent) -> Bool {
        switch self {
        case .moved: event.changes.allSatisfy { $0.phase == .moved }
        case .touchDown: event.changes.contains { $0.phase == .began }
        case .lift: event.changes.contains { $0.phase == .ended }
        }
    }
}

/// Feeds the realistic stream through the scene forever, stopping before each update of
/// one kind so that a benchmark iteration times exactly that update. The other updates go
/// through untimed: the scene is always in the state real use leaves it in.
public final class SceneFeed: Workload, @unchecked Sendable {  // used by one benchmark thread at a time
    private let scene = BenchmarkScene()
    private let events: [TouchEvent]
    private let timed: [Bool]
    private let span: Double
    private var index = 0
    private var offset = 0.0

    public init(kind: UpdateKind) {
        let area = scene.canvas.convert(scene.canvas.bounds, to: nil)
        events = TouchStream(count: 10_000, seed: 2026, area: area).events
        timed = events.map(kind.matches)
        span = (events.last?.timestamp ?? 0) + 1
        for recognizer in scene.recognizers { recognizer.addAction { _ in } }
    }

    /// Sends every update before the next timed one.
    public func prepare() {
        while !timed[index] { send() }
    }

    /// Sends the timed update.
    public func step() { send() }

    private func send() {
        let event = events[index]
        do {
            // The same stream, shifted in time on every pass so that the clock goes forward.
            try scene.window.sendEvent(TouchEvent(timestamp: event.timestamp + offset, changes: event.changes))
        } catch {
            fatalError("the benchmark stream was rejected: \(error)")
        }
        index += 1
        if index == events.count {
            index = 0
            offset += span
        }
    }
}

