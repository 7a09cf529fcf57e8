import GestureEvdev
import GestureKit

extension EvemuImporter {
    /// The input events of an evemu recording's `E:` lines, as the kernel would deliver them
    /// (to write into a pipe or a fake device, or to benchmark the live reader). A bad line
    /// is an error naming it.
    ///
    /// - Parameter text: a recording; lines other than `E:` lines (the header, comments)
    ///   are skipped.
    /// - Returns: the events in file order, times in microseconds as written. Their order in
    ///   time is not checked here.
    /// - Throws: ``TraceError`` at `line N` for an `E:` line that is not
    ///   `E: <seconds> <type hex> <code hex> <value>` within the kernel's field sizes, or
    ///   whose time is not seconds from 0 to 999,999,999,999.
    public static func inputEvents(in text: String) throws(TraceError) -> [InputEvent] {
        var events: [InputEvent] = []
        var number = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            if line.hasPrefix("E: ") { events.append(try LineReader.event(in: line, number: number)) }
        }
        return events
    }

    /// Reads evemu event lines (`E: <seconds> <type hex> <code hex> <value>`) into the shared
    /// ``GestureEvdev/FrameDecoder``: the live reader decodes the kernel's binary events with
    /// the same state machine.
    struct LineReader {
        private(set) var decoder: FrameDecoder
        private var end = RecordingEnd()
        private var lastTime = Int64.min

        init(device: DeviceDescription, mapping: AxisMapping) {
            decoder = FrameDecoder(device: device, mapping: mapping)
        }

        mutating func consume(_ line: Substring, number: Int) throws(TraceError) {
            let event = try Self.event(in: line, number: number)
            guard event.microseconds >= lastTime else { throw TraceError("time goes backwards", at: "line \(number)") }
            lastTime = event.microseconds
            end.note(event, line: number)
            decoder.consume(type: event.type, code: event.code, value: event.value, microseconds: event.microseconds)
        }

        /// The input event of an `E:` line. Each field is checked against what the kernel can
        /// send (`struct input_event`: a 16-bit type and code, a 32-bit value), so a corrupted
        /// line is an error naming it rather than a number that overflows later.
        static func event(in line: Substring, number: Int) throws(TraceError) -> InputEvent {
            let content = line.dropFirst(3).split(separator: "#", maxSplits: 1).first ?? ""
            let fields = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard fields.count == 4 else {
                throw TraceError("an event line is \"E: <seconds> <type hex> <code hex> <value>\"", at: "line \(number)")
            }
            guard let micros = Self.microseconds(fields[0]) else {
                throw TraceError("the time \"\(fields[0])\" is not seconds from 0 to \(Self.latestSecond)", at: "line \(number)")
            }
            guard let type = UInt16(fields[1], radix: 16) else {
                throw TraceError("the type \"\(fields[1])\" is not a hex number from 0 to ffff (an event's type is 16 bits)", at: "line \(number)")
            }
            guard let code = UInt16(fields[2], radix: 16) else {
                throw TraceError("the code \"\(fields[2])\" is not a hex number from 0 to ffff (an event's code is 16 bits)", at: "line \(number)")
            }
            guard let value = Int32(fields[3]) else {
                throw TraceError("the value \"\(fields[3])\" is not a decimal whole number from -2147483648 to 2147483647 "
                                 + "(an event's value is 32 bits)", at: "line \(number)")
            }
            return InputEvent(microseconds: micros, type: Int(type), code: Int(code), value: Int(value))
        }

        /// The events, and what the recording's end left out (``RecordingEnd``).
        mutating func finish() -> (events: [TouchEvent], ending: String?) { end.finish(&decoder) }

        /// The latest time a line may carry, in seconds: far beyond any clock (year 33,658), and
        /// low enough that times in microseconds and the differences between them never overflow.
        static let latestSecond: Int64 = 999_999_999_999

        /// `1330495931.101111` → microseconds; digits only, at most ``latestSecond``, and any
        /// digits past the sixth decimal ignored (evemu writes six).
        static func microseconds(_ text: Substring) -> Int64? {
            let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let wholeText = parts.first, !wholeText.isEmpty, wholeText.count <= 12,
                  wholeText.utf8.allSatisfy(isDigit), let whole = Int64(wholeText), whole <= latestSecond
            else { return nil }
            var fraction: Int64 = 0
            if parts.count == 2 {
                let decimals = parts[1]
                guard decimals.utf8.allSatisfy(isDigit) else { return nil }
                let digits = decimals.prefix(6)
                fraction = (Int64(digits) ?? 0) * Int64(pow10(6 - digits.count))
            }
            return whole * 1_000_000 + fraction
        }

        private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        private static func pow10(_ n: Int) -> Int { (0..<n).reduce(1) { value, _ in value * 10 } }
    }
}
