import GestureKit

/// Replays a recording, converted by Embedded/Replay's `embedded-convert` into the compact
/// stream described there, on the standard scene of docs/Traces.md, printing the decision log,
/// every action and every rejected event. The host hands over the stream's bytes: the native
/// main and the Cortex-M image's main read a file, the Node host copies one into the module.
@_cdecl("runner_replay")
public func runnerReplay(_ bytes: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    guard let bytes, count >= 0 else { return 65 }
    var reader = StreamReader(bytes: UnsafeBufferPointer(start: bytes, count: Int(count)))
    guard reader.magic("GKS1"), let width = reader.f64(), let height = reader.f64() else {
        print("replay: not a GKS1 stream")
        return 65
    }
    let scene = StandardScene(width: width, height: height)
    let player = Player(window: scene.window)
    var last: Double?
    // Event by event as the stream is read: the replay holds one event at a time, which is
    // what the Cortex-M memory figure of docs/Platforms.md measures.
    guard let events = reader.readEvents({ player.send($0); last = $0.timestamp }) else {
        print("replay: truncated")
        return 65
    }
    // As GestureTraces' replay does: every deadline runs out, 2 s after the last event.
    if let last { scene.window.advance(to: Swift.min(last + 2, Window.maximumTimestamp)) }
    print("== \(events) events")
    return 0
}

/// Reads the streams' little-endian fields; nil past the end.
struct StreamReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    /// Whether the stream opens with `tag` (four ASCII letters).
    mutating func magic(_ tag: StaticString) -> Bool {
        guard bytes.count >= 4, tag.utf8CodeUnitCount == 4 else { return false }
        defer { offset = 4 }
        for index in 0..<4 where bytes[index] != tag.utf8Start[index] { return false }
        return true
    }

    mutating func u32() -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(bytes[offset + index]) << (8 * UInt32(index)) }
        offset += 4
        return value
    }

    mutating func i32() -> Int32? { u32().map { Int32(bitPattern: $0) } }

    mutating func f64() -> Double? {
        guard let low = u32(), let high = u32() else { return nil }
        return Double(bitPattern: UInt64(high) << 32 | UInt64(low))
    }

    /// A byte count, then that many bytes of UTF-8.
    mutating func string() -> String? {
        guard let count = u32().map(Int.init), offset + count <= bytes.count else { return nil }
        defer { offset += count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + count]), as: UTF8.self)
    }

    /// An event count, then per event its timestamp and changes (id, phase, x, y): each event
    /// is handed to `body` as soon as it is read. Returns the count, or nil if the stream ends
    /// first.
    mutating func readEvents(_ body: (TouchEvent) -> Void) -> UInt32? {
        guard let count = u32() else { return nil }
        for _ in 0..<count {
            guard let time = f64(), let changeCount = u32() else { return nil }
            var changes: [TouchEvent.Change] = []
            for _ in 0..<changeCount {
                guard let id = i32(), let raw = i32(), let phase = TouchPhase(rawValue: Int(raw)),
                      let x = f64(), let y = f64() else { return nil }
                changes.append(.init(Int(id), phase, x: x, y: y))
            }
            body(TouchEvent(timestamp: time, changes: changes))
        }
        return count
    }
}

/// The standard scene of docs/Traces.md (GestureTraces' `SceneDescription.standard`), built
/// here over GestureKit alone: one view, `surface`, filling the window, with `tap` (waits for
/// `doubleTap` to fail), `doubleTap`, `twoFingerTap`, `longPress`, `pan`, `pinch` and
/// `rotation` (these three may recognize together) and four swipes, each of which may
/// recognize together with the pan.
final class StandardScene {
    let window: Window
    private let simultaneity = Simultaneity()

    init(width: Double, height: Double) {
        window = Window(size: Size(width: width, height: height))
        window.name = "window"
        let surface = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        surface.name = "surface"
        surface.isMultipleTouchEnabled = true
        window.addSubview(surface)

        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer(), twoFingerTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        twoFingerTap.numberOfTouchesRequired = 2
        tap.require(toFail: doubleTap)
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        var all: [(GestureRecognizer, String)] = [
            (tap, "tap"), (doubleTap, "doubleTap"), (twoFingerTap, "twoFingerTap"),
            (LongPressGestureRecognizer(), "longPress"), (pan, "pan"), (pinch, "pinch"), (rotation, "rotation"),
        ]
        simultaneity.pairs += [(pan, pinch), (pan, rotation), (pinch, rotation)]
        for (direction, name) in [(SwipeGestureRecognizer.Direction.left, "swipeLeft"), (.right, "swipeRight"),
                                  (.up, "swipeUp"), (.down, "swipeDown")] {
            let swipe = SwipeGestureRecognizer()
            swipe.direction = direction
            simultaneity.pairs.append((pan, swipe))
            all.append((swipe, name))
        }
        for (recognizer, name) in all {
            recognizer.name = name
            recognizer.delegate = simultaneity
            recognizer.addAction { Report.action($0) }
            surface.addGestureRecognizer(recognizer)
        }
        window.addDecisionObserver { print("\($0)") }
    }

    deinit {
        // Embedded Swift holds delegates strongly: the recognizers and the shared delegate
        // would keep each other alive.
        simultaneity.pairs.removeAll()
    }
}
