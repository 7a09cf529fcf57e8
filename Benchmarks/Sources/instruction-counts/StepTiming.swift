import Foundation
import Workloads

/// Times `count` steps of `workload`, each on its own with the monotonic clock and nothing
/// else measured (no malloc counters, no harness between steps), after a warm-up; returns
/// one line of percentiles in nanoseconds. The clock's own reading, about 25 ns here, is in
/// every figure. With `cold`, the caches are emptied before each step (see ``CacheEviction``).
///
/// A workload that repeats itself (``Workload/period``) run at least twice over gets a second
/// line: the percentiles over its steps of each step's least time over its runs. Whatever
/// else the machine does only adds time, so on a shared machine this is the steadier figure,
/// for comparing builds alternated in one session (docs/Performance.md, "Wall clock").
func timeSteps(of workload: any Workload, count: Int, name: String, cold: Bool = false) -> String {
    var eviction = cold ? CacheEviction() : nil
    let warmUp = max(1_000, count / 10)
    for _ in 0..<warmUp {
        workload.prepare()
        workload.step()
    }
    let period = workload.period.flatMap { $0 > 1 && count >= 2 * $0 ? $0 : nil }
    var least = [Int64](repeating: .max, count: period ?? 0)
    let clock = ContinuousClock()
    var nanoseconds: [Int64] = []
    nanoseconds.reserveCapacity(count)
    for index in 0..<count {
        workload.prepare()
        eviction?.evict()
        let start = clock.now
        measuredStep(workload)
        let elapsed = clock.now - start
        let time = elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
        nanoseconds.append(time)
        if let period {
            let slot = (warmUp + index) % period
            least[slot] = min(least[slot], time)
        }
    }
    let label = "\(name)\(cold ? " (cold caches)" : "")"
    var report = "\(label), \(count) steps, ns: " + percentiles(nanoseconds)
    if let period {
        report += "\n\(label), each of its \(period) steps' least over \(count / period) runs or more, ns: " + percentiles(least)
    }
    return report
}

/// "p0 … p25 … p50 … p75 … p90 … p99 … max …" of `times`.
func percentiles(_ times: [Int64]) -> String {
    let sorted = times.sorted()
    func percentile(_ fraction: Double) -> Int64 {
        sorted[Swift.min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
    let figures = [("p0", 0.0), ("p25", 0.25), ("p50", 0.5), ("p75", 0.75), ("p90", 0.9), ("p99", 0.99)]
        .map { "\($0.0) \(percentile($0.1))" }
    return figures.joined(separator: " ") + " max \(sorted.last ?? 0)"
}

/// Empties the data caches between timed steps, by writing one byte in every 64-byte line of
/// a buffer three times the size of the machine's largest cache (read from sysfs; 96 MB when
/// it cannot be read, three times this project's VMs' 32 MB): what a step costs when other
/// work ran since the last one, as in an app that classifies a stroke now and then. It also
/// empties the TLB of the workload's pages.
struct CacheEviction {
    private var buffer = [UInt8](repeating: 0, count: 3 * CacheEviction.largestCacheBytes())

    mutating func evict() {
        buffer.withUnsafeMutableBufferPointer { bytes in
            var line = 0
            while line < bytes.count {
                bytes[line] &+= 1
                line += 64
            }
        }
    }

    /// The largest of cpu0's caches as sysfs reports them ("32768K"), or 32 MB.
    static func largestCacheBytes() -> Int {
        let directory = "/sys/devices/system/cpu/cpu0/cache"
        let sizes = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).compactMap { index -> Int? in
            guard let text = try? String(contentsOfFile: "\(directory)/\(index)/size", encoding: .utf8) else { return nil }
            let size = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let scale = size.hasSuffix("K") ? 1 << 10 : size.hasSuffix("M") ? 1 << 20 : 1
            return Int(size.trimmingCharacters(in: CharacterSet.decimalDigits.inverted)).map { $0 * scale }
        }
        return sizes.max() ?? 32 << 20
    }
}
