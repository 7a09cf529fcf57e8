import Foundation
import GestureKit
import GestureListen
import GestureShapes
import GestureTraces
import Testing
@testable import gesturekit

/// `gesturekit templates build`: each class's most central gestures, as a file `listen` loads.
@Suite("templates build: medoids of the collections, in listen's templates format")
struct TemplatesBuildCommandTests {
    /// A $1 log of one stroke.
    static func log(_ name: String, subject: String, points: [(Double, Double)]) -> String {
        let body = points.enumerated().map { "<Point X=\"\($0.element.0)\" Y=\"\($0.element.1)\" T=\"\($0.offset * 10)\" />" }
        return "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n<Gesture Name=\"\(name)\" Subject=\"\(subject)\" Number=\"1\">\n"
            + body.joined(separator: "\n") + "\n</Gesture>\n"
    }

    /// A stroke from (0, 0) bending by `bend` at its middle: lines that differ by how much they turn.
    static func bent(_ bend: Double) -> [(Double, Double)] {
        (0...20).map { i in
            let t = Double(i) / 20
            return t <= 0.5 ? (t * 200, 0) : (100 + (t - 0.5) * 200 * (1 - bend), (t - 0.5) * 200 * bend)
        }
    }

    /// One person's log: three "bends" (slight, middling, strong; the middling one is nearest
    /// to both others) and one line.
    static func writeCollection(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("p1"), withIntermediateDirectories: true)
        for (index, bend) in [0.1, 0.45, 0.8].enumerated() {
            try Data(Self.log("bend0\(index + 1)", subject: "p1", points: Self.bent(bend)).utf8)
                .write(to: folder.appendingPathComponent("p1/bend0\(index + 1).xml"))
        }
        try Data(Self.log("line01", subject: "p1", points: (0...20).map { (0, Double($0) * 10) }).utf8)
            .write(to: folder.appendingPathComponent("p1/line01.xml"))
    }

    @Test("The central gesture of each class is its first template; the file loads as listen's templates")
    func build() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeCollection(in: folder)
        let output = folder.appendingPathComponent("set.json")
        let command = try #require(try GestureKitCommand.parseAsRoot(["templates", "build", "--from", folder.path, "--per-class", "1",
                                                                      "-o", output.path]) as? TemplatesBuildCommand)
        try command.run()
        let templates = try ShapeTemplate.load(from: output)
        #expect(templates.map(\.name) == ["bend", "line"])
        let middling = try DollarOneImporter.read(contentsOf: folder.appendingPathComponent("p1/bend02.xml"))
        // The file keeps a tenth of a point (ShapeTemplate's format).
        let points = middling.sample.points
        #expect(templates[0].points.count == points.count)
        #expect(zip(templates[0].points, points).allSatisfy { abs($0.x - $1.x) <= 0.05 && abs($0.y - $1.y) <= 0.05 })
    }

    @Test("-o naming a collection it reads (an MMG+ file) is refused, and the file kept")
    func keepsItsCollection() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("set.jsonl")
        let line = #"{"class":"D","subject":1,"device":"tablet","strokes":[[[1,2,0],[3,4,10],[9,9,20]]]}"#
        try Data((line + "\n").utf8).write(to: file)
        #expect(try OutputPathTests.failure(["templates", "build", "--from", file.path, "-o", file.path])
                == "\(file.path): is the collection \(file.path) being read (--from); writing it would replace it: choose another -o")
        #expect(try String(contentsOf: file, encoding: .utf8) == line + "\n")
    }

    @Test("Gestures of several strokes keep their strokes, a one-point dot among them, with medoids and condensed alike")
    func keepsStrokes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mmg.jsonl")
        let lines = [#"{"class":"X","subject":1,"strokes":[[[0,0,0],[50,50,10],[100,100.04,20]],[[100,0,40],[0,100,50]]]}"#,
                     #"{"class":"I","subject":1,"strokes":[[[5,20,0],[5,50,10],[5,80,20]],[[5,2,40]]]}"#,
                     #"{"class":"line","subject":1,"strokes":[[[0,0,0],[0,50,10],[0,99,20]]]}"#]
        try Data(lines.joined(separator: "\n").utf8).write(to: file)
        let expected: [String: [[Point]]] = [
            "X": [[Point(x: 0, y: 0), Point(x: 50, y: 50), Point(x: 100, y: 100)], [Point(x: 100, y: 0), Point(x: 0, y: 100)]],
            "I": [[Point(x: 5, y: 20), Point(x: 5, y: 50), Point(x: 5, y: 80)], [Point(x: 5, y: 2)]],
            "line": [[Point(x: 0, y: 0), Point(x: 0, y: 50), Point(x: 0, y: 99)]],
        ]
        for selection in [["--per-class", "1"], ["--per-class", "all", "--selection", "condensed"]] {
            let output = folder.appendingPathComponent("set.json")
            let command = try #require(try GestureKitCommand.parseAsRoot(["templates", "build", "--from", file.path] + selection
                                                                          + ["-o", output.path]) as? TemplatesBuildCommand)
            try command.run()
            let templates = try ShapeTemplate.load(from: output)
            #expect(templates.map(\.name) == ["I", "X", "line"], "\(selection)")
            for template in templates { #expect(template.strokes == expected[template.name], "\(template.name), \(selection)") }
        }
    }

    @Test("Medoids: nested (the first k of more are the k), all when asked for more than there are")
    func medoids() throws {
        let gestures = [0.0, 0.2, 0.4, 0.6, 0.8].enumerated().map { index, bend in
            LabelledGesture(label: "bend", subject: "p", strokes: [Self.bent(bend).map { StrokePoint(x: $0.0, y: $0.1, time: nil) }])
        }
        let three = Medoids.choose(gestures, count: 3), two = Medoids.choose(gestures, count: 2)
        #expect(Array(three.prefix(2)) == two)
        #expect(Medoids.choose(gestures, count: 1) == [gestures[2]])  // the middle bend
        #expect(Medoids.choose(gestures, count: 9) == gestures)
    }

    @Test("--per-class all writes every gesture of each class; a count below 1 or a word is refused")
    func everyGesture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeCollection(in: folder)
        let output = folder.appendingPathComponent("all.json")
        let command = try #require(try GestureKitCommand.parseAsRoot(["templates", "build", "--from", folder.path, "--per-class", "all",
                                                                      "-o", output.path]) as? TemplatesBuildCommand)
        try command.run()
        #expect(try ShapeTemplate.load(from: output).map(\.name) == ["bend", "bend", "bend", "line"])
        for refused in ["0", "some"] {
            #expect(throws: (any Error).self) {
                try GestureKitCommand.parseAsRoot(["templates", "build", "--from", folder.path, "--per-class", refused, "-o", output.path])
            }
        }
    }

    @Test("--selection condensed writes the gestures Jackknife needs, every class kept; refused without --per-class all")
    func condensed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeCollection(in: folder)
        // Five more bends: eight in all, more than the four orders' first bends.
        for (index, bend) in [0.2, 0.3, 0.5, 0.6, 0.7].enumerated() {
            try Data(Self.log("bend0\(index + 4)", subject: "p1", points: Self.bent(bend)).utf8)
                .write(to: folder.appendingPathComponent("p1/bend0\(index + 4).xml"))
        }
        let output = folder.appendingPathComponent("condensed.json")
        let command = try #require(try GestureKitCommand.parseAsRoot(["templates", "build", "--from", folder.path, "--per-class", "all",
                                                                      "--selection", "condensed", "-o", output.path]) as? TemplatesBuildCommand)
        try command.run()
        let written = try ShapeTemplate.load(from: output)
        // A bend and a line are told apart by any one of each: each of the four orders keeps its first of each class, no more.
        #expect(Set(written.map(\.name)) == ["bend", "line"] && written.count <= 4 + 1)
        var matcher = JackknifeRecognizer()
        for template in written { matcher.addTemplate(template.name, sample: GestureSample(points: template.points)) }
        for (name, bend) in [("bend", 0.1), ("bend", 0.45), ("bend", 0.8), ("bend", 0.3)] {
            let sample = GestureSample(points: Self.bent(bend).map { Point(x: $0.0, y: $0.1) })
            #expect(matcher.recognize(sample)?.name == name)
        }
        for refused in [["--per-class", "4", "--selection", "condensed"], ["--per-class", "all", "--selection", "random"]] {
            #expect(throws: (any Error).self, "\(refused)") {
                try GestureKitCommand.parseAsRoot(["templates", "build", "--from", folder.path, "-o", output.path] + refused)
            }
        }
    }

    @Test("A gesture that cannot be a template (one point, or every point at one place to a tenth) is left out, and the file loads")
    func unusableGesturesLeftOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeCollection(in: folder)
        // Central by any measure: a medoid of the bends if it were kept (klarubbio's single-point "circle" was).
        for (name, points) in [("bend04", [(100.0, 0.0)]), ("bend05", [(100, 0), (100.04, 0.01), (100, 0)])] {
            try Data(Self.log(name, subject: "p1", points: points).utf8).write(to: folder.appendingPathComponent("p1/\(name).xml"))
        }
        var told: [String] = []
        let kept = TemplatesBuildCommand.usable(try Dataset(contentsOf: folder).gestures, in: "c") { told.append($0) }
        #expect(kept.count == 4)
        #expect(told == ["left out c/p1/bend04.xml (\"bend\" of p1): a stroke has at least 2 points",
                         "left out c/p1/bend05.xml (\"bend\" of p1): a stroke has no length: its points are all at one place"])
        let output = folder.appendingPathComponent("set.json")
        for perClass in ["2", "all"] {
            let command = try #require(try GestureKitCommand.parseAsRoot(["templates", "build", "--from", folder.path, "--per-class", perClass,
                                                                          "-o", output.path]) as? TemplatesBuildCommand)
            try command.run()
            #expect(try ShapeTemplate.load(from: output).count == (perClass == "all" ? 4 : 3), "\(perClass)")
        }
    }

    @Test("-o naming a .xml inside a collection read is refused (it is, or would be read as, a log); a collection twice is refused")
    func keepsTheLogsOfAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeCollection(in: folder)
        let log = folder.appendingPathComponent("p1/line01.xml"), before = try Data(contentsOf: log)
        #expect(try OutputPathTests.failure(["templates", "build", "--from", folder.path, "-o", log.path])
                == "\(log.path): is inside the collection \(folder.path) being read (--from), where every .xml file is read as a $1 log: choose another -o")
        #expect(try OutputPathTests.failure(["templates", "build", "--from", folder.path, "-o", folder.appendingPathComponent("p1/new.XML").path])?
                    .hasSuffix("choose another -o") == true)
        #expect(try Data(contentsOf: log) == before)
        #expect(try OutputPathTests.failure(["templates", "build", "--from", folder.path, "-o", folder.appendingPathComponent("p1/set.json").path]) == nil)
        #expect(throws: (any Error).self) {
            try GestureKitCommand.parseAsRoot(["templates", "build", "--from", folder.path, "--from", folder.appendingPathComponent("p1").path,
                                               "-o", "/tmp/x.json"])
        }
        // An MMG+ file inside a folder read is not read by the folder (only its .xml logs): once.
        let mmg = folder.appendingPathComponent("p1/more.jsonl")
        try Data(#"{"class":"line","subject":1,"strokes":[[[0,0,0],[0,50,10],[0,99,20]]]}"#.utf8).write(to: mmg)
        #expect(throws: Never.self) {
            try GestureKitCommand.parseAsRoot(["templates", "build", "--from", folder.path, "--from", mmg.path, "-o", "/tmp/x.json"])
        }
    }
}
