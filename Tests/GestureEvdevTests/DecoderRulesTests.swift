import GestureKit
import Testing
@testable import GestureEvdev

/// The decoder's rules from the kernel's multi-touch protocol and libevdev, each shown by a
/// hand-written event sequence (issue 26): palms, repeated tracking ids, state at open.
@Suite("The frame decoder: palms, repeated ids, state at open")
struct DecoderRulesTests {
    static let device = try! DeviceDescription(evemuHeader: """
        A: 2f 0 9 0 0 0
        A: 30 0 2000 0 0 0
        A: 35 0 1000 0 0 10
        A: 36 0 1000 0 0 10
        A: 37 0 2 0 0 0
        A: 39 0 65535 0 0 0

        """)

    static func decoder() -> FrameDecoder {
        FrameDecoder(mapping: AxisMapping(device: device)!.onScreen(Size(width: 1000, height: 1000))!, multitouch: true)
    }

    /// One frame: the ABS events (code, value), then SYN_REPORT.
    static func frame(_ decoder: inout FrameDecoder, _ t: Int64, _ events: [(Int, Int)]) {
        for (code, value) in events { decoder.consume(type: EvdevCode.absolute, code: code, value: value, microseconds: t) }
        decoder.consume(type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0, microseconds: t)
    }

    static func phases(_ events: [TouchEvent]) -> [String] {
        events.map { $0.changes.map { "\($0.id) \($0.phase) \(Int($0.location.x))" }.joined(separator: "; ") }
    }

    // ABS_MT_ codes, by name.
    static let slot = EvdevCode.mtSlot, id = EvdevCode.mtTrackingID, x = EvdevCode.mtX, y = EvdevCode.mtY
    static let tool = EvdevCode.mtToolType, major = EvdevCode.mtTouchMajor

    @Test("A slot the device does not have is ignored, as the kernel does: events go on to the slot before")
    func slotOutOfRange() {
        let mapping = AxisMapping(device: Self.device)!.onScreen(Size(width: 1000, height: 1000))!
        var d = FrameDecoder(device: Self.device, mapping: mapping)  // A: 2f 0 9: slots 0 to 9
        Self.frame(&d, 0, [(Self.slot, 0), (Self.id, 1), (Self.x, 100), (Self.y, 100)])
        Self.frame(&d, 10_000, [(Self.slot, 10), (Self.x, 300)])  // one past the last slot
        Self.frame(&d, 20_000, [(Self.slot, -1), (Self.x, 400)])
        Self.frame(&d, 30_000, [(Self.slot, 9), (Self.id, 2), (Self.x, 900), (Self.y, 100)])  // the last slot is one
        Self.frame(&d, 40_000, [(Self.slot, 0), (Self.id, -1), (Self.slot, 9), (Self.id, -1)])
        #expect(Self.phases(d.finish()) == ["1 began 100", "1 moved 300", "1 moved 400", "2 began 900", "1 ended 400; 2 ended 900"])
        // Without the device's slot count, 256 slots: 255 is one, 256 is not.
        var wide = Self.decoder()
        Self.frame(&wide, 0, [(Self.slot, 255), (Self.id, 1), (Self.x, 100), (Self.y, 100)])
        Self.frame(&wide, 10_000, [(Self.slot, 256), (Self.id, 2), (Self.x, 200)])  // the id goes to slot 255: a new contact
        #expect(Self.phases(wide.finish()).prefix(2) == ["1 began 100", "1 ended 100; 2 began 200"])
    }

    @Test("Protocol A: a frame's contacts past the 256th are dropped")
    func protocolAContactLimit() {
        var d = Self.decoder()
        for contact in 0..<300 {
            for (code, value) in [(Self.x, contact * 3), (Self.y, 500)] {
                d.consume(type: EvdevCode.absolute, code: code, value: value, microseconds: 0)
            }
            d.consume(type: EvdevCode.synchronization, code: EvdevCode.synMTReport, value: 0, microseconds: 0)
        }
        d.consume(type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0, microseconds: 0)
        let events = d.finish()
        #expect(events.first?.changes.count == 256 && events.first?.changes.last?.location.x == 255 * 3)
    }

    @Test("A resting palm (MT_TOOL_PALM, touch major 900) beside a tap is no finger: the tap is a one-finger tap")
    func palmBesideATap() {
        var d = Self.decoder()
        Self.frame(&d, 0, [(Self.slot, 1), (Self.id, 7), (Self.tool, 2), (Self.major, 900), (Self.x, 800), (Self.y, 800)])
        Self.frame(&d, 10_000, [(Self.slot, 0), (Self.id, 8), (Self.x, 100), (Self.y, 100)])
        Self.frame(&d, 20_000, [(Self.slot, 1), (Self.x, 810)])  // the palm shifts
        Self.frame(&d, 80_000, [(Self.slot, 0), (Self.id, -1)])
        Self.frame(&d, 90_000, [(Self.slot, 1), (Self.id, -1)])
        #expect(Self.phases(d.finish()) == ["2 began 100", "2 ended 100"])
    }

    @Test("A finger that becomes a palm while down is cancelled where it was last seen, and its slot ignored until it lifts")
    func fingerBecomesPalm() {
        var d = Self.decoder()
        Self.frame(&d, 0, [(Self.id, 1), (Self.x, 100), (Self.y, 100)])
        Self.frame(&d, 10_000, [(Self.x, 150)])
        Self.frame(&d, 20_000, [(Self.x, 200), (Self.tool, 2)])  // now a palm: cancelled at 150, not moved to 200
        Self.frame(&d, 30_000, [(Self.x, 250), (Self.tool, 0)])  // a palm stays a palm until its id ends
        Self.frame(&d, 40_000, [(Self.id, -1)])
        Self.frame(&d, 50_000, [(Self.id, 2), (Self.x, 300)])  // a new contact in the slot: a finger
        Self.frame(&d, 60_000, [(Self.id, -1)])
        #expect(Self.phases(d.finish()) == ["1 began 100", "1 moved 150", "1 cancelled 150", "2 began 300", "2 ended 300"])
    }

    @Test("A finger that turns into a palm in the frame it lifts is cancelled, not lifted")
    func palmAtTheLift() {
        var d = Self.decoder()
        Self.frame(&d, 0, [(Self.id, 1), (Self.x, 100), (Self.y, 100)])
        Self.frame(&d, 10_000, [(Self.tool, 2), (Self.id, -1)])
        #expect(Self.phases(d.finish()) == ["1 began 100", "1 cancelled 100"])
    }

    @Test("palmTouchMajor: a contact larger than the limit is a palm, at the limit a finger", arguments: [(500, true), (501, false)])
    func palmBySize(major: Int, isFinger: Bool) {
        var d = Self.decoder()
        d.palmTouchMajor = 500
        Self.frame(&d, 0, [(Self.id, 1), (Self.major, major), (Self.x, 100), (Self.y, 100)])
        Self.frame(&d, 10_000, [(Self.id, -1)])
        #expect(Self.phases(d.finish()) == (isFinger ? ["1 began 100", "1 ended 100"] : []))
    }

    @Test("Without palmTouchMajor, size alone never makes a palm")
    func noSizeLimitByDefault() {
        var d = Self.decoder()
        Self.frame(&d, 0, [(Self.id, 1), (Self.major, 2000), (Self.x, 100), (Self.y, 100)])
        Self.frame(&d, 10_000, [(Self.id, -1)])
        #expect(Self.phases(d.finish()) == ["1 began 100", "1 ended 100"])
    }

    @Test("A tracking id written again into its own slot is no change; a different id without -1 ends one contact and begins another")
    func repeatedTrackingID() {
        var d = Self.decoder()
        Self.frame(&d, 0, [(Self.id, 5), (Self.x, 100), (Self.y, 100)])
        Self.frame(&d, 10_000, [(Self.id, 5), (Self.x, 120)])  // a queued frame repeating the id
        Self.frame(&d, 20_000, [(Self.id, 6), (Self.x, 300)])  // another contact took the slot
        Self.frame(&d, 30_000, [(Self.id, -1)])
        #expect(Self.phases(d.finish()) == ["1 began 100", "1 moved 120", "1 ended 120; 2 began 300", "2 ended 300"])
    }

    @Test("A slot that lifts, begins and lifts again in one frame: the touch between begins and ends there, none ends unbegun")
    func severalContactsInOneFrame() {
        var d = Self.decoder()
        Self.frame(&d, 0, [(Self.id, 5), (Self.x, 100), (Self.y, 100)])
        Self.frame(&d, 10_000, [(Self.id, -1), (Self.id, 6), (Self.x, 300), (Self.id, 7), (Self.x, 400)])
        Self.frame(&d, 20_000, [(Self.id, -1)])
        #expect(Self.phases(d.finish()) == ["1 began 100", "1 ended 100; 2 began 400; 3 began 400", "2 ended 400", "3 ended 400"])

        // The contact left in the slot is a palm: it begins nothing, so nothing of it is cancelled.
        var palm = Self.decoder()
        Self.frame(&palm, 0, [(Self.id, 5), (Self.x, 100), (Self.y, 100)])
        Self.frame(&palm, 10_000, [(Self.id, -1), (Self.id, 6), (Self.id, 7), (Self.tool, 2), (Self.x, 400)])
        Self.frame(&palm, 20_000, [(Self.id, -1)])
        #expect(Self.phases(palm.finish()) == ["1 began 100", "1 ended 100; 2 began 400", "2 ended 400"])
    }

    @Test("State at open: events file under the kernel's current slot; a finger already down is ignored until it lifts")
    func stateAtOpen() {
        var d = Self.decoder()
        d.start(from: .init(currentSlot: 1, slots: [.init(trackingID: 40, x: 500, y: 500), .init(trackingID: -1, x: 0, y: 0)]))
        // No ABS_MT_SLOT: the kernel sends it only when it changes. Slot 1 is current.
        Self.frame(&d, 0, [(Self.id, 41), (Self.x, 100), (Self.y, 100)])
        Self.frame(&d, 10_000, [(Self.slot, 0), (Self.x, 520)])  // the finger down at open moves: ignored
        Self.frame(&d, 20_000, [(Self.id, -1)])  // and lifts: ignored
        Self.frame(&d, 30_000, [(Self.id, 42), (Self.x, 700)])  // a new finger in slot 0: a touch
        Self.frame(&d, 40_000, [(Self.id, -1), (Self.slot, 1), (Self.id, -1)])
        #expect(Self.phases(d.finish()) == ["1 began 100", "2 began 700", "2 ended 700; 1 ended 100"])
    }

    @Test("Protocol A: a contact the device calls a palm is left out of the frame")
    func protocolAPalm() {
        var d = Self.decoder()
        let mtReport = { (d: inout FrameDecoder, t: Int64) in
            d.consume(type: EvdevCode.synchronization, code: EvdevCode.synMTReport, value: 0, microseconds: t)
        }
        for (x, tool) in [(100, 0), (800, 2)] {
            for (code, value) in [(Self.x, x), (Self.y, 100), (Self.tool, tool)] { d.consume(type: EvdevCode.absolute, code: code, value: value, microseconds: 0) }
            mtReport(&d, 0)
        }
        d.consume(type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0, microseconds: 0)
        mtReport(&d, 10_000)
        d.consume(type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0, microseconds: 10_000)
        #expect(Self.phases(d.finish()) == ["1 began 100", "1 ended 100"])
    }
}
