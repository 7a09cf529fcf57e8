import Foundation
import GestureKit
import Testing
@testable import GestureEvdev
@testable import GestureTraces

/// The kernel's binary events, decoded by the same state machine as the evemu importer:
/// real recordings turned into `struct input_event` bytes, read back in chunks of any size.
@Suite("Binary input events (issue 11)")
struct BinaryStreamTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/recordings/evemu")

    /// The `E:` lines of an evemu recording as input events.
    static func inputEvents(_ text: String) -> [InputEvent] {
        do {
            return try EvemuImporter.inputEvents(in: text)
        } catch {
            Issue.record("not a recording: \(error)")
            return []
        }
    }

    /// Decodes `bytes` fed in chunks of the sizes `chunks` cycles through.
    static func decode(_ bytes: [UInt8], chunks: [Int], mapping: AxisMapping, multitouch: Bool) -> [TouchEvent] {
        var stream = InputEventStream()
        var decoder = FrameDecoder(mapping: mapping, multitouch: multitouch)
        var offset = 0, index = 0
        while offset < bytes.count {
            let size = Swift.min(chunks[index % chunks.count], bytes.count - offset)
            index += 1
            let events = bytes[offset..<(offset + size)].withUnsafeBytes { stream.events(from: $0) }
            for event in events {
                decoder.consume(type: event.type, code: event.code, value: event.value, microseconds: event.microseconds)
            }
            offset += size
        }
        #expect(stream.pendingByteCount == 0)
        return decoder.finish()
    }

    static let recordings = [
        "Wacom ISDv4 E6 Finger.double-tap-center.events",
        "Atmel maXTouch Touchscreen.1-finger-fast-taps.events",
        "EP0430M09.4-finger-drag-down.events",
        "N-Trig MultiTouch.2-fingers-touch-release.events",  // protocol A
    ]

    @Test("A real recording as binary events, read in whole events, in 1-byte reads and in uneven chunks, decides exactly as its replay",
          arguments: recordings)
    func sameDecisionsAsReplay(name: String) throws {
        let url = Self.folder.appendingPathComponent(name)
        let imported = try EvemuImporter.read(contentsOf: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        let header = try String(contentsOf: try #require(EvemuImporter.descriptionFile(for: url, deviceName: EvemuImporter.deviceName(in: text))),
                                encoding: .utf8)
        let device = try DeviceDescription(evemuHeader: header)
        let mapping = try #require(AxisMapping(device: device))
        let bytes = Self.inputEvents(text).flatMap(\.bytes)
        let replayed = try Replayer.replay(imported).records.map(\.description)
        for chunks in [[InputEvent.byteCount], [1], [7, 24, 100, 3, 48]] {
            let events = Self.decode(bytes, chunks: chunks, mapping: mapping, multitouch: device.isMultitouch)
            #expect(events == imported.events, "chunks \(chunks)")
            let live = Trace(windowSize: mapping.windowSize, metadata: imported.metadata, events: events)
            #expect(try Replayer.replay(live).records.map(\.description) == replayed, "chunks \(chunks)")
        }
    }

    @Test("A12: a SYN_DROPPED injected mid-gesture cancels the touches down, in the binary stream as in the recording")
    func injectedDrop() throws {
        let url = Self.folder.appendingPathComponent("EP0430M09.4-finger-drag-down.events")
        var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        let firstEvent = lines.firstIndex { $0.hasPrefix("E: ") }!
        // After the 200th event line: a drop, two lost moves, then the next report.
        let at = lines.indices.filter { $0 > firstEvent && lines[$0].hasPrefix("E: ") }[200]
        let time = lines[at].split(separator: " ")[1]
        lines.insert(contentsOf: ["E: \(time) 0000 0003 0", "E: \(time) 0003 0035 10", "E: \(time) 0000 0000 0"], at: at + 1)
        let text = lines.joined(separator: "\n")
        let header = try String(contentsOf: Self.folder.appendingPathComponent("EP0430M09.desc"), encoding: .utf8)
        let imported = try EvemuImporter.read(text, header: header)
        #expect(imported.events.contains { $0.changes.contains { $0.phase == .cancelled } })
        let device = try DeviceDescription(evemuHeader: header)
        let events = Self.decode(Self.inputEvents(text).flatMap(\.bytes), chunks: [5, 19], mapping: try #require(AxisMapping(device: device)),
                                 multitouch: true)
        #expect(events == imported.events)
    }

    @Test("Device descriptions: name, properties, axes, slots and protocol from an evemu header; a bad axis line names its line")
    func deviceDescription() throws {
        let desc = try String(contentsOf: Self.folder.appendingPathComponent("Atmel maXTouch Touchscreen.desc"), encoding: .utf8)
        let device = try DeviceDescription(evemuHeader: desc)
        #expect(device.name == "Atmel maXTouch Touchscreen" && device.isMultitouch && device.usesSlots && device.slotCount == 10)
        #expect(device.axes[EvdevCode.mtX]?.maximum == 799 && device.isDirect)
        let ntrig = try DeviceDescription(evemuHeader: try String(contentsOf: Self.folder.appendingPathComponent("N-Trig MultiTouch.desc"),
                                                                   encoding: .utf8))
        #expect(ntrig.isMultitouch && !ntrig.usesSlots && ntrig.slotCount == 1)
        let message = "an axis line is \"A: <code hex> <min> <max> <fuzz> <flat> [<resolution>]\" with whole numbers"
        #expect(throws: DeviceDescriptionError(message, line: 2)) { try DeviceDescription(evemuHeader: "N: x\nA: zz 0 1 0 0\n") }
        // The kernel's axes are 32-bit integers: the limits read, one past them (or a number
        // that is not whole) does not. Found by the evemu fuzzer: "nan" and "1e300" used to
        // read, and a slot axis of "0 1e300" trapped when counting the slots.
        let widest = try DeviceDescription(evemuHeader: "A: 2f -2147483648 2147483647 0 0\nA: 35 0 1 0 0 -3\n")
        #expect(widest.axes[EvdevCode.mtSlot]?.minimum == -2_147_483_648 && widest.axes[EvdevCode.mtX]?.resolution == 0)
        #expect(widest.slotCount == DeviceDescription.maximumSlotCount)
        for bad in ["A: 2f 0 2147483648 0 0", "A: 2f -2147483649 0 0 0", "A: 2f 0 nan 0 0", "A: 2f 0 1e300 0 0", "A: 2f 0 1.5 0 0", "A: 10000 0 1 0 0"] {
            #expect(throws: DeviceDescriptionError(message, line: 1), "\(bad)") { try DeviceDescription(evemuHeader: bad) }
        }
        // Axes made by hand are counted safely too.
        let inverted = DeviceDescription(axes: [EvdevCode.mtSlot: .init(code: EvdevCode.mtSlot, minimum: 9, maximum: 0)])
        let endless = DeviceDescription(axes: [EvdevCode.mtSlot: .init(code: EvdevCode.mtSlot, minimum: 0, maximum: .infinity)])
        #expect(inverted.slotCount == 1 && endless.slotCount == 1)
    }

    @Test("Bytes of one event split across reads wait for the rest; an event's bytes round-trip")
    func partialEvents() {
        let event = InputEvent(microseconds: 1_330_495_944_185_030, type: 3, code: 0x35, value: -1)
        var stream = InputEventStream()
        let bytes = event.bytes + event.bytes
        let first = bytes[0..<10].withUnsafeBytes { stream.events(from: $0) }
        #expect(first.isEmpty && stream.pendingByteCount == 10)
        let rest = bytes[10...].withUnsafeBytes { stream.events(from: $0) }
        #expect(rest == [event, event] && stream.pendingByteCount == 0)
    }
}

/// Bytes no kernel wrote (noise on a pipe, a 32-bit capture read as 64-bit) may carry any
/// time: the stream and the decoder go on, and the window refuses what is out of range.
@Suite("Binary input events with times beyond an Int64")
struct StreamTimeLimitTests {
    @Test("A time beyond an Int64 of microseconds is the latest or the earliest one, not a trap; times within are exact")
    func streamTimes() {
        #expect(InputEventStream.time(seconds: 1_330_495_944, microseconds: 185_030) == 1_330_495_944_185_030)
        #expect(InputEventStream.time(seconds: .max, microseconds: 0) == .max)
        #expect(InputEventStream.time(seconds: .min, microseconds: 0) == .min)
        #expect(InputEventStream.time(seconds: Int64.max / 1_000_000, microseconds: .max) == .max)
        #expect(InputEventStream.time(seconds: Int64.min / 1_000_000, microseconds: .min) == .min)
        #expect(InputEventStream.time(seconds: Int64.max / 1_000_000, microseconds: 775_807) == .max)  // exactly the largest
        #expect(InputEventStream.time(seconds: Int64.max / 1_000_000, microseconds: 775_808) == .max)  // one past: saturated
        // Whole events of such bytes decode.
        var bytes = InputEvent(microseconds: 0, type: 0, code: 0, value: 0).bytes
        bytes.replaceSubrange(0..<8, with: withUnsafeBytes(of: Int64.max.littleEndian, Array.init))
        var stream = InputEventStream()
        let events = bytes.withUnsafeBytes { stream.events(from: $0) }
        #expect(events.map(\.microseconds) == [.max])
    }

    @Test("The decoder takes times whose difference is beyond an Int64; the window refuses the frame, and the next is read")
    func decoderTimes() throws {
        let device = try DeviceDescription(evemuHeader: "A: 35 0 1000 0 0 10\nA: 36 0 500 0 0 10\nA: 39 0 65535 0 0 0\n")
        var decoder = FrameDecoder(device: device, mapping: try #require(AxisMapping(device: device)))
        func frame(_ micros: Int64, id: Int, x: Int) {
            for (type, code, value) in [(3, 0x39, id), (3, 0x35, x), (3, 0x36, 100), (0, 0, 0)] {
                decoder.consume(type: type, code: code, value: value, microseconds: micros)
            }
        }
        frame(-1, id: 1, x: 100)
        frame(.max, id: 1, x: 200)  // .max − (−1) is beyond an Int64
        let events = decoder.finish()
        #expect(events.count >= 2 && events.allSatisfy { $0.timestamp.isFinite })
        #expect(events[1].timestamp > 9.2e12)  // (.max + 1) µs later, not a difference wrapped round to before the first
        let window = Window(size: Size(width: 1000, height: 500))
        #expect(throws: Never.self) { try window.sendEvent(events[0]) }
        #expect(throws: TouchEventError.self) { try window.sendEvent(events[1]) }  // 9.2·10¹² s: past the clock's end
    }
}

@Suite("Touchscreen coordinates on the screen (issue 11)")
struct ScreenMappingTests {
    static let device = try! DeviceDescription(evemuHeader: "A: 35 0 1000 0 0 10\nA: 36 0 500 0 0 10\n")

    @Test("The panel's corners land on the screen's corners for each mounting; readings past the edge are clamped",
          arguments: ScreenMapping.Rotation.allCases)
    func corners(rotation: ScreenMapping.Rotation) throws {
        let mapping = try #require(ScreenMapping(device: Self.device, screen: Size(width: 1920, height: 1080), rotation: rotation))
        let origin = mapping.point(0, 0), far = mapping.point(1000, 500)
        let expected: (Point, Point) = switch rotation {
        case .none: (Point(x: 0, y: 0), Point(x: 1920, y: 1080))
        case .quarter: (Point(x: 1920, y: 0), Point(x: 0, y: 1080))
        case .half: (Point(x: 1920, y: 1080), Point(x: 0, y: 0))
        case .threeQuarters: (Point(x: 0, y: 1080), Point(x: 1920, y: 0))
        }
        #expect(origin == expected.0 && far == expected.1)
        #expect(mapping.point(-50, 700) == mapping.point(0, 500))
        #expect(mapping.point(500, 250) == Point(x: 960, y: 540))
    }

    @Test("An axis mapping put on a screen decodes positions onto it")
    func axisMappingOnScreen() throws {
        let mapping = try #require(AxisMapping(device: Self.device)?.onScreen(Size(width: 800, height: 400), rotation: .half))
        #expect(mapping.windowSize == Size(width: 800, height: 400) && mapping.point(1000, 500) == .zero)
        var decoder = FrameDecoder(mapping: mapping, multitouch: true)
        for (code, value) in [(0x39, 1), (0x35, 250), (0x36, 125)] {
            decoder.consume(type: 3, code: code, value: value, microseconds: 0)
        }
        decoder.consume(type: 0, code: 0, value: 0, microseconds: 0)
        #expect(decoder.events.first?.changes.first?.location == Point(x: 600, y: 300))
    }

    @Test("No position axes or an empty screen: no mapping")
    func noMapping() throws {
        #expect(ScreenMapping(device: DeviceDescription(), screen: Size(width: 10, height: 10)) == nil)
        #expect(ScreenMapping(device: Self.device, screen: Size(width: 0, height: 10)) == nil)
    }
}
