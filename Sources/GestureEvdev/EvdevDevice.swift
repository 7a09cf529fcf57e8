#if os(Linux)
import CEvdev
import Glibc

/// An open Linux input device (`/dev/input/event*`), read without blocking.
///
/// Opening it reads its ``DeviceDescription`` from the kernel and asks for event times on the
/// monotonic clock. ``readEvents(into:)`` appends whatever whole events are waiting (none when
/// nothing is), so a single-threaded loop can `poll` its ``fileDescriptor`` with the window's
/// next deadline as the timeout. A pipe or a socket carrying the same bytes can stand in for
/// the device (``init(fileDescriptor:description:path:slotState:)``), which is how it is tested without
/// hardware.
public final class EvdevDevice {
    /// The path it was opened from.
    public let path: String
    /// What the device is.
    public let description: DeviceDescription
    /// The open descriptor, for `poll`.
    public let fileDescriptor: Int32
    private var stream = InputEventStream()
    private var buffer = [UInt8](repeating: 0, count: 64 * InputEvent.byteCount)
    private let ownsDescriptor: Bool
    private let slotStateReader: (() -> FrameDecoder.SlotState?)?

    /// Opens the input device at `path` and describes it.
    public init(path: String) throws(EvdevError) {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Self.error(errno, call: "open", path: path) }
        do {
            description = try DeviceDescription(fileDescriptor: fd, path: path)
        } catch {
            Glibc.close(fd)
            throw error
        }
        _ = cevdev_use_monotonic_clock(fd)  // older kernels keep the realtime clock: times are mapped anyway
        self.path = path
        fileDescriptor = fd
        ownsDescriptor = true
        slotStateReader = nil
    }

    /// Reads events from `fileDescriptor` (a pipe, a socket), described by `description`. The
    /// descriptor stays the caller's. `slotState` stands in for the kernel's `EVIOCGMTSLOTS`
    /// after a `SYN_DROPPED` (nil: the stream has no slot state to offer).
    public init(fileDescriptor: Int32, description: DeviceDescription, path: String = "(stream)",
                slotState: (() -> FrameDecoder.SlotState?)? = nil) {
        self.path = path
        self.description = description
        self.fileDescriptor = fileDescriptor
        ownsDescriptor = false
        slotStateReader = slotState
    }

    deinit {
        if ownsDescriptor { Glibc.close(fileDescriptor) }
    }

    /// The whole events waiting to be read; empty when none are. Throws ``EvdevError/Reason/deviceGone``
    /// when the device was unplugged or the stream ended.
    public func readEvents() throws(EvdevError) -> [InputEvent] {
        var events: [InputEvent] = []
        try readEvents(into: &events)
        return events
    }

    /// Appends the whole events waiting to be read to `events` (a buffer the caller reuses,
    /// so the live loop allocates nothing to read). The events read before an error stay
    /// in `events`: what a device sent before it went away is not lost.
    public func readEvents(into events: inout [InputEvent]) throws(EvdevError) {
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer[0..<count].withUnsafeBytes { stream.append(from: $0, to: &events) }
                if count < buffer.count { return }
                continue
            }
            if count == 0 { throw EvdevError(.deviceGone, path: path) }  // end of the stream
            let error = errno
            if error == EAGAIN || error == EWOULDBLOCK { return }
            if error == EINTR { continue }
            throw Self.error(error, call: "read", path: path)
        }
    }

    /// The device's state now, as libevdev reads it to resynchronize: every multitouch axis
    /// of every slot (`EVIOCGMTSLOTS`) and the current slot, the keys held (`EVIOCGKEY`), and
    /// the single-touch axes (`EVIOCGABS`). Nil when the device will not say (a stream made
    /// without a state reader).
    public func slotState() -> FrameDecoder.SlotState? {
        if ownsDescriptor == false { return slotStateReader?() }
        var state = FrameDecoder.SlotState(currentSlot: 0, slots: [])
        var keyBits = [UInt8](repeating: 0, count: 96)
        if cevdev_key_state(fileDescriptor, &keyBits, Int32(keyBits.count)) >= 0 { state.keys = Self.setBits(keyBits) }
        for code in [EvdevCode.x, EvdevCode.y, EvdevCode.pressure] where description.axes[code] != nil {
            var minimum: Int32 = 0, maximum: Int32 = 0, resolution: Int32 = 0, value: Int32 = 0
            if cevdev_absolute_info(fileDescriptor, Int32(code), &minimum, &maximum, &resolution, &value) == 0 { state.axes[code] = Int(value) }
        }
        guard description.usesSlots else { return state }
        var minimum: Int32 = 0, maximum: Int32 = 0, resolution: Int32 = 0, current: Int32 = 0
        guard cevdev_absolute_info(fileDescriptor, Int32(EvdevCode.mtSlot), &minimum, &maximum, &resolution, &current) == 0,
              let columns = slotColumns() else { return nil }
        state.currentSlot = Int(current)
        func value(_ code: Int, _ slot: Int) -> Int? { columns[code].map { Int($0[slot]) } }
        for slot in 0..<description.slotCount {
            state.slots.append(FrameDecoder.SlotReading(
                trackingID: value(EvdevCode.mtTrackingID, slot) ?? -1, x: value(EvdevCode.mtX, slot) ?? 0, y: value(EvdevCode.mtY, slot) ?? 0,
                pressure: value(EvdevCode.mtPressure, slot), touchMajor: value(EvdevCode.mtTouchMajor, slot),
                toolType: value(EvdevCode.mtToolType, slot)))
        }
        return state
    }

    /// Each multitouch axis the device has, slot by slot (`EVIOCGMTSLOTS`).
    private func slotColumns() -> [Int: [Int32]]? {
        var columns: [Int: [Int32]] = [:]
        let codes = [EvdevCode.mtTrackingID, EvdevCode.mtX, EvdevCode.mtY, EvdevCode.mtPressure, EvdevCode.mtTouchMajor, EvdevCode.mtToolType]
        for code in codes where description.axes[code] != nil {
            var values = [Int32](repeating: 0, count: description.slotCount)
            guard cevdev_mt_slots(fileDescriptor, Int32(code), &values, Int32(values.count)) == 0 else { return nil }
            columns[code] = values
        }
        return columns
    }

    /// Whether ``slotState()`` can answer: a kernel device, or a stream given a state reader.
    public var offersState: Bool { ownsDescriptor || slotStateReader != nil }

    /// Reads and hands back whatever is still queued (libevdev drains the queue after a
    /// `SYN_DROPPED` before it reads the state: those events are older than the state, and
    /// decoding them on top of it would replay stale frames). Stops at a read error; the
    /// next read reports it.
    public func drainQueuedEvents() -> [InputEvent] {
        var drained: [InputEvent] = []
        try? readEvents(into: &drained)
        return drained
    }

    /// The numbers of the set bits in `bytes`, least significant first.
    static func setBits(_ bytes: [UInt8]) -> Set<Int> {
        var set: Set<Int> = []
        for index in 0..<(bytes.count * 8) where bytes[index / 8] & (1 << (index % 8)) != 0 { set.insert(index) }
        return set
    }

    /// Takes the device for this program alone (`EVIOCGRAB`), or gives it back.
    public func grab(_ exclusive: Bool) throws(EvdevError) {
        let status = cevdev_grab(fileDescriptor, exclusive ? 1 : 0)
        if status < 0 { throw Self.error(-status, call: "EVIOCGRAB", path: path) }
    }

    static func error(_ code: Int32, call: String, path: String) -> EvdevError {
        switch code {
        case EACCES, EPERM: EvdevError(.permissionDenied, path: path)
        case ENOENT: EvdevError(.noSuchDevice, path: path)
        case ENODEV: EvdevError(.deviceGone, path: path)
        case ENOTTY, EINVAL: EvdevError(.notAnInputDevice, path: path)
        default: EvdevError(.system(call: call, errno: code), path: path)
        }
    }
}

extension DeviceDescription {
    /// The description of the open input device `fd`, from the kernel: its name, properties
    /// and every absolute axis with its range and resolution.
    public init(fileDescriptor fd: Int32, path: String = "(device)") throws(EvdevError) {
        var name = [CChar](repeating: 0, count: 256)
        let nameStatus = cevdev_name(fd, &name, Int32(name.count))
        guard nameStatus >= 0 else { throw EvdevDevice.error(-nameStatus, call: "EVIOCGNAME", path: path) }
        var propertyBits = [UInt8](repeating: 0, count: 8)
        _ = cevdev_properties(fd, &propertyBits, Int32(propertyBits.count))  // older kernels: none
        var axisBits = [UInt8](repeating: 0, count: 8)
        let bitsStatus = cevdev_absolute_bits(fd, &axisBits, Int32(axisBits.count))
        guard bitsStatus >= 0 else { throw EvdevDevice.error(-bitsStatus, call: "EVIOCGBIT", path: path) }
        var axes: [Int: Axis] = [:]
        for code in 0..<(axisBits.count * 8) where axisBits[code / 8] & (1 << (code % 8)) != 0 {
            var minimum: Int32 = 0, maximum: Int32 = 0, resolution: Int32 = 0, value: Int32 = 0
            guard cevdev_absolute_info(fd, Int32(code), &minimum, &maximum, &resolution, &value) == 0 else { continue }
            axes[code] = Axis(code: code, minimum: Double(minimum), maximum: Double(maximum), resolution: Double(resolution))
        }
        var properties: Set<Int> = []
        for bit in 0..<(propertyBits.count * 8) where propertyBits[bit / 8] & (1 << (bit % 8)) != 0 { properties.insert(bit) }
        let text = name.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        // Every event type's bits, not only the axes': keys tell a pen from a finger and
        // count a touchpad's fingers (udev's input_id reads the same bits to classify).
        self.init(name: text.isEmpty ? nil : text, properties: properties, axes: axes,
                  eventTypes: Self.bits(fd, type: 0, bytes: 4), keys: Self.bits(fd, type: EvdevCode.key, bytes: 96))
        readIdentity(fd)
    }

    /// The physical path and ids, which tell a device that comes back from another one of
    /// the same name; either may be missing (virtual devices have no physical path).
    private mutating func readIdentity(_ fd: Int32) {
        var phys = [CChar](repeating: 0, count: 256)
        if cevdev_physical_path(fd, &phys, Int32(phys.count)) >= 0 {
            let text = phys.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            physicalPath = text.isEmpty ? nil : text
        }
        var ids = [UInt16](repeating: 0, count: 4)
        if cevdev_id(fd, &ids) >= 0 {
            inputID = InputID(bus: Int(ids[0]), vendor: Int(ids[1]), product: Int(ids[2]), version: Int(ids[3]))
        }
    }

    /// The set bits of `EVIOCGBIT(type)` (`bytes` long); none when the kernel will not say.
    private static func bits(_ fd: Int32, type: Int, bytes: Int) -> Set<Int> {
        var buffer = [UInt8](repeating: 0, count: bytes)
        guard cevdev_event_bits(fd, Int32(type), &buffer, Int32(bytes)) >= 0 else { return [] }
        return EvdevDevice.setBits(buffer)
    }
}
#endif
