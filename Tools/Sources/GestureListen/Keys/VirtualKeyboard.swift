import GestureEvdev

/// What types a binding's keys: ``VirtualKeyboard``, or a stand-in that records them
/// (tests, the latency benchmark).
public protocol KeyInjecting: AnyObject {
    /// Types `strokes`: each chord's keys pressed in order and released in reverse.
    func type(_ strokes: KeyStrokes) throws(KeyInjectionError)
}

/// The one virtual keyboard (and mouse, when a binding names a button) that `gesturekit
/// listen` types through, made with the kernel's uinput module as its documentation
/// describes (Documentation/input/uinput.rst): the event types and only the keys the
/// configuration uses declared (`UI_SET_EVBIT`, `UI_SET_KEYBIT`), the device described
/// (`UI_DEV_SETUP`) and created (`UI_DEV_CREATE`), `input_event`s written with a
/// `SYN_REPORT` after each, and `UI_DEV_DESTROY` at the end. Since the kernel refuses keys a
/// device did not declare, nothing but the configuration's keys can ever be typed.
///
/// The device is created when `listen` starts, long before the first gesture, which gives
/// the desktop the time uinput.rst asks for to notice a new device before its first event.
public final class VirtualKeyboard: KeyInjecting {
    /// The device's name, as `gesturekit devices` and the desktop list it.
    public static let deviceName = "gesturekit virtual keyboard"
    /// The codes it may type.
    public let codes: Set<UInt16>
    private let channel: any UinputChannel
    private var destroyed = false

    /// Creates the device on `channel` for `codes` (keys and buttons; with a button, the
    /// device also declares `REL_X` and `REL_Y`, as uinput.rst's mouse does, so that the
    /// desktop takes it for a mouse).
    public init(channel: any UinputChannel, codes: Set<UInt16>) throws(KeyInjectionError) {
        self.channel = channel
        self.codes = codes
        try channel.control(Uinput.setEventBit, Uinput.eventKey)
        for code in codes.sorted() { try channel.control(Uinput.setKeyBit, Int32(code)) }
        if codes.contains(where: KeyName.isButton) {
            try channel.control(Uinput.setEventBit, Uinput.eventRelative)
            try channel.control(Uinput.setRelativeBit, Uinput.relativeX)
            try channel.control(Uinput.setRelativeBit, Uinput.relativeY)
        }
        try channel.control(Uinput.deviceSetup, bytes: Uinput.setup(name: Self.deviceName))
        try channel.control(Uinput.deviceCreate, nil)
    }

    deinit { destroy() }

    /// Types `strokes`, one write per chord: each key pressed in order, then released in
    /// reverse, a `SYN_REPORT` after each event so that every press and release is a frame
    /// of its own. A key the device was not made for is refused.
    public func type(_ strokes: KeyStrokes) throws(KeyInjectionError) {
        guard !destroyed else { throw KeyInjectionError("the virtual keyboard was destroyed") }
        if let stray = strokes.chords.joined().first(where: { !codes.contains($0) }) {
            throw KeyInjectionError("\(KeyName.linuxName(of: stray)) is not among the keys the configuration declared")
        }
        for chord in strokes.chords { try channel.write(Self.bytes(of: chord)) }
    }

    /// The bytes written for one chord: presses in order, releases in reverse, each followed
    /// by a `SYN_REPORT` (times are zero: the kernel stamps uinput's events itself).
    public static func bytes(of chord: [UInt16]) -> [UInt8] {
        var bytes: [UInt8] = []
        let presses = chord.map { ($0, 1) } + chord.reversed().map { ($0, 0) }
        for (code, value) in presses {
            bytes += InputEvent(microseconds: 0, type: Int(Uinput.eventKey), code: Int(code), value: value).bytes
            bytes += InputEvent(microseconds: 0, type: 0, code: 0, value: 0).bytes  // EV_SYN, SYN_REPORT
        }
        return bytes
    }

    /// Removes the device (`UI_DEV_DESTROY`) and closes the channel; also done when the
    /// keyboard is released.
    public func destroy() {
        guard !destroyed else { return }
        destroyed = true
        try? channel.control(Uinput.deviceDestroy, nil)
        channel.close()
    }
}

/// The kernel's `/dev/uinput`, or a stand-in that records what is asked of it (tests: this
/// project's machines have no uinput).
public protocol UinputChannel: AnyObject {
    /// An ioctl with an integer argument (`UI_SET_EVBIT`, `UI_SET_KEYBIT`, `UI_SET_RELBIT`)
    /// or none (nil: `UI_DEV_CREATE`, `UI_DEV_DESTROY`).
    func control(_ request: UInt, _ argument: Int32?) throws(KeyInjectionError)
    /// An ioctl with a structure (`UI_DEV_SETUP` and its `struct uinput_setup`).
    func control(_ request: UInt, bytes: [UInt8]) throws(KeyInjectionError)
    /// Writes `input_event`s.
    func write(_ bytes: [UInt8]) throws(KeyInjectionError)
    /// Closes the file.
    func close()
}

/// Numbers from `linux/uinput.h` and `linux/input-event-codes.h`.
public enum Uinput {
    /// `UI_DEV_CREATE`, `_IO('U', 1)`.
    public static let deviceCreate: UInt = 0x5501
    /// `UI_DEV_DESTROY`, `_IO('U', 2)`.
    public static let deviceDestroy: UInt = 0x5502
    /// `UI_DEV_SETUP`, `_IOW('U', 3, struct uinput_setup)` (92 bytes).
    public static let deviceSetup: UInt = 0x405C_5503
    /// `UI_SET_EVBIT`, `_IOW('U', 100, int)`.
    public static let setEventBit: UInt = 0x4004_5564
    /// `UI_SET_KEYBIT`, `_IOW('U', 101, int)`.
    public static let setKeyBit: UInt = 0x4004_5565
    /// `UI_SET_RELBIT`, `_IOW('U', 102, int)`.
    public static let setRelativeBit: UInt = 0x4004_5566
    /// `EV_KEY`.
    public static let eventKey: Int32 = 1
    /// `EV_REL`.
    public static let eventRelative: Int32 = 2
    /// `REL_X`.
    public static let relativeX: Int32 = 0
    /// `REL_Y`.
    public static let relativeY: Int32 = 1
    /// `BUS_VIRTUAL`.
    public static let busVirtual: UInt16 = 6

    /// `struct uinput_setup` (in the machine's byte order) for a device named `name`: its `input_id` (bus `BUS_VIRTUAL`,
    /// vendor and product 0, version 1), the name in 80 bytes (`UINPUT_MAX_NAME_SIZE`, cut to
    /// 79 and NUL-terminated) and `ff_effects_max` 0.
    public static func setup(name: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for field in [busVirtual, 0, 0, 1] as [UInt16] { withUnsafeBytes(of: field) { bytes += $0 } }
        let nameBytes = Array(name.utf8.prefix(79))
        bytes += nameBytes + [UInt8](repeating: 0, count: 80 - nameBytes.count)
        bytes += [0, 0, 0, 0]
        return bytes
    }
}

/// Why keys cannot be typed.
public struct KeyInjectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, and what to do.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
