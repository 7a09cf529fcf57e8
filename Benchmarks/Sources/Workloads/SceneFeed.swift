import GestureKit

/// Which updates a per-update benchmark times.
public enum UpdateKind: String, CaseIterable, Sendable {
    /// Every touch in the update moved (the steady state of a gesture).
    case moved
    /// At least one touch began: hit testing and gathering the recognizers.
    case touchDown = "touch-down"
    /// At least one touch ended: recognitions, resets and retirement.
    case lift
    /// A move whose every touch carries 4 coalesced samples before its own (P6): a 120 Hz
    /// frame of a 600 Hz pen or touch panel.
    case movedWithSamples = "moved-4-samples"

    public func matches(_ event: TouchEvent) -> Bool {
        switch self {
        case .moved, .movedWithSamples: event.changes.allSatisfy { $0.phase == .moved }
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
    private let stream: [TouchEvent]
    /// The stream shifted to the current pass's time (rebuilt between passes, untimed).
    private var events: [TouchEvent]
    private let timed: [Bool]
    private let span: Double
    private var index = 0
    private var offset = 0.0

    public init(kind: UpdateKind) {
        let area = scene.canvas.convert(scene.canvas.bounds, to: nil)
        let stream = TouchStream(count: 10_000, seed: 2026, area: area).events
        self.stream = kind == .movedWithSamples ? TouchStream.addingCoalescedSamples(4, to: stream) : stream
        events = self.stream
        timed = events.map(kind.matches)
        span = (events.last?.timestamp ?? 0) + 1
        for recognizer in scene.recognizers { recognizer.addAction { _ in } }
    }

    /// Sends every update before the next timed one.
    public func prepare() {
        if index == events.count { startNextPass() }
        while !timed[index] {
            send()
            if index == events.count { startNextPass() }
        }
    }

    /// The same stream again, later: every time (samples' too) shifted so the clock goes forward.
    private func startNextPass() {
        index = 0
        offset += span
        events = stream.map { event in
            var shifted = event
            shifted.timestamp += offset
            for change in shifted.changes.indices where !shifted.changes[change].coalescedSamples.isEmpty {
                for sample in shifted.changes[change].coalescedSamples.indices {
                    shifted.changes[change].coalescedSamples[sample].timestamp += offset
                }
            }
            return shifted
        }
    }

    /// Sends the timed update.
    public func step() { send() }

    private func send() {
        do {
            try scene.window.sendEvent(events[index])
        } catch {
            fatalError("the benchmark stream was rejected: \(error)")
        }
        index += 1
    }
}

