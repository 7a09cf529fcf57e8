import Benchmark
import SuiteSettings
import Workloads

// What a touch update costs: the three kinds of update (a move, a touch-down, a lift) in the
// 64-view, 24-recognizer scene, each measured one update per iteration so that the harness's
// percentiles are per-update figures; and real device recordings replayed end to end.
// One iteration of an empty benchmark costs about 0.05–0.1 µs of the harness's own and no
// malloc (docs/Performance.md); the figures include it.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = SuiteSettings.configuration(
        timeUnits: .nanoseconds, warmupIterations: 2_000, maxIterations: 100_000)

    Benchmark("harness overhead (an empty iteration)") { _ in blackHole(0) }

    for kind in UpdateKind.allCases {
        let feed = SceneFeed(kind: kind)
        Benchmark("\(kind.rawValue) update (64 views, 24 recognizers)") { benchmark in
            feed.prepare()
            benchmark.startMeasurement()
            feed.step()
            benchmark.stopMeasurement()
        }
    }

    for recording in Recording.all {
        guard let replay = RecordingReplay(recording) else { continue }
        Benchmark(
            "replay \(recording.name) (\(replay.trace.events.count) updates, standard scene)",
            configuration: SuiteSettings.configuration(timeUnits: .microseconds, warmupIterations: 3, maxIterations: 1_000)
        ) { _ in
            replay.step()
        }
    }
}
