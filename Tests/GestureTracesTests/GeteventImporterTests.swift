import Foundation
import GestureKit
import Testing
@testable import GestureEvdev
@testable import GestureTraces

/// Android's `getevent -lt` output (issue 26, point 2): the real traces of
/// shared/recordings/getevent, and each variant of the format written by hand.
@Suite("getevent: Android recordings")
struct GeteventImporterTests {
    static let folder = recordings.deletingLastPathComponent().appendingPathComponent("getevent")

    static func trace(_ path: String) throws -> Trace {
        let url = folder.appendingPathComponent(path)
        #expect(TraceSourceFormat.detect(url) == .getevent)  // by content: the files are .txt
        return try TraceSourceFormat.traces(from: url)[0]
    }

    @Test("Real traces are recognized as their names say (taps, drags, two fingers at once), protocol A, B and single-touch",
          arguments: [
            ("Phone/phone-single-touch.txt", 1, 1, ["tap": 1]),
            ("Phone/phone-three-touches.txt", 3, 1, ["tap": 3]),  // three separate taps
            ("Phone/phone-single-drag.txt", 1, 1, ["pan": 1, "swipeRight": 1]),
            ("Phone/phone-two-finger-drag.txt", 2, 2, ["pan": 1]),
            ("Emulator/emulator-single-touch.txt", 1, 1, ["tap": 1]),
            ("Emulator/emulator-three-touches.txt", 3, 1, ["tap": 3]),
            ("Emulator/emulator-drag.txt", 1, 1, ["pan": 1, "swipeRight": 1]),
          ])
    func realTraces(path: String, touches: Int, atOnce: Int, recognized: [String: Int]) throws {
        let trace = try Self.trace(path)
        let facts = TraceFacts(trace)
        #expect(facts.touches.count == touches && facts.mostFingersDown == atOnce)
        let result = try Replayer.replay(trace)
        for (name, count) in recognized { #expect(result.count(of: name) == count, "\(name) in \(path)") }
        #expect(trace.metadata["format"] == "getevent" && trace.metadata["assumed"]?.hasPrefix("no axis ranges") == true)
    }

    @Test("Without ranges, pressure is scaled to the file's largest value, and metadata.assumed says so")
    func pressureScaleAssumed() throws {
        let trace = try Self.trace("Phone/phone-three-touches.txt")
        let assumed = try #require(trace.metadata["assumed"])
        #expect(assumed.contains("; pressure 0…68, the largest value reached (comparable within this file only)"))
        let forces = trace.events.flatMap(\.changes).compactMap(\.force)
        #expect(forces.max() == 4)  // full scale: maximumPossibleForce
    }

    @Test("Without ranges, an axis runs to the smallest common panel size above its largest value, not at it",
          arguments: [(1079, 1080), (1080, 1200), (65534, 65535), (65535, 65536)])
    func assumedPanelSize(largest: Int, assumed: Int) throws {
        let text = """
            [ 1.000000] EV_ABS ABS_MT_TRACKING_ID 00000001
            [ 1.000000] EV_ABS ABS_MT_POSITION_X \(String(largest, radix: 16).leftPadded(to: 8))
            [ 1.000000] EV_ABS ABS_MT_POSITION_Y 00000010
            [ 1.000000] EV_SYN SYN_REPORT 00000000
            [ 1.010000] EV_ABS ABS_MT_TRACKING_ID ffffffff
            [ 1.010000] EV_SYN SYN_REPORT 00000000

            """
        let note = try #require(try GeteventImporter.read(text).metadata["assumed"])
        #expect(note.contains("assumed x 0…\(assumed), y 0…320,"), "\(note)")
    }

    @Test("A device description (--desc) replaces the file's own ranges, and the guess")
    func descriptionReplacesRanges() throws {
        let events = """
            [ 1.000000] EV_ABS ABS_MT_TRACKING_ID 00000001
            [ 1.000000] EV_ABS ABS_MT_POSITION_X 00000100
            [ 1.000000] EV_ABS ABS_MT_POSITION_Y 00000010
            [ 1.000000] EV_SYN SYN_REPORT 00000000
            [ 1.010000] EV_ABS ABS_MT_TRACKING_ID ffffffff
            [ 1.010000] EV_SYN SYN_REPORT 00000000

            """
        let ranges = "    ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0\n"
            + "    ABS_MT_POSITION_Y     : value 0, min 0, max 2339, fuzz 0, flat 0, resolution 0\n"
        // 2000 × 1000 units at 10 a millimetre: 200 × 100 mm, 1260 × 630 points at 160 per inch.
        let header = "N: Phone\nA: 35 0 2000 0 0 10\nA: 36 0 1000 0 0 10\n"
        for text in [events, ranges + events] {
            let trace = try GeteventImporter.read(text, header: header)
            #expect(trace.metadata["assumed"] == nil)
            #expect(trace.windowSize == Size(width: 1260, height: 630), "\(trace.windowSize)")
        }
        #expect(try GeteventImporter.read(ranges + events).windowSize == Size(width: 1024, height: (2339.0 * 1024 / 1079).rounded()))
    }

    @Test("The paint sessions (protocol B without ABS_MT_SLOT, CRLF lines) read whole: every stroke one touch")
    func paintSessions() throws {
        for (path, strokes) in [("Phone/galaxy-paint-new.txt", 14), ("Phone/galaxys-paint.txt", 34)] {
            let facts = TraceFacts(try Self.trace(path))
            #expect(facts.touches.count == strokes && facts.mostFingersDown == 1, "\(path)")
        }
    }

    @Test("A12: the stroke still down when galaxy-paint-new ends is a pan that began and was cancelled, and is counted so")
    func cancelledAtTheEnd() throws {
        let result = try Replayer.replay(try Self.trace("Phone/galaxy-paint-new.txt"))
        #expect(result.count(of: "pan") == 13 && result.cancelledCount(of: "pan") == 1)
        #expect(result.actions(of: "pan").last?.state == .cancelled)
        #expect(result.cancelledCount(of: "tap") == 0 && result.cancelledCount(of: "no such recognizer") == 0)
    }

    static let variants = """
        add device 1: /dev/input/event2
          name:     "sec_touchscreen"
          events:
            ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 479, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max 799, fuzz 0, flat 0, resolution 0
                        ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
        [       1.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000000
        [       1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    00000064
        [       1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000064
        [       1.000000] /dev/input/event2: EV_SYN       SYN_MT_REPORT        00000000
        [       1.000000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001
        [       1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000000c8
        [       1.000000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000064
        [       1.000000] /dev/input/event2: EV_SYN       SYN_MT_REPORT        00000000
        [       1.000000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [       1.016000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000000
        [       1.016000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000000be
        [       1.016000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000064
        [       1.016000] /dev/input/event2: EV_SYN       SYN_MT_REPORT        00000000
        [       1.016000] /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001
        [       1.016000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000006e
        [       1.016000] /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    00000064
        [       1.016000] /dev/input/event2: EV_SYN       SYN_MT_REPORT        00000000
        [       1.016000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        [       1.032000] /dev/input/event2: EV_SYN       SYN_MT_REPORT        00000000
        [       1.032000] /dev/input/event2: EV_SYN       SYN_REPORT           00000000
        """

    @Test("getevent -p ranges are used (nothing assumed); protocol A contacts keep their touches by tracking id, even crossing")
    func rangesAndIdentities() throws {
        let trace = try GeteventImporter.read(Self.variants.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(trace.metadata["assumed"] == nil)
        let moved = try #require(trace.events.dropFirst().first)
        // Touch 1 (id 0) went from x 100 to 190 and touch 2 (id 1) from 200 to 110: by
        // nearness they would have swapped.
        #expect(trace.events[0].changes.map(\.id) == [1, 2])
        let x = Dictionary(uniqueKeysWithValues: moved.changes.map { ($0.id, $0.location.x) })
        #expect(x[1]! > x[2]!)
        #expect(trace.events.last?.changes.map(\.phase) == [.ended, .ended])
    }

    @Test("getevent -r: a report followed by its rate reads as the report; lines with no time or device are not events")
    func rateAndOtherLines() throws {
        let plain = "[ 1.0] EV_ABS ABS_MT_TRACKING_ID 00000001\n[ 1.0] EV_ABS ABS_MT_POSITION_X 00000010\n"
            + "[ 1.0] EV_ABS ABS_MT_POSITION_Y 00000010\n[ 1.0] EV_SYN SYN_REPORT 00000000\n"
            + "[ 1.1] EV_ABS ABS_MT_TRACKING_ID ffffffff\n[ 1.1] EV_SYN SYN_REPORT 00000000\n"
        let rated = plain.replacingOccurrences(of: "SYN_REPORT 00000000\n[ 1.1]", with: "SYN_REPORT 00000000 rate 60\n[ 1.1]")
        #expect(rated != plain)
        // Other devices' and other types' events are read past: a controller's timestamps, a mouse.
        let other = "add device 1: /dev/input/event2\n  name:     \"touch\"\ncould not get driver version\n"
            + rated.replacingOccurrences(of: "[ 1.0] EV_SYN", with: "[ 1.0] EV_MSC MSC_TIMESTAMP 00002710\n[ 1.0] /dev/input/event3: EV_REL REL_X 00000001\n[ 1.0] EV_SYN")
        #expect(try GeteventImporter.read(other).events == (try GeteventImporter.read(plain)).events)
        #expect(try GeteventImporter.read(plain).events.map { $0.changes.map(\.phase) } == [[.began], [.ended]])
    }

    @Test("getevent -t (hex numbers), DOWN/UP key values, ffffffff as -1")
    func hexForm() throws {
        let text = """
            [   2.000000] 0003 0039 00000005
            [   2.000000] 0003 0035 00000010
            [   2.000000] 0003 0036 00000020
            [   2.000000] 0000 0000 00000000
            [   2.050000] 0003 0039 ffffffff
            [   2.050000] 0000 0000 00000000
            [   3.000000] EV_ABS ABS_X 00000010
            [   3.000000] EV_KEY BTN_TOUCH DOWN
            """
        let trace = try GeteventImporter.read(text)
        #expect(trace.events.map { $0.changes.map(\.phase) } == [[.began], [.ended]])
        #expect(abs(trace.events[1].timestamp - 0.05) < 1e-9)
    }

    @Test("A bad line is refused with its number and what is wrong", arguments: [
        ("[ 1.0] EV_ABS ABS_MT_POSITION_X zz", #"line 1: "zz" is not a value (hex, or DOWN/UP)"#),
        // A code neither named nor four hex digits (an unknown upper-case name is another
        // device's code, read as none).
        ("[ 1.0] EV_ABS abs_mt_position_x 00000001", #"line 1: "abs_mt_position_x" is not an event code of EV_ABS"#),
        ("[ x] EV_ABS ABS_MT_POSITION_X 00000001", #"line 1: the time "x" is not seconds"#),
        // Signs read as digits would have made these 9.91 s, 10.09 s and 10 s.
        ("[ 10.-9] EV_ABS ABS_MT_POSITION_X 00000001", #"line 1: the time "10.-9" is not seconds"#),
        ("[ 10.+9] EV_ABS ABS_MT_POSITION_X 00000001", #"line 1: the time "10.+9" is not seconds"#),
        ("[ +10.0] EV_ABS ABS_MT_POSITION_X 00000001", #"line 1: the time "+10.0" is not seconds"#),
        // getevent -p ranges of ±10³⁰⁸: no surface a Double can hold.
        ("    ABS_MT_POSITION_X     : value 0, min -1e308, max 1e308, fuzz 0, flat 0, resolution 1\n"
         + "    ABS_MT_POSITION_Y     : value 0, min -1e308, max 1e308, fuzz 0, flat 0, resolution 1\n"
         + "[ 1.0] EV_ABS ABS_MT_TRACKING_ID 00000001\n[ 1.0] EV_SYN SYN_REPORT 00000000\n", "the axes make a surface of"),
        ("[ 2.0] EV_ABS ABS_MT_POSITION_X 00000001\n[ 1.0] EV_SYN SYN_REPORT 00000000", "line 2: time goes backwards"),
        ("hello", "no input events"),
        // The last line, with no line feed after it, cut short: in its value, its code, its time.
        ("[ 1.0] EV_ABS ABS_MT_POSITION_X 00000001\n[ 1.0] EV_ABS ABS_MT_POSITION_X 0000033", "line 2: the file ends inside this event line"),
        ("[ 1.0] EV_ABS ABS_MT_POSITION_X 00000001\n[ 1.0] EV_ABS ABS_MT_POSI", "line 2: the file ends inside this event line"),
        ("[ 1.0] EV_ABS ABS_MT_POSITION_X 00000001\n[ 1.0", "line 2: the file ends inside this event line"),
        ("/dev/input/event2: 0003 0035 00000001\n/dev/input/event2: 0003 0035 0", "line 2: the file ends inside this event line"),
        // A line with a time or a device is an event line: one that does not read is refused,
        // never skipped (a SYN_REPORT lost without a word merged two frames).
        ("[ 1.0] EV_ABS ABS_MT_POSITION_X 00000001\n[ 1.0] hello world\n[ 1.0] EV_SYN SYN_REPORT 00000000\n",
         #"line 2: an event line is "[ <seconds>] [<device>:] <type> <code> <value>"; got 2 fields"#),
        ("[ 1.0] EV_FOO SYN_REPORT 00000000\n", #"line 1: "EV_FOO" is not an event type (one of linux/input-event-codes.h's EV_… names, or four hex digits)"#),
        ("/dev/input/event2: EV_ABS ABS_MT_POSITION_X\n[ 1.0] EV_SYN SYN_REPORT 00000000\n", "line 1: an event line is"),
    ])
    func badLines(text: String, expected: String) {

        do {
            _ = try GeteventImporter.read(text)
            Issue.record("read: \(text)")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }
}

/// A getevent file's last line without a line feed may be cut short; with one, it is whole.
@Suite("getevent: a last line cut short")
struct GeteventCutLineTests {
    static let text = "[ 1.0] EV_ABS ABS_MT_TRACKING_ID 00000001\n[ 1.0] EV_ABS ABS_MT_POSITION_X 00000010\n"
        + "[ 1.0] EV_ABS ABS_MT_POSITION_Y 00000010\n[ 1.0] EV_SYN SYN_REPORT 00000000\n[ 1.1] EV_ABS ABS_MT_POSITION_X 0000003"

    @Test("Cut inside the value: refused at its line; the same line ended by a line feed is read as written")
    func lineFeedMakesItWhole() throws {
        #expect(throws: TraceError.self) { try GeteventImporter.read(Self.text) }
        let whole = try GeteventImporter.read(Self.text + "\n")
        // Began, then cancelled at the end: the move after the last SYN_REPORT is no whole frame.
        #expect(whole.events.map { $0.changes.map(\.phase) } == [[.began], [.cancelled]])
        #expect(whole.metadata["ending"]?.hasPrefix("1 event(s) from line 5 on come after the last SYN_REPORT") == true)
        // A complete last line needs no line feed: the real galaxys-paint trace ends with a space.
        #expect(throws: Never.self) { try GeteventImporter.read(Self.text + "8") }
    }
}

@Suite("getevent: a description file at fault")
struct GeteventDescriptionErrorTests {
    @Test("An unreadable description names the description file and its line, not the trace")
    func descriptionErrorNamesItsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("getevent-desc-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("tap.txt"), description = folder.appendingPathComponent("bad.desc")
        try Data("[ 1.0] EV_ABS ABS_MT_POSITION_X 00000001\n[ 1.0] EV_SYN SYN_REPORT 00000000\n".utf8).write(to: trace)
        try Data("N: Phone\nA: zz 0 100 0 0 0\n".utf8).write(to: description)
        do {
            _ = try GeteventImporter.read(contentsOf: trace, options: .init(descriptionFile: description))
            Issue.record("a bad description was read")
        } catch {
            #expect(error.file == description.path)
            #expect(error.location == "line 2")
        }
        let text = String(decoding: try Data(contentsOf: trace), as: UTF8.self)
        do {
            _ = try GeteventImporter.read(text, header: "N: Phone\nA: zz 0 100 0 0 0\n")
            Issue.record("a bad header was read")
        } catch {
            #expect(error.location == "the device description's line 2")
        }
    }
}

private extension String {
    /// The string with zeros before it up to `width` characters, as getevent writes values.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: Swift.max(0, width - count)) + self }
}
