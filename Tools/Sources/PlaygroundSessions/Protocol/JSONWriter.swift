import GestureKit

/// JSON text written straight into a reusable byte buffer: how frames are encoded.
///
/// A frame is sent for every pointer message, and `JSONEncoder` spent about 70% of a
/// message's time on it (boxing every value, a container per array, a string per number;
/// docs/Playground.md, Capacity). Writing the few shapes a frame has by hand costs a tenth
/// of that and, once the buffer has grown, allocates nothing but the final string.
struct JSONWriter: TextOutputStream {
    /// A number JSON cannot carry (NaN or an infinity).
    struct NonFinite: Error, CustomStringConvertible {
        var value: Double
        var description: String { "\(value) is not a JSON number" }
    }

    private(set) var bytes: [UInt8] = []

    /// Empties the buffer, keeping its capacity.
    mutating func reset() { bytes.removeAll(keepingCapacity: true) }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Calls `body` with the bytes written so far.
    func withBytes(_ body: (UnsafeRawBufferPointer) -> Void) { bytes.withUnsafeBytes(body) }

    /// Writes `written` as it is: JSON another writer made.
    mutating func raw(_ written: [UInt8]) { bytes.append(contentsOf: written) }

    /// Writes `literal` as it is: punctuation and keys (`,"width":`).
    mutating func raw(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `value` as a JSON string, quoted and escaped.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        write(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes `value` escaped as inside a JSON string, without quotes: a string written in
    /// pieces (`TextOutputStream`) between a ``raw(_:)`` quote and another.
    mutating func write(_ value: String) {
        var value = value
        // Over the contiguous UTF-8 at once: iterating `value.utf8` costs a retain and a
        // release of the string per byte in Embedded Swift, where the page runs this.
        value.withUTF8 { text in
            for byte in text {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
                case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
                case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
                case ..<0x20:
                    raw("\\u00")
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0xF))
                default: bytes.append(byte)  // UTF-8 passes through: JSON text is UTF-8
                }
            }
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10 }

    /// Writes `value` as a JSON number: whole numbers without a fraction, others in Swift's
    /// shortest form that reads back as the same double.
    mutating func number(_ value: Double) throws(NonFinite) {
        guard value.isFinite else { throw NonFinite(value: value) }
        if value == value.rounded(.towardZero), Swift.abs(value) < 1e15 {
            integer(Int64(value))
        } else {
            // Up to 15 bytes the description is a small string (no allocation), which covers
            // the coordinates of a frame; longer ones (0.30000000000000004) allocate once.
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// Writes a whole number.
    mutating func integer(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in (0..<count).reversed() { bytes.append(buffer[index]) }
        }
    }

    /// Writes a point as `[x,y]`.
    mutating func point(_ point: Point) throws(NonFinite) {
        bytes.append(UInt8(ascii: "["))
        try number(point.x)
        bytes.append(UInt8(ascii: ","))
        try number(point.y)
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes `points` as `[[x,y],…]`.
    mutating func points(_ points: some Collection<Point>) throws(NonFinite) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for point in points {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            try self.point(point)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes `items` as a JSON array, each by `write`.
    mutating func array<Item>(_ items: [Item], _ write: (inout JSONWriter, Item) throws(NonFinite) -> Void) throws(NonFinite) {
        bytes.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            try write(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
