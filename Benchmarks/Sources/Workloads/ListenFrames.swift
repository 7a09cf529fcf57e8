#if os(Linux)
import Foundation
import GestureEvdev
import GestureKit
import GestureListen
import GestureTraces
import Glibc

/// `gesturekit listen`'s latency: one frame of a real recording per step, from writing its
/// bytes where the device would be (a pipe) through the read, the decoder, the bindings'
/// scene and the firing, to the call that would spawn its command. The recording (the
/// Wacom DTH2242's 24 s of taps, drags, pinches and rotations by 66 touches) repeats forever
/// with its times moved on, so no step rebuilds anything.
public final class ListenFrames: Workload, @unchecked Sendable {  // one benchmark thread at a time
    /// Counts the launches instead of spawning: the measured path ends at this call.
    final class LaunchCounter: CommandLaunching {
        var launches = 0
        func launch(_ command: String, environment: [String]) throws(LaunchError) -> pid_t {
            launches += 1
            return 0
        }
        func reap() -> [(pid: pid_t, status: Int32)] { [] }
    }

    /// The bindings listened for: a daemon's typical set, with a pan acting on every point
    /// moved so that most move frames end in a launch.
    public static let bindings: [Binding] = [
        Binding(.tap, run: "a"), Binding(.tap, taps: 2, run: "b"), Binding(.tap, fingers: 2, run: "c"), Binding(.tap, fingers: 3, run: "d"),
        Binding(.longPress, run: "e"),
        Binding(.swipe, fingers: 3, direction: .travel(.up), on: .began, run: "f"), Binding(.swipe, fingers: 3, direction: .travel(.down), on: .began, run: "g"),
        Binding(.swipe, fingers: 3, direction: .travel(.left), run: "h"), Binding(.swipe, fingers: 3, direction: .travel(.right), run: "i"),
        Binding(.pan, on: .changed, run: "j", every: 1), Binding(.pan, fingers: 2, on: .changed, run: "k", every: 1),
        Binding(.pinch, direction: .pinch(.in), on: .recognized, run: "l"), Binding(.pinch, direction: .pinch(.out), on: .recognized, run: "m"),
        Binding(.rotation, on: .changed, run: "n", every: 5), Binding(.edge, edge: .left, on: .began, run: "o"),
    ]

    private var frames: [[UInt8]] = []  // each frame's events up to its SYN_REPORT, as bytes
    private var frameTimes: [Int64] = []
    private var ends: [Int32] = [0, 0]
    private let listener: Listener
    private let launcher = LaunchCounter()
    private var index = 0
    private var lap: Int64 = 0
    private var now = 0.0
    /// The launches so far (a check that the path is exercised).
    public var launches: Int { launcher.launches }

    public init?() {
        let url = Recording.folder.appendingPathComponent("Wacom DTH2242 Finger.events")
        guard let text = try? String(contentsOf: url, encoding: .utf8), let events = try? EvemuImporter.inputEvents(in: text),
              let device = try? DeviceDescription(evemuHeader: text), let mapping = AxisMapping(device: device),
              let scene = try? BindingScene(bindings: Self.bindings, size: mapping.windowSize) else {
            print("skipping the listen latency: the DTH2242 recording is not beside the repository")
            return nil
        }
        var frame: [InputEvent] = []
        for event in events {
            frame.append(event)
            if event.type == 0 && event.code == 0 {
                frames.append(frame.flatMap(\.bytes))
                frameTimes.append(frame[0].microseconds)
                frame.removeAll()
            }
        }
        _ = pipe(&ends)
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        final class Clock { var now = 0.0 }
        let clock = Clock()
        let source = EvdevSource(device: EvdevDevice(fileDescriptor: ends[0], description: device), window: scene.window, mapping: mapping,
                                 clock: { clock.now }, wait: { _, _ in true })
        listener = Listener(scene: scene, source: source, output: .run, launcher: launcher, write: { _ in }, log: { _ in })
        clockSetter = { clock.now = $0 }
    }

    private var clockSetter: (Double) -> Void = { _ in }

    deinit {
        close(ends[0])
        close(ends[1])
    }

    private var pending: [UInt8] = []

    /// Untimed: the next frame's bytes, its times moved on for the lap, and the clock at its time.
    public func prepare() {
        pending = frames[index]
        if lap > 0 { Self.shift(&pending, by: lap) }
        clockSetter(Double(frameTimes[index] + lap - frameTimes[0]) / 1_000_000)
        index += 1
        if index == frames.count {
            index = 0
            lap += frameTimes[frameTimes.count - 1] - frameTimes[0] + 1_000_000
        }
    }

    /// The frame written where the device would be, read, decoded, recognized, and fired.
    public func step() {
        _ = pending.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        try? listener.runOnce()
    }

    /// Moves every event time in `bytes` on by `micros`.
    static func shift(_ bytes: inout [UInt8], by micros: Int64) {
        var offset = 0
        while offset < bytes.count {
            var stream = InputEventStream()
            var moved = bytes[offset..<(offset + InputEvent.byteCount)].withUnsafeBytes { stream.events(from: $0) }[0]
            moved.microseconds += micros
            bytes.replaceSubrange(offset..<(offset + InputEvent.byteCount), with: moved.bytes)
            offset += InputEvent.byteCount
        }
    }
}
#endif
