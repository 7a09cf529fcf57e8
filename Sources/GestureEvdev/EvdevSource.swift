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
public final class EvdevSource {
    /// The device read.
    public let device: EvdevDevice
    /// The window fed.
    public let window: Window
    /// Now, in seconds on the engine's timeline.
    public let clock: () -> Double
    /// Waits until `descriptor` is readable or the time (on ``clock``) is reached; nil waits
    /// for input only. Returns whether input is waiting.
    public let wait: (_ descriptor: Int32, _ until: Double?) -> Bool
    private var decoder: FrameDecoder
    private var offset: Double?
    /// Events the window rejected (E2), with why; the source carries on.
    public private(set) var rejected: [TouchEventError] = []

    /// A source feeding `window` from `device`, its coordinates mapped by `mapping`.
    public init(device: EvdevDevice, window: Window, mapping: AxisMapping,
                clock: @escaping () -> Double = EvdevSource.monotonicNow,
                wait: @escaping (Int32, Double?) -> Bool = EvdevSource.poll) {
        self.device = device
        self.window = window
        self.clock = clock
        self.wait = wait
        decoder = FrameDecoder(mapping: mapping, multitouch: device.description.isMultitouch)
    }

    /// One turn: wait for input or the next deadline, send what came, fire what is due.
    /// Throws ``EvdevError/Reason/deviceGone`` when the device went away.
    public func runOnce() throws(EvdevError) {
        let hasInput = wait(device.fileDescriptor, window.nextDeadline)
        if hasInput {
            for event in try device.readEvents() {
                decoder.consume(type: event.type, code: event.code, value: event.value, microseconds: event.microseconds)
            }
            for event in decoder.takeEvents() { send(event) }
        }
        window.advance(to: clock())
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

    /// `poll(2)` on `descriptor` until `until` on the monotonic clock (forever when nil).
    public static func poll(_ descriptor: Int32, until: Double?) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let timeout = until.map { Int32(Swift.max(0, Swift.min(($0 - monotonicNow()) * 1000, 86_400_000)).rounded(.up)) } ?? -1
        return Glibc.poll(&entry, 1, timeout) > 0
    }
}
#endif
