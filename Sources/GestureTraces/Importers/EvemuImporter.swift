import Foundation
import GestureEvdev
import GestureKit

/// Reads recordings of Linux input devices made with `evemu-record` into traces.
///
/// ```swift
/// let recording = URL(fileURLWithPath: "../shared/recordings/evemu/Wacom ISDv4 E6 Finger.double-tap-center.events")
/// let trace = try EvemuImporter.read(contentsOf: recording)   // the .desc beside it describes the device
/// print(trace.windowSize, trace.events.count)                  // Prints "1024.0×579.0 4"
/// print(try Replayer.replay(trace).count(of: "doubleTap"))     // Prints "1"
/// ```
///
/// - Multitouch protocol B: `ABS_MT_SLOT` selects a slot, `ABS_MT_TRACKING_ID` starts a
///   touch in it (or ends it, with -1), `ABS_MT_POSITION_X/Y` move it; values persist from
///   frame to frame; `SYN_REPORT` ends a frame, which becomes one touch event (two, at the
///   same time, when a touch begins and lifts within the frame).
/// - `SYN_DROPPED`: the kernel lost events. Everything up to and including the next
///   `SYN_REPORT` is discarded and the touches that were down are cancelled; their slots
///   are ignored until they lift.
/// - Multitouch protocol A (`SYN_MT_REPORT` after each contact, no identities): each
///   contact continues the nearest touch of the previous frame, closest pairs first.
/// - Devices without multitouch axes are read as one touch from `BTN_TOUCH` and
///   `ABS_X/ABS_Y`.
/// - What the device measures rides on each change (P7): pressure (`ABS_MT_PRESSURE`, or
///   `ABS_PRESSURE` on a single-touch device) as `force` over ``Options/maximumPossibleForce``,
///   `ABS_MT_TOUCH_MAJOR` as `majorRadius` (half the long axis, in points), and the tool
///   (`ABS_MT_TOOL_TYPE` pen, or `BTN_TOOL_PEN`/`BTN_TOOL_RUBBER`) as a `pencil` touch. A
///   frame that changes only a measurement emits nothing; the value rides on the next change.
/// - The header's `A:` lines give each axis's range and resolution. A `.events` file that
///   has none borrows them from its device's `.desc` file beside it, found whatever the
///   naming (``descriptionFile(for:deviceName:)``), or from ``Options/descriptionFile``.
/// - Units become points (docs/Traces.md): when both axes report a resolution (units per
///   millimetre), at 160 points per inch, about an iPad's density; a touchpad without one
///   is taken as 69 × 50 mm (libinput's assumption); otherwise the surface is scaled to
///   ``Options/fallbackWidth`` points wide (1024 by default), keeping its aspect ratio.
///   ``Options/pointsPerUnit`` overrides them all.
/// - Touchpads (the header's keys and properties): fingers counted by `BTN_TOOL_*` beyond the
///   slots, semi-multitouch slots ignored (the shared decoder), and `metadata["kind"]`
///   `touchpad`, so that ``Replayer`` plays the trace in the touchpad's standard scene.
/// - A recording has no device state to resynchronize from after a drop; the live reader
///   resynchronizes as libevdev does.
public enum EvemuImporter {
    /// How to map device units to points.
    public struct Options: Sendable {
        /// Points per device unit on both axes; nil chooses as described above.
        public var pointsPerUnit: Double?
        /// The width in points of a surface whose resolution is unknown.
        public var fallbackWidth: Double = 1024
        /// The force a full-scale pressure reading becomes (P7). Linux devices report
        /// uncalibrated pressure; 4 makes a quarter of the range read 1.0, UIKit's "average
        /// touch". GestureKit's choice.
        public var maximumPossibleForce: Double = 4
        /// The device description (`.desc`) to take the axes from, instead of looking for one
        /// beside the recording; its axes replace any the recording has (`--desc FILE`).
        public var descriptionFile: URL?
        /// Creates options.
        ///
        /// - Parameters:
        ///   - pointsPerUnit: points per device unit on both axes; nil (the default) takes
        ///     the scale from the device's resolution, as described on ``EvemuImporter``.
        ///   - fallbackWidth: the width in points of a surface of unknown resolution; 1024 by
        ///     default.
        ///   - maximumPossibleForce: the force a full-scale pressure reading becomes; 4 by
        ///     default.
        ///   - descriptionFile: a `.desc` file whose axes replace the recording's; nil looks
        ///     for one beside the recording only when it has no axes.
        public init(pointsPerUnit: Double? = nil, fallbackWidth: Double = 1024, maximumPossibleForce: Double = 4,
                    descriptionFile: URL? = nil) {
            self.pointsPerUnit = pointsPerUnit
            self.fallbackWidth = fallbackWidth
            self.maximumPossibleForce = maximumPossibleForce
            self.descriptionFile = descriptionFile
        }
    }

    /// Points per inch when the device reports its resolution.
    public static let pointsPerInch = AxisMapping.pointsPerInch

    /// Reads the recording at `url`. A recording without axis lines takes them from its
    /// device's `.desc` file: ``Options/descriptionFile`` when given, otherwise the one in the
    /// same folder found by ``descriptionFile(for:deviceName:)``.
    ///
    /// - Parameters:
    ///   - url: an `evemu-record` file (`.events`, or a recording with its header).
    ///   - options: how device units become points; the defaults by default.
    /// - Returns: the trace, its `metadata` naming the source file, the `.desc` file its axes
    ///   came from (`description`), the format, the mapping used, how the recording ended
    ///   (`ending`, when it left something out) and, when known, the device (and `kind`
    ///   `touchpad` for a touchpad).
    /// - Throws: ``TraceError`` naming the file: it or the ``Options/descriptionFile``
    ///   cannot be read, the recording has no axes and no `.desc` of its device is found,
    ///   or what ``read(_:header:headerWins:options:)`` throws.
    public static func read(contentsOf url: URL, options: Options = Options()) throws(TraceError) -> Trace {
        let text = try TraceError.text(of: url)
        var header: String?
        var headerWins = false
        var description: URL?
        if let given = options.descriptionFile {
            header = try readDescription(given)
            headerWins = true
            description = given
        } else if !text.contains("\nA: ") && !text.hasPrefix("A: ") {
            guard let desc = descriptionFile(for: url, deviceName: deviceName(in: text)) else {
                throw TraceError("no axes (A: lines) in the recording, and no .desc of its device in \(url.deletingLastPathComponent().path) "
                                 + "whose name begins the recording's name; name one with --desc FILE", file: url.path)
            }
            header = try TraceError.text(of: desc)
            description = desc
        }
        do {
            var trace = try read(text, header: header, headerWins: headerWins, options: options)
            trace.metadata["source"] = url.lastPathComponent
            if let description { trace.metadata["description"] = description.lastPathComponent }
            return trace
        } catch {
            throw error.inFile(url.path)
        }
    }

    /// The device description named by ``Options/descriptionFile``, checked so that whatever
    /// is wrong with it names it, not the recording it would leave without axes: it exists,
    /// reads as an evemu header (an error gives its line) and has axis lines.
    static func readDescription(_ url: URL) throws(TraceError) -> String {
        guard FileManager.default.fileExists(atPath: url.path) else { throw TraceError("no such file (--desc)", file: url.path) }
        let text = try TraceError.text(of: url)
        do { _ = try DeviceDescription(evemuHeader: text) } catch {
            throw TraceError(error.message, at: "line \(error.line)", file: url.path)
        }
        guard text.split(whereSeparator: \.isNewline).contains(where: { $0.hasPrefix("A: ") }) else {
            throw TraceError("not a device description (--desc): no axis lines (A:), as evemu-describe writes them", file: url.path)
        }
        return text
    }

    /// The `.desc` file of the recording at `url`'s device, in the same folder.
    ///
    /// Recordings from public collections name their files in many ways (`Device Name.desc`
    /// beside `Device Name.1-finger-tap.events`, `device_name-tap.events`, …), so names are
    /// compared with case and separators (`.`, space, `-`, `_`) ignored: the `.desc` named
    /// like the device in the recording's header wins; otherwise the one whose name is the
    /// longest prefix of the recording's name, ending where a word ends.
    ///
    /// - Parameters:
    ///   - url: the recording; its folder is listed.
    ///   - deviceName: the device's name from the recording's header (`N:`), tried first;
    ///     nil matches by the file name only.
    /// - Returns: nil when no `.desc` file matches (or the folder cannot be listed).
    public static func descriptionFile(for url: URL, deviceName: String? = nil) -> URL? {
        let folder = url.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let descs = names.filter { $0.lowercased().hasSuffix(".desc") }.sorted()
        func key(_ name: String) -> String { normalizedName(String(name.dropLast(".desc".count))) }
        if let deviceName {
            let device = normalizedName(deviceName)
            if let match = descs.first(where: { key($0) == device }) { return folder.appendingPathComponent(match) }
        }
        let recording = normalizedName(url.deletingPathExtension().lastPathComponent)
        let matches = descs.filter { desc in
            let prefix = key(desc)
            guard !prefix.isEmpty, recording.hasPrefix(prefix) else { return false }
            return recording.count == prefix.count || recording.dropFirst(prefix.count).first == " "
        }
        return matches.max { key($0).count < key($1).count }.map { folder.appendingPathComponent($0) }
    }

    /// A name in lower case with every run of separators (`.`, space, `-`, `_`) as one space.
    static func normalizedName(_ name: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in name.lowercased() {
            if character == "." || character == " " || character == "-" || character == "_" {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }

    /// Reads a recording from its text; `header` supplies the axis lines when the recording
    /// lacks them (with `headerWins`, its axes replace the recording's own).
    ///
    /// - Parameters:
    ///   - text: the recording: its header (`N:`, `I:`, `P:`, `B:`, `A:` lines) and its
    ///     `E:` event lines.
    ///   - header: another header, a `.desc` file's text, merged with the recording's; nil
    ///     for none.
    ///   - headerWins: whether `header`'s axes replace the recording's where both have one
    ///     (false: the recording's own win).
    ///   - options: how device units become points.
    /// - Returns: the trace; its `metadata` holds no source file name (the URL reader adds it).
    /// - Throws: ``TraceError`` at `line N`: a header line that cannot be read, no X and Y
    ///   axes in either header, an event line that is not `E: <seconds> <type> <code>
    ///   <value>`, a line evemu does not write, or time going backwards.
    public static func read(_ text: String, header: String? = nil, headerWins: Bool = false,
                            options: Options = Options()) throws(TraceError) -> Trace {
        var device = DeviceDescription()
        for source in (headerWins ? [text, header] : [header, text]).compactMap({ $0 }) {
            let part: DeviceDescription
            do {
                part = try DeviceDescription(evemuHeader: source)
            } catch {
                throw TraceError(error.message, at: "line \(error.line)")
            }
            device.axes.merge(part.axes) { _, new in new }
            device.properties.formUnion(part.properties)
            device.keys.formUnion(part.keys)
            device.eventTypes.formUnion(part.eventTypes)
            device.name = device.name ?? part.name
        }
        guard let mapping = AxisMapping(device: device, pointsPerUnit: options.pointsPerUnit, fallbackWidth: options.fallbackWidth,
                                        maximumPossibleForce: options.maximumPossibleForce) else {
            throw TraceError("no X and Y axes in the header (A: lines for codes 35/36 or 00/01; a .events file takes them from its .desc)")
        }
        if let problem = mapping.surfaceProblem { throw TraceError(problem + " (its A: line)") }
        var reader = LineReader(device: device, mapping: mapping)
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, line) in lines.enumerated() {
            guard line.hasPrefix("E: ") else {
                do {
                    try checkLine(line, number: index + 1)
                } catch {
                    guard index == lines.count - 1 else { throw error }  // cut inside "E: "
                    throw TraceError(error.message + "; the file ends inside this line (a recording cut short?)", at: error.location)
                }
                continue
            }
            do {
                try reader.consume(line, number: index + 1)
            } catch {
                // A recording cut short (a copy interrupted, a full disk) ends inside a line:
                // said so, since the line's own complaint does not tell why it is incomplete.
                guard index == lines.count - 1, !line.isEmpty else { throw error }
                throw TraceError(error.message + "; the file ends inside this line (a recording cut short?)", at: error.location)
            }
        }
        let (events, ending) = reader.finish()
        var metadata = ["format": "evemu", "mapping": mapping.summary]
        if let name = deviceName(in: header ?? text) ?? deviceName(in: text) { metadata["device"] = name }
        if device.isTouchpadByItsKeys { metadata["kind"] = "touchpad" }  // replayed in the touchpad's scene
        if let ending { metadata["ending"] = ending }
        return Trace(windowSize: mapping.windowSize, metadata: metadata, events: events)
    }

    /// Throws unless `line` is one evemu writes besides events: a header line (a capital
    /// letter, a colon and a space, as `N: `, `I: `, `P: `, `B: `, `A: `), a `#` comment, or
    /// an empty line. Anything else, an indented event say, would otherwise be skipped
    /// without a word, and a recording decided without it.
    static func checkLine(_ line: Substring, number: Int) throws(TraceError) {
        let utf8 = Array(line.utf8.prefix(3))
        if line.allSatisfy({ $0 == " " || $0 == "\t" }) || utf8.first == UInt8(ascii: "#") { return }
        if utf8.count == 3, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(utf8[0]), utf8[1] == UInt8(ascii: ":"),
           utf8[2] == UInt8(ascii: " ") { return }
        let shown = line.count > 40 ? line.prefix(40) + "…" : line
        throw TraceError("\"\(shown)\" is not an evemu line: an event (\"E: …\"), a header line (\"N: …\", \"A: …\", …) "
                         + "or a \"#\" comment (an edited copy?)", at: "line \(number)")
    }

    static func deviceName(in text: String) -> String? { DeviceDescription.deviceName(inEvemuText: text) }

}
