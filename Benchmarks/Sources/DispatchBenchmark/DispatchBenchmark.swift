import AllocationCounter
import GestureKit

#if canImport(Glibc)
import Glibc
#endif

/// Measures what a touch update costs in a realistic scene: nanoseconds per update
/// (median and p99), allocations per update in steady state, and peak memory.
///
///     swift run -c release --package-path Benchmarks dispatch-benchmark [passes]
@main
struct DispatchBenchmark {
    static func main() throws {
        let passes = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 20
        let scene = BenchmarkScene()
        let stream = TouchStream(count: 10_000, seed: 2026, area: scene.canvas.convert(scene.canvas.bounds, to: nil))
        let events = stream.events
        let movedOnly = events.map { $0.changes.allSatisfy { $0.phase == .moved } }
        var actions = 0
        for recognizer in scene.recognizers { recognizer.addAction { _ in actions += 1 } }

        // Each pass replays the stream shifted in time, so the window's clock keeps going forward.
        let span = (events.last?.timestamp ?? 0) + 1
        func shifted(_ event: TouchEvent, pass: Int) -> TouchEvent {
            TouchEvent(timestamp: event.timestamp + Double(pass) * span, changes: event.changes)
        }
        let passEvents = (0...passes).map { pass in events.map { shifted($0, pass: pass) } }

        // Warm-up pass: fills caches and the window's reusable buffers.
        for event in passEvents[0] { try scene.window.sendEvent(event) }

        var durations: [Int64] = []
        durations.reserveCapacity(events.count * passes)
        var movedDurations: [Int64] = []
        movedDurations.reserveCapacity(events.count * passes)
        let clock = ContinuousClock()
        let totalStart = clock.now
        for pass in 1...passes {
            for (index, event) in passEvents[pass].enumerated() {
                let start = clock.now
                try scene.window.sendEvent(event)
                let elapsed = start.duration(to: clock.now)
                let nanoseconds = elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
                durations.append(nanoseconds)
                if movedOnly[index] { movedDurations.append(nanoseconds) }
            }
        }
        let total = totalStart.duration(to: clock.now)
        scene.window.advance(to: .infinity)

        // Allocations, counted on a separate pass without the timing around each event.
        var allocationsAll: UInt64 = 0, allocationsMoved: UInt64 = 0
        let counted = passEvents[passes].map { shifted($0, pass: 1) }
        let countedBase = Double(passes + 1) * span
        for (index, event) in counted.enumerated() {
            let e = TouchEvent(timestamp: event.timestamp + countedBase, changes: event.changes)
            allocation_counter_start()
            try scene.window.sendEvent(e)
            let n = allocation_counter_stop()
            allocationsAll += n
            if movedOnly[index] { allocationsMoved += n }
        }

        let movedCount = movedOnly.filter { $0 }.count
        let totalNanoseconds = Double(total.components.seconds) * 1e9 + Double(total.components.attoseconds) / 1e9
        print("GestureKit dispatch benchmark")
        print("scene: 64 views, 8 deep; 24 recognizers on the touched path")
        print("stream: \(events.count) touch updates of 1–3 fingers (\(movedCount) moves only), \(passes) timed passes after 1 warm-up")
        print("actions sent per pass: \(actions / (passes + 2))")
        print("ns per touch update, all:   median \(percentile(durations, 0.5)), p99 \(percentile(durations, 0.99)), mean \(Int(totalNanoseconds / Double(durations.count)))")
        print("ns per touch update, moves: median \(percentile(movedDurations, 0.5)), p99 \(percentile(movedDurations, 0.99))")
        if allocation_counter_is_supported() != 0 {
            print("allocations per update, all:   \(format(Double(allocationsAll) / Double(events.count)))")
            print("allocations per update, moves: \(format(Double(allocationsMoved) / Double(movedCount))) (\(allocationsMoved) in \(movedCount) moves)")
        } else {
            print("allocations: not counted on this platform")
        }
        print("peak memory (VmHWM): \(peakResidentKilobytes().map { "\($0 / 1024) MiB" } ?? "unknown")")
    }

    static func percentile(_ values: [Int64], _ p: Double) -> Int64 {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[Swift.min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
    }

    static func format(_ value: Double) -> String {
        let scaled = (value * 1000).rounded() / 1000
        return "\(scaled)"
    }

    /// The process's peak resident set size, from /proc (Linux).
    static func peakResidentKilobytes() -> Int? {
        #if canImport(Glibc)
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                return Int(text.dropFirst(6).filter(\.isNumber))
            }
        }
        #endif
        return nil
    }
}
