import GestureKit
import Testing
@testable import GestureEvdev

/// `FrameDecoder.finish()`: how a recording's end is read. Events after the last
/// `SYN_REPORT` are no frame; touches still down are cancelled, not lifted.
@Suite("The end of a recording")
struct RecordingEndTests {
    typealias Rules = DecoderRulesTests

    /// Events without their SYN_REPORT: a frame the recording cut short.
    static func unfinished(_ decoder: inout FrameDecoder, _ t: Int64, _ events: [(Int, Int)]) {
        for (code, value) in events { decoder.consume(type: EvdevCode.absolute, code: code, value: value, microseconds: t) }
    }

    @Test("A12: a touch still down when the recording ends is cancelled where it was last seen, at the last event's time")
    func stillDownIsCancelled() {
        var d = Rules.decoder()
        Rules.frame(&d, 0, [(Rules.id, 1), (Rules.x, 100), (Rules.y, 100)])
        Rules.frame(&d, 10_000, [(Rules.x, 150)])
        let events = d.finish()
        #expect(Rules.phases(events) == ["1 began 100", "1 moved 150", "1 cancelled 150"])
        #expect(events.last?.timestamp == 0.01)
    }

    @Test("A12: a lift after the last SYN_REPORT is not read: the touch is cancelled where the last whole frame left it")
    func unreportedLiftIsNoLift() {
        var d = Rules.decoder()
        Rules.frame(&d, 0, [(Rules.id, 1), (Rules.x, 100), (Rules.y, 100)])
        Self.unfinished(&d, 20_000, [(Rules.x, 180), (Rules.id, -1)])
        #expect(Rules.phases(d.finish()) == ["1 began 100", "1 cancelled 100"])
    }

    @Test("A touch begun after the last SYN_REPORT never begins; one replacing a touch in its slot leaves that one cancelled")
    func unreportedBeginIsNoTouch() {
        var d = Rules.decoder()
        Rules.frame(&d, 0, [(Rules.id, 1), (Rules.x, 100), (Rules.y, 100)])
        Self.unfinished(&d, 20_000, [(Rules.id, 2), (Rules.x, 400), (Rules.slot, 1), (Rules.id, 3), (Rules.x, 600), (Rules.y, 100)])
        #expect(Rules.phases(d.finish()) == ["1 began 100", "1 cancelled 100"])
    }

    @Test("A slot that lifts, begins and lifts again after the last SYN_REPORT: the touch it had is cancelled, the one never sent is not")
    func slotLiftsTwiceUnreported() {
        var d = Rules.decoder()
        Rules.frame(&d, 0, [(Rules.id, 1), (Rules.x, 100), (Rules.y, 100)])
        Self.unfinished(&d, 20_000, [(Rules.id, -1), (Rules.id, 2), (Rules.x, 300), (Rules.id, -1)])
        #expect(Rules.phases(d.finish()) == ["1 began 100", "1 cancelled 100"])
        var replaced = Rules.decoder()
        Rules.frame(&replaced, 0, [(Rules.id, 1), (Rules.x, 100), (Rules.y, 100)])
        Self.unfinished(&replaced, 20_000, [(Rules.id, 2), (Rules.x, 300), (Rules.id, 3)])  // new ids without a -1
        #expect(Rules.phases(replaced.finish()) == ["1 began 100", "1 cancelled 100"])
    }

    @Test("A12: SYN_DROPPED in the middle of a frame: a lift before it is not read, so the touch is cancelled")
    func dropAfterAnUnreportedLift() {
        var d = Rules.decoder()
        Rules.frame(&d, 0, [(Rules.id, 1), (Rules.x, 100), (Rules.y, 100)])
        Self.unfinished(&d, 10_000, [(Rules.id, -1)])
        d.consume(type: EvdevCode.synchronization, code: EvdevCode.synDropped, value: 0, microseconds: 10_000)
        d.consume(type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0, microseconds: 10_000)
        Rules.frame(&d, 30_000, [(Rules.id, 2), (Rules.x, 500), (Rules.y, 100)])  // a new touch after the drop
        Rules.frame(&d, 60_000, [(Rules.id, -1)])
        #expect(Rules.phases(d.finish()) == ["1 began 100", "1 cancelled 100", "2 began 500", "2 ended 500"])
    }

    @Test("SYN_DROPPED in the middle of a frame: a touch begun before it never begins, and its id is ignored until it lifts")
    func dropAfterAnUnreportedBegin() {
        var d = Rules.decoder()
        Self.unfinished(&d, 0, [(Rules.id, 1), (Rules.x, 100), (Rules.y, 100)])
        d.consume(type: EvdevCode.synchronization, code: EvdevCode.synDropped, value: 0, microseconds: 0)
        d.consume(type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0, microseconds: 0)
        Rules.frame(&d, 30_000, [(Rules.x, 120)])
        Rules.frame(&d, 270_000, [(Rules.id, -1)])
        #expect(Rules.phases(d.finish()).isEmpty)  // no tap made up
    }

    @Test("A12: a device gone in the middle of a frame: its lift is not read, the touch is cancelled")
    func goneMidFrame() {
        var d = Rules.decoder()
        Rules.frame(&d, 0, [(Rules.id, 1), (Rules.x, 100), (Rules.y, 100)])
        Self.unfinished(&d, 10_000, [(Rules.x, 150), (Rules.id, -1)])
        d.cancelTouches()
        #expect(Rules.phases(d.events) == ["1 began 100", "1 cancelled 100"])
    }

    @Test("A recording that ends with every touch lifted and its frame reported ends as recorded")
    func cleanEnd() {
        var d = Rules.decoder()
        Rules.frame(&d, 0, [(Rules.id, 1), (Rules.x, 100), (Rules.y, 100)])
        Rules.frame(&d, 50_000, [(Rules.id, -1)])
        #expect(Rules.phases(d.finish()) == ["1 began 100", "1 ended 100"])
    }

    @Test("Protocol A: contacts after the last SYN_REPORT are not read; the last frame's touches are cancelled")
    func protocolA() {
        var d = Rules.decoder()
        let contact = { (d: inout FrameDecoder, t: Int64, x: Int) in
            d.consume(type: EvdevCode.absolute, code: Rules.x, value: x, microseconds: t)
            d.consume(type: EvdevCode.absolute, code: Rules.y, value: 100, microseconds: t)
            d.consume(type: EvdevCode.synchronization, code: EvdevCode.synMTReport, value: 0, microseconds: t)
        }
        contact(&d, 0, 100)
        d.consume(type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0, microseconds: 0)
        contact(&d, 10_000, 140)
        contact(&d, 10_000, 700)
        #expect(Rules.phases(d.finish()) == ["1 began 100", "1 cancelled 100"])
    }
}
