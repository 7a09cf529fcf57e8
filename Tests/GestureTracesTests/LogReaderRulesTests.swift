import Foundation
import GestureKit
import Testing
@testable import GestureTraces

/// Issue 28, point 1: the rules of docs/Traces.md ("$1 unistroke logs", "MMG+ gestures")
/// for other groups' logs, each at its boundary: the cases the mutants of
/// Tests/Mutants/Traces.mutants found untested.
@Suite("Other groups' logs: each reading rule at its boundary")
struct LogReaderRulesTests {
    func read(_ attributes: String, _ points: [String], file: String = "check01.xml") throws -> LabelledGesture {
        let folder = ScratchFolder()
        return try DollarOneImporter.read(contentsOf: try folder.write(file, dollarLog(attributes, points)))
    }

    @Test("A counter is every step exactly 1: first and last a counter apart with other steps between are milliseconds",
          arguments: [["1", "3", "3"], ["10", "10", "12"]])
    func counterEveryStep(times: [String]) throws {
        let gesture = try read("Name=\"check01\"", timedPoints(times))
        #expect(gesture.isTimed && gesture.details["times"] == nil)
        #expect(gesture.strokes[0].map(\.time) == times.map { Double($0)! / 1000 })
    }

    @Test("Times that go back anywhere, not only at the end, give no times")
    func backwardsInTheMiddle() throws {
        let gesture = try read("Name=\"check01\"", timedPoints(["1000", "990", "1016"]))
        #expect(gesture.details["times"] == "backwards")
        #expect(gesture.strokes[0].allSatisfy { $0.time == nil } && gesture.duration == nil)
    }

    @Test("A stated duration of exactly 0 ms states nothing, in either spelling; below 0 it is refused")
    func zeroDuration() throws {
        // No hand draws a gesture in no time: a published group writes 0 in every log.
        let zero = try read("Name=\"v01\" Millseconds=\"0\"", timedPoints(["1", "2", "3"]))
        #expect(zero.statedDuration == nil && zero.duration == nil)
        #expect(try read("Name=\"v01\" Milliseconds=\"0\"", timedPoints([nil, nil, nil])).duration == nil)
        #expect(try read("Name=\"v01\" Milliseconds=\"1\"", timedPoints([nil, nil, nil])).duration == 0.001)
        #expect(throws: TraceError.self) { try read("Name=\"v01\" Millseconds=\"-0.001\"", timedPoints(["1", "2", "3"])) }
    }

    @Test("Words told by case are joined by _ for any class, not only those the spellings table knows",
          arguments: [("DoubleCircle3", "double_circle"), ("arrowUp", "arrow_up"), ("TwoFingerTap07", "two_finger_tap")])
    func wordsByCase(name: String, label: String) throws {
        #expect(DollarOneImporter.className(name) == label)
        #expect(try read("Name=\"\(name)\"", timedPoints(["1", "2", "3"]), file: "a.xml").label == label)
    }

    @Test("Every run-together spelling in the table is the $1 logs' class",
          arguments: [("leftcurlybrace1", "left_curly_brace"), ("rightcurlybrace5", "right_curly_brace"),
                      ("RIGHTSQUAREBRACKET2", "right_sq_bracket"), ("leftsqbracket3", "left_sq_bracket"),
                      ("rightsqbracket4", "right_sq_bracket"), ("deletemark6", "delete_mark"), ("delete", "delete_mark")])
    func runTogether(name: String, label: String) {
        #expect(DollarOneImporter.className(name) == label)
    }

    @Test("A point past a window's coordinates (10⁹) is refused at its line; 10⁹ itself is a coordinate")
    func coordinateRange() throws {
        let attributes = "Name=\"check01\" Subject=\"1\""
        #expect {
            try read(attributes, ["X=\"1\" Y=\"2\" T=\"0\"", "X=\"1e308\" Y=\"2\" T=\"10\""])
        } throws: { error in
            (error as? TraceError)?.description.hasSuffix("point 2: X and Y are at most 10⁹ from 0 (a window's coordinates); got 1e+308, 2.0") == true
        }
        #expect(try read(attributes, ["X=\"1\" Y=\"2\" T=\"0\"", "X=\"1000000000\" Y=\"-1000000000\" T=\"10\""]).strokes.count == 1)
    }

    @Test("A NUL byte is reported at its own line, after the lines before it")
    func nulByteLine() {
        var bytes = Data("<?xml version=\"1.0\"?>\n<Gesture Name=\"x1\">\n  <Point X=\"1\" Y=\"2\" ".utf8)
        bytes.append(0)
        bytes.append(Data(" />\n</Gesture>\n".utf8))
        #expect {
            try DollarOneImporter.read(bytes)
        } throws: { error in
            (error as? TraceError)?.description == "line 3: not a text log: byte 64 is 0 (a binary file, or UTF-16 text; logs are read as UTF-8)"
        }
    }

    /// libxml2 names the line where it gave up, which is the faulty one when nothing follows
    /// it (with more text after it, it can be a later line: docs/Traces.md says so).
    @Test("XML that does not parse is reported at the line where the parser gave up, not line 1")
    func badXMLLine() {
        let xml = "<?xml version=\"1.0\"?>\n<Gesture Name=\"x1\">\n  <Point X=\"1\" Y=\"2\" />\n  <Point X=\"3\" Y=\"4\">\n</Gesture>"
        #expect {
            try DollarOneImporter.read(Data(xml.utf8))
        } throws: { error in
            let description = (error as? TraceError)?.description ?? ""
            return description.hasPrefix("line 5: not valid XML")
        }
    }

    @Test("A log named .XML is a log of the folder too")
    func upperCaseExtension() throws {
        let folder = ScratchFolder()
        try folder.write("s1/X1.XML", dollarLog("Name=\"x1\"", timedPoints(["1", "2", "3"])))
        try folder.write("s1/v1.Xml", dollarLog("Name=\"v1\"", timedPoints(["1", "2", "4"])))
        let data = try Dataset(contentsOf: folder.url)
        #expect(data.gestures.map(\.label).sorted() == ["v", "x"] && data.subjects == ["s1"])
    }

    @Test("One person from a folder with a Speed and one without: no Speed tells them apart, so it is said")
    func speedInSomeFolders() throws {
        let folder = ScratchFolder()
        try folder.write("setup/P01/check01.xml", dollarLog("Name=\"check01\" Speed=\"fast\"", timedPoints(["1", "2", "3"])))
        try folder.write("setup/P02/check01.xml", dollarLog("Name=\"check01\"", timedPoints(["1", "2", "4"])))
        let said = try Dataset(contentsOf: folder.url).peopleFromSeveralFolders
        #expect(said.count == 1 && said.first?.contains("person setup is read from the logs of 2 folders (setup/P01, setup/P02)") == true)
    }

    @Test("MMG+: a point is [x, y, t_ms] or [x, y]; one of four numbers is refused, and t_ms is read in seconds")
    func mmgPoints() throws {
        #expect {
            try MMGPlusImporter.read(Data("{\"class\":\"D\",\"subject\":1,\"strokes\":[[[1,2,3],[4,5,6,7]]]}".utf8))
        } throws: { error in
            (error as? TraceError)?.description == "line 1, stroke 1, point 2: a point is [x, y, t_ms] (or [x, y] without times)"
        }
        let gesture = try #require(try MMGPlusImporter.read(Data("{\"class\":\"D\",\"subject\":1,\"strokes\":[[[1,2,1500],[4,5,1750]]]}".utf8)).first)
        #expect(gesture.strokes[0].map(\.time) == [1.5, 1.75] && gesture.duration == 0.25)
    }

    @Test("Tested against --train, a collection's repeats are classified too: every gesture of it, once per repetition")
    func testedRepeatsKept() {
        func stroke(_ corners: [(Double, Double)], shift: Double) -> [StrokePoint] {
            zip(corners, corners.dropFirst()).flatMap { from, to in
                (0..<8).map { step in
                    let f = Double(step) / 8
                    return StrokePoint(x: shift + from.0 + (to.0 - from.0) * f, y: from.1 + (to.1 - from.1) * f, time: nil)
                }
            }
        }
        let line = [(0.0, 0.0), (100.0, 0.0)], vee = [(0.0, 0.0), (50.0, 100.0), (100.0, 0.0)]
        let training = Dataset(name: "train", gestures: ["1", "2"].flatMap { person in
            [LabelledGesture(label: "line", subject: person, strokes: [stroke(line, shift: Double(person)!)]),
             LabelledGesture(label: "vee", subject: person, strokes: [stroke(vee, shift: Double(person)!)])]
        })
        let repeated = LabelledGesture(label: "vee", subject: "a", strokes: [stroke(vee, shift: 500)])
        let test = Dataset(name: "test", gestures: [repeated, repeated, LabelledGesture(label: "line", subject: "a", strokes: [stroke(line, shift: 500)])])
        #expect(test.duplicates.count == 1 && test.duplicates.allSatisfy(\.isRepeat))
        let rows = AccuracyEvaluation.run(test: test, training: training, matcher: .protractor, templateCounts: [1],
                                          repetitions: 2, seed: 3)
        #expect(rows.map(\.total.knownTrials) == [3 * 2])
        #expect(rows.first?.bySubject["a"]?.knownTrials == 3 * 2)
    }
}
