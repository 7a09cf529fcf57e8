import GestureEvdev

/// The names `getevent -l` prints for event types, codes and key values
/// (`linux/input-event-codes.h`), for the codes a touch decoder reads; `getevent` without
/// `-l` prints hex numbers instead, which are taken as they are.
enum GeteventNames {
    /// Every event type of `linux/input-event-codes.h`: a touch decoder reads three, and
    /// ignores the others' events (a controller's `EV_MSC MSC_TIMESTAMP`, a mouse's `EV_REL`),
    /// which are no reason to refuse a line.
    static let types: [Substring: Int] = [
        "EV_SYN": EvdevCode.synchronization, "EV_KEY": EvdevCode.key, "EV_REL": 0x02, "EV_ABS": EvdevCode.absolute,
        "EV_MSC": 0x04, "EV_SW": 0x05, "EV_LED": 0x11, "EV_SND": 0x12, "EV_REP": 0x14, "EV_FF": 0x15, "EV_PWR": 0x16,
        "EV_FF_STATUS": 0x17,
    ]

    static let codes: [Int: [Substring: Int]] = [
        EvdevCode.synchronization: ["SYN_REPORT": EvdevCode.synReport, "SYN_MT_REPORT": EvdevCode.synMTReport,
                                    "SYN_DROPPED": EvdevCode.synDropped, "SYN_CONFIG": 0x01],
        EvdevCode.absolute: [
            "ABS_X": EvdevCode.x, "ABS_Y": EvdevCode.y, "ABS_PRESSURE": EvdevCode.pressure, "ABS_MT_SLOT": EvdevCode.mtSlot,
            "ABS_MT_TOUCH_MAJOR": EvdevCode.mtTouchMajor, "ABS_MT_TOUCH_MINOR": 0x31, "ABS_MT_WIDTH_MAJOR": 0x32,
            "ABS_MT_WIDTH_MINOR": 0x33, "ABS_MT_ORIENTATION": 0x34, "ABS_MT_POSITION_X": EvdevCode.mtX,
            "ABS_MT_POSITION_Y": EvdevCode.mtY, "ABS_MT_TOOL_TYPE": EvdevCode.mtToolType, "ABS_MT_BLOB_ID": 0x38,
            "ABS_MT_TRACKING_ID": EvdevCode.mtTrackingID, "ABS_MT_PRESSURE": EvdevCode.mtPressure, "ABS_MT_DISTANCE": 0x3b,
            "ABS_MISC": 0x28,
        ],
        EvdevCode.key: ["BTN_TOUCH": EvdevCode.btnTouch, "BTN_TOOL_PEN": EvdevCode.btnToolPen, "BTN_TOOL_RUBBER": EvdevCode.btnToolRubber,
                        "BTN_TOOL_FINGER": 0x145],
    ]

    /// An event type: its name or hex number; nil for anything else (the line is no event).
    static func type(_ field: Substring) -> Int? {
        if let type = types[field] { return type }
        guard field.count == 4, let number = Int(field, radix: 16) else { return nil }
        return number
    }

    /// A code of `type`: its name or hex number. A name this table does not know (a
    /// keyboard's `KEY_T`, say) is a code the decoder does not read: -1.
    static func code(_ field: Substring, type: Int) -> Int? {
        if let code = codes[type]?[field] { return code }
        if field.count == 4, let number = Int(field, radix: 16) { return number }
        return field.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) ? -1 : nil
    }

    /// A value: 8 hex digits as a signed 32-bit number (`ffffffff` is -1), or a key's state.
    static func value(_ field: Substring) -> Int? {
        switch field {
        case "DOWN": return 1
        case "UP": return 0
        case "REPEAT": return 2
        default:
            guard field.count <= 8, let bits = UInt32(field, radix: 16) else { return nil }
            return Int(Int32(bitPattern: bits))
        }
    }
}

/// The axis lines of a `getevent -p` / `-lp` block:
/// `ABS_MT_POSITION_X    : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0`
/// (with `-l`) or `0035  : value 0, min 0, max 1079, …`; the first axis of a block follows
/// `ABS (0003):` on the same line.
enum GeteventAxisLine {
    static func axis(in line: Substring) -> DeviceDescription.Axis? {
        guard let colon = line.range(of: ": value ") else { return nil }
        var name = line[..<colon.lowerBound]
        if let block = name.range(of: "):") { name = name[block.upperBound...] }
        let label = name.trimmingCharacters(in: .whitespaces)
        let code = GeteventNames.codes[EvdevCode.absolute]?[Substring(label)] ?? (label.count == 4 ? Int(label, radix: 16) : nil)
        guard let code else { return nil }
        var numbers: [String: Double] = [:]
        for part in line[colon.upperBound...].split(separator: ",") {
            let pair = part.split(separator: " ")
            if pair.count == 2, let number = Double(pair[1]) { numbers[String(pair[0])] = number }
            if pair.count == 1, let number = Double(pair[0]) { numbers["value"] = number }
        }
        guard let minimum = numbers["min"], let maximum = numbers["max"], maximum > minimum else { return nil }
        return .init(code: code, minimum: minimum, maximum: maximum, resolution: numbers["resolution"] ?? 0)
    }
}
