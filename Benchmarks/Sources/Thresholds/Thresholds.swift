import Benchmark

/// What `swift package benchmark thresholds check` holds the suites to against the
/// checked-in thresholds (Benchmarks/Thresholds). Wall-clock time on a shared 2-core
/// machine varies by a factor of two from day to day, so it is reported, never checked;
/// malloc counts are exact and instructions nearly so (where the CPU's counters can be
/// read at all: not in this project's VMs, where `instruction-counts` under callgrind
/// checks them instead).
public enum Thresholds {
    public static var standard: [BenchmarkMetric: BenchmarkThresholds] {
        [
            .instructions: .init(relative: [.p50: 25]),
            .mallocCountTotal: .init(relative: [.p50: 25], absolute: [.p50: 2]),
        ]
    }
}
