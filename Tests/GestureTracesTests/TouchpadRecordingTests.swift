import Foundation
import GestureKit
import Testing
@testable import GestureEvdev
@testable import GestureTraces

/// The real touchpad recordings (shared/recordings/evemu-touchpads) read as touchpads
/// (issue 26): semi-MT pads by their pointer and finger count, counted fingers, libinput's
/// size for pads without a resolution, and the touchpad's scene (a two-finger movement is a
/// scroll or a pinch, never both). Each test states what the data shows and what the rule
/// changes; libinput's reading of the same devices is the reference (docs/Listen.md).
@Suite("Real touchpad recordings (issue 26)")
struct TouchpadRecordingTests {
    static let folder = recordings.deletingLastPathComponent().appendingPathComponent("evemu-touchpads")

    static func trace(_ name: String) throws -> Trace { try EvemuImporter.read(contentsOf: folder.appendingPathComponent(name)) }

    static func recognized(_ result: ReplayResult) -> [String: Int] {
        var counts: [String: Int] = [:]
        for action in result.actions { counts[action.recognizer] = result.count(of: action.recognizer) }
        return counts.filter { $0.value > 0 }
    }

    /// The largest |dx| and |dy| the pan reported while it ran.
    static func panReach(_ result: ReplayResult) -> (x: Double, y: Double) {
        let pans = result.actions(of: "pan")
        return (pans.map { abs($0.value("dx") ?? 0) }.max() ?? 0, pans.map { abs($0.value("dy") ?? 0) }.max() ?? 0)
    }

    @Test("Every touchpad recording is read as a touchpad: the touchpad's scene, and libinput's 69×50 mm for pads without a resolution")
    func readAsTouchpads() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".events") }
        #expect(names.count == 11)
        for name in names {
            let trace = try Self.trace(name)
            #expect(trace.metadata["kind"] == "touchpad", "\(name)")
            if !name.hasPrefix("CyPS2") {  // the Cypress pad reports its resolution (16 and 15 units per mm)
                #expect(trace.windowSize == Size(width: 435, height: 315), "\(name)")
            }
        }
    }

    @Test("Cypress two-finger press (semi-MT clickpad, BTN_TOOL_DOUBLETAP): a two-finger tap (libinput: a right click), never a rotation; read as fingers, its corners rotate")
    func cypressTwoFingerPress() throws {
        let trace = try Self.trace("CyPS2 Cypress Trackpad.two_finger_press.events")
        #expect(TraceFacts(trace).mostFingersDown == 2)
        let result = try Replayer.replay(trace)
        // Two fingers down 0.49 s, rolling about 9 points as the pad is pressed (the click at
        // 0.40 s): within a tap's movement and duration, so a two-finger tap, which the pan
        // waits for on a touchpad.
        #expect(Self.recognized(result) == ["twoFingerTap": 1])
        // Without INPUT_PROP_SEMI_MT the bounding box's corners are fingers, and they turn.
        let text = try String(contentsOf: Self.folder.appendingPathComponent("CyPS2 Cypress Trackpad.two_finger_press.events"), encoding: .utf8)
        let corners = try EvemuImporter.read(text.replacingOccurrences(of: "P: 0c", with: "P: 04"))
        #expect(Self.recognized(try Replayer.replay(corners, scene: .standard(size: corners.windowSize)))["rotation"] == 1)
    }

    @Test("Synaptics two-finger vertical scroll (two real slots): one pan of two fingers, up and down, no pinch or rotation; in the touchscreen's scene it also pinches and rotates")
    func synapticsTwoFingerScroll() throws {
        let trace = try Self.trace("SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events")
        #expect(TraceFacts(trace).mostFingersDown == 2)
        let result = try Replayer.replay(trace)
        #expect(Self.recognized(result) == ["pan": 1])
        let reach = Self.panReach(result)
        #expect(reach.y > 50 && reach.y > 3 * reach.x)
        let asScreen = try Replayer.replay(trace, scene: .standard(size: trace.windowSize))
        #expect(Self.recognized(asScreen)["pinch"] == 1 && Self.recognized(asScreen)["rotation"] == 1)
    }

    @Test("Synaptics hp8470p two-finger horizontal scroll (a second finger that comes and goes): horizontal pans, no pinch or rotation")
    func hp8470pTwoFingerHorizontal() throws {
        let trace = try Self.trace("SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-horizontal.events")
        #expect(TraceFacts(trace).mostFingersDown == 2)
        let result = try Replayer.replay(trace)
        #expect(Self.recognized(result) == ["pan": 2])
        let reach = Self.panReach(result)
        #expect(reach.x > 150 && reach.x > 2 * reach.y)
        #expect(Self.recognized(try Replayer.replay(trace, scene: .standard(size: trace.windowSize)))["pinch"] == 2)
    }

    @Test("Edge scrolls and the hp8470p 'two-finger' vertical scroll (its data holds one finger): one-finger pans along their axis",
          arguments: [("AlpsPS2 ALPS GlidePoint.right-edge-scroll.events", false), ("SynPS2 Synaptics TouchPad.hp8470p.edge-scroll-vertical.events", false),
                      ("SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-vertical.events", false),
                      ("SynPS2 Synaptics TouchPad.hp8470p.edge-scroll-horizontal.events", true)])
    func scrolls(file: String, horizontal: Bool) throws {
        let trace = try Self.trace(file)
        let result = try Replayer.replay(trace)
        let counts = Self.recognized(result)
        #expect(counts["pan", default: 0] >= 1 && counts["pinch"] == nil && counts["rotation"] == nil)
        #expect(counts.keys.allSatisfy { $0 == "pan" || $0.hasPrefix("swipe") })  // a fast scroll is also a swipe
        // How far the pans reach along each axis, not where the first one ends: the semi-MT
        // pads report a second "finger" that jumps to the corner of a box and back, and how
        // much of such a jump lands in the final translation says little about the scroll.
        let reach = Self.panReach(result)
        #expect(horizontal ? reach.x > 3 * reach.y : reach.y > 3 * reach.x)
    }

    @Test("Synaptics 'leftmove': the finger rests 0.5 s, then moves 140 points left — a long press, and then a pan to the left (libinput: a hold, then pointer motion)")
    func leftMove() throws {
        let result = try Replayer.replay(try Self.trace("SynPS2 Synaptics TouchPad.leftmove.events"))
        #expect(Self.recognized(result) == ["longPress": 1, "pan": 1])
        #expect(try #require(result.actions(of: "pan").last?.value("dx")) < -130)
    }

    @Test("Elantech session: three one-finger pointer movements are three pans and no swipe (at 1024 points wide they were two swipes too)")
    func elantech() throws {
        #expect(Self.recognized(try Replayer.replay(try Self.trace("ETPS2 Elantech Touchpad.events"))) == ["pan": 3])
    }

    @Test("ALPS single and double tap (semi-MT): a tap and a double tap, though the pointer wanders up to 28 points within each 70 ms contact — the pan waits for the taps, as libinput holds motion back while a tap is possible",
          arguments: [("AlpsPS2 ALPS GlidePoint.single-tap.events", 1, "tap"), ("AlpsPS2 ALPS GlidePoint.double-tap.events", 2, "doubleTap")])
    func alpsTaps(file: String, taps: Int, recognizer: String) throws {
        let trace = try Self.trace(file)
        let facts = TraceFacts(trace)
        #expect(facts.touches.count == taps && facts.mostFingersDown == 1 && facts.touches.allSatisfy { $0.duration < 0.075 })
        #expect(facts.touches.allSatisfy { $0.path > 25 })  // far past a pan's 10 points, out and back
        #expect(Self.recognized(try Replayer.replay(trace)) == [recognizer: 1])
        // In the touchscreen's scene the pan starts at 10 points and takes the touch from the tap.
        #expect(Self.recognized(try Replayer.replay(trace, scene: .standard(size: trace.windowSize))) == ["pan": taps])
    }
}
