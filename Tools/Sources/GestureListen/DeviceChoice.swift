import GestureEvdev

/// Which input devices `gesturekit listen` reads, and why each other one is left alone:
/// what `listen` acts on and what `listen --check` prints. Pure: it works on a list of
/// ``DiscoveredDevice``s, so it is tested without hardware.
public enum DeviceChoice {
    /// Whether a device is read, or why not.
    public enum Verdict: Hashable, Sendable {
        /// Read, as a touchscreen or a touchpad.
        case used(Binding.DeviceKind)
        /// It could not be opened or described (permission denied, gone…).
        case unreadable(EvdevError)
        /// A pen or tablet: a stylus's touches are not fingers.
        case pen
        /// Its multitouch codes are other axes (libevdev's fake multitouch).
        case fakeMultitouch
        /// No touches: a keyboard, a mouse, buttons.
        case noTouches
        /// A touchscreen or touchpad, but the devices asked for (`--device`) are others.
        case notRequested(Binding.DeviceKind)
    }

    /// One device and its verdict.
    public struct Entry: Hashable, Sendable {
        /// The node, `/dev/input/event3`.
        public var path: String
        /// What it is, when it could be read.
        public var description: DeviceDescription?
        /// Whether it is read, or why not.
        public var verdict: Verdict

        /// Creates an entry.
        public init(path: String, description: DeviceDescription?, verdict: Verdict) {
            self.path = path
            self.description = description
            self.verdict = verdict
        }
    }

    /// The kind of touch device `description` is, nil for anything else.
    public static func touchKind(of description: DeviceDescription) -> Binding.DeviceKind? {
        switch description.kind {
        case .touchscreen: .touchscreen
        case .touchpad: .touchpad
        case .pen, .fakeMultitouch, .other: nil
        }
    }

    /// Every device with its verdict. Without `requests`, every touchscreen and touchpad is
    /// used; with them, each request (a path, or part of a name: the first readable device
    /// whose name holds it, any case) picks one device.
    public static func entries(_ requests: [String], among devices: [DiscoveredDevice]) -> [Entry] {
        var requested: Set<String> = []
        for request in requests {
            if let path = try? DeviceDiscovery.choose(request, among: devices) { requested.insert(path) }
        }
        return devices.map { device in
            guard let description = device.description else {
                return Entry(path: device.path, description: nil,
                             verdict: .unreadable(device.error ?? EvdevError(.notAnInputDevice, path: device.path)))
            }
            let verdict: Verdict
            switch description.kind {
            case .pen: verdict = .pen
            case .fakeMultitouch: verdict = .fakeMultitouch
            case .other: verdict = .noTouches
            case .touchscreen, .touchpad:
                let kind = touchKind(of: description) ?? .touchscreen
                verdict = requests.isEmpty || requested.contains(device.path) ? .used(kind) : .notRequested(kind)
            }
            return Entry(path: device.path, description: description, verdict: verdict)
        }
    }

    /// The paths to read: every request's device (a path asked for is taken as given, even
    /// when it is not listed), else every touchscreen and touchpad. Throws, saying what was
    /// looked at, when there is none.
    public static func paths(_ requests: [String], among devices: [DiscoveredDevice]) throws(EvdevError) -> [String] {
        guard requests.isEmpty else {
            var paths: [String] = []
            for request in requests {
                let path = try DeviceDiscovery.choose(request, among: devices)
                if !paths.contains(path) { paths.append(path) }
            }
            return paths
        }
        let used = entries([], among: devices).filter { if case .used = $0.verdict { true } else { false } }.map(\.path)
        if used.isEmpty { _ = try DeviceDiscovery.choose(nil, among: devices) }  // throws, saying why
        return used
    }

    /// The device among `devices` that is `original` come back (same name, physical path
    /// and ids), whatever its node now; nil while it is not there.
    public static func returning(_ original: DeviceDescription, among devices: [DiscoveredDevice]) -> String? {
        devices.first { $0.description?.isSameDevice(as: original) == true }?.path
    }

    /// The touchscreens and touchpads among `devices` that are new: neither read now
    /// (`openPaths`) nor a device already known that may come back (`known`). Only asked for
    /// when no device was named, since then every touch device is wanted.
    public static func newcomers(among devices: [DiscoveredDevice], openPaths: Set<String>,
                                 known: [DeviceDescription]) -> [DiscoveredDevice] {
        devices.filter { device in
            guard let description = device.description, touchKind(of: description) != nil,
                  !openPaths.contains(device.path) else { return false }
            return !known.contains { $0.isSameDevice(as: description) }
        }
    }
}
