import Benchmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every suite measures, and what `swift package benchmark thresholds check` (or
/// `baseline check`) holds it to. Wall-clock time on a shared 2-core machine varies by a
/// factor of two from day to day, so it is reported, never checked; malloc counts are exact.
///
/// Instructions are measured only when asked for (`GESTUREKIT_BENCH_INSTRUCTIONS=1`). Where
/// the CPU's counters cannot be read (this project's VMs), the harness reports none, yet
/// trying costs about a microsecond per iteration: it tripled the measured median of a moved
/// update (docs/Performance.md, "What reading instruction counters cost"). Instructions are
/// checked under callgrind instead (`instruction-counts`, `.ci/instructions`).
public enum SuiteSettings {
    /// Whether the CPU's instruction counters are read too.
    public static var measuresInstructions: Bool {
        guard let value = getenv("GESTUREKIT_BENCH_INSTRUCTIONS") else { return false }
        return String(cString: value) == "1"
    }

    /// The tolerances: +25% mallocs, or 2 more; +25% instructions when they are measured.
    public static var thresholds: [BenchmarkMetric: BenchmarkThresholds] {
        var thresholds: [BenchmarkMetric: BenchmarkThresholds] = [
            .mallocCountTotal: .init(relative: [.p50: 25], absolute: [.p50: 2])
        ]
        if measuresInstructions { thresholds[.instructions] = .init(relative: [.p50: 25]) }
        return thresholds
    }

    /// A suite's configuration: wall clock and mallocs (and instructions when asked for),
    /// two seconds at most.
    public static func configuration(
        timeUnits: BenchmarkTimeUnits, warmupIterations: Int, maxIterations: Int
    ) -> Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal] + (measuresInstructions ? [.instructions] : []),
            timeUnits: timeUnits,
            warmupIterations: warmupIterations,
            maxDuration: .seconds(2),
            maxIterations: maxIterations,
            thresholds: thresholds)
    }
}
