import GestureKit

/// Writes the streams' little-endian fields (the formats are described in main.swift).
struct StreamWriter {
    var bytes: [UInt8] = []

    init(tag: String) {
        bytes += Array(tag.utf8)
    }

    mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    mutating func i32(_ value: Int32) { u32(UInt32(bitPattern: value)) }
    mutating func f64(_ value: Double) { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 } }

    mutating func string(_ value: String) {
        u32(UInt32(value.utf8.count))
        bytes += Array(value.utf8)
    }

    mutating func events(_ events: [TouchEvent]) {
        u32(UInt32(events.count))
        for event in events {
            f64(event.timestamp)
            u32(UInt32(event.changes.count))
            for change in event.changes {
                i32(Int32(change.id))
                i32(Int32(change.phase.rawValue))
                f64(change.location.x)
                f64(change.location.y)
            }
        }
    }
}

/// A name qemu's semihosting command line keeps whole: it splits on spaces.
func streamFileName(_ name: String) -> String {
    String(name.map { $0 == " " || $0 == "," ? "_" : $0 })
}
