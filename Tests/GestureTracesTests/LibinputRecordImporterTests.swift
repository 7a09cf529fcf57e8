import Foundation
import GestureEvdev
import GestureKit
import Testing
@testable import GestureTraces

/// `libinput record` files: the real evemu recordings written out as libinput records them
/// (libinput-record(1), "FILE FORMAT") read back to the same touches, and each variant of
/// the format, and each error, written by hand.
@Suite("libinput record files")
struct LibinputRecordImporterTests {
    /// The recordings of touchscreens (protocol B, protocol A) and touchpads (counted
    /// fingers, semi-multitouch) whose description and events are rewritten.
    static let realRecordings = [
        "evemu/Wacom ISDv4 E6 Finger.double-tap-center.events",
        "evemu/Wacom ISDv4 E6 Finger.double-center-circle.events",
        "evemu/Atmel maXTouch Touchscreen.4-finger-drag-down.events",
        "evemu/N-Trig MultiTouch.2-fingers-touch-release.events",
        "evemu/QUANTA OpticalTouchScreen.touch-hover.events",
        "evemu-touchpads/ETPS2 Elantech Touchpad.events",
        "evemu-touchpads/SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-vertical.events",
        "evemu-touchpads/AlpsPS2 ALPS GlidePoint.double-tap.events",
    ]

    @Test("A real recording written as libinput records it reads to the same touches as its evemu file",
          arguments: realRecordings)
    func sameAsEvemu(path: String) throws {
        let url = recordings.deletingLastPathComponent().appendingPathComponent(path)
        let evemu = try EvemuImporter.read(contentsOf: url)
        let text = try Self.libinputText(ofEvemu: url)
        let trace = try LibinputRecordImporter.read(text)
        #expect(trace.events.count > 0)
        #expect(trace.events == evemu.events, "\(path)")
        #expect(trace.windowSize == evemu.windowSize && trace.metadata["mapping"] == evemu.metadata["mapping"])
        #expect(trace.metadata["kind"] == evemu.metadata["kind"] && trace.metadata["format"] == "libinput")
        let (mine, theirs) = (try Replayer.replay(trace), try Replayer.replay(evemu))
        #expect(mine.records == theirs.records && mine.actions.count == theirs.actions.count && mine.rejected.isEmpty)
    }

    @Test("Told by its keys whatever its name; --format libinput names it; a dataset refuses it")
    func detection() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("libinput-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["touch.yml", "touch.yaml", "recording.txt", "noname"] {
            let url = folder.appendingPathComponent(name)
            try Self.tap.write(to: url, atomically: true, encoding: .utf8)
            #expect(TraceSourceFormat.detect(url) == .libinput, "\(name)")
            let traces = try TraceSourceFormat.traces(from: url)
            #expect(traces.count == 1 && traces[0].metadata["source"] == name)
            #expect(try Replayer.replay(traces[0]).count(of: "tap") == 1)
        }
        #expect(!LibinputRecordImporter.looksLikeRecording("version: 1\nbindings: []\n"))
        #expect(!LibinputRecordImporter.looksLikeRecording("  version: 1\n  devices:\n"))
        #expect(throws: TraceError.self) { try Dataset(contentsOf: folder.appendingPathComponent("touch.yml")) }
    }

    @Test("The example of the type's documentation")
    func documentedExample() throws {
        let trace = try LibinputRecordImporter.read(Self.tap)
        #expect(trace.metadata["device"] == "Example Touchscreen" && trace.metadata["node"] == "/dev/input/event5")
        #expect(trace.events.map { $0.changes.map(\.phase) } == [[.began], [.ended]])
        #expect(trace.events[1].timestamp == 0.08)
        #expect(trace.metadata["others"] == nil)
        // absinfo's resolution (16 units a millimetre): 4095 units are 255.9 mm, 1612 points.
        #expect(trace.metadata["mapping"] == "from the device's resolution at 160 points per inch")
        #expect(trace.windowSize == Size(width: (4095.0 / 16 * 160 / 25.4).rounded(), height: (4095.0 / 16 * 160 / 25.4).rounded()))
    }

    @Test("Several devices: the touch device with events is read, the others are named")
    func severalDevices() throws {
        let text = """
            version: 1
            ndevices: 3
            libinput:
              version: "1.25.0"
            system:
              os: "debian:13"
              kernel: "6.12.0"
              dmi: "dmi:bvnLENOVO:bvrN2HET:..."
            devices:
              - node: /dev/input/event3
                evdev:
                  name: "AT Translated Set 2 keyboard"
                  id: [17, 1, 1, 43841]
                  codes:
                    0: [0, 1, 4] # EV_SYN
                    1: [1, 2, 3, 30, 31] # EV_KEY
                  properties: []
                udev:
                  properties:
                  - ID_INPUT=1
                  - ID_INPUT_KEYBOARD=1
                events:
                  - evdev:
                    - [  0,      0,   1,  30,     1] # EV_KEY / KEY_A                     1
                    - [  0,      0,   0,   0,     0] # ------------ SYN_REPORT (0) ------- +0ms
              - node: /dev/input/event9
                evdev:
                  name: "Touchscreen with no events"
                  id: [3, 1, 2, 3]
                  codes:
                    1: [330] # EV_KEY
                    3: [0, 1] # EV_ABS
                  absinfo:
                    0: [0, 999, 0, 0, 10]
                    1: [0, 999, 0, 0, 10]
                  properties: [1]
                events:
              - node: /dev/input/event12
            \(Self.touchpadBody)
            """
        let trace = try LibinputRecordImporter.read(text)
        #expect(trace.metadata["device"] == "SYNA8004:00 06CB:CD8B Touchpad" && trace.metadata["node"] == "/dev/input/event12")
        #expect(trace.metadata["kind"] == "touchpad")
        #expect(trace.metadata["others"]
            == "/dev/input/event3 \"AT Translated Set 2 keyboard\" (other, 2 events); /dev/input/event9 \"Touchscreen with no events\" (touchscreen, 0 events)")
        #expect(trace.events.map { $0.changes.count } == [1, 1, 1])
        #expect(trace.events.last?.changes.first?.phase == .ended)
    }

    /// A file of two touchpads, at event12 and event14.
    static func twoTouchpads(_ first: String = touchpadBody, _ second: String = touchpadBody) -> String {
        """
        version: 1
        ndevices: 2
        devices:
          - node: /dev/input/event12
        \(first)
          - node: /dev/input/event14
        \(second)
        """
    }

    @Test("Two touch devices with events: a trace for each, in the file's order, each naming the devices it leaves out")
    func twoTouchDevices() throws {
        let text = Self.twoTouchpads()
        let traces = try LibinputRecordImporter.readAll(text)
        #expect(traces.map { $0.metadata["node"] } == ["/dev/input/event12", "/dev/input/event14"])
        #expect(traces[0].metadata["others"] == "/dev/input/event14 \"SYNA8004:00 06CB:CD8B Touchpad\" (touchpad, 12 events)")
        #expect(traces[1].metadata["others"] == "/dev/input/event12 \"SYNA8004:00 06CB:CD8B Touchpad\" (touchpad, 12 events)")
        #expect(traces[0].events == traces[1].events)
        #expect(try LibinputRecordImporter.read(text).metadata["node"] == "/dev/input/event12")  // read: the first
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("two-\(UUID().uuidString).yml")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try TraceSourceFormat.traces(from: file).count == 2)
    }

    @Test("A touch device whose events cannot be read costs only its trace; the others say which was not read; read(_:) reads the first alone")
    func oneBadDevice() throws {
        // The second touchpad's lift goes back in time.
        let broken = Self.touchpadBody.replacingOccurrences(of: "[  0,  24000,", with: "[  0,   6000,")
        let text = Self.twoTouchpads(Self.touchpadBody, broken)
        let traces = try LibinputRecordImporter.readAll(text)
        #expect(traces.map { $0.metadata["node"] } == ["/dev/input/event12"])
        #expect(traces[0].metadata["unread"]?.hasPrefix("device 2 of 2, /dev/input/event14: line ") == true)
        #expect(traces[0].metadata["unread"]?.hasSuffix(": time goes backwards") == true)
        #expect(try LibinputRecordImporter.read(text).events == traces[0].events)
        // With every touch device unreadable, the first one's error.
        let none = """
            version: 1
            ndevices: 1
            devices:
              - node: /dev/input/event14
            \(broken)
            """
        #expect(throws: TraceError.self) { try LibinputRecordImporter.readAll(none) }
    }

    /// A touchpad's `evdev` and `events`, as the last device of a file (indented by four),
    /// its events level with their key.
    static let touchpadBody = """
            evdev:
              # Name: SYNA8004:00 06CB:CD8B Touchpad
              # Supported Events:
              # Event type 3 (EV_ABS)
              name: SYNA8004:00 06CB:CD8B Touchpad # unquoted, with a comment
              id: [24, 1739, 52619, 256]
              codes:
                0: [0, 1, 2, 3, 4] # EV_SYN
                1: [272, 325, 330, 333, 334, 335, 328] # EV_KEY
                3: [0, 1, 47, 53, 54, 55, 57] # EV_ABS
              absinfo:
                0: [0, 1216, 0, 0, 12]
                1: [0, 680, 0, 0, 12]
                47: [0, 4, 0, 0, 0]
                53: [0, 1216, 0, 0, 12]
                54: [0, 680, 0, 0, 12]
                55: [0, 2, 0, 0, 0]
                57: [0, 65535, 0, 0, 0]
              properties: [0, 2]
            hid: [5, 1, 9, 2, 161, 1]
            quirks:
            - AttrPalmSizeThreshold=5
            events:
            - hid:
                time: [  0,      0]
                hidraw0: [1, 2, 3]
            - evdev:
              - [  0,      0,   3,  57,    11] # EV_ABS / ABS_MT_TRACKING_ID    11
              - [  0,      0,   3,  53,   600] # EV_ABS / ABS_MT_POSITION_X    600
              - [  0,      0,   3,  54,   300] # EV_ABS / ABS_MT_POSITION_Y    300
              - [  0,      0,   1, 330,     1] # EV_KEY / BTN_TOUCH             1
              - [  0,      0,   1, 325,     1] # EV_KEY / BTN_TOOL_FINGER       1
              - [  0,      0,   0,   0,     0] # ------------ SYN_REPORT (0) ------- +0ms
            - libinput:
              - {time: 0.0, type: POINTER_MOTION, delta: [0.00, 0.00]}
            - evdev:
              - [  0,  12000,   3,  53,   640] # EV_ABS / ABS_MT_POSITION_X    640
              - [  0,  12000,   0,   0,     0] # ------------ SYN_REPORT (0) ------- +12ms
            - evdev:
              - [  0,  24000,   3,  57,    -1] # EV_ABS / ABS_MT_TRACKING_ID    -1
              - [  0,  24000,   1, 330,     0] # EV_KEY / BTN_TOUCH             0
              - [  0,  24000,   1, 325,     0] # EV_KEY / BTN_TOOL_FINGER       0
              - [  0,  24000,   0,   0,     0] # ------------ SYN_REPORT (0) ------- +12ms
        """

    @Test("Windows line ends, quoted names with # in them, flush-left device lists, and sequences under their key")
    func layoutVariants() throws {
        let compact = Self.tap
            .replacingOccurrences(of: "name: Example Touchscreen", with: "name: \"Example #1 \\\"Touch\\\"\"")
            .replacingOccurrences(of: "\n  - node:", with: "\n- node:")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(2)) : String($0) }  // items level with their keys
            .joined(separator: "\r\n")
        let trace = try LibinputRecordImporter.read(compact)
        #expect(trace.metadata["device"] == "Example #1 \"Touch\"")
        #expect(trace.events == (try LibinputRecordImporter.read(Self.tap)).events)
    }

    @Test("--with-libinput frames (a libinput: key beside evdev:), a bare - before a device's keys, an apostrophe in a plain name")
    func withLibinputEvents() throws {
        let text = """
            version: 1
            ndevices: 1
            devices:
            -
              node: /dev/input/event5
              evdev:
                name: Bob's Touchscreen # a comment
                codes:
                  1: [330]
                  3: [0, 1, 47, 53, 54, 57]
                absinfo:
                  0: [0, 4095, 0, 0, 16]
                  1: [0, 4095, 0, 0, 16]
                  47: [0, 9, 0, 0, 0]
                  53: [0, 4095, 0, 0, 16]
                  54: [0, 4095, 0, 0, 16]
                  57: [0, 65535, 0, 0, 0]
                properties: [1]
              events:
              - evdev:
                - [  0,      0,   3,  57,   7]
                - [  0,      0,   3,  53, 800]
                - [  0,      0,   3,  54, 900]
                - [  0,      0,   1, 330,   1]
                - [  0,      0,   0,   0,   0]
                libinput:
                - {time: 0.000000, type: TOUCH_DOWN, slot: 0 (0), point: [20.00, 22.00], transformed: [0.00, 0.00]}
                - {time: 0.000000, type: TOUCH_FRAME}
              - evdev:
                - [  0,  80000,   3,  57,  -1]
                - [  0,  80000,   1, 330,   0]
                - [  0,  80000,   0,   0,   0]
                libinput:
                - {time: 0.080000, type: TOUCH_UP, slot: 0 (0)}
            """
        let trace = try LibinputRecordImporter.read(text)
        #expect(trace.metadata["device"] == "Bob's Touchscreen" && trace.metadata["node"] == "/dev/input/event5")
        #expect(trace.events == (try LibinputRecordImporter.read(Self.tap)).events)
        // libinput quotes a name without escaping the quotes inside it; YAML doubles a single one.
        for (written, name) in [("\"Foo \"Bar\" #2 Touch\"", "Foo \"Bar\" #2 Touch"), ("'Bob''s #2 Touch'", "Bob's #2 Touch")] {
            let named = text.replacingOccurrences(of: "name: Bob's Touchscreen # a comment", with: "name: \(written)")
            #expect(try LibinputRecordImporter.read(named).metadata["device"] == name)
        }
    }

    @Test("Errors name the line and what is wrong", arguments: [
        ("        - [  0,      0,   3,  57,   7] # EV_ABS / ABS_MT_TRACKING_ID  7",
         "        - [  0,      0,   3,  57] # three fields",
         "line 21: an event is [sec, usec, type, code, value]; got 4 values"),
        ("        - [  0,      0,   3,  53, 800] # EV_ABS / ABS_MT_POSITION_X 800",
         "        - [  0,      0,   3,  53, 8x0]",
         "line 22: an event is [sec, usec, type, code, value]; \"8x0\" is not a whole number"),
        ("        - [  0,      0,   3,  54, 900] # EV_ABS / ABS_MT_POSITION_Y 900",
         "        - [  0,      0,   3,  70000, 900]",
         "line 23: an event is [sec, usec, type, code, value], within the kernel's fields (usec 0…999999, type and code 16 bits, value 32)"),
        ("        - [  0,  80000,   3,  57,  -1] # EV_ABS / ABS_MT_TRACKING_ID -1",
         "        - [  0,  1000000,   3,  57,  -1]",
         "line 27: an event is [sec, usec, type, code, value], within the kernel's fields (usec 0…999999, type and code 16 bits, value 32)"),
        ("        - [  0,  80000,   3,  57,  -1] # EV_ABS / ABS_MT_TRACKING_ID -1",
         "        - [  0,  80000,   3,  57,  2147483648]",
         "line 27: an event is [sec, usec, type, code, value], within the kernel's fields (usec 0…999999, type and code 16 bits, value 32)"),
        ("        - [  0,      0,   3,  57,   7] # EV_ABS / ABS_MT_TRACKING_ID  7",
         "        - [  0,      0,   3,  57,   7,   1]",
         "line 21: an event is [sec, usec, type, code, value]; got 6 values"),
        ("        47: [0, 9, 0, 0, 0]",
         "        47: [0, 9, 0, 0]",
         "line 14: absinfo is \"<code>: [min, max, fuzz, flat, resolution]\"; got 4 values"),
        ("        53: [0, 4095, 0, 0, 16]",
         "        53: [0, 4294967295, 0, 0, 16]",
         "line 15: absinfo is \"<code>: [min, max, fuzz, flat, resolution]\", each a 32-bit whole number"),
        ("      id: [3, 1267, 1, 256]",
         "      id: 3:1267",
         "line 7: an id is [bus, vendor, product, version]"),
        ("        54: [0, 4095, 0, 0, 16]",
         "        ABS_MT_POSITION_Y: [0, 4095, 0, 0, 16]",
         "line 16: expected \"<code>: [...]\" in absinfo"),
        ("        - [  0,  80000,   3,  57,  -1] # EV_ABS / ABS_MT_TRACKING_ID -1",
         "        - [  0,  90000,   3,  57,  -1]",
         "line 28: time goes backwards"),
        ("        53: [0, 4095, 0, 0, 16]",
         "        53: [4095, 0, 0, 0, 16]",
         "line 4: the x axis (code 53) runs from 4095 to 0: a position axis needs a maximum above its minimum (its absinfo)"),
    ])
    func errors(original: String, replacement: String, message: String) {
        let text = Self.tap.replacingOccurrences(of: original, with: replacement)
        #expect(text != Self.tap)
        do {
            _ = try LibinputRecordImporter.read(text)
            Issue.record("accepted: \(replacement)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("A file cut short, and files without a touch device or any device, are refused saying so")
    func refusals() throws {
        let cut = String(Self.tap.dropLast(60))  // inside the last frame's first event
        #expect(throws: TraceError("an event is [sec, usec, type, code, value]; the file ends inside this line (a recording cut short?)",
                                   at: "line 29")) {
            try LibinputRecordImporter.read(cut)
        }
        #expect(throws: TraceError("no devices: a libinput record file lists them under \"devices:\", each with its \"evdev:\" and \"events:\"")) {
            try LibinputRecordImporter.read("version: 1\nndevices: 0\ndevices: []\n")
        }
        let keyboard = Self.tap.replacingOccurrences(of: "1: [330] # EV_KEY", with: "1: [30]")
            .replacingOccurrences(of: "3: [0, 1, 47, 53, 54, 57] # EV_ABS", with: "4: [4]")
            .replacingOccurrences(of: "properties: [1]", with: "properties: []")
            .replacingOccurrences(of: "      absinfo:\n", with: "      unknown-key:\n")
        #expect(throws: TraceError("no touchscreen or touchpad with events among the recorded devices (/dev/input/event5 \"Example Touchscreen\" (other, 8 events))")) {
            try LibinputRecordImporter.read(keyboard)
        }
    }

    /// The documentation's example: one tap on a touchscreen (protocol B).
    static let tap = """
        version: 1
        ndevices: 1
        devices:
          - node: /dev/input/event5
            evdev:
              name: Example Touchscreen
              id: [3, 1267, 1, 256]
              codes:
                1: [330] # EV_KEY
                3: [0, 1, 47, 53, 54, 57] # EV_ABS
              absinfo:
                0: [0, 4095, 0, 0, 16]
                1: [0, 4095, 0, 0, 16]
                47: [0, 9, 0, 0, 0]
                53: [0, 4095, 0, 0, 16]
                54: [0, 4095, 0, 0, 16]
                57: [0, 65535, 0, 0, 0]
              properties: [1]
            events:
              - evdev:
                - [  0,      0,   3,  57,   7] # EV_ABS / ABS_MT_TRACKING_ID  7
                - [  0,      0,   3,  53, 800] # EV_ABS / ABS_MT_POSITION_X 800
                - [  0,      0,   3,  54, 900] # EV_ABS / ABS_MT_POSITION_Y 900
                - [  0,      0,   1, 330,   1] # EV_KEY / BTN_TOUCH         1
                - [  0,      0,   0,   0,   0] # ------------ SYN_REPORT (0) ------- +0ms
              - evdev:
                - [  0,  80000,   3,  57,  -1] # EV_ABS / ABS_MT_TRACKING_ID -1
                - [  0,  80000,   1, 330,   0] # EV_KEY / BTN_TOUCH         0
                - [  0,  80000,   0,   0,   0] # ------------ SYN_REPORT (0) ------- +80ms

        """

    /// An evemu recording's device and events as `libinput record` writes them: the
    /// description from its header (or its `.desc`), times from the first event, one
    /// `- evdev:` item per frame.
    static func libinputText(ofEvemu url: URL) throws -> String {
        let events = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let headerURL = events.contains("\nA: ") ? url : try #require(EvemuImporter.descriptionFile(for: url))
        let device = try DeviceDescription(evemuHeader: String(decoding: try Data(contentsOf: headerURL), as: UTF8.self))
        var lines = ["version: 1", "ndevices: 1", "libinput:", "  version: \"1.25.0\"", "devices:",
                     "  - node: /dev/input/event7", "    evdev:", "      name: \"\(device.name ?? "")\"",
                     "      id: [3, 1, 2, 3]", "      codes:"]
        var types = device.eventTypes.union([EvdevCode.absolute])
        if !device.keys.isEmpty { types.insert(EvdevCode.key) }
        for type in types.sorted() {
            let codes = type == EvdevCode.key ? device.keys.sorted() : type == EvdevCode.absolute ? device.axes.keys.sorted() : []
            lines.append("        \(type): [\(codes.map(String.init).joined(separator: ", "))]")
        }
        lines.append("      absinfo:")
        for axis in device.axes.values.sorted(by: { $0.code < $1.code }) {
            lines.append("        \(axis.code): [\(Int(axis.minimum)), \(Int(axis.maximum)), 0, 0, \(Int(axis.resolution))]")
        }
        lines.append("      properties: [\(device.properties.sorted().map(String.init).joined(separator: ", "))]")
        lines.append("    events:")
        let input = try EvemuImporter.inputEvents(in: events)
        let start = input.first?.microseconds ?? 0
        var frameOpen = false
        for event in input {
            if !frameOpen { lines.append("    - evdev:") }
            frameOpen = !(event.type == EvdevCode.synchronization && event.code == EvdevCode.synReport)
            let time = event.microseconds - start
            lines.append(String(format: "      - [%3lld, %6lld, %3d, %3d, %5d]", time / 1_000_000, time % 1_000_000,
                                event.type, event.code, event.value))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
