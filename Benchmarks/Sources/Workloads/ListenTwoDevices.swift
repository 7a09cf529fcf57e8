#if os(Linux)
import Foundation
import GestureEvdev
import GestureKit
import GestureListen
import GestureTraces
import Glibc

/// `gesturekit listen` with two devices at once, as its loop runs them: a touchscreen (the
/// Wacom DTH2242's 24 s of taps, drags, pinches and rotations) and a touchpad (a Synaptics
/// pad's two-finger vertical scroll, 2 real slots), each recording repeating with its times
/// moved on. Their frames are merged in time order; one step writes the next frame where its
/// device would be (a pipe), then takes one turn of the daemon's loop — one `poll(2)` over
/// both descriptors, each device's read, decoder, bindings' scene and firings — ending with
/// the actions handed to recording sinks (a launcher that counts, a keyboard that counts)
/// instead of real processes and a real uinput device.
public final class ListenTwoDevices: Workload, @unchecked Sendable {  // one benchmark thread at a time
    /// Counts launches and typed chords: the measured path ends at these calls.
    final class Sink: CommandLaunching, KeyInjecting {
        var launches = 0
        var typed = 0
        func launch(_ command: String, environment: [String]) throws(LaunchError) -> pid_t {
            launches += 1
            return 0
        }
        func reap() -> [(pid: pid_t, status: Int32)] { [] }
        func type(_ strokes: KeyStrokes) throws(KeyInjectionError) { typed += strokes.chords.count }
    }

    /// The touchscreen's bindings (``ListenFrames/bindings``) for every device, and touchpad
    /// bindings that type keys, one of them stepping back and forth.
    public static let bindings: [Binding] = ListenFrames.bindings + [
        keyed(Binding(.pan, fingers: 2, direction: .travel(.down), on: .changed, every: 10, onlyOn: .touchpad),
              BindingActions(keys: try! KeyStrokes(parsing: "volumedown"), reverseKeys: try! KeyStrokes(parsing: "volumeup"))),
        keyed(Binding(.swipe, fingers: 3, direction: .travel(.up), on: .began, onlyOn: .touchpad),
              BindingActions(keys: try! KeyStrokes(parsing: "super"))),
    ]

    private static func keyed(_ binding: Binding, _ actions: BindingActions) -> Binding {
        var binding = binding
        binding.actions = actions
        return binding
    }

    /// One device: its frames as bytes, their times, its pipe and its listener.
    final class Feed {
        var frames: [[UInt8]] = []
        var frameTimes: [Int64] = []
        var ends: [Int32] = [0, 0]
        var listener: Listener!
        var index = 0
        var lap: Int64 = 0

        /// The next frame's time in seconds from the recording's start, laps included.
        var nextTime: Double { Double(frameTimes[index] + lap - frameTimes[0]) / 1_000_000 }
    }

    private let feeds: [Feed]
    private let sink: Sink
    private var pending: [UInt8] = []
    private var pendingFeed = 0
    private let clock: Clock
    private final class Clock { var now = 0.0 }

    /// The launches and chords typed so far (a check that the path is exercised).
    public var actions: (launches: Int, typed: Int) { (sink.launches, sink.typed) }

    public init?() {
        let screen = Recording.folder.appendingPathComponent("Wacom DTH2242 Finger.events")
        let pads = Recording.folder.deletingLastPathComponent().appendingPathComponent("evemu-touchpads")
        guard let screenText = try? String(contentsOf: screen, encoding: .utf8),
              let padDescription = try? String(contentsOf: pads.appendingPathComponent("SynPS2 Synaptics TouchPad.desc"), encoding: .utf8),
              let padEvents = try? String(contentsOf: pads.appendingPathComponent("SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events"),
                                          encoding: .utf8) else {
            print("skipping the two-device listen latency: the recordings are not beside the repository")
            return nil
        }
        let sink = Sink()
        let clock = Clock()
        let devices: [(header: String, events: String, kind: Binding.DeviceKind)] = [
            (screenText, screenText, .touchscreen), (padDescription, padEvents, .touchpad),
        ]
        var feeds: [Feed] = []
        for device in devices {
            guard let feed = Self.feed(header: device.header, events: device.events, kind: device.kind, sink: sink, clock: clock) else {
                return nil
            }
            feeds.append(feed)
        }
        self.feeds = feeds
        self.sink = sink
        self.clock = clock
    }

    private static func feed(header: String, events text: String, kind: Binding.DeviceKind, sink: Sink, clock: Clock) -> Feed? {
        guard let events = try? EvemuImporter.inputEvents(in: text), let device = try? DeviceDescription(evemuHeader: header),
              let mapping = AxisMapping(device: device),
              let scene = try? BindingScene(bindings: bindings, size: mapping.windowSize, deviceKind: kind) else { return nil }
        let feed = Feed()
        var frame: [InputEvent] = []
        for event in events {
            frame.append(event)
            if event.type == 0 && event.code == 0 {
                feed.frames.append(frame.flatMap(\.bytes))
                feed.frameTimes.append(frame[0].microseconds)
                frame.removeAll()
            }
        }
        _ = pipe(&feed.ends)
        _ = fcntl(feed.ends[0], F_SETFL, O_NONBLOCK)
        let source = EvdevSource(device: EvdevDevice(fileDescriptor: feed.ends[0], description: device), window: scene.window,
                                 mapping: mapping, clock: { clock.now }, wait: { _, _ in true })
        feed.listener = Listener(scene: scene, source: source, output: .run, launcher: sink, injector: sink,
                                 write: { _ in }, log: { _ in })
        return feed
    }

    deinit {
        for feed in feeds { close(feed.ends[0]); close(feed.ends[1]) }
    }

    /// Untimed: the next frame in time order of either device, its times moved on for its
    /// lap, and the clock at its time.
    public func prepare() {
        pendingFeed = feeds[0].nextTime <= feeds[1].nextTime ? 0 : 1
        let feed = feeds[pendingFeed]
        pending = feed.frames[feed.index]
        if feed.lap > 0 { ListenFrames.shift(&pending, by: feed.lap) }
        clock.now = feed.nextTime
        feed.index += 1
        if feed.index == feed.frames.count {
            feed.index = 0
            feed.lap += feed.frameTimes[feed.frameTimes.count - 1] - feed.frameTimes[0] + 1_000_000
        }
    }

    /// The frame written where its device would be, then one turn of the loop over both
    /// devices: poll, read, decode, recognize, act.
    public func step() {
        _ = pending.withUnsafeBytes { write(feeds[pendingFeed].ends[1], $0.baseAddress, $0.count) }
        let ready = EvdevSource.poll(feeds.map { $0.ends[0] }, until: 0)
        for (feed, readable) in zip(feeds, ready) { try? feed.listener.turn(readable: readable) }
    }
}
#endif
