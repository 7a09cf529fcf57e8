/// A parsed JSON value: what a page's message is read into before it becomes a
/// `ClientMessage`.
///
/// The page sends a message for every pointer event, and Foundation's `JSONDecoder` spent
/// more than half of a session's time on them (docs/Playground.md, Capacity). A message is a
/// few hundred bytes with a fixed shape; this reads it in one pass.
enum JSONValue: Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { sameUTF8($0.0, $1.0) && $0.1 == $1.1 }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): sameUTF8(a, b)
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// The value of `key` in an object (the first, if the key repeats, as `JSONDecoder` has it); nil when absent.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { sameUTF8($0.0, key) }?.1
    }

    /// Text that is not JSON.
    struct Malformed: Error {}

    /// Reads `text`, which must be one JSON value (with whitespace around it at most).
    static func parse(_ text: String) throws(Malformed) -> JSONValue {
        var text = text
        let result = text.withUTF8 { bytes -> Result<JSONValue, Malformed> in
            var reader = Reader(bytes: bytes)
            do throws(Malformed) {
                let value = try reader.value(depth: 0)
                reader.skipSpace()
                guard reader.offset == bytes.count else { throw Malformed() }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        /// Deeper than any message; a limit keeps hostile nesting off the stack.
        static let maximumDepth = 64

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func skipSpace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x09, 0x0A, 0x0D: offset += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(Malformed) -> JSONValue {
            guard depth < Self.maximumDepth else { throw Malformed() }
            skipSpace()
            guard offset < bytes.count else { throw Malformed() }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return .number(try number())
            }
        }

        private mutating func object(depth: Int) throws(Malformed) -> JSONValue {
            offset += 1
            var members: [(String, JSONValue)] = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
            while true {
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw Malformed() }
                let key = try string()
                skipSpace()
                try expect(UInt8(ascii: ":"))
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard offset < bytes.count else { throw Malformed() }
                if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                try expect(UInt8(ascii: "}"))
                return .object(members)
            }
        }

        private mutating func array(depth: Int) throws(Malformed) -> JSONValue {
            offset += 1
            var elements: [JSONValue] = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(elements) }
            while true {
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard offset < bytes.count else { throw Malformed() }
                if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                try expect(UInt8(ascii: "]"))
                return .array(elements)
            }
        }

        private mutating func expect(_ byte: UInt8) throws(Malformed) {
            guard offset < bytes.count, bytes[offset] == byte else { throw Malformed() }
            offset += 1
        }

        private mutating func literal(_ word: StaticString) throws(Malformed) {
            let count = word.utf8CodeUnitCount
            guard bytes.count - offset >= count else { throw Malformed() }
            for index in 0..<count where bytes[offset + index] != word.utf8Start[index] { throw Malformed() }
            offset += count
        }

        /// A string, its escapes resolved. Control characters must be escaped; a `\u` escape
        /// of half a surrogate pair must have its other half.
        private mutating func string() throws(Malformed) -> String {
            offset += 1
            let start = offset
            // The common case: no escapes, the bytes are the string.
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\") {
                guard bytes[offset] >= 0x20 else { throw Malformed() }
                offset += 1
            }
            guard offset < bytes.count else { throw Malformed() }
            var scalars = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            while bytes[offset] == UInt8(ascii: "\\") {
                offset += 1
                guard offset < bytes.count else { throw Malformed() }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.unicodeScalars.append(Unicode.Scalar(escape))
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        try literal("\\u")
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw Malformed() }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw Malformed() }
                    scalars.unicodeScalars.append(scalar)
                default: throw Malformed()
                }
                let run = offset
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\") {
                    guard bytes[offset] >= 0x20 else { throw Malformed() }
                    offset += 1
                }
                guard offset < bytes.count else { throw Malformed() }
                scalars += String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<offset]), as: UTF8.self)
            }
            offset += 1  // the closing quote
            return scalars
        }

        private mutating func hex4() throws(Malformed) -> UInt32 {
            guard bytes.count - offset >= 4 else { throw Malformed() }
            var code: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[offset]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw Malformed()
                }
                code = code << 4 | UInt32(digit)
                offset += 1
            }
            return code
        }

        /// A number in JSON's grammar (`-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`) that is
        /// a finite double (`1e400` is not).
        private mutating func number() throws(Malformed) -> Double {
            let start = offset
            func digits() -> Int {
                let from = offset
                while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") { offset += 1 }
                return offset - from
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            let leadingZero = offset < bytes.count && bytes[offset] == UInt8(ascii: "0")
            let whole = digits()
            guard whole > 0, !(leadingZero && whole > 1) else { throw Malformed() }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
                offset += 1
                guard digits() > 0 else { throw Malformed() }
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
                offset += 1
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
                guard digits() > 0 else { throw Malformed() }
            }
            if let value = Self.exactDecimal(UnsafeBufferPointer(rebasing: bytes[start..<offset])) { return value }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw Malformed() }
            return value
        }

        /// Powers of ten that a Double holds exactly.
        private static let exactPowersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                                         1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

        /// A number in JSON's grammar read without the C library, when that is exact (Clinger's
        /// fast path): its digits as a whole number below 2^53 and its power of ten at most
        /// 10^22 are both exact doubles, so one multiplication or division, correctly rounded,
        /// gives the double nearest the decimal, the one `Double(String)` finds. Nil otherwise
        /// (long or extreme numbers go to `Double(String)`). The page sends numbers for every
        /// pointer event, and the C library's `strtod` was a tenth of a message in the page.
        private static func exactDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
            var index = 0
            let negative = text[0] == UInt8(ascii: "-")
            if negative { index += 1 }
            var digits: UInt64 = 0, count = 0, scale = 0
            var fraction = false
            while index < text.count {
                let byte = text[index]
                if byte == UInt8(ascii: ".") {
                    fraction = true
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    count += 1
                    guard count <= 16 else { return nil }
                    digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
                    if fraction { scale -= 1 }
                } else {
                    break  // the exponent
                }
                index += 1
            }
            if index < text.count {  // e or E, a sign, digits
                index += 1
                var exponentNegative = false
                if text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
                    exponentNegative = text[index] == UInt8(ascii: "-")
                    index += 1
                }
                var exponent = 0
                while index < text.count {
                    exponent = exponent * 10 + Int(text[index] - UInt8(ascii: "0"))
                    guard exponent <= 400 else { return nil }
                    index += 1
                }
                scale += exponentNegative ? -exponent : exponent
            }
            guard digits < 1 << 53, scale.magnitude < UInt(exactPowersOfTen.count) else { return nil }
            let magnitude = scale < 0 ? Double(digits) / exactPowersOfTen[-scale] : Double(digits) * exactPowersOfTen[scale]
            return negative ? -magnitude : magnitude
        }
    }
}
