import GestureKit
import Testing
@testable import GestureEvdev
@testable import GestureTraces

/// A clickpad's resting thumb (issue 26), on hand-written evemu recordings: the helpers of
/// ``CountedFingerTests`` make a 100 × 60 mm pad (0–1000 × 0–600 at 10 units per mm), whose
/// thumb line is at y 552 (92 % of the height, libinput's lower thumb line).
@Suite("A clickpad's resting thumb (issue 26)")
struct ThumbTests {
    typealias Pad = CountedFingerTests

    /// A thumb resting at the bottom (slot 1) while a finger taps above it (slot 0).
    static let tapBesideThumb: [[(Int, Int, Int)]] = [
        Pad.slot(1, id: 7, x: 300, y: 580) + [Pad.key(EvdevCode.btnTouch, true), Pad.key(EvdevCode.btnToolFinger, true)],
        Pad.slot(1, x: 302),
        Pad.slot(0, id: 8, x: 500, y: 200) + [Pad.key(EvdevCode.btnToolFinger, false), Pad.key(EvdevCode.btnToolDoubleTap, true)],
        Pad.slot(0, id: -1) + [Pad.key(EvdevCode.btnToolDoubleTap, false), Pad.key(EvdevCode.btnToolFinger, true)],
        Pad.slot(1, x: 303),
        Pad.slot(1, id: -1) + [Pad.key(EvdevCode.btnToolFinger, false), Pad.key(EvdevCode.btnTouch, false)],
    ]

    @Test("On a clickpad, a thumb resting in the bottom strip is no finger: a tap beside it is a one-finger tap")
    func tapBesideARestingThumb() throws {
        let trace = try EvemuImporter.read(Pad.header(slots: 2, properties: [0, EvdevCode.propertyButtonpad]) + Pad.events(Self.tapBesideThumb))
        #expect(Pad.phases(trace) == ["2 began 314,125", "2 ended 314,125"])  // id 1 went to the thumb
        let result = try Replayer.replay(trace, scene: .standard(size: trace.windowSize))
        #expect(result.count(of: "tap") == 1 && result.count(of: "twoFingerTap") == 0)
        // On a touchpad that is not a clickpad there is no button area: the same contact is a finger.
        let plain = try EvemuImporter.read(Pad.header(slots: 2, properties: [0]) + Pad.events(Self.tapBesideThumb))
        #expect(plain.touchCount == 2)
    }

    @Test("A thumb that moves up out of the strip becomes a finger, beginning where it leaves it; one landing above the strip is a finger all the way down")
    func thumbLeavesTheStrip() throws {
        let frames: [[(Int, Int, Int)]] = [
            Pad.slot(0, id: 1, x: 300, y: 590) + Pad.slot(1, id: 2, x: 700, y: 500)
                + [Pad.key(EvdevCode.btnTouch, true), Pad.key(EvdevCode.btnToolDoubleTap, true)],
            Pad.slot(0, y: 560) + Pad.slot(1, y: 570),
            Pad.slot(0, y: 500) + Pad.slot(1, y: 590),
            Pad.slot(0, id: -1) + Pad.slot(1, id: -1) + [Pad.key(EvdevCode.btnToolDoubleTap, false), Pad.key(EvdevCode.btnTouch, false)],
        ]
        let trace = try EvemuImporter.read(Pad.header(slots: 2, properties: [0, EvdevCode.propertyButtonpad]) + Pad.events(frames))
        #expect(Pad.phases(trace) == ["2 began 440,314", "2 moved 440,359", "3 began 188,314; 2 moved 440,371", "3 ended 188,314; 2 ended 440,371"])
    }

    @Test("The thumb line is at exactly 92 % of the height: a contact landing on it (y 552) is a finger, one unit below it a thumb",
          arguments: [(552, 1), (553, 0)])
    func thumbLine(y: Int, touches: Int) throws {
        let frames: [[(Int, Int, Int)]] = [
            Pad.slot(0, id: 1, x: 300, y: y) + [Pad.key(EvdevCode.btnTouch, true), Pad.key(EvdevCode.btnToolFinger, true)],
            Pad.slot(0, id: -1) + [Pad.key(EvdevCode.btnToolFinger, false), Pad.key(EvdevCode.btnTouch, false)],
        ]
        let trace = try EvemuImporter.read(Pad.header(slots: 2, properties: [0, EvdevCode.propertyButtonpad]) + Pad.events(frames))
        #expect(trace.touchCount == touches)
    }

    // 600 units: no resolution (libinput's assumed 50 mm), 12 per mm (exactly 50 mm), 13 per mm (46 mm).
    @Test("Thumbs are detected on a clickpad at least 50 mm high, a pad without a resolution included; not on a lower one",
          arguments: [(0.0, true), (12, true), (13, false)])
    func minimumHeight(resolution: Double, detectsThumbs: Bool) throws {
        let header = Pad.header(slots: 2, properties: [0, EvdevCode.propertyButtonpad], resolution: resolution)
        let trace = try EvemuImporter.read(header + Pad.events(Self.tapBesideThumb))
        #expect(trace.touchCount == (detectsThumbs ? 1 : 2))
    }
}
