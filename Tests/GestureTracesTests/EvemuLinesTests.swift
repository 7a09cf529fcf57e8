import Foundation
import GestureKit
import Testing
@testable import GestureTraces

/// What lines an evemu recording may hold, and how its end is read (docs/Traces.md, "Lines"
/// and "The end of a recording"), on a real recording and copies of it edited as users do.
@Suite("evemu: line ends, foreign lines and a recording's end")
struct EvemuLinesTests {
    static let name = "Wacom ISDv4 E6 Finger.double-tap-center.events"
    static func text() throws -> String { try String(contentsOf: recordings.appendingPathComponent(name), encoding: .utf8) }
    static func header() throws -> String {
        try String(contentsOf: recordings.appendingPathComponent("Wacom ISDv4 E6 Finger.desc"), encoding: .utf8)
    }

    @Test("CRLF line ends, in the recording and in its description, read as LF ones")
    func crlf() throws {
        let lf = try EvemuImporter.read(Self.text(), header: Self.header())
        let crlf = try EvemuImporter.read(Self.text().replacingOccurrences(of: "\n", with: "\r\n"),
                                          header: Self.header().replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(crlf.events == lf.events && !lf.events.isEmpty)
        #expect(crlf.metadata["ending"] == nil && lf.metadata["ending"] == nil)
    }

    @Test("A line evemu does not write is refused with its number, not skipped", arguments: [" E: ", "e: ", "Event: "])
    func foreignLine(prefix: String) throws {
        var lines = try Self.text().components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix("E: ") })
        lines[index] = prefix + lines[index].dropFirst(3)
        #expect {
            try EvemuImporter.read(lines.joined(separator: "\n"), header: Self.header())
        } throws: { error in
            "\(error)".hasPrefix("line \(index + 1): \"\(prefix)") && "\(error)".contains("is not an evemu line")
        }
    }

    @Test("Comments, blank lines and header lines are evemu's")
    func headerLines() throws {
        for line in ["# EVEMU 1.3", "", "   ", "N: Wacom ISDv4 E6 Finger", "I: 0003 056a 00e6 0139", "L: 00 0"] {
            #expect(throws: Never.self) { try EvemuImporter.checkLine(Substring(line), number: 1) }
        }
    }

    @Test("Cut after the second finger's SYN_REPORT: no double tap made up; the touch is cancelled and the trace says so")
    func cutWithAFingerDown() throws {
        let lines = try Self.text().components(separatedBy: "\n")
        // The second touch's first frame: the second tracking id, up to its SYN_REPORT.
        let ids = lines.indices.filter { lines[$0].contains(" 0003 0039 ") && !lines[$0].hasSuffix(" -1") }
        let second = try #require(ids.dropFirst().first)
        let report = try #require(lines[second...].firstIndex { $0.hasSuffix(" 0000 0000 0") })
        let cut = try EvemuImporter.read(lines[...report].joined(separator: "\n") + "\n", header: Self.header())
        #expect(cut.events.last?.changes.map(\.phase) == [.cancelled])
        #expect(cut.metadata["ending"] == "1 touch(es) still down when the recording ends were cancelled where last seen, "
                + "since it does not say they lifted")
        let replay = try Replayer.replay(cut)
        #expect(replay.count(of: "doubleTap") == 0)
    }

    @Test("Cut inside a value after the last SYN_REPORT: that frame is not read, and the trace names its line")
    func cutInsideAValue() throws {
        let lines = try Self.text().components(separatedBy: "\n")
        let ids = lines.indices.filter { lines[$0].contains(" 0003 0039 ") && !lines[$0].hasSuffix(" -1") }
        let second = try #require(ids.dropFirst().first)
        let x = try #require(lines[second...].firstIndex { $0.contains(" 0003 0035 ") })
        let cut = try EvemuImporter.read(lines[..<x].joined(separator: "\n") + "\n" + lines[x].dropLast(2), header: Self.header())
        #expect(TraceFacts(cut).touches.count == 1)  // the second touch never began
        #expect(cut.metadata["ending"]?.hasPrefix("\(x - second + 1) event(s) from line \(second + 1) on come after the last SYN_REPORT") == true)
    }

    @Test("A recording cut inside its last line's \"E: \" says it was cut, as one cut later in the line does")
    func cutInsideThePrefix() throws {
        for cut in ["E:", "E: 1330495944.3"] {
            let text = try Self.text().components(separatedBy: "\n").prefix(12).joined(separator: "\n") + "\n" + cut
            #expect {
                try EvemuImporter.read(text, header: Self.header())
            } throws: { error in
                "\(error)".hasPrefix("line 13: ") && "\(error)".hasSuffix("; the file ends inside this line (a recording cut short?)")
            }
        }
    }

    @Test("A byte order mark before the first line (an editor on Windows) is not part of it")
    func byteOrderMark() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tap.events")
        try Data(("\u{FEFF}" + Self.header() + Self.text()).utf8).write(to: file)
        #expect(try EvemuImporter.read(contentsOf: file).events == EvemuImporter.read(Self.text(), header: Self.header()).events)
    }

    @Test("A recording that ends just after a SYN_DROPPED says the touches were cancelled for the drop")
    func endsAfterADrop() throws {
        let lines = try Self.text().components(separatedBy: "\n")
        let first = try #require(lines.firstIndex { $0.hasSuffix(" 0000 0000 0") })
        let time = lines[first].split(separator: " ")[1]
        let text = lines[...first].joined(separator: "\n") + "\nE: \(time) 0000 0003 0\nE: \(time) 0000 0000 0\n"
        let trace = try EvemuImporter.read(text, header: Self.header())
        #expect(trace.metadata["ending"] == "the recording ends just after a SYN_DROPPED (events lost), so the 1 touch(es) "
                + "down then were cancelled where last seen")
    }

    /// The ALPS touchpad (semi-MT: every finger counted, at the pointer), and its events.
    static func alps(_ events: String) throws -> Trace {
        let header = try String(contentsOf: recordings.deletingLastPathComponent()
            .appendingPathComponent("evemu-touchpads/AlpsPS2 ALPS GlidePoint.desc"), encoding: .utf8)
        return try EvemuImporter.read(events, header: header)
    }

    @Test("Counted fingers after a drop: a finger down through it is ignored until it lifts, and its lift is no tap")
    func countedFingersAcrossADrop() throws {
        let down = "E: 0.000000 0003 0039 7\nE: 0.000000 0003 0035 1038\nE: 0.000000 0003 0036 595\nE: 0.000000 0001 0145 1\n"
            + "E: 0.000000 0003 0000 1038\nE: 0.000000 0003 0001 595\n"
        let after = "E: 0.030000 0003 0000 1040\nE: 0.030000 0000 0000 0\n"
            + "E: 0.060000 0003 0039 -1\nE: 0.060000 0001 0145 0\nE: 0.060000 0000 0000 0\n"
        // Down in a whole frame, then the drop: cancelled, and nothing more.
        let through = try Self.alps(down + "E: 0.000000 0000 0000 0\nE: 0.020000 0000 0003 0\nE: 0.020000 0000 0000 0\n" + after)
        #expect(through.events.map { $0.changes.map(\.phase) } == [[.began], [.cancelled]])
        #expect(try Replayer.replay(through).count(of: "tap") == 0)
        // Down in the frame the drop cuts: never a touch.
        let cut = try Self.alps(down + "E: 0.000000 0000 0003 0\nE: 0.000000 0000 0000 0\n" + after)
        #expect(cut.events.isEmpty)
    }

    @Test("The .desc the axes came from is named in the metadata")
    func descriptionNamed() throws {
        #expect(try recording(Self.name).metadata["description"] == "Wacom ISDv4 E6 Finger.desc")
    }
}
