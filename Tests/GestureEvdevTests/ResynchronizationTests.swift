import Foundation
import GestureKit
import Testing
@testable import GestureEvdev
@testable import GestureTraces

/// `SYN_DROPPED` with the kernel's slot state (`EVIOCGMTSLOTS`) handed to the decoder.
@Suite("SYN_DROPPED and the kernel's slot state (issue 11)")
struct ResynchronizationTests {
    static let device = try! DeviceDescription(evemuHeader: "A: 2f 0 9 0 0 0\nA: 35 0 1000 0 0 10\nA: 36 0 1000 0 0 10\nA: 39 0 65535 0 0 0\n")

    static func decoder() -> FrameDecoder {
        FrameDecoder(mapping: AxisMapping(device: device)!.onScreen(Size(width: 1000, height: 1000))!, multitouch: true)
    }

    static func phases(_ events: [TouchEvent]) -> [String] {
        events.map { event in
            event.changes.map { "\($0.id) \($0.phase) \(Int($0.location.x))" }.joined(separator: "; ")
        }
    }

    /// A protocol A frame: a contact at each x (y 100), each closed by SYN_MT_REPORT, then SYN_REPORT.
    static func protocolAFrame(_ decoder: inout FrameDecoder, at t: Int64, xs: [Int]) {
        for x in xs {
            for (code, value) in [(0x35, x), (0x36, 100)] { decoder.consume(type: 3, code: code, value: value, microseconds: t) }
            decoder.consume(type: 0, code: 2, value: 0, microseconds: t)  // SYN_MT_REPORT
        }
        decoder.consume(type: 0, code: 0, value: 0, microseconds: t)
    }

    /// Two fingers down (slots 0 and 1), then a drop.
    static func twoFingersThenDrop(_ decoder: inout FrameDecoder) {
        for (code, value) in [(0x2f, 0), (0x39, 10), (0x35, 100), (0x36, 100), (0x2f, 1), (0x39, 11), (0x35, 300), (0x36, 100)] {
            decoder.consume(type: 3, code: code, value: value, microseconds: 0)
        }
        decoder.consume(type: 0, code: 0, value: 0, microseconds: 0)
        decoder.consume(type: 0, code: 3, value: 0, microseconds: 10_000)  // SYN_DROPPED
        decoder.consume(type: 3, code: 0x35, value: 999, microseconds: 10_000)  // lost with the drop
        decoder.consume(type: 0, code: 0, value: 0, microseconds: 10_000)
    }

    /// Two fingers down, then a frame the drop cuts: slot 2 takes id 12 at x 700, and no
    /// SYN_REPORT comes before the SYN_DROPPED.
    static func twoFingersThenACutFrame(_ decoder: inout FrameDecoder) {
        for (code, value) in [(0x2f, 0), (0x39, 10), (0x35, 100), (0x36, 100), (0x2f, 1), (0x39, 11), (0x35, 300), (0x36, 100)] {
            decoder.consume(type: 3, code: code, value: value, microseconds: 0)
        }
        decoder.consume(type: 0, code: 0, value: 0, microseconds: 0)
        for (code, value) in [(0x2f, 2), (0x39, 12), (0x35, 700), (0x36, 100)] { decoder.consume(type: 3, code: code, value: value, microseconds: 5_000) }
        decoder.consume(type: 0, code: 3, value: 0, microseconds: 10_000)  // SYN_DROPPED
        decoder.consume(type: 0, code: 0, value: 0, microseconds: 10_000)
    }

    @Test("The frame a drop cuts is forgotten (libevdev): a finger it began that the state shows gone makes no tap")
    func cutFrameGone() {
        var decoder = Self.decoder()
        Self.twoFingersThenACutFrame(&decoder)
        decoder.resynchronize(.init(currentSlot: 2, slots: [
            .init(trackingID: 10, x: 100, y: 100), .init(trackingID: 11, x: 300, y: 100), .init(trackingID: -1, x: 700, y: 100),
        ]))
        #expect(Self.phases(decoder.events) == ["1 began 100; 2 began 300"])
    }

    @Test("The frame a drop cuts is forgotten, its tracking ids too: a finger it began that the state shows down begins")
    func cutFrameStillDown() {
        var decoder = Self.decoder()
        Self.twoFingersThenACutFrame(&decoder)
        decoder.resynchronize(.init(currentSlot: 2, slots: [
            .init(trackingID: 10, x: 100, y: 100), .init(trackingID: 11, x: 300, y: 100), .init(trackingID: 12, x: 710, y: 100),
        ]))
        // Touch 3 was the cut frame's, never sent: ids are never reused.
        #expect(Self.phases(decoder.events) == ["1 began 100; 2 began 300", "4 began 710"])
    }

    @Test("A12: a protocol A device has no state to read: after a drop its touches are cancelled, not lifted")
    func protocolAResynchronizes() {
        var decoder = Self.decoder()
        Self.protocolAFrame(&decoder, at: 0, xs: [100])
        decoder.consume(type: 0, code: 3, value: 0, microseconds: 10_000)  // SYN_DROPPED
        decoder.resynchronize(.init(currentSlot: 0, slots: []))
        #expect(Self.phases(decoder.events) == ["1 began 100", "1 cancelled 100"])
        // The finger is still down: listed again, it is ignored until a frame lists none.
        Self.protocolAFrame(&decoder, at: 20_000, xs: [110])
        Self.protocolAFrame(&decoder, at: 30_000, xs: [])
        Self.protocolAFrame(&decoder, at: 40_000, xs: [500])
        #expect(Self.phases(decoder.events) == ["1 began 100", "1 cancelled 100", "2 began 500"])
    }

    @Test("After a drop the decoder takes the device's state and emits the differences, as libevdev: a touch still down moves, one that lifted meanwhile ends, one that landed begins")
    func resynchronize() {
        var decoder = Self.decoder()
        Self.twoFingersThenDrop(&decoder)
        #expect(decoder.awaitsResynchronization)
        // Meanwhile: slot 0's finger is still down (moved), slot 1's lifted, slot 2 has a new finger.
        decoder.resynchronize(.init(currentSlot: 2, slots: [
            .init(trackingID: 10, x: 150, y: 100), .init(trackingID: -1, x: 300, y: 100), .init(trackingID: 12, x: 700, y: 100),
        ]))
        #expect(!decoder.awaitsResynchronization)
        // Decoding resumes: slot 2 (current) moves, slot 0 moves, both lift.
        for (code, value) in [(0x35, 720), (0x2f, 0), (0x35, 160)] { decoder.consume(type: 3, code: code, value: value, microseconds: 20_000) }
        decoder.consume(type: 0, code: 0, value: 0, microseconds: 20_000)
        for (code, value) in [(0x39, -1), (0x2f, 2), (0x39, -1)] { decoder.consume(type: 3, code: code, value: value, microseconds: 30_000) }
        decoder.consume(type: 0, code: 0, value: 0, microseconds: 30_000)
        #expect(Self.phases(decoder.events) == [
            "1 began 100; 2 began 300", "2 ended 300; 3 began 700; 1 moved 150", "1 moved 160; 3 moved 720", "1 ended 160; 3 ended 720",
        ])
        #expect(decoder.events[1].timestamp == 0.01)  // at the drop
    }

    @Test("The state is read whole: a finger that became a palm during the loss is cancelled; a tracking id that changed ends one contact and begins another")
    func resynchronizeEveryAxis() {
        var decoder = Self.decoder()
        Self.twoFingersThenDrop(&decoder)
        decoder.resynchronize(.init(currentSlot: 1, slots: [
            .init(trackingID: 10, x: 100, y: 100, toolType: EvdevCode.toolPalm), .init(trackingID: 13, x: 500, y: 100),
        ]))
        #expect(Self.phases(decoder.events) == ["1 began 100; 2 began 300", "2 ended 300; 1 cancelled 100; 3 began 500"])
    }

    @Test("A frame still queued after the drop, repeating what the state already holds, changes nothing (libevdev drains the queue; a repeated id is no change)")
    func staleFrameAfterResynchronization() {
        var decoder = Self.decoder()
        Self.twoFingersThenDrop(&decoder)
        decoder.resynchronize(.init(currentSlot: 1, slots: [.init(trackingID: 10, x: 100, y: 100), .init(trackingID: 11, x: 300, y: 100)]))
        for (code, value) in [(0x2f, 0), (0x39, 10), (0x2f, 1), (0x39, 11)] { decoder.consume(type: 3, code: code, value: value, microseconds: 20_000) }
        decoder.consume(type: 0, code: 0, value: 0, microseconds: 20_000)
        #expect(Self.phases(decoder.finish()) == ["1 began 100; 2 began 300", "1 cancelled 100; 2 cancelled 300"])  // still down at the end
    }

    @Test("Single-touch devices resynchronize too: BTN_TOUCH and ABS_X/Y from the state")
    func singleTouchResynchronizes() {
        let device = try! DeviceDescription(evemuHeader: "A: 00 0 1000 0 0 10\nA: 01 0 1000 0 0 10\n")
        var decoder = FrameDecoder(device: device, mapping: AxisMapping(device: device)!.onScreen(Size(width: 1000, height: 1000))!)
        let frame = { (d: inout FrameDecoder, t: Int64, events: [(Int, Int, Int)]) in
            for (type, code, value) in events { d.consume(type: type, code: code, value: value, microseconds: t) }
            d.consume(type: 0, code: 0, value: 0, microseconds: t)
        }
        frame(&decoder, 0, [(1, EvdevCode.btnTouch, 1), (3, 0, 100), (3, 1, 100)])
        decoder.consume(type: 0, code: 3, value: 0, microseconds: 10_000)
        #expect(decoder.awaitsResynchronization)
        decoder.resynchronize(.init(currentSlot: 0, slots: [], keys: [], axes: [0: 150, 1: 100]))  // lifted meanwhile
        decoder.consume(type: 0, code: 3, value: 0, microseconds: 20_000)
        decoder.resynchronize(.init(currentSlot: 0, slots: [], keys: [EvdevCode.btnTouch], axes: [0: 400, 1: 100]))  // down again
        frame(&decoder, 30_000, [(3, 0, 420)])
        #expect(Self.phases(decoder.finish()) == ["1 began 100", "1 ended 100", "2 began 400", "2 moved 420", "2 cancelled 420"])
    }

    @Test("A12: without a slot state (a recording), the touches that were down stay ignored until their slots lift")
    func withoutSlotState() {
        var decoder = Self.decoder()
        Self.twoFingersThenDrop(&decoder)
        for (code, value) in [(0x2f, 0), (0x35, 170), (0x2f, 1), (0x39, -1)] { decoder.consume(type: 3, code: code, value: value, microseconds: 20_000) }
        decoder.consume(type: 0, code: 0, value: 0, microseconds: 20_000)
        #expect(!decoder.awaitsResynchronization)  // the next event clears the request
        for (code, value) in [(0x39, 13), (0x35, 500)] { decoder.consume(type: 3, code: code, value: value, microseconds: 30_000) }
        decoder.consume(type: 0, code: 0, value: 0, microseconds: 30_000)
        #expect(Self.phases(decoder.events) == ["1 began 100; 2 began 300", "1 cancelled 100; 2 cancelled 300", "3 began 500"])
    }

    @Test("Protocol A has no state to ask for: its touches are cancelled at the drop's SYN_REPORT")
    func protocolAHasNoState() {
        var decoder = Self.decoder()
        Self.protocolAFrame(&decoder, at: 0, xs: [100])
        decoder.consume(type: 0, code: 3, value: 0, microseconds: 10_000)
        decoder.consume(type: 0, code: 0, value: 0, microseconds: 10_000)
        #expect(!decoder.awaitsResynchronization)
        #expect(Self.phases(decoder.events) == ["1 began 100", "1 cancelled 100"])
    }

    @Test("A recording's drop cancels the fingers counted by BTN_TOOL_*; still counted, they are ignored until they lift, and the next finger begins")
    func countedFingersAwaitTheirLift() throws {
        typealias Pad = CountedFingerTests
        let frames: [[(Int, Int, Int)]] = [
            Pad.slot(0, id: 1, x: 300, y: 400) + Pad.slot(1, id: 2, x: 500, y: 500)
                + [(3, 0x00, 300), (3, 0x01, 400), Pad.key(EvdevCode.btnTouch, true), Pad.key(EvdevCode.btnToolDoubleTap, true)],
            [(3, 0x01, 380)],
            [(0, EvdevCode.synDropped, 0)],  // then its SYN_REPORT: no state in a recording
            [(3, 0x01, 300)],  // the two fingers carry on: the second half of a scroll, not a new one
            [(3, 0x01, 250)],
            Pad.slot(0, id: -1) + Pad.slot(1, id: -1) + [Pad.key(EvdevCode.btnToolDoubleTap, false), Pad.key(EvdevCode.btnTouch, false)],
            [(3, 0x00, 600), (3, 0x01, 300), Pad.key(EvdevCode.btnTouch, true), Pad.key(EvdevCode.btnToolFinger, true)],
            [Pad.key(EvdevCode.btnToolFinger, false), Pad.key(EvdevCode.btnTouch, false)],
        ]
        let header = Pad.header(slots: 2, properties: [0, 2, EvdevCode.propertySemiMultitouch])
        let trace = try EvemuImporter.read(header + Pad.events(frames))
        #expect(Pad.phases(trace) == ["1 began 188,251; 2 began 263,251", "1 moved 188,239; 2 moved 263,239",
                                      "1 cancelled 188,239; 2 cancelled 263,239", "3 began 377,188", "3 ended 377,188"])
    }

    @Test("The state's BTN_TOOL_* keys set the finger count: a third finger landing during the loss on a 2-slot pad begins, and ends when the state counts two again")
    func resynchronizationReadsFingerKeys() throws {
        let pad = try DeviceDescription(evemuHeader: CountedFingerTests.header(slots: 2, properties: [0, 2]))
        var decoder = FrameDecoder(device: pad, mapping: try #require(AxisMapping(device: pad)))
        for (type, code, value) in [(3, 0x2f, 0), (3, 0x39, 10), (3, 0x35, 200), (3, 0x36, 300), (3, 0x2f, 1), (3, 0x39, 11),
                                    (3, 0x35, 400), (3, 0x36, 300), (1, EvdevCode.btnTouch, 1), (1, EvdevCode.btnToolDoubleTap, 1), (0, 0, 0)] {
            decoder.consume(type: type, code: code, value: value, microseconds: 0)
        }
        let slots: [FrameDecoder.SlotReading] = [.init(trackingID: 10, x: 200, y: 300), .init(trackingID: 11, x: 400, y: 300)]
        decoder.consume(type: 0, code: 3, value: 0, microseconds: 10_000)  // SYN_DROPPED
        decoder.resynchronize(.init(currentSlot: 1, slots: slots, keys: [EvdevCode.btnTouch, EvdevCode.btnToolTripleTap]))
        decoder.consume(type: 0, code: 3, value: 0, microseconds: 20_000)
        decoder.resynchronize(.init(currentSlot: 1, slots: slots, keys: [EvdevCode.btnTouch, EvdevCode.btnToolDoubleTap]))
        // The third finger is counted, 75 points beside the topmost tracked one.
        #expect(Self.phases(decoder.events) == ["1 began 125; 2 began 251", "3 began 200", "3 ended 200"])
    }
}

/// `--record`: what the device sent, written as an evemu recording, reads back the same.
@Suite("Recording a device (issue 11)")
struct EvemuWriterTests {
    @Test("A real recording's events written by the recorder import to the same touches; the header describes the same device")
    func roundTrip() throws {
        let folder = BinaryStreamTests.folder
        let url = folder.appendingPathComponent("Wacom ISDv4 E6 Finger.2fg-tap.events")
        let device = try DeviceDescription(evemuHeader: try String(contentsOf: folder.appendingPathComponent("Wacom ISDv4 E6 Finger.desc"),
                                                                    encoding: .utf8))
        let events = BinaryStreamTests.inputEvents(try String(contentsOf: url, encoding: .utf8))
        var writer = EvemuWriter()
        let recorded = EvemuWriter.header(for: device) + events.map { writer.line(for: $0) }.joined(separator: "\n") + "\n"
        #expect(try DeviceDescription(evemuHeader: recorded) == device)
        let original = try EvemuImporter.read(contentsOf: url)
        let again = try EvemuImporter.read(recorded)
        #expect(again.events == original.events && again.windowSize == original.windowSize)
    }

    @Test("Times count from the first event in whole microseconds")
    func times() {
        var writer = EvemuWriter()
        #expect(writer.line(for: InputEvent(microseconds: 1_700_000_000_250_000, type: 3, code: 0x35, value: 12)) == "E: 0.000000 0003 0035 12")
        #expect(writer.line(for: InputEvent(microseconds: 1_700_000_001_250_007, type: 0, code: 0, value: 0)) == "E: 1.000007 0000 0000 0")
        // Further apart than an Int64 holds: the latest time, not a trap.
        var far = EvemuWriter()
        _ = far.line(for: InputEvent(microseconds: -1, type: 0, code: 0, value: 0))
        #expect(far.line(for: InputEvent(microseconds: .max, type: 0, code: 0, value: 0)) == "E: 9223372036854.775807 0000 0000 0")
    }

    @Test("A description built by hand with values no evemu file holds: clamped to 32 bits, NaN axes and odd bits left out")
    func oddDescription() throws {
        let device = DeviceDescription(name: "Odd", properties: [-1, 1, 64], axes: [
            EvdevCode.mtX: .init(code: EvdevCode.mtX, minimum: -.infinity, maximum: 1e300, resolution: 9.7),
            EvdevCode.mtY: .init(code: EvdevCode.mtY, minimum: 0, maximum: .nan),
            EvdevCode.pressure: .init(code: EvdevCode.pressure, minimum: 0, maximum: 255, resolution: .nan),
        ], eventTypes: [-3, 3], keys: [-1, 330])
        let header = EvemuWriter.header(for: device)
        #expect(header.contains("A: 35 -2147483648 2147483647 0 0 9\n") && !header.contains("A: 36"))
        #expect(header.contains("A: 18 0 255 0 0 0\n"))  // a NaN resolution is unknown: the axis stays
        #expect(header.contains("P: 02 00 00 00 00 00 00 00"))
        let read = try DeviceDescription(evemuHeader: header)
        #expect(read.properties == [1] && read.keys == [330] && read.eventTypes == [3])
    }
}

/// Picking the device to listen to.
@Suite("Device discovery (issue 11)")
struct DeviceDiscoveryTests {
    static let screen = DeviceDescription(name: "ELAN Touchscreen", properties: [EvdevCode.propertyDirect],
                                          axes: [EvdevCode.mtX: .init(code: EvdevCode.mtX, minimum: 0, maximum: 100),
                                                 EvdevCode.mtY: .init(code: EvdevCode.mtY, minimum: 0, maximum: 100)])
    static let pad = DeviceDescription(name: "SynPS/2 Synaptics TouchPad", axes: screen.axes)
    static let keyboard = DeviceDescription(name: "AT Translated Set 2 keyboard")

    @Test("Without --device: the first touchscreen, else the first touchpad; kinds from the description")
    func automatic() throws {
        let devices = [DiscoveredDevice(path: "/dev/input/event0", description: Self.keyboard),
                       DiscoveredDevice(path: "/dev/input/event1", description: Self.pad),
                       DiscoveredDevice(path: "/dev/input/event2", description: Self.screen)]
        #expect(try DeviceDiscovery.choose(nil, among: devices) == "/dev/input/event2")
        #expect(try DeviceDiscovery.choose(nil, among: Array(devices.prefix(2))) == "/dev/input/event1")
        #expect([Self.screen.kind, Self.pad.kind, Self.keyboard.kind] == [.touchscreen, .touchpad, .other])
    }

    @Test("--device: a path is taken as given; a name matches any part, any case")
    func requested() throws {
        let devices = [DiscoveredDevice(path: "/dev/input/event1", description: Self.pad),
                       DiscoveredDevice(path: "/dev/input/event2", description: Self.screen)]
        #expect(try DeviceDiscovery.choose("/dev/input/event9", among: devices) == "/dev/input/event9")
        #expect(try DeviceDiscovery.choose("synaptics", among: devices) == "/dev/input/event1")
        #expect(throws: EvdevError(.noMatchingDevice("no input device's name contains \"wacom\" (see `gesturekit devices`)"))) {
            try DeviceDiscovery.choose("wacom", among: devices)
        }
    }

    @Test("Nothing to listen to: the message says why (no devices, or devices this user may not read)")
    func nothing() {
        #expect(throws: EvdevError(.noMatchingDevice(
            "no touchscreen or touchpad found; no input devices are visible (none plugged in, or in a container without /dev/input)"))) {
            try DeviceDiscovery.choose(nil, among: [])
        }
        let denied = [DiscoveredDevice(path: "/dev/input/event0", error: EvdevError(.permissionDenied, path: "/dev/input/event0")),
                      DiscoveredDevice(path: "/dev/input/event1", description: Self.keyboard)]
        do {
            _ = try DeviceDiscovery.choose(nil, among: denied)
            Issue.record("chose a device")
        } catch {
            #expect(error.description.hasPrefix("no touchscreen or touchpad found; 1 of 2 devices could not be read: permission denied: input devices belong to the 'input' group"))
        }
    }
}
