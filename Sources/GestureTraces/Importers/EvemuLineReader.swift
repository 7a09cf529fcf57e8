import GestureEvdev
import GestureKit

extension EvemuImporter {
    /// The input events of an evemu recording's `E:` lines, as the kernel would deliver them
    /// (to write into a pipe or a fake device, or to benchmark the live reader). A bad line
    /// is an error naming it.
    public static func inputEvents(in text: String) throws(TraceError) -> [InputEvent] {
        var events: [InputEvent] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
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
        private var lastTime = Int64.min

        init(mapping: AxisMapping, multitouch: Bool) {
            decoder = FrameDecoder(mapping: mapping, multitouch: multitouch)
        }

        mutating func consume(_ line: Substring, number: Int) throws(TraceError) {
            let event = try Self.event(in: line, number: number)
            guard event.microseconds >= lastTime else { throw TraceError("time goes backwards", at: "line \(number)") }
            lastTime = event.microseconds
            decoder.consume(type: event.type, code: event.code, value: event.value, microseconds: event.microseconds)
        }

        /// The input event of an `E:` line.
        static func event(in line: Substring, number: Int) throws(TraceError) -> InputEvent {
            let content = line.dropFirst(3).split(separator: "#", maxSplits: 1).first ?? ""
            let fields = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard fields.count == 4, let micros = Self.microseconds(fields[0]), let type = Int(fields[1], radix: 16),
                  let code = Int(fields[2], radix: 16), let value = Int(fields[3])
            else {
                throw TraceError("an event line is \"E: <seconds> <type hex> <code hex> <value>\"", at: "line \(number)")
            }
            return InputEvent(microseconds: micros, type: type, code: code, value: value)
        }

        /// The events, with touches still down at the end of the recording lifted where they were.
        mutating func finish() -> [TouchEvent] { decoder.finish() }

        /// `1330495931.101111` → microseconds.
        static func microseconds(_ text: Substring) -> Int64? {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count <= 2, let whole = Int64(parts[0]) else { return nil }
            var fraction: Int64 = 0
            if parts.count == 2 {
                let digits = parts[1].prefix(6)
                guard digits.allSatisfy(\.isNumber), let value = Int64(digits.isEmpty ? "0" : String(digits)) else { return nil }
                fraction = value * Int64(pow10(6 - digits.count))
            }
            return whole * 1_000_000 + fraction
        }

        private static func pow10(_ n: Int) -> Int { (0..<n).reduce(1) { value, _ in value * 10 } }
    }
}
