/// What a Linux input device is, as far as touches go: its name, whether it is a screen,
/// and its absolute axes. One type for a device described by the kernel and for one
/// described by an evemu `.desc` file or recording header, so that the live reader and the
/// importer map coordinates the same way.
public struct DeviceDescription: Hashable, Sendable {
    /// One absolute axis: `code`, its range, and its resolution in units per millimetre (0 when unknown).
    public struct Axis: Hashable, Sendable {
        /// The axis code (`ABS_MT_POSITION_X` …).
        public var code: Int
        /// The least value.
        public var minimum: Double
        /// The greatest value.
        public var maximum: Double
        /// Units per millimetre, 0 when the device does not say.
        public var resolution: Double

        /// Creates an axis.
        public init(code: Int, minimum: Double, maximum: Double, resolution: Double = 0) {
            self.code = code
            self.minimum = minimum
            self.maximum = maximum
            self.resolution = resolution
        }
    }

    /// The device's name.
    public var name: String?
    /// The input properties (`INPUT_PROP_*` bits): a touchscreen has `INPUT_PROP_DIRECT`.
    public var properties: Set<Int>
    /// The absolute axes, by code.
    public var axes: [Int: Axis]
    /// The event types it sends (`EV_KEY`, `EV_ABS` …); empty when not known (a description
    /// written without its `B:` lines).
    public var eventTypes: Set<Int>
    /// The keys and buttons it has (`EV_KEY` codes: `BTN_TOUCH`, `BTN_TOOL_PEN`,
    /// `BTN_TOOL_DOUBLETAP` …); empty when not known.
    public var keys: Set<Int>
    /// Where it is attached (`EVIOCGPHYS`: `usb-0000:00:14.0-1/input0`); nil when not known
    /// or empty (virtual devices have none).
    public var physicalPath: String?
    /// Its bus, vendor, product and version (`EVIOCGID`); nil when not known.
    public var inputID: InputID?

    /// Creates a description.
    public init(name: String? = nil, properties: Set<Int> = [], axes: [Int: Axis] = [:],
                eventTypes: Set<Int> = [], keys: Set<Int> = [], physicalPath: String? = nil, inputID: InputID? = nil) {
        self.name = name
        self.properties = properties
        self.axes = axes
        self.eventTypes = eventTypes
        self.keys = keys
        self.physicalPath = physicalPath
        self.inputID = inputID
    }

    /// Whether it is a touchscreen (`INPUT_PROP_DIRECT`) rather than a touchpad or pointer.
    public var isDirect: Bool { properties.contains(EvdevCode.propertyDirect) }
    /// Whether it reports several contacts (`ABS_MT_POSITION_X`).
    public var isMultitouch: Bool { axes[EvdevCode.mtX] != nil }
    /// How many contacts it tracks at once (`ABS_MT_SLOT`'s range; 1 without slots).
    /// An axis built by hand may say anything: an empty or non-finite range counts as one
    /// slot, and no device has more than ``maximumSlotCount``.
    public var slotCount: Int {
        guard let slot = axes[EvdevCode.mtSlot] else { return 1 }
        let span = slot.maximum - slot.minimum
        guard span.isFinite, span >= 0 else { return 1 }
        return Int(Swift.min(span, Double(Self.maximumSlotCount - 1))) + 1
    }
    /// The most slots a description may claim: beyond any touch panel (the kernel's own
    /// multitouch drivers track at most a few dozen contacts).
    public static let maximumSlotCount = 256
    /// Whether it uses multitouch protocol B (slots) rather than A.
    public var usesSlots: Bool { axes[EvdevCode.mtSlot] != nil }
    /// The position axes: multitouch when there are, else single-touch.
    public var positionAxes: (x: Axis, y: Axis)? {
        guard let x = axes[EvdevCode.mtX] ?? axes[EvdevCode.x], let y = axes[EvdevCode.mtY] ?? axes[EvdevCode.y] else { return nil }
        return (x, y)
    }

    /// Reads an evemu header (`N:` name, `P:` property bytes, `B: type bytes` event bits,
    /// `A: code min max fuzz flat [resolution]` axes); other lines are skipped. A bad `A:`
    /// line is an error naming the line.
    public init(evemuHeader text: String) throws(DeviceDescriptionError) {
        self.init()
        var number = 0
        var bitOffsets: [Int: Int] = [:]  // per event type: the bits its earlier `B:` lines held
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            if line.hasPrefix("B: ") {
                readBits(line.dropFirst(3), offsets: &bitOffsets)
            } else if line.hasPrefix("P: ") {
                // Eight property bytes per line, least significant first.
                for (byteIndex, byte) in line.dropFirst(3).split(separator: " ").enumerated() {
                    guard let value = Int(byte, radix: 16) else { continue }
                    for bit in 0..<8 where value & (1 << bit) != 0 { properties.insert(byteIndex * 8 + bit) }
                }
            } else if line.hasPrefix("A: ") {
                let fields = line.dropFirst(3).split(separator: "#", maxSplits: 1).first?
                    .split(whereSeparator: { $0 == " " || $0 == "\t" }) ?? []
                // The kernel's `input_absinfo` holds 32-bit integers; anything else (a fraction,
                // "nan", "1e300") is not an axis a device can report.
                guard fields.count >= 5, let code = UInt16(fields[0], radix: 16), let minimum = Int32(fields[1]),
                      let maximum = Int32(fields[2]) else {
                    throw DeviceDescriptionError("an axis line is \"A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]\" with whole numbers",
                                                 line: number)
                }
                let resolution = fields.count >= 6 ? Swift.max(Int32(fields[5]) ?? 0, 0) : 0
                axes[Int(code)] = Axis(code: Int(code), minimum: Double(minimum), maximum: Double(maximum), resolution: Double(resolution))
            }
        }
        name = Self.deviceName(inEvemuText: text)
    }

    /// One `B:` line: the event type (hex), then bytes of its code bits, least significant
    /// first, continuing the type's earlier lines (evemu writes long bit sets over several
    /// lines). Type 0 lists the event types; `EV_KEY` the keys. Other types' bits are not
    /// kept (the axes come from the `A:` lines).
    private mutating func readBits(_ fields: Substring, offsets: inout [Int: Int]) {
        let parts = fields.split(separator: " ")
        guard let typeText = parts.first, let type = Int(typeText, radix: 16) else { return }
        var offset = offsets[type, default: 0]
        for byteText in parts.dropFirst() {
            guard let byte = Int(byteText, radix: 16) else { continue }
            for bit in 0..<8 where byte & (1 << bit) != 0 {
                if type == 0 { eventTypes.insert(offset + bit) } else if type == EvdevCode.key { keys.insert(offset + bit) }
            }
            offset += 8
        }
        offsets[type] = offset
    }

    /// The device's name in an evemu header or recording: its `N:` line, or the
    /// `# Input device name: "…"` comment of a recording, whichever comes first in the
    /// first 60 lines.
    public static func deviceName(inEvemuText text: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline).prefix(60) {
            if line.hasPrefix("N: ") { return String(line.dropFirst(3)).trimmingSpaces }
            if let range = line.firstRange(of: "# Input device name: \"") {
                return String(line[range.upperBound...].dropLast(line.hasSuffix("\"") ? 1 : 0))
            }
        }
        return nil
    }
}

/// Why a device description could not be read: what and on which line.
public struct DeviceDescriptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The line, counting from 1.
    public var line: Int

    /// Creates an error.
    public init(_ message: String, line: Int) {
        self.message = message
        self.line = line
    }

    /// `line 3: an axis line is …`.
    public var description: String { "line \(line): \(message)" }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var slice = self[...]
        while slice.first == " " || slice.first == "\t" || slice.first == "\r" { slice = slice.dropFirst() }
        while slice.last == " " || slice.last == "\t" || slice.last == "\r" { slice = slice.dropLast() }
        return String(slice)
    }
}
