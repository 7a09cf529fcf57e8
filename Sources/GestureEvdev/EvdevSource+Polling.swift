#if os(Linux)
import Glibc

/// Waiting on several devices at once: one `poll(2)` over every descriptor, so that a frame
/// from any device is read as soon as it arrives, however many devices there are.
extension EvdevSource {
    /// `poll(2)` on `descriptors` until `until` on the monotonic clock (forever when nil).
    /// Returns, per descriptor, whether it has input, hung up or failed (a read then says
    /// which); a descriptor of -1 is skipped and never ready.
    public static func poll(_ descriptors: [Int32], until: Double?) -> [Bool] {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let timeout = until.map { Int32(Swift.max(0, Swift.min(($0 - monotonicNow()) * 1000, 86_400_000)).rounded(.up)) } ?? -1
        let count = entries.withUnsafeMutableBufferPointer { Glibc.poll($0.baseAddress, nfds_t($0.count), timeout) }
        guard count > 0 else { return Array(repeating: false, count: descriptors.count) }
        let ready = Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)
        return entries.map { $0.fd >= 0 && $0.revents & ready != 0 }
    }

    /// The least of `sources`' ``wakeTime``s and `others` (nil: none).
    public static func earliestWake(of sources: [EvdevSource], and others: [Double?] = []) -> Double? {
        (sources.map(\.wakeTime) + others).compactMap { $0 }.min()
    }
}
#endif
