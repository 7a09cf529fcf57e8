import Benchmark

/// What every suite measures, and what `swift package benchmark thresholds check` (or
/// `baseline check`) holds it to. Wall-clock time on a shared 2-core machine varies by a
/// factor of two from day to day, so it is reported, never checked; malloc counts are exact
/// and instructions nearly so, where the CPU's counters can be read at all (not in this
/// project's VMs, where `instruction-counts` under callgrind checks them: .ci/instructions).
public enum SuiteSettings {
    /// The tolerances: +25% instructions; +25% mallocs, or 2 more.
    public static var thresholds: [BenchmarkMetric: BenchmarkThresholds] {
        [
            .instructions: .init(relative: [.p50: 25]),
            .mallocCountTotal: .init(relative: [.p50: 25], absolute: [.p50: 2]),
        ]
    }

    /// A suite's configuration: wall clock, instructions and mallocs, two seconds at most.
    public static func configuration(
        timeUnits: BenchmarkTimeUnits, warmupIterations: Int, maxIterations: Int
    ) -> Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .instructions, .mallocCountTotal],
            timeUnits: timeUnits,
            warmupIterations: warmupIterations,
            maxDuration: .seconds(2),
            maxIterations: maxIterations,
            thresholds: thresholds)
    }
}
