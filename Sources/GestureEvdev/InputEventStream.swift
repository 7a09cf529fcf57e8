/// One Linux input event, as the kernel's `struct input_event` carries it.
public struct InputEvent: Hashable, Sendable {
    /// The kernel's timestamp, in microseconds.
    public var microseconds: Int64
    /// The event type (`EV_SYN`, `EV_KEY`, `EV_ABS` …).
    public var type: Int
    /// The code within the type.
    public var code: Int
    /// The value.
    public var value: Int

    /// Creates an event.
    public init(microseconds: Int64, type: Int, code: Int, value: Int) {
        self.microseconds = microseconds
        self.type = type
        self.code = code
        self.value = value
    }

    /// The size of `struct input_event` on this machine: a `timeval` of two longs, two
    /// 16-bit fields and a 32-bit value (24 bytes on 64-bit Linux, 16 on 32-bit).
    public static let byteCount = 2 * MemoryLayout<Int>.size + 8

    /// The event's bytes, in the machine's order, as `read(2)` returns them from `/dev/input`.
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(Self.byteCount)
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
        }
        append(Int(microseconds / 1_000_000))
        append(Int(microseconds % 1_000_000))
        append(UInt16(truncatingIfNeeded: type))
        append(UInt16(truncatingIfNeeded: code))
        append(Int32(truncatingIfNeeded: value))
        return out
    }
}

/// Cuts the bytes read from an input device into events. `read(2)` on an evdev node returns
/// whole events, but a pipe, a socket or a recording replayed through one may not: bytes of
/// an event cut between two reads wait here for the rest.
public struct InputEventStream: Sendable {
    private var partial: [UInt8] = []

    /// Creates an empty stream.
    public init() {}

    /// How many bytes of an unfinished event are waiting.
    public var pendingByteCount: Int { partial.count }

    /// The whole events in `bytes` (after any bytes left over from the previous call).
    public mutating func events(from bytes: UnsafeRawBufferPointer) -> [InputEvent] {
        var events: [InputEvent] = []
        append(from: bytes, to: &events)
        return events
    }

    /// Appends the whole events in `bytes` (after any bytes left over from the previous call)
    /// to `events`.
    public mutating func append(from bytes: UnsafeRawBufferPointer, to events: inout [InputEvent]) {
        var offset = 0
        let size = InputEvent.byteCount
        if !partial.isEmpty {
            let needed = size - partial.count
            let taken = Swift.min(needed, bytes.count)
            partial.append(contentsOf: bytes[0..<taken])
            offset = taken
            guard partial.count == size else { return }
            partial.withUnsafeBytes { events.append(Self.decode($0, at: 0)) }
            partial.removeAll(keepingCapacity: true)
        }
        while bytes.count - offset >= size {
            events.append(Self.decode(bytes, at: offset))
            offset += size
        }
        if offset < bytes.count { partial.append(contentsOf: bytes[offset...]) }
    }

    /// The time in microseconds. Beyond an Int64 (bytes that are no kernel's event: noise on
    /// a pipe, a 32-bit capture read as 64-bit) it is the latest or earliest one, which the
    /// window refuses as out of range (E2), where the product would have trapped.
    static func time(seconds: Int64, microseconds: Int64) -> Int64 {
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, beyond) = scaled.addingReportingOverflow(microseconds)
        return beyond ? (microseconds < 0 ? .min : .max) : sum
    }

    private static func decode(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> InputEvent {
        let word = MemoryLayout<Int>.size
        func load<T: FixedWidthInteger>(_ at: Int, as type: T.Type) -> T {
            T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + at, as: T.self))
        }
        let seconds = Int64(load(0, as: Int.self)), micros = Int64(load(word, as: Int.self))
        return InputEvent(microseconds: time(seconds: seconds, microseconds: micros),
                          type: Int(load(2 * word, as: UInt16.self)), code: Int(load(2 * word + 2, as: UInt16.self)),
                          value: Int(load(2 * word + 4, as: Int32.self)))
    }
}
