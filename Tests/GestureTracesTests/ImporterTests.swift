import Foundation
import GestureEvdev
import GestureKit
import Testing
@testable import GestureTraces

@Suite("Importers")
struct ImporterTests {
    /// A small device: 0…999 on both axes, 10 units per millimetre when `resolution`.
    func header(resolution: Bool = false) -> String {
        let r = resolution ? " 10" : ""
        return "N: Test Panel\nA: 00 0 999 0 0\(r)\nA: 01 0 999 0 0\(r)\nA: 2f 0 9 0 0\nA: 35 0 999 0 0\(r)\nA: 36 0 999 0 0\(r)\nA: 39 0 65535 0 0\n"
    }

    func phases(_ trace: Trace) -> [String] {
        trace.events.map { event in
            "\(event.timestamp): " + event.changes.map { "\($0.id) \($0.phase) \(Int($0.location.x)),\(Int($0.location.y))" }.joined(separator: "; ")
        }
    }

    @Test("evemu, protocol B: slots, tracking ids, several fingers per frame, values that persist")
    func protocolB() throws {
        let text = header() + """
            E: 10.000000 0003 002f 0
            E: 10.000000 0003 0039 7
            E: 10.000000 0003 0035 100
            E: 10.000000 0003 0036 200
            E: 10.000000 0003 002f 1
            E: 10.000000 0003 0039 8
            E: 10.000000 0003 0035 500
            E: 10.000000 0003 0036 600
            E: 10.000000 0000 0000 0
            E: 10.010000 0003 002f 0
            E: 10.010000 0003 0035 110
            E: 10.010000 0000 0000 0
            E: 10.020000 0003 0036 210\t# the slot is still 0
            E: 10.020000 0003 002f 1
            E: 10.020000 0003 0039 -1
            E: 10.020000 0000 0000 0
            E: 10.030000 0003 002f 0
            E: 10.030000 0003 0039 -1
            E: 10.030000 0000 0000 0
            """
        let trace = try EvemuImporter.read(text)
        // 0…999 units, no resolution: scaled to 1024 points wide, so 1 unit ≈ 1.025 pt.
        #expect(trace.windowSize == Size(width: 1024, height: 1024))
        #expect(phases(trace) == [
            "0.0: 1 began 102,205; 2 began 512,615",
            "0.01: 1 moved 112,205",
            "0.02: 2 ended 512,615; 1 moved 112,215",
            "0.03: 1 ended 112,215",
        ])
        #expect(trace.metadata["device"] == "Test Panel")
    }

    @Test("evemu: a touch that begins and lifts within one frame becomes two events at the same time")
    func beganAndLiftedInOneFrame() throws {
        let text = header() + """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 100
            E: 0.000000 0003 0036 100
            E: 0.000000 0003 0039 -1
            E: 0.000000 0000 0000 0
            """
        #expect(phases(try EvemuImporter.read(text)) == ["0.0: 1 began 102,102", "0.0: 1 ended 102,102"])
    }

    @Test("A12, evemu: SYN_DROPPED cancels the touches down and ignores their tracking ids until they lift; the next finger is a new touch")
    func synDropped() throws {
        let text = header() + """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 100
            E: 0.000000 0003 0036 100
            E: 0.000000 0000 0000 0
            E: 0.010000 0000 0003 0
            E: 0.010000 0003 0035 900
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0035 300
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0039 -1
            E: 0.030000 0000 0000 0
            E: 0.040000 0003 0039 2
            E: 0.040000 0003 0035 500
            E: 0.040000 0000 0000 0
            E: 0.050000 0003 0039 -1
            E: 0.050000 0000 0000 0
            """
        #expect(phases(try EvemuImporter.read(text)) == [
            "0.0: 1 began 102,102", "0.01: 1 cancelled 102,102", "0.04: 2 began 512,102", "0.05: 2 ended 512,102",
        ])
    }

    @Test("evemu, protocol A: contacts matched to the nearest touch of the previous frame")
    func protocolA() throws {
        let text = header() + """
            E: 0.000000 0003 0035 100
            E: 0.000000 0003 0036 100
            E: 0.000000 0000 0002 0
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0035 800
            E: 0.010000 0003 0036 800
            E: 0.010000 0000 0002 0
            E: 0.010000 0003 0035 110
            E: 0.010000 0003 0036 100
            E: 0.010000 0000 0002 0
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0035 810
            E: 0.020000 0003 0036 800
            E: 0.020000 0000 0002 0
            E: 0.020000 0000 0000 0
            E: 0.030000 0000 0002 0
            E: 0.030000 0000 0000 0
            """
        // Units × 1024/999: 100 → 102.5, 800 → 820.0.
        #expect(phases(try EvemuImporter.read(text)) == [
            "0.0: 1 began 102,102",
            "0.01: 2 began 820,820; 1 moved 112,102",
            "0.02: 1 ended 112,102; 2 moved 830,820",
            "0.03: 2 ended 830,820",
        ])
    }

    @Test("evemu: a single-touch device is read from BTN_TOUCH and ABS_X/Y")
    func singleTouch() throws {
        let text = "A: 00 0 999 0 0\nA: 01 0 999 0 0\n" + """
            E: 0.000000 0003 0000 100
            E: 0.000000 0003 0001 100
            E: 0.000000 0001 014a 1
            E: 0.000000 0000 0000 0
            E: 0.050000 0003 0000 200
            E: 0.050000 0000 0000 0
            E: 0.100000 0001 014a 0
            E: 0.100000 0000 0000 0
            """
        #expect(phases(try EvemuImporter.read(text)) == ["0.0: 1 began 102,102", "0.05: 1 moved 205,102", "0.1: 1 ended 205,102"])
    }

    @Test("evemu: units become points from the resolution (160 per inch), or as asked")
    func mapping() throws {
        let frame = "E: 0.0 0003 0039 1\nE: 0.0 0003 0035 254\nE: 0.0 0003 0036 0\nE: 0.0 0000 0000 0\n"
        // 254 units at 10 units/mm = 25.4 mm = one inch = 160 points.
        let physical = try EvemuImporter.read(header(resolution: true) + frame)
        #expect(abs(physical.events[0].changes[0].location.x - 160) < 1e-9)
        let given = try EvemuImporter.read(header() + frame, options: .init(pointsPerUnit: 0.5))
        #expect(given.events[0].changes[0].location.x == 127 && given.windowSize == Size(width: 500, height: 500))
    }

    @Test("evemu: malformed input gets a message that says what and where",
          arguments: [
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 0.0 0003 0035\n", "line 3: an event line is \"E: <seconds> <type hex> <code hex> <value>\""),
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 1.0 0000 0000 0\nE: 0.5 0000 0000 0\n", "line 4: time goes backwards"),
            ("A: 35 zero 999 0 0\n", "line 1: an axis line is"),
            ("E: 0.0 0000 0000 0\n", "no X and Y axes in the header"),
            // Fields the kernel cannot send, found by the evemu fuzzer (Fuzz/run): a time in
            // microseconds that overflowed, and values past their 16- and 32-bit fields.
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 9223372036854.775807 0000 0000 0\n", "line 3: the time \"9223372036854.775807\" is not seconds from 0 to 999999999999"),
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 1000000000000 0000 0000 0\n", "line 3: the time \"1000000000000\" is not seconds"),
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: -1.5 0000 0000 0\n", "line 3: the time \"-1.5\" is not seconds"),
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 1.5x 0000 0000 0\n", "line 3: the time \"1.5x\" is not seconds"),
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 0.0 10000 0000 0\n", "line 3: the type \"10000\" is not a hex number from 0 to ffff (an event's type is 16 bits)"),
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 0.0 0003 003g 0\n", "line 3: the code \"003g\" is not a hex number from 0 to ffff (an event's code is 16 bits)"),
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 0.0 0003 0035 2147483648\n",
             "line 3: the value \"2147483648\" is not a decimal whole number from -2147483648 to 2147483647 (an event's value is 32 bits)"),
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 0.0 0003 0035 -2147483649\n", "line 3: the value \"-2147483649\" is not a decimal whole number"),
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 0.0 0003 0035 12a\n", "line 3: the value \"12a\" is not a decimal whole number"),
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 0.0 0003 0035 0x10\n", "line 3: the value \"0x10\" is not a decimal whole number"),
            // The first field at fault is named: the time before the type.
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: abc zz 0035 5\n", "line 3: the time \"abc\" is not seconds"),
            // A recording cut short inside its last line says so (a complete last line without
            // its newline reads as before).
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 0.1 0003 0035 5\nE: 0.1 00",
             "line 4: an event line is \"E: <seconds> <type hex> <code hex> <value>\"; the file ends inside this line (a recording cut short?)"),
            ("A: 35 0 999 0 0\nA: 36 0 999 0 0\nE: 0.2 0000 0000 0\nE: 0.",
             "line 4: an event line is \"E: <seconds> <type hex> <code hex> <value>\"; the file ends inside this line"),
            // Position axes that make no surface: every touch would land at one place or outside.
            ("A: 35 0 0 0 0\nA: 36 0 999 0 0\nE: 0.0 0000 0000 0\n",
             "the x axis (code 53) runs from 0 to 0: a position axis needs a maximum above its minimum (its A: line)"),
            ("A: 35 0 999 0 0\nA: 36 799 0 0 0\nE: 0.0 0000 0000 0\n",
             "the y axis (code 54) runs from 799 to 0: a position axis needs a maximum above its minimum"),
            ("A: 35 -2147483648 2147483647 0 0\nA: 36 0 999 0 0\nE: 0.0 0000 0000 0\n",
             "the axes make a surface of 1024×0 points (resolution unknown: the surface scaled to 1024 points wide): give the scale with --points-per-unit"),
            // Past the engine's coordinate range on a side: no touch could land beyond 10⁹.
            ("A: 35 0 2147483647 0 0 1\nA: 36 0 1000 0 0 1\nE: 0.0 0000 0000 0\n",
             "the axes make a surface of 13527456044×6299 points (from the device's resolution at 160 points per inch), more than the engine's 1000000000 a side: give a smaller scale with --points-per-unit (its A: line)"),
          ])
    func evemuErrors(text: String, message: String) {
        do {
            _ = try EvemuImporter.read(text)
            Issue.record("accepted bad input")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    @Test("evemu: times at the documented limits read exactly (the latest second, extra decimals ignored)")
    func evemuTimeLimits() throws {
        typealias Reader = EvemuImporter.LineReader
        #expect(Reader.microseconds("999999999999.999999") == 999_999_999_999_999_999)
        #expect(Reader.microseconds("1000000000000.0") == nil)
        #expect(Reader.microseconds("1330495931.1011119") == 1_330_495_931_101_111)
        #expect(Reader.microseconds("12.5") == 12_500_000)
        #expect(Reader.microseconds("12.") == 12_000_000)
        #expect(Reader.microseconds(".5") == nil)
        let event = try Reader.event(in: "E: 0.000001 0003 0035 -2147483648", number: 1)
        #expect(event == InputEvent(microseconds: 1, type: 3, code: 0x35, value: -2_147_483_648))
    }

    @Test("evemu: a .events file takes its axes from the .desc of the same device")
    func descFile() throws {
        let trace = try recording("Wacom ISDv4 E6 Finger.single-tap-center.events")
        // The E6's X axis is 0…2776 with no resolution: 1024 points wide.
        #expect(trace.windowSize.width == 1024 && trace.metadata["device"] == "Wacom ISDv4 E6 Finger")
    }

    @Test("$1 logs: label, subject, speed and every point, times in seconds")
    func dollarOne() throws {
        let gesture = try DollarOneImporter.read(contentsOf: datasets.appendingPathComponent("dollar1/s02/fast/check01.xml"))
        #expect(gesture.label == "check" && gesture.subject == "2" && gesture.details["speed"] == "fast")
        #expect(gesture.strokes.count == 1 && gesture.strokes[0].count == 35)  // NumPts="35"
        #expect(gesture.strokes[0][0].location == Point(x: 90, y: 187) && gesture.strokes[0][0].time == 11596.101)
        let trace = gesture.trace()
        #expect(trace.events.count == 36 && trace.events.first?.timestamp == 0)
        #expect(abs(trace.duration - 0.410) < 0.001)  // Millseconds="410"
        let other = try DollarOneImporter.read(contentsOf: datasets.appendingPathComponent("dollar1/s03/slow/delete_mark07.xml"))
        #expect(other.label == "delete_mark")
    }

    @Test("$1 logs: bad files are rejected with a reason",
          arguments: [
            ("<Gesture Name=\"x1\"><Point X=\"1\" T=\"2\"/></Gesture>", "line 1, point 1: a <Point> needs numeric X and Y attributes"),
            ("<Gesture Name=\"x1\"></Gesture>", "the gesture has no <Point> elements"),
            ("<Gesture Name=\"x1\"><Point X=\"1\" Y=\"2\" T=\"3\"></Gesture>", "not valid XML"),
            ("<Other/>", "no <Gesture> element"),
            // An evemu recording saved as .xml: Foundation said only "NSXMLParserErrorDomain error 4".
            ("# EVEMU 1.3\nE: 0.000001 0003 0039 0006\n", "line 1: not XML: a $1 log begins with '<', this file with \"# EVEMU 1.3\" (a file of another format?)"),
            ("\n\n  E: 0.1 0003 0035 0361 and more text\n", "line 3: not XML: a $1 log begins with '<', this file with \"E: 0.1 0003 0035 0361 an\""),
          ])
    func dollarOneErrors(xml: String, message: String) {
        do {
            _ = try DollarOneImporter.read(Data(xml.utf8))
            Issue.record("accepted a bad file")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test("$1 logs: a log past libxml2's 10 MB lookahead (280,000 points) reads whole, as any other")
    func dollarOneLarge() throws {
        var xml = #"<Gesture Name="circle01" Subject="1">"# + "\n"
        for index in 0..<280_000 { xml += #"  <Point X="\#(index % 300)" Y="\#(index % 7)" T="\#(1000 + index)" />"# + "\n" }
        xml += "</Gesture>\n"
        #expect(xml.utf8.count > 10_000_000)
        let gesture = try DollarOneImporter.read(Data(xml.utf8))
        #expect(gesture.label == "circle" && gesture.strokes[0].count == 280_000)
        #expect(gesture.strokes[0].last?.location == Point(x: Double(279_999 % 300), y: Double(279_999 % 7)))
    }

    @Test("Formats are detected from names and contents")
    func detection() throws {
        #expect(TraceSourceFormat.detect(recordings.appendingPathComponent("dell_canvas_touch.evemu")) == .evemu)
        #expect(TraceSourceFormat.detect(datasets.appendingPathComponent("mmg-plus/tablet.jsonl")) == .mmg)
        #expect(TraceSourceFormat.detect(datasets.appendingPathComponent("dollar1/s02/fast/check01.xml")) == .dollar1)
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/atmel-nine-quick-taps.trace.json")
        #expect(TraceSourceFormat.detect(example) == .trace)
        #expect(throws: TraceError.self) { try TraceSourceFormat.traces(from: URL(fileURLWithPath: "/nonexistent.json")) }
    }

    @Test("A pipe is refused in words, before its first bytes are consumed; a missing trace is 'no such file'")
    func pipesAndMissingFiles() throws {
        let folder = ScratchFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let pipe = folder.url.appendingPathComponent("recording.trace.json")
        try #require(mkfifo(pipe.path, 0o600) == 0)
        #expect {
            try TraceSourceFormat.traces(from: pipe)
        } throws: { error in
            (error as? TraceError) == TraceError("not a regular file (a pipe or a device): save it to a file and give its path",
                                                 file: pipe.path)
        }
        #expect {
            try Dataset(contentsOf: pipe)
        } throws: { error in
            (error as? TraceError)?.message == "not a regular file (a pipe or a device): save it to a file and give its path"
        }
        // A link to a regular file is the file.
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/atmel-nine-quick-taps.trace.json")
        let link = folder.url.appendingPathComponent("linked.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: example)
        #expect(try TraceSourceFormat.traces(from: link).first?.events == (try TraceReader.read(contentsOf: example)).events)
        let missing = folder.url.appendingPathComponent("missing.trace.json")
        #expect {
            try TraceReader.read(contentsOf: missing)
        } throws: { error in
            (error as? TraceError) == TraceError("no such file", file: missing.path)
        }
        // A name that came with bytes that are not UTF-8 (repaired to U+FFFD on the way in) says so.
        let repaired = folder.url.appendingPathComponent("bad\u{FFFD}name.json")
        #expect(throws: TraceError("no such file: its name may hold bytes that are not UTF-8 (shown with �), which cannot be passed on; "
                                   + "rename it", file: repaired.path)) { try TraceReader.read(contentsOf: repaired) }
    }

    @Test("A file taken for a $1 log by its name alone is told to name its format; one named, or that is a $1 log, is not")
    func formatHint() throws {
        let folder = ScratchFolder()
        let evemu = try folder.write("recording.xml", Data("# EVEMU 1.3\nE: 0.000001 0003 0039 0006\n".utf8))
        let broken = try folder.write("broken.xml", Data("<Gesture Name=\"x1\"></Gesture>".utf8))
        func message(_ url: URL, _ format: TraceSourceFormat? = nil) -> String {
            do {
                _ = try TraceSourceFormat.traces(from: url, format: format)
                return "read"
            } catch {
                return error.message
            }
        }
        #expect(message(evemu) == "not XML: a $1 log begins with '<', this file with \"# EVEMU 1.3\" (a file of another format?); "
                + "it looks like an evemu recording: name it with --format evemu")
        #expect(message(evemu, .dollar1) == "not XML: a $1 log begins with '<', this file with \"# EVEMU 1.3\" (a file of another format?)")
        #expect(message(broken) == "the gesture has no <Point> elements")
        // A collection's files are $1 logs whatever they hold: no --format to name there.
        try folder.write("s1/x1.xml", dollarLog("Name=\"x1\"", timedPoints(["1", "2", "3"])))
        let data = try Dataset(contentsOf: folder.url)
        #expect(data.skipped.count == 2 && data.skipReport?.contains("--format") == false)
    }
}

/// P7: what the device measures besides the position rides on the touch changes.
@Suite("Evemu measurements (P7)")
struct EvemuMeasurementTests {
    /// A synthetic pen-capable device: 10 units per mm, pressure 0...255, touch major 0...100.
    static let header = """
    N: Test Pen Panel
    A: 2f 0 9 0 0 0
    A: 30 0 100 0 0 10
    A: 35 0 1000 0 0 10
    A: 36 0 1000 0 0 10
    A: 37 0 2 0 0 0
    A: 39 0 65535 0 0 0
    A: 3a 0 255 0 0 0

    """

    @Test("P7: pressure becomes force over the documented range, touch major a radius in points, the pen tool a pencil touch")
    func penMeasurements() throws {
        let events = """
        E: 0.000000 0003 002f 0
        E: 0.000000 0003 0039 7
        E: 0.000000 0003 0037 1
        E: 0.000000 0003 0035 100
        E: 0.000000 0003 0036 100
        E: 0.000000 0003 003a 64
        E: 0.000000 0003 0030 20
        E: 0.000000 0000 0000 0
        E: 0.010000 0003 0035 110
        E: 0.010000 0003 003a 255
        E: 0.010000 0000 0000 0
        E: 0.020000 0003 003a 128
        E: 0.020000 0000 0000 0
        E: 0.030000 0003 0039 -1
        E: 0.030000 0000 0000 0
        """
        let trace = try EvemuImporter.read(Self.header + events)
        let changes = trace.events.flatMap(\.changes)
        #expect(changes.map(\.phase) == [.began, .moved, .ended])  // a pressure-only frame emits nothing
        let points = 160.0 / 25.4 / 10  // points per unit at 10 units per mm
        #expect(changes.allSatisfy { $0.type == .pencil && $0.maximumPossibleForce == 4 })
        #expect(abs(changes[0].force! - 64.0 / 255 * 4) < 1e-12 && changes[1].force == 4)
        #expect(abs(changes[2].force! - 128.0 / 255 * 4) < 1e-12)  // the last reading rides on the lift
        #expect(abs(changes[0].majorRadius! - 10 * points) < 1e-12)
    }

    @Test("P7: a finger on the same device is a direct touch; without a pressure axis there is no force")
    func fingerWithoutPressureAxis() throws {
        let header = Self.header.replacingOccurrences(of: "A: 3a 0 255 0 0 0\n", with: "")
        let events = """
        E: 0.000000 0003 0039 1
        E: 0.000000 0003 0035 100
        E: 0.000000 0003 0036 100
        E: 0.000000 0003 003a 64
        E: 0.000000 0000 0000 0
        E: 0.030000 0003 0039 -1
        E: 0.030000 0000 0000 0
        """
        let changes = try EvemuImporter.read(header + events).events.flatMap(\.changes)
        #expect(changes.count == 2 && changes.allSatisfy { $0.type == .direct && $0.force == nil && $0.maximumPossibleForce == nil })
    }

    @Test("P7: a real N-Trig recording (protocol A) carries its touch major (360 units, resolution unknown) as a radius")
    func realTouchMajor() throws {
        let trace = try recording("N-Trig MultiTouch.1-finger-drag-NW-SE.events")
        let began = try #require(trace.events.flatMap(\.changes).first { $0.phase == .began })
        // No resolution: the 9600-unit surface is 1024 points wide, so 360 units across is
        // 38.4 points and the radius half of it.
        let radius = try #require(began.majorRadius)
        #expect(abs(radius - 360.0 / 2 * 1024 / 9600) < 1e-9 && began.type == .direct)
    }
}

/// Recordings as they come from the field: a `.events` file without axes finds its device's
/// `.desc` however the files are named (issue 11, point 3).
@Suite("Finding a recording's device description")
struct DescriptionLookupTests {
    /// A scratch folder holding copies of shared recordings under the given names.
    private func folder(_ files: [(from: String, as: String)]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("desc-lookup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.copyItem(at: recordings.appendingPathComponent(file.from), to: folder.appendingPathComponent(file.as))
        }
        return folder
    }

    static let wacomEvents = "Wacom ISDv4 E6 Finger.double-tap-center.events"  // no header, no device name
    static let wacomDesc = "Wacom ISDv4 E6 Finger.desc"
    static let atmelDesc = "Atmel maXTouch Touchscreen.desc"

    /// The window size the Wacom's own description gives, to tell which .desc was used.
    private func wacomSize() throws -> Size { try recording(Self.wacomEvents).windowSize }

    @Test("Separators and case do not matter: the .desc is found for every way of naming the pair",
          arguments: [
            ("Wacom ISDv4 E6 Finger.desc", "Wacom ISDv4 E6 Finger.double-tap-center.events"),
            ("Wacom_ISDv4_E6_Finger.desc", "Wacom ISDv4 E6 Finger-double-tap-center.events"),
            ("wacom-isdv4-e6-finger.desc", "Wacom_ISDv4_E6_Finger.double_tap_center.events"),
            ("Wacom ISDv4 E6 Finger.desc", "wacom.isdv4.e6.finger.events"),
          ])
    func separators(desc: String, events: String) throws {
        let dir = try folder([(Self.wacomDesc, desc), (Self.wacomEvents, events)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = try EvemuImporter.read(contentsOf: dir.appendingPathComponent(events))
        #expect(trace.windowSize == (try wacomSize()) && trace.events.count > 2)
    }

    @Test("The longest matching name wins; a name that only begins a word of the recording's name does not match")
    func longestPrefixAtAWordBoundary() throws {
        // "Wacom ISDv4" is another device's description here (the Atmel's axes): a shorter prefix.
        let dir = try folder([(Self.atmelDesc, "Wacom ISDv4.desc"), (Self.wacomDesc, "Wacom ISDv4 E6 Finger.desc"),
                              (Self.wacomEvents, "Wacom ISDv4 E6 Finger.tap.events"),
                              (Self.wacomEvents, "Wacom ISDv4 E6 Fingers.tap.events")])
        defer { try? FileManager.default.removeItem(at: dir) }
        let longest = try EvemuImporter.read(contentsOf: dir.appendingPathComponent("Wacom ISDv4 E6 Finger.tap.events"))
        #expect(longest.windowSize == (try wacomSize()))
        // "Fingers" is not "Finger" + a separator: only "Wacom ISDv4" matches, at a word's end.
        let found = EvemuImporter.descriptionFile(for: dir.appendingPathComponent("Wacom ISDv4 E6 Fingers.tap.events"))
        #expect(found?.lastPathComponent == "Wacom ISDv4.desc")
    }

    @Test("The device named in a recording's header finds its .desc whatever that file's separators")
    func headerDeviceName() throws {
        let events = "Atmel maXTouch Touchscreen.1-finger-fast-taps.events"  // its header names the device
        let dir = try folder([(Self.atmelDesc, "atmel_maxtouch_touchscreen.desc"), (events, "taps.events")])
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = try EvemuImporter.read(contentsOf: dir.appendingPathComponent("taps.events"))
        #expect(trace.windowSize == (try recording(events)).windowSize)
    }

    @Test("With no matching .desc the error says where it looked and how to name one; --desc overrides the lookup")
    func noDescAndOverride() throws {
        let dir = try folder([(Self.wacomEvents, "tablet-tap.events"), (Self.atmelDesc, "Atmel maXTouch Touchscreen.desc")])
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("tablet-tap.events")
        #expect {
            try EvemuImporter.read(contentsOf: url)
        } throws: { error in
            let text = (error as? TraceError)?.description ?? ""
            return text.contains("tablet-tap.events") && text.contains("no .desc of its device in \(dir.path)") && text.contains("--desc FILE")
        }
        let given = recordings.appendingPathComponent(Self.wacomDesc)
        let trace = try EvemuImporter.read(contentsOf: url, options: .init(descriptionFile: given))
        #expect(trace.windowSize == (try wacomSize()))
        // --desc wins over a .desc that the lookup would find, and over the recording's own axes.
        let atmel = try EvemuImporter.read(contentsOf: recordings.appendingPathComponent(Self.wacomEvents),
                                           options: .init(descriptionFile: recordings.appendingPathComponent(Self.atmelDesc)))
        #expect(atmel.windowSize != (try wacomSize()))
        #expect(throws: TraceError.self) {
            try EvemuImporter.read(contentsOf: url, options: .init(descriptionFile: dir.appendingPathComponent("missing.desc")))
        }
        // Another kind of file given as --desc is said to be at fault, not the recording.
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/atmel-nine-quick-taps.trace.json")
        let notADescription = TraceError("not a device description (--desc): no axis lines (A:), as evemu-describe writes them", file: example.path)
        #expect {
            try EvemuImporter.read(contentsOf: url, options: .init(descriptionFile: example))
        } throws: { error in
            (error as? TraceError) == notADescription
        }
        let getevent = dir.appendingPathComponent("tap.txt")
        try Data("[ 1.0] EV_ABS ABS_MT_POSITION_X 00000001\n[ 1.0] EV_SYN SYN_REPORT 00000000\n".utf8).write(to: getevent)
        #expect {
            try GeteventImporter.read(contentsOf: getevent, options: .init(descriptionFile: example))
        } throws: { error in
            (error as? TraceError) == notADescription
        }
    }
}
