import GestureKit
import Testing
@testable import GestureEvdev
@testable import GestureTraces

/// Fingers counted by `BTN_TOOL_*` beyond the slots, and semi-multitouch devices, each shown
/// by a hand-written evemu recording (issue 26): libinput's reading of touchpads.
@Suite("Counted fingers and semi-MT touchpads (issue 26)")
struct CountedFingerTests {
    /// A touchpad's header: 0–1000 × 0–600 at `resolution` units per mm (10 unless told; 0:
    /// none), `slots` slots (nil: a single-touch pad, no ABS_MT axes), the finger keys up to
    /// `BTN_TOOL_QUINTTAP`, and `properties`.
    static func header(slots: Int?, properties: Set<Int>, resolution: Double = 10) -> String {
        var axes: [Int: DeviceDescription.Axis] = [:]
        var ranges = [(0x00, 1000.0, resolution), (0x01, 600, resolution)]
        if let slots { ranges += [(0x35, 1000, resolution), (0x36, 600, resolution), (0x39, 65535, 0), (0x2f, Double(slots - 1), 0)] }
        for (code, maximum, resolution) in ranges {
            axes[code] = .init(code: code, minimum: 0, maximum: maximum, resolution: resolution)
        }
        let keys: Set<Int> = [EvdevCode.btnTouch, EvdevCode.btnLeft, EvdevCode.btnToolFinger, EvdevCode.btnToolDoubleTap,
                              EvdevCode.btnToolTripleTap, EvdevCode.btnToolQuadTap, EvdevCode.btnToolQuintTap]
        return EvemuWriter.header(for: DeviceDescription(name: "Test Touchpad", properties: properties, axes: axes,
                                                         eventTypes: [0, 1, 3], keys: keys))
    }

    /// `E:` lines: each frame's events (type, code, value), then `SYN_REPORT`, 10 ms apart.
    static func events(_ frames: [[(Int, Int, Int)]]) -> String {
        var lines: [String] = []
        for (index, frame) in frames.enumerated() {
            let time = String(format: "%d.%06d", index / 100, (index % 100) * 10_000)
            for (type, code, value) in frame + [(0, 0, 0)] {
                lines.append("E: \(time) \(String(format: "%04x %04x", type, code)) \(value)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func slot(_ index: Int, id: Int? = nil, x: Int? = nil, y: Int? = nil) -> [(Int, Int, Int)] {
        [(3, 0x2f, index)] + [id.map { (3, 0x39, $0) }, x.map { (3, 0x35, $0) }, y.map { (3, 0x36, $0) }].compactMap { $0 }
    }

    static func key(_ code: Int, _ down: Bool) -> (Int, Int, Int) { (1, code, down ? 1 : 0) }

    static func phases(_ trace: Trace) -> [String] {
        trace.events.map { $0.changes.map { "\($0.id) \($0.phase) \(Int($0.location.x)),\(Int($0.location.y))" }.joined(separator: "; ") }
    }

    /// A scene with a swipe up of two fingers and one of three.
    static func swipes(_ size: Size) -> SceneDescription {
        SceneDescription(views: [ViewDescription(name: "surface", frame: Rect(origin: .zero, size: size), recognizers: [
            .init("swipe2", .swipe, touches: 2, directions: ["up"]), .init("swipe3", .swipe, touches: 3, directions: ["up"]),
        ])])
    }

    @Test("A 2-slot touchpad with three fingers down (BTN_TOOL_TRIPLETAP) gives the recognizers three fingers: the third beside the topmost tracked one, moving with it")
    func threeFingersOnTwoSlots() throws {
        var frames: [[(Int, Int, Int)]] = [
            Self.slot(0, id: 1, x: 200, y: 400) + Self.slot(1, id: 2, x: 400, y: 420)
                + [Self.key(EvdevCode.btnTouch, true), Self.key(EvdevCode.btnToolDoubleTap, true)],
            [Self.key(EvdevCode.btnToolDoubleTap, false), Self.key(EvdevCode.btnToolTripleTap, true)],
        ]
        for step in 1...8 { frames.append(Self.slot(0, y: 400 - step * 40) + Self.slot(1, y: 420 - step * 40)) }
        frames.append(Self.slot(0, id: -1) + Self.slot(1, id: -1)
                      + [Self.key(EvdevCode.btnToolTripleTap, false), Self.key(EvdevCode.btnTouch, false)])
        let trace = try EvemuImporter.read(Self.header(slots: 2, properties: [0, 2]) + Self.events(frames))
        let phases = Self.phases(trace)
        // 10 units per mm at 160 points per inch: 0.63 points per unit. The third finger is
        // 75 points to the right of slot 0's (the topmost), at its height.
        #expect(phases[0] == "1 began 125,251; 2 began 251,264")
        #expect(phases[1] == "3 began 200,251")
        #expect(phases[2] == "1 moved 125,226; 2 moved 251,239; 3 moved 200,226")
        #expect(phases.last == "1 ended 125,50; 2 ended 251,62; 3 ended 200,50")
        let result = try Replayer.replay(trace, scene: Self.swipes(trace.windowSize))
        #expect(result.count(of: "swipe3") == 1 && result.count(of: "swipe2") == 0)
    }

    @Test("Four fingers on two slots (BTN_TOOL_QUADTAP), then two again: two counted fingers begin, then end, the last first")
    func fourFingersThenTwo() throws {
        let frames: [[(Int, Int, Int)]] = [
            Self.slot(0, id: 1, x: 600, y: 300) + Self.slot(1, id: 2, x: 800, y: 300)
                + [Self.key(EvdevCode.btnTouch, true), Self.key(EvdevCode.btnToolQuadTap, true)],
            [Self.key(EvdevCode.btnToolQuadTap, false), Self.key(EvdevCode.btnToolDoubleTap, true)],
            Self.slot(0, id: -1) + Self.slot(1, id: -1) + [Self.key(EvdevCode.btnToolDoubleTap, false), Self.key(EvdevCode.btnTouch, false)],
        ]
        let trace = try EvemuImporter.read(Self.header(slots: 2, properties: [0, 2]) + Self.events(frames))
        // Past the middle of the surface, the counted fingers go to the left of their anchor.
        #expect(Self.phases(trace) == ["1 began 377,188; 2 began 503,188; 3 began 302,188; 4 began 227,188",
                                       "4 ended 227,188; 3 ended 302,188", "1 ended 377,188; 2 ended 503,188"])
    }

    @Test("A device with as many slots as fingers counts none: its slots track them all")
    func enoughSlots() throws {
        let frames: [[(Int, Int, Int)]] = [
            Self.slot(0, id: 1, x: 200, y: 300) + Self.slot(1, id: 2, x: 400, y: 300) + Self.slot(2, id: 3, x: 500, y: 300)
                + [Self.key(EvdevCode.btnTouch, true), Self.key(EvdevCode.btnToolTripleTap, true)],
            Self.slot(0, id: -1) + Self.slot(1, id: -1) + Self.slot(2, id: -1) + [Self.key(EvdevCode.btnToolTripleTap, false)],
        ]
        let trace = try EvemuImporter.read(Self.header(slots: 5, properties: [0, 2]) + Self.events(frames))
        #expect(trace.touchCount == 3)
    }

    @Test("Semi-MT: the slots are the fingers' bounding box, not fingers — corners spreading apart make no pinch and no rotation; the fingers are counted, at the pointer, and pan together")
    func semiMultitouch() throws {
        var frames: [[(Int, Int, Int)]] = [
            Self.slot(0, id: 1, x: 300, y: 400) + Self.slot(1, id: 2, x: 500, y: 500)
                + [(3, 0x00, 300), (3, 0x01, 400), Self.key(EvdevCode.btnTouch, true), Self.key(EvdevCode.btnToolDoubleTap, true)],
        ]
        for step in 1...10 {  // the box grows and turns as the corners of two fingers moving up would not
            frames.append(Self.slot(0, x: 300 - step * 20, y: 400 - step * 30) + Self.slot(1, x: 500 + step * 20, y: 500 + step * 10)
                          + [(3, 0x01, 400 - step * 25)])
        }
        frames.append(Self.slot(0, id: -1) + Self.slot(1, id: -1)
                      + [Self.key(EvdevCode.btnToolDoubleTap, false), Self.key(EvdevCode.btnTouch, false)])
        let semi = try EvemuImporter.read(Self.header(slots: 2, properties: [0, 2, EvdevCode.propertySemiMultitouch]) + Self.events(frames))
        #expect(Self.phases(semi)[0] == "1 began 188,251; 2 began 263,251")  // at ABS_X/Y, and 75 points beside it
        let result = try Replayer.replay(semi, scene: .standard(size: semi.windowSize))
        #expect(result.count(of: "pinch") == 0 && result.count(of: "rotation") == 0)
        #expect(result.count(of: "pan") == 1)
        #expect(try #require(result.actions(of: "pan").last?.value("dy")) < -150)
        // Without the property, the corners are taken for fingers, and they pinch and rotate.
        let asFingers = try EvemuImporter.read(Self.header(slots: 2, properties: [0, 2]) + Self.events(frames))
        let wrong = try Replayer.replay(asFingers, scene: .standard(size: asFingers.windowSize))
        #expect(wrong.count(of: "pinch") == 1 && wrong.count(of: "rotation") == 1)
    }

    @Test("Fingers are counted only when the count exceeds the slots: two fingers on a 2-slot pad are its slots' to track, even in a frame where the second slot has not reported yet")
    func countAtTheSlotCount() throws {
        let frames: [[(Int, Int, Int)]] = [
            Self.slot(0, id: 1, x: 200, y: 400) + [Self.key(EvdevCode.btnTouch, true), Self.key(EvdevCode.btnToolDoubleTap, true)],
            Self.slot(1, id: 2, x: 400, y: 400),
            Self.slot(0, id: -1) + Self.slot(1, id: -1) + [Self.key(EvdevCode.btnToolDoubleTap, false), Self.key(EvdevCode.btnTouch, false)],
        ]
        let trace = try EvemuImporter.read(Self.header(slots: 2, properties: [0, 2]) + Self.events(frames))
        #expect(Self.phases(trace) == ["1 began 125,251", "2 began 251,251", "1 ended 125,251; 2 ended 251,251"])
    }

    @Test("A single-touch touchpad with finger keys is read as a semi-MT one: every finger counted, the first at the pointer")
    func singleTouchPad() throws {
        let frames: [[(Int, Int, Int)]] = [
            [(3, 0x00, 300), (3, 0x01, 400), Self.key(EvdevCode.btnTouch, true), Self.key(EvdevCode.btnToolDoubleTap, true)],
            [(3, 0x01, 300)],
            [Self.key(EvdevCode.btnToolDoubleTap, false), Self.key(EvdevCode.btnTouch, false)],
        ]
        let trace = try EvemuImporter.read(Self.header(slots: nil, properties: [0]) + Self.events(frames))
        #expect(Self.phases(trace) == ["1 began 188,251; 2 began 263,251", "1 moved 188,188; 2 moved 263,188",
                                       "2 ended 263,188; 1 ended 188,188"])
    }
}
