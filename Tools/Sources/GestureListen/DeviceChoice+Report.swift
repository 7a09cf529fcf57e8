import GestureEvdev

/// `gesturekit listen --check`: one line per device saying whether `listen` reads it and
/// why not, then what it would read.
extension DeviceChoice {
    /// The report: a line per entry, then a last line naming the devices `listen` would read.
    public static func report(_ entries: [Entry]) -> [String] {
        var lines = entries.map(line(for:))
        let used = entries.filter { if case .used = $0.verdict { true } else { false } }
        if used.isEmpty {
            lines.append("listen would read nothing: no readable touchscreen or touchpad"
                         + (entries.contains { $0.verdict.isPermissionDenied } ? " (some devices were not readable: see above)" : ""))
        } else {
            lines.append("listen would read: " + used.map { entry in
                "\(entry.path) (\(entry.description?.name ?? "unnamed"))"
            }.joined(separator: ", "))
        }
        return lines
    }

    /// `/dev/input/event0  "ELAN Touchscreen"  used: touchscreen, protocol B with 10 slots, …`.
    public static func line(for entry: Entry) -> String {
        let name = entry.description.map { "\"\($0.name ?? "unnamed")\"  " } ?? ""
        let why: String
        switch entry.verdict {
        case .used(let kind): why = "used: " + details(kind, entry.description)
        case .unreadable(let error): why = "not used: " + Self.reason(error)
        case .pen: why = "not used: a pen or tablet (BTN_TOOL_PEN or BTN_STYLUS): a stylus is not fingers"
        case .fakeMultitouch: why = "not used: fake multitouch (it has ABS_MT_SLOT - 1: its ABS_MT_* codes are other axes)"
        case .noTouches: why = "not used: no touches (a keyboard, a mouse, buttons or another device without a touch surface)"
        case .notRequested(let kind): why = "not used: a \(kind.rawValue), but --device or `devices` names others"
        }
        return "\(entry.path)  \(name)\(why)"
    }

    /// The error without its path (the line begins with it).
    private static func reason(_ error: EvdevError) -> String {
        var bare = error
        bare.path = nil
        return bare.description
    }

    /// `touchscreen, multitouch protocol B with 2 slots, 2776×1569 units at 10 units/mm (278×157 mm)`.
    private static func details(_ kind: Binding.DeviceKind, _ description: DeviceDescription?) -> String {
        var parts = [kind.rawValue]
        guard let description else { return kind.rawValue }
        if !description.isMultitouch {
            parts.append("single touch")
        } else if description.isSemiMultitouch {
            parts.append("semi-multitouch (\(description.slotCount) slots holding a bounding box)")
        } else {
            parts.append(description.usesSlots ? "multitouch protocol B with \(description.slotCount) slots" : "multitouch protocol A")
        }
        if description.countedFingers > 0 { parts.append("counts up to \(description.countedFingers) fingers") }
        if let mapping = AxisMapping(device: description), let (x, y) = description.positionAxes {
            let units = "\(Int(x.maximum - x.minimum))×\(Int(y.maximum - y.minimum)) units"
            if x.resolution > 0, y.resolution > 0 {
                let width = Int(((x.maximum - x.minimum) / x.resolution).rounded())
                let height = Int(((y.maximum - y.minimum) / y.resolution).rounded())
                parts.append("\(units) at \(Int(x.resolution)) units/mm (\(width)×\(height) mm)")
            } else {
                parts.append("\(units), " + mapping.summary)
            }
            parts.append("\(Int(mapping.windowSize.width))×\(Int(mapping.windowSize.height)) points")
        }
        return parts.joined(separator: ", ")
    }
}

extension DeviceChoice.Verdict {
    /// Whether the device could not be read for want of permission.
    var isPermissionDenied: Bool {
        if case .unreadable(let error) = self { return error.reason == .permissionDenied }
        return false
    }
}
