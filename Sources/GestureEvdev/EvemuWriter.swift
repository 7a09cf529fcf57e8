/// Writes what a device sent as an evemu recording (`gesturekit listen --record FILE`): a
/// header describing the device, then one `E:` line per event, times in seconds from the
/// first event. `gesturekit replay` and `render` read it back, so a user can attach the file
/// to a bug report and it decides exactly as it did live.
public struct EvemuWriter {
    private var start: Int64?

    /// A writer for a new recording.
    public init() {}

    /// The header: the device's name, properties, event types and keys (`B:`), and absolute
    /// axes (`A: code min max fuzz flat resolution`; fuzz and flat are not kept, so they read 0).
    public static func header(for device: DeviceDescription) -> String {
        var lines = ["# EVEMU 1.3", "# Recorded by gesturekit listen"]
        lines.append("N: \(device.name ?? "unnamed")")
        var bytes = [UInt8](repeating: 0, count: 8)
        for property in device.properties where (0..<64).contains(property) { bytes[property / 8] |= 1 << (property % 8) }
        lines.append("P: " + bytes.map(hex2).joined(separator: " "))
        // The event types and keys (`B:` lines, eight bytes each, as evemu writes them): a
        // replay tells a touchpad's finger counts and a pen from them, as live.
        for (type, bits) in [(0, device.eventTypes), (EvdevCode.key, device.keys)] where !bits.isEmpty {
            guard let highest = bits.max(), highest < 1024 else { continue }
            var bitBytes = [UInt8](repeating: 0, count: (Swift.max(highest, 0) / 64 + 1) * 8)
            for bit in bits where bit >= 0 { bitBytes[bit / 8] |= 1 << (bit % 8) }
            for start in stride(from: 0, to: bitBytes.count, by: 8) {
                lines.append("B: \(hex2(UInt8(type))) " + bitBytes[start..<(start + 8)].map(hex2).joined(separator: " "))
            }
        }
        for code in device.axes.keys.sorted() {
            // evemu's values are 32-bit whole numbers; a description built by hand may say
            // anything: beyond them clamped, a NaN range left out with its axis, a NaN
            // resolution written as 0 (unknown), which keeps the axis.
            guard let axis = device.axes[code], let minimum = Self.int32(axis.minimum), let maximum = Self.int32(axis.maximum) else { continue }
            let resolution = Self.int32(axis.resolution) ?? 0
            lines.append("A: \(hex2(UInt8(truncatingIfNeeded: code))) \(minimum) \(maximum) 0 0 \(resolution)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `E:` line of `event`: `E: 0.016000 0003 0035 1204`.
    public mutating func line(for event: InputEvent) -> String {
        let start = self.start ?? event.microseconds
        self.start = start
        let (elapsed, overflow) = event.microseconds.subtractingReportingOverflow(start)
        let micros = overflow ? (start < 0 ? Int64.max : 0) : Swift.max(0, elapsed)
        let fraction = String(micros % 1_000_000)
        let seconds = "\(micros / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
        return "E: \(seconds) \(Self.hex4(event.type)) \(Self.hex4(event.code)) \(event.value)"
    }

    /// `value` as a 32-bit whole number, clamped; nil for NaN.
    static func int32(_ value: Double) -> Int32? {
        guard !value.isNaN else { return nil }
        return Int32(Swift.min(Swift.max(value.rounded(.towardZero), Double(Int32.min)), Double(Int32.max)))
    }

    private static func hex2(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16)
        return text.count == 1 ? "0" + text : text
    }

    private static func hex4(_ value: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: Swift.max(0, 4 - text.count)) + text
    }
}
