#if os(Linux)
import GestureKit
import Glibc

/// Feeds a window from an input device, on one thread: each turn waits for input or for the
/// window's next deadline, whichever comes first, then sends what arrived and lets due
/// deadlines fire — so a long press begins, and the single tap after a double tap's interval
/// is recognized, on time with no finger moving.
///
/// Times: the engine's timeline is seconds on ``clock`` (the monotonic clock by default). The
/// first frame fixes the offset between the device's timestamps and that timeline; later
/// frames keep the device's own spacing, so timing survives even when the event times are
/// old (a recording replayed into a fake device). A frame is never placed before the window's
/// clock.
///
/// Unplugging: when the device goes away its touches are cancelled (A12), and each turn
/// tries to open it again (``open``) every ``reopenInterval`` seconds; the window's deadlines
/// keep firing meanwhile. A source made without an opener stops at the loss instead.
public final class EvdevSource {
    /// What happened to the device, for the caller's log.
    public enum Status: Sendable {
        /// The device was opened (again), at this path.
        case connected(String)
        /// The device went away; the source will try to open it again.
        case disconnected(EvdevError)
        /// Opening it again failed (still gone); the source tries again later.
        case reopenFailed(EvdevError)
    }

    /// The device read, nil while it is unplugged.
    public private(set) var device: EvdevDevice?
    /// The window fed.
    public let window: Window
    /// Now, in seconds on the engine's timeline.
    public let clock: () -> Double
    /// Waits until `descriptor` is readable or the time (on ``clock``) is reached; nil waits
    /// for input only; a descriptor of -1 waits for the time only. Returns whether input is
    /// waiting.
    public let wait: (_ descriptor: Int32, _ until: Double?) -> Bool
    /// Opens the device again after it went away (nil: a loss is the end).
    public let open: (() throws(EvdevError) -> EvdevDevice)?
    /// Seconds between attempts to open a device that went away.
    public var reopenInterval = 1.0
    /// Told when the device comes and goes.
    public var onStatus: (Status) -> Void = { _ in }
    /// Handed every input event as read, before decoding (a recorder's tap).
    public var onInput: (InputEvent) -> Void = { _ in }
    private var decoder: FrameDecoder
    private var input: [InputEvent] = []  // reused by every read
    private let mapping: AxisMapping
    private var offset: Double?
    private var reopenAt: Double?
    /// Events the window rejected (E2), with why; the source carries on.
    public private(set) var rejected: [TouchEventError] = []

    /// A source feeding `window` from `device`, its coordinates mapped by `mapping`; `open`
    /// opens it again after an unplug.
    public init(device: EvdevDevice, window: Window, mapping: AxisMapping,
                clock: @escaping () -> Double = EvdevSource.monotonicNow,
                wait: @escaping (Int32, Double?) -> Bool = EvdevSource.poll,
                open: (() throws(EvdevError) -> EvdevDevice)? = nil) {
        self.device = device
        self.window = window
        self.mapping = mapping
        self.clock = clock
        self.wait = wait
        self.open = open
        decoder = FrameDecoder(device: device.description, mapping: mapping)
        if let state = device.slotState() { decoder.start(from: state) }  // fingers down at open, the current slot
    }

    /// One turn: wait for input or the next deadline, send what came, fire what is due.
    /// Throws ``EvdevError/Reason/deviceGone`` when the device went away and there is no
    /// opener, and any other read error.
    public func runOnce() throws(EvdevError) {
        guard let device else {
            reconnect()
            return
        }
        if wait(device.fileDescriptor, window.nextDeadline) { try read(from: device) }
        window.advance(to: clock())
    }

    /// When this source next needs a turn with no input: the window's next deadline or,
    /// while the device is away, the next attempt to open it again. For a caller that
    /// waits on several sources at once (``turn(readable:)``).
    public var wakeTime: Double? {
        guard device == nil else { return window.nextDeadline }
        return [window.nextDeadline, reopenAt].compactMap { $0 }.min()
    }

    /// One turn for a caller that did the waiting itself, on several devices at once
    /// (`poll(2)` on every descriptor, until the least ``wakeTime``): reads when `readable`,
    /// tries to open a lost device again when it is time, and fires what is due.
    public func turn(readable: Bool) throws(EvdevError) {
        if let device {
            if readable { try read(from: device) }
        } else if reopenAt.map({ clock() >= $0 }) ?? true {
            attemptReopen()
        }
        window.advance(to: clock())
    }

    /// Reads what is waiting and sends it; a loss with an opener is not an error.
    private func read(from device: EvdevDevice) throws(EvdevError) {
        input.removeAll(keepingCapacity: true)
        var gone: EvdevError?
        do {
            try device.readEvents(into: &input)
        } catch where error.reason == .deviceGone && open != nil {
            gone = error
        }
        consume(input, from: device)  // what came before a loss counts
        if let gone { lose(device, gone) }
        decoder.drainEvents { send($0) }
    }

    /// Decodes `events`. At a `SYN_DROPPED`, as libevdev: the rest of the batch and whatever
    /// is still queued are drained and dropped (they are older than the state about to be
    /// read), then the device's state is read and its differences decoded. A device with no
    /// state to offer leaves the decoder to discard up to the next `SYN_REPORT` and cancel.
    private func consume(_ events: [InputEvent], from device: EvdevDevice) {
        for (index, event) in events.enumerated() {
            onInput(event)
            decoder.consume(type: event.type, code: event.code, value: event.value, microseconds: event.microseconds)
            guard event.type == EvdevCode.synchronization, event.code == EvdevCode.synDropped,
                  device.offersState else { continue }
            // What is dropped is still what the device sent: a recording keeps it.
            for skipped in events[(index + 1)...] { onInput(skipped) }
            for skipped in device.drainQueuedEvents() { onInput(skipped) }
            if let state = device.slotState() {
                decoder.resynchronize(state)
            } else {  // the kernel would not say: cancel, as for a recording
                decoder.consume(type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0,
                                microseconds: event.microseconds)
            }
            return
        }
    }

    /// The device is gone: its touches are cancelled where they were, and a fresh decoder
    /// waits for it to come back (touch ids keep counting up, so none is reused).
    private func lose(_ device: EvdevDevice, _ error: EvdevError) {
        decoder.cancelTouches()  // after the frames already decoded, in order
        decoder.drainEvents { send($0) }
        decoder = FrameDecoder(device: device.description, mapping: mapping, firstTouchID: decoder.nextTouchIdentifier)
        offset = nil  // the device that comes back may count time from elsewhere
        self.device = nil
        reopenAt = clock() + reopenInterval
        onStatus(.disconnected(error))
    }

    private func reconnect() {
        let now = clock()
        if let reopenAt, now < reopenAt {
            _ = wait(-1, window.nextDeadline.map { Swift.min($0, reopenAt) } ?? reopenAt)
            window.advance(to: clock())
            return
        }
        attemptReopen()
        window.advance(to: clock())
    }

    private func attemptReopen() {
        guard let open else { return }
        do {
            let device = try open()
            self.device = device
            if let state = device.slotState() { decoder.start(from: state) }
            reopenAt = nil
            onStatus(.connected(device.path))
        } catch {
            reopenAt = clock() + reopenInterval
            onStatus(.reopenFailed(error))
        }
    }

    private func send(_ event: TouchEvent) {
        let offset = self.offset ?? (clock() - event.timestamp)
        self.offset = offset
        var placed = event
        placed.timestamp = Swift.max(event.timestamp + offset, window.currentTime)
        do {
            try window.sendEvent(placed)
        } catch {
            rejected.append(error)
        }
    }

    /// Seconds on the monotonic clock.
    public static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }

    /// `poll(2)` on `descriptor` until `until` on the monotonic clock (forever when nil); a
    /// descriptor of -1 only waits.
    public static func poll(_ descriptor: Int32, until: Double?) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let timeout = until.map { Int32(Swift.max(0, Swift.min(($0 - monotonicNow()) * 1000, 86_400_000)).rounded(.up)) } ?? -1
        return Glibc.poll(&entry, 1, timeout) > 0 && descriptor >= 0
    }
}
#endif
