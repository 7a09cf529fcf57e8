import Foundation
import GestureEvdev

/// The devices and events of a `libinput record` file, read line by line.
///
/// The file is YAML, but of one fixed shape (libinput-record(1), "FILE FORMAT"): a `devices`
/// list whose items hold an `evdev` description (`name`, `id`, `codes`, `absinfo`,
/// `properties`) and an `events` list of `- evdev:` frames, each a list of
/// `[sec, usec, type, code, value]`. Reading that shape by its indentation needs no YAML
/// library (the library package resolves none), keeps every line number for errors, and
/// skips what the manual tells parsers to skip: keys it does not describe, `hid` and
/// `libinput` items among the events, comments.
struct LibinputRecording {
    /// One recorded device: its description and its events, each with its line.
    struct Device {
        /// The device node (`/dev/input/event9`), when the file names it.
        var node: String?
        /// What `evdev:` says about it.
        var description = DeviceDescription()
        /// Its events in file order, each with its line number.
        var events: [(event: InputEvent, line: Int)] = []
        /// The line of its `- node:` item.
        var line: Int
    }

    /// The devices in file order.
    private(set) var devices: [Device] = []

    /// Where the reader is: which block the current line belongs to.
    private enum Block { case outside, device, evdev, codes, absinfo, events, evdevFrame, skipped }

    private var block = Block.outside
    /// The indentation of the `devices` items' dashes, the current device's keys, its `evdev`
    /// keys, and its `events` items' dashes.
    private var deviceIndent: Int?, deviceKeyIndent: Int?, evdevKeyIndent: Int?, eventIndent: Int?

    /// Reads `text`.
    ///
    /// - Throws: ``TraceError`` at `line N` for a value of the shape above that cannot be
    ///   read: an event that is not five whole numbers within `struct input_event`'s fields,
    ///   an `absinfo` or `codes` entry that is not a code and a list of numbers, an `id` that
    ///   is not four numbers.
    init(_ text: String) throws(TraceError) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, raw) in lines.enumerated() {
            let line = Line(raw)
            guard !line.content.isEmpty else { continue }
            do {
                try read(line, number: index + 1)
            } catch {
                // Every line of the format ends with a line feed; a last line without one that
                // cannot be read was most likely cut off with the rest of the file.
                guard index == lines.count - 1 else { throw error }
                throw TraceError(error.message + "; the file ends inside this line (a recording cut short?)", at: error.location)
            }
        }
    }

    private mutating func read(_ line: Line, number: Int) throws(TraceError) {
        if line.indent == 0 && !line.content.hasPrefix("-") {
            block = line.key == "devices" ? .device : .outside
            deviceIndent = nil
            return
        }
        guard block != .outside else { return }
        if line.isItem, deviceIndent == nil || line.indent <= deviceIndent! {
            // A new device: `- node: /dev/input/event9`, its first key on the dash's line.
            deviceIndent = line.indent
            devices.append(Device(line: number))
            block = .device
            deviceKeyIndent = nil  // a bare `-`: the keys start on the next line
            if !line.afterDash.content.isEmpty { try readDeviceKey(line.afterDash, number: number) }
            return
        }
        guard !devices.isEmpty else { return }
        if deviceKeyIndent == nil
            || (line.indent <= deviceKeyIndent! && (!line.isItem || line.indent < deviceKeyIndent!)) {
            try readDeviceKey(line, number: number)
            return
        }
        switch block {
        case .evdev, .codes, .absinfo: try readEvdev(line, number: number)
        case .events, .evdevFrame, .skipped: try readEvents(line, number: number)
        case .outside, .device: return
        }
    }

    /// A key of a device: `node`, `evdev` and `events` are read, any other skipped.
    private mutating func readDeviceKey(_ line: Line, number: Int) throws(TraceError) {
        deviceKeyIndent = line.indent
        switch line.key {
        case "node": devices[devices.count - 1].node = line.value
        case "evdev": block = .evdev; evdevKeyIndent = nil
        case "events": block = .events; eventIndent = nil
        default: block = .device
        }
    }

    private mutating func readEvdev(_ line: Line, number: Int) throws(TraceError) {
        if evdevKeyIndent == nil || line.indent <= evdevKeyIndent! {
            evdevKeyIndent = line.indent
            block = .evdev
            let last = devices.count - 1  // changed in place, as below
            switch line.key {
            case "name": devices[last].description.name = line.value
            case "id":
                let id = try numbers(line.value, count: 4, what: "an id is [bus, vendor, product, version]", number: number)
                devices[last].description.inputID = .init(bus: id[0], vendor: id[1], product: id[2], version: id[3])
            case "properties":
                devices[last].description.properties = Set(try numbers(line.value, count: nil, what: "properties are a list of numbers",
                                                                       number: number))
            case "codes": block = .codes
            case "absinfo": block = .absinfo
            default: break
            }
            return
        }
        guard let key = line.key, let code = Int(key), code >= 0, code <= Int(UInt16.max) else {
            guard block == .evdev else { throw TraceError("expected \"<code>: [...]\" in \(block == .codes ? "codes" : "absinfo")", at: "line \(number)") }
            return
        }
        // Changed in place: a copy of the description to change would copy its keys and axes
        // too, once a line, and a file may list thousands.
        let last = devices.count - 1
        if block == .codes {
            let codes = try numbers(line.value, count: nil, what: "codes are \"<type>: [<code>, ...]\"", number: number)
            devices[last].description.eventTypes.insert(code)
            if code == EvdevCode.key { devices[last].description.keys.formUnion(codes) }
        } else if block == .absinfo {
            let what = "absinfo is \"<code>: [min, max, fuzz, flat, resolution]\""
            let info = try numbers(line.value, count: 5, what: what, number: number)
            // `struct input_absinfo` holds 32-bit integers, as the evemu reader checks too.
            guard info.allSatisfy({ Int32(exactly: $0) != nil }) else {
                throw TraceError("\(what), each a 32-bit whole number", at: "line \(number)")
            }
            devices[last].description.axes[code] = .init(code: code, minimum: Double(info[0]), maximum: Double(info[1]),
                                                         resolution: Double(Swift.max(info[4], 0)))
        }
    }

    private mutating func readEvents(_ line: Line, number: Int) throws(TraceError) {
        if line.isItem, eventIndent == nil || line.indent <= eventIndent!, !line.afterDash.content.hasPrefix("[") {
            // `- evdev:` starts a frame; `- hid:`, `- libinput:` and the like are skipped.
            eventIndent = line.indent
            block = line.afterDash.key == "evdev" ? .evdevFrame : .skipped
            return
        }
        if !line.isItem, line.key != nil {
            // Another key of the same item: `libinput record --with-libinput` writes a frame's
            // libinput events as a `libinput:` key beside its `evdev:` one, its list level with
            // the events'.
            block = line.key == "evdev" ? .evdevFrame : .skipped
            return
        }
        guard block == .evdevFrame, line.isItem else { return }
        let what = "an event is [sec, usec, type, code, value]"
        let fields = try numbers(line.afterDash.content, count: 5, what: what, number: number)
        guard (0...999_999_999_999).contains(fields[0]), (0...999_999).contains(fields[1]),
              let type = UInt16(exactly: fields[2]), let code = UInt16(exactly: fields[3]), let value = Int32(exactly: fields[4])
        else {
            throw TraceError("\(what), within the kernel's fields (usec 0…999999, type and code 16 bits, value 32)", at: "line \(number)")
        }
        let event = InputEvent(microseconds: Int64(fields[0]) * 1_000_000 + Int64(fields[1]),
                               type: Int(type), code: Int(code), value: Int(value))
        devices[devices.count - 1].events.append((event, number))
    }

    /// The whole numbers of a flow list `[1, 2, 3]`, `count` of them when given.
    private func numbers(_ text: String?, count: Int?, what: String, number: Int) throws(TraceError) -> [Int] {
        guard let text, text.hasPrefix("["), text.hasSuffix("]") else { throw TraceError(what, at: "line \(number)") }
        let inner = text.dropFirst().dropLast()
        let fields = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if fields.count == 1, fields[0].isEmpty, count == nil { return [] }
        var values: [Int] = []
        for field in fields {
            guard let value = Int(field), value >= Int(Int32.min), value <= 999_999_999_999 else {
                throw TraceError("\(what); \"\(field)\" is not a whole number", at: "line \(number)")
            }
            values.append(value)
        }
        if let count, values.count != count { throw TraceError("\(what); got \(values.count) values", at: "line \(number)") }
        return values
    }
}

extension LibinputRecording {
    /// One line: its indentation, and its content without the comment.
    struct Line {
        /// Spaces before the content.
        let indent: Int
        /// The content, comment and surrounding spaces removed.
        let content: String

        init(_ raw: Substring) {
            var indent = 0
            var rest = raw[...]
            while let first = rest.first, first == " " || first == "\t" {
                indent += 1
                rest = rest.dropFirst()
            }
            self.indent = indent
            self.content = Self.withoutComment(rest).trimmingCharacters(in: .whitespaces)
        }

        private init(indent: Int, content: String) {
            self.indent = indent
            self.content = content
        }

        /// `text` up to a `#` that starts a comment (at the start, or after a space), outside
        /// quotes. A quote opens one only where a value starts (`Bob's` is no quote), and it
        /// runs to the *last* such quote on the line: libinput writes a device's name between
        /// double quotes without escaping the quotes inside it (`"Foo "Bar" #2"`).
        static func withoutComment(_ text: Substring) -> Substring {
            var index = text.startIndex
            var previous: Character = " "
            while index < text.endIndex {
                let character = text[index]
                if character == "\"" || character == "'", previous == " " || previous == ":" || previous == "[",
                   let close = text[text.index(after: index)...].lastIndex(of: character) {
                    index = text.index(after: close)
                    previous = character
                    continue
                }
                if character == "#", previous == " " || previous == "\t" { return text[..<index] }
                previous = character
                index = text.index(after: index)
            }
            return text
        }

        /// Whether it is a list item (`- …`).
        var isItem: Bool { content == "-" || content.hasPrefix("- ") }

        /// A list item's content, as a line indented where it starts.
        var afterDash: Line {
            let rest = content.dropFirst()
            let spaces = rest.prefix { $0 == " " }.count
            return Line(indent: indent + 1 + spaces, content: String(rest.dropFirst(spaces)))
        }

        /// The key of a `key: value` or `key:` line; nil for other lines.
        var key: String? {
            guard let colon = content.firstIndex(of: ":") else { return nil }
            let after = content.index(after: colon)
            guard after == content.endIndex || content[after] == " " else { return nil }
            return String(content[..<colon])
        }

        /// The value of a `key: value` line, a quoted one unquoted; nil when there is none.
        var value: String? {
            guard let colon = content.firstIndex(of: ":") else { return nil }
            let value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty else { return nil }
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                let inner = value.dropFirst().dropLast()
                return first == "\"" ? inner.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
                                     : inner.replacingOccurrences(of: "''", with: "'")
            }
            return value
        }
    }
}
