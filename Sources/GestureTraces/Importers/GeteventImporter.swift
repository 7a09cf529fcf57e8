import Foundation
import GestureEvdev
import GestureKit

/// Reads Android's `getevent` output into traces: `getevent -lt` (names) or `getevent -t`
/// (hex numbers), with or without the device descriptions `getevent -p` / `-lp` prints.
///
/// ```
/// [   34490.122344] EV_ABS       ABS_MT_TRACKING_ID   00000082
/// [   34490.122375] EV_ABS       ABS_MT_POSITION_X    000001ad
/// [   34490.122406] EV_SYN       SYN_REPORT           00000000
/// ```
///
/// The events are the kernel's, so they go through the same `FrameDecoder` (GestureEvdev) as
/// an evemu recording or a live device: protocol B (slots), protocol A (`SYN_MT_REPORT`,
/// continuing touches by their tracking ids when the device sends them) and single-touch
/// (`BTN_TOUCH` with `ABS_X`/`ABS_Y`). Values are hex (`ffffffff` is -1) or a key's
/// `DOWN`/`UP`. A line may start with the device (`/dev/input/event2: …`), as `getevent`
/// prints when it watches several; only the touch device's events are read.
///
/// Axis ranges come from a `getevent -p` block in the file (`ABS_MT_POSITION_X : value 0,
/// min 0, max 1079, …`). Without one — the usual case, since `-lt` alone does not print it —
/// each position axis is taken to run from 0 to the largest value the recording reaches,
/// and the trace's `metadata["assumed"]` says so: positions keep their proportions, but a
/// drag that never reaches the edge of the screen makes the screen smaller than it is.
/// ``EvemuImporter/Options/descriptionFile`` (an evemu `.desc` of the same device) or
/// ``EvemuImporter/Options/pointsPerUnit`` replace the guess.
public enum GeteventImporter {
    /// Reads the `getevent` output at `url`.
    ///
    /// - Parameters:
    ///   - url: a file of `getevent -lt` or `-t` output.
    ///   - options: how device units become points; a ``EvemuImporter/Options/descriptionFile``
    ///     supplies the axes.
    /// - Throws: ``TraceError`` naming the file at fault: `url` or the description file
    ///   cannot be read, the description file is not an evemu description (with its line),
    ///   or what ``read(_:header:options:)`` throws for `url`.
    public static func read(contentsOf url: URL, options: EvemuImporter.Options = .init()) throws(TraceError) -> Trace {
        let text = try TraceError.text(of: url)
        var header: String?
        if let description = options.descriptionFile {
            header = try EvemuImporter.readDescription(description)
        }
        do {
            return try read(text, header: header, options: options)
        } catch {
            throw TraceError(error.message, at: error.location, file: url.path)
        }
    }

    /// Whether `text` (the start of a file) looks like `getevent` output.
    ///
    /// - Parameter text: the file's text or its beginning; only the first 20 lines are
    ///   read.
    /// - Returns: true when one of them is an event line with a type name or a time, or an
    ///   `add device` line of `getevent -p`.
    public static func looksLikeGetevent(_ text: String) -> Bool {
        for line in text.split(whereSeparator: \.isNewline).prefix(20) {
            if (try? Line(line, number: 0)) != nil, line.contains("EV_") || line.contains("]") { return true }
            if line.hasPrefix("add device ") { return true }
        }
        return false
    }

    /// Reads `getevent` output from its text; `header` (an evemu device description) supplies
    /// the axes instead of the file's own or the guess.
    ///
    /// - Parameters:
    ///   - text: the `getevent` output, with or without a `getevent -p` block.
    ///   - header: an evemu device description's text, whose axes replace the file's and
    ///     the guess; nil for none.
    ///   - options: how device units become points.
    /// - Throws: ``TraceError``: no event lines, a line whose time, code or value cannot be
    ///   read (at `line N`), time going backwards, a `header` that cannot be read, or no
    ///   position axes.
    public static func read(_ text: String, header: String? = nil, options: EvemuImporter.Options = .init()) throws(TraceError) -> Trace {
        var events: [(event: InputEvent, line: Int)] = []
        var described = DeviceDescription()
        // Android's tools often end lines with CRLF, which Swift reads as one Character.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        // getevent ends every line, so a last line without one may be cut short, and a value
        // cut short ("0000033" of "00000338") would read as another number.
        if text.last?.isNewline == false, let last = lines.last, Line.isCutShort(last) {
            throw TraceError("the file ends inside this event line (a recording cut short? getevent ends every line, its values eight hex digits long)", at: "line \(lines.count)")
        }
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if let axis = GeteventAxisLine.axis(in: line) {
                described.axes[axis.code] = axis
                continue
            }
            guard let parsed = try Line(line, number: number) else { continue }
            events.append((parsed.event, number))
        }
        guard !events.isEmpty else { throw TraceError("no input events (getevent lines are \"[ <seconds>] <type> <code> <value>\")") }
        var assumed: String?
        var device = described
        if let header {
            do { device = try DeviceDescription(evemuHeader: header) } catch {
                throw TraceError(error.message, at: "the device description's line \(error.line)")
            }
        } else if device.positionAxes == nil {
            (device, assumed) = guessedDevice(from: events.map(\.event))
        }
        device.properties.insert(EvdevCode.propertyDirect)  // a phone's touchscreen
        guard let mapping = AxisMapping(device: device, pointsPerUnit: options.pointsPerUnit, fallbackWidth: options.fallbackWidth,
                                        maximumPossibleForce: options.maximumPossibleForce) else {
            throw TraceError("no position axes: neither ABS_MT_POSITION_X/Y nor ABS_X/Y events or ranges")
        }
        if let problem = mapping.surfaceProblem { throw TraceError(problem) }
        let (touches, ending) = try FrameDecoder.touchEvents(from: events, device: device, mapping: mapping)
        var metadata = ["format": "getevent", "mapping": mapping.summary]
        if let ending { metadata["ending"] = ending }
        if let assumed { metadata["assumed"] = assumed }
        return Trace(windowSize: mapping.windowSize, metadata: metadata, events: touches)
    }

    /// Without ranges: each position axis from 0 to the largest value seen, and which.
    private static func guessedDevice(from events: [InputEvent]) -> (DeviceDescription, String) {
        let multitouch = events.contains { $0.type == EvdevCode.absolute && ($0.code == EvdevCode.mtX || $0.code == EvdevCode.mtY) }
        let (xCode, yCode) = multitouch ? (EvdevCode.mtX, EvdevCode.mtY) : (EvdevCode.x, EvdevCode.y)
        func largest(_ code: Int) -> Int {
            events.filter { $0.type == EvdevCode.absolute && $0.code == code }.map(\.value).max() ?? 0
        }
        let (seenX, seenY) = (largest(xCode), largest(yCode))
        let (maxX, maxY) = (assumedMaximum(above: seenX), assumedMaximum(above: seenY))
        var device = DeviceDescription(axes: [
            xCode: .init(code: xCode, minimum: 0, maximum: Double(maxX)),
            yCode: .init(code: yCode, minimum: 0, maximum: Double(maxY)),
        ])
        var note = "no axis ranges (getevent -p) in the file: assumed x 0…\(maxX), y 0…\(maxY), "
            + "the smallest common panel sizes above the largest values reached (\(seenX), \(seenY))"
        if multitouch {
            // No common sizes to round to: the largest value reached is full scale, so forces
            // and radii compare within this file, not across files.
            for (code, name) in [(EvdevCode.mtPressure, "pressure"), (EvdevCode.mtTouchMajor, "touch major")]
            where events.contains(where: { $0.type == EvdevCode.absolute && $0.code == code }) {
                let top = Swift.max(1, largest(code))
                device.axes[code] = .init(code: code, minimum: 0, maximum: Double(top))
                note += "; \(name) 0…\(top), the largest value reached (comparable within this file only)"
            }
        }
        return (device, note)
    }

    /// Panel sizes in device units common on Android touchscreens (display resolutions, and
    /// the 12-, 15- and 16-bit ranges of touch controllers that report their own units).
    static let commonPanelSizes = [320, 480, 540, 600, 720, 768, 800, 854, 960, 1024, 1080, 1200, 1280, 1440, 1600, 1920,
                                   2048, 2160, 2400, 2560, 2960, 3200, 4095, 32767, 65535]

    /// The assumed range's top for an axis whose values reach `seen`: the smallest common
    /// panel size above it, so that a recording's largest value stays on the screen, not on
    /// its edge (one tap would otherwise sit exactly in the corner).
    static func assumedMaximum(above seen: Int) -> Int {
        commonPanelSizes.first { $0 > seen } ?? seen + 1
    }
}

extension GeteventImporter {
    /// An event line: `[ <seconds>.<micro>] [<device>:] <type> <code> <value>`. Nil for a line
    /// that is not an event (device lists, `-p` blocks, blank lines); an event line that cannot
    /// be read is an error naming it.
    struct Line {
        let event: InputEvent

        init?(_ line: Substring, number: Int) throws(TraceError) {
            var rest = line.drop(while: { $0 == " " || $0 == "\t" })
            var micros: Int64 = 0
            let stamped = rest.first == "["
            if stamped {
                guard let close = rest.firstIndex(of: "]") else { throw TraceError("a time is \"[ <seconds>.<micro>]\"", at: "line \(number)") }
                let stamp = rest[rest.index(after: rest.startIndex)..<close].trimmingCharacters(in: .whitespaces)
                guard let value = Self.microseconds(stamp) else {
                    throw TraceError("the time \"\(stamp)\" is not seconds", at: "line \(number)")
                }
                micros = value
                rest = rest[rest.index(after: close)...]
            }
            var fields = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            var devicePrefixed = false
            if let first = fields.first, first.hasSuffix(":"), first.hasPrefix("/dev/") {
                fields.removeFirst()
                devicePrefixed = true
            }
            // `getevent -r` follows a report with its rate: "SYN_REPORT 00000000 rate 60".
            if fields.count == 5, fields[3] == "rate" { fields.removeLast(2) }
            // A line with a time or a device is an event line: one that does not read is an
            // error, not skipped (a frame lost without a word changes what is recognized).
            let eventLike = stamped || devicePrefixed
            guard fields.count == 3 else {
                guard !eventLike else {
                    throw TraceError("an event line is \"[ <seconds>] [<device>:] <type> <code> <value>\"; got \(fields.count) fields",
                                     at: "line \(number)")
                }
                return nil
            }
            guard let type = GeteventNames.type(fields[0]) else {
                guard !eventLike else {
                    throw TraceError("\"\(fields[0])\" is not an event type (one of linux/input-event-codes.h's EV_… names, or four hex digits)",
                                     at: "line \(number)")
                }
                return nil  // not an event line
            }
            guard let code = GeteventNames.code(fields[1], type: type) else {
                throw TraceError("\"\(fields[1])\" is not an event code of \(fields[0])", at: "line \(number)")
            }
            guard let value = GeteventNames.value(fields[2]) else {
                throw TraceError("\"\(fields[2])\" is not a value (hex, or DOWN/UP)", at: "line \(number)")
            }
            event = InputEvent(microseconds: micros, type: type, code: code, value: value)
        }

        /// Whether `line`, the file's last and with no line feed after it, is an event line cut
        /// short: it begins as one (a `[` time or a `/dev/` device) but lacks a field, or its
        /// value has fewer than the eight hex digits getevent always writes.
        static func isCutShort(_ line: Substring) -> Bool {
            var rest = line.drop(while: { $0 == " " || $0 == "\t" })
            guard rest.first == "[" || rest.hasPrefix("/dev/") else { return false }
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]") else { return true }
                rest = rest[rest.index(after: close)...]
            }
            var fields = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if let first = fields.first, first.hasSuffix(":"), first.hasPrefix("/dev/") { fields.removeFirst() }
            guard fields.count == 3, let value = fields.last else { return true }
            return GeteventNames.value(value) != nil && value.count < 8 && UInt32(value, radix: 16) != nil
        }

        /// `1807.354865` → microseconds (digits only).
        static func microseconds(_ text: String) -> Int64? {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            // Digits only: Int64 would take a sign, and `10.-9` would read as 9.91 s.
            let isDigits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
            guard (1...2).contains(parts.count), isDigits(parts[0]), let seconds = Int64(parts[0]), seconds < 1_000_000_000_000 else { return nil }
            guard parts.count == 2 else { return seconds * 1_000_000 }
            let fraction = parts[1]
            guard isDigits(fraction), fraction.count <= 6, let digits = Int64(fraction) else { return nil }
            return seconds * 1_000_000 + digits * Int64([1, 100_000, 10_000, 1_000, 100, 10, 1][fraction.count])
        }
    }
}
