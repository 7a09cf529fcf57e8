import Foundation
import GestureKit
import GestureShapes
import Testing
@testable import GestureTraces

@Suite("Templates files")
struct ShapeTemplateTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shape-templates-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test("Written and read back: names, order and points to a tenth of a point")
    func roundTrip() throws {
        let file = folder.appendingPathComponent("shapes.json")
        let written = [ShapeTemplate(name: "v", points: [Point(x: 0.04, y: 1.25), Point(x: 50, y: 100.96), Point(x: 100, y: 0)]),
                       ShapeTemplate(name: "line", points: [Point(x: 0, y: 0), Point(x: 100, y: 100)])]
        try ShapeTemplate.write(written, to: file)
        let read = try ShapeTemplate.read(contentsOf: file)
        #expect(read.map(\.name) == ["v", "line"])
        #expect(read[0].points == [Point(x: 0, y: 1.3), Point(x: 50, y: 101), Point(x: 100, y: 0)])
        #expect(read[1] == written[1])
        // The same templates, the same bytes.
        let again = folder.appendingPathComponent("again.json")
        try ShapeTemplate.write(read, to: again)
        #expect(try Data(contentsOf: again) == Data(contentsOf: file))
    }

    @Test("A matcher learns a file's templates")
    func teachesAMatcher() throws {
        let file = folder.appendingPathComponent("shapes.json")
        try Data(#"{"templates": [{"name": "v", "points": [[0, 0], [50, 100], [100, 0]]}, {"name": "caret", "points": [[0, 100], [50, 0], [100, 100]]}]}"#.utf8)
            .write(to: file)
        var matcher = CombinedMatcher.jackknifeAndQ()
        for template in try ShapeTemplate.read(contentsOf: file) { matcher.addTemplate(template.name, sample: template.sample) }
        let caret = GestureSample(points: [Point(x: 5, y: 95), Point(x: 48, y: 3), Point(x: 97, y: 99)])
        #expect(matcher.recognize(caret)?.name == "caret")
    }

    @Test("A bad file is refused with the field at fault", arguments: [
        (#"{"templates": [{"name": "v", "points": [[0, 0]]}]}"#, "shapes.json: templates[0].points: not a templates file: a stroke has at least 2 points"),
        (#"{"templates": [{"name": "v", "points": [[0, 0], [1, 1]]}, {"name": "dot", "points": [[5, 5], [5, 5], [5, 5]]}]}"#,
         "shapes.json: templates[1].points: not a templates file: a stroke has no length: its points are all at one place"),
        (#"{"templates": [{"name": "v", "points": [[0, 0], [1, 2, 3]]}]}"#, "shapes.json: templates[0].points: not a templates file: a point is [x, y]"),
        (#"{"templates": [{"points": [[0, 0], [1, 1]]}]}"#, "shapes.json: templates[0]: not a templates file: missing field \"name\""),
        (#"{"shapes": []}"#, "shapes.json: top level: not a templates file: \"shapes\" is not a key here (templates)"),
        (#"{}"#, "shapes.json: not a templates file: missing field \"templates\""),
        (#"{"templates": [{"name": "v", "stroke": [[0, 0], [1, 1]]}]}"#,
         "shapes.json: templates[0]: not a templates file: \"stroke\" is not a key here (name, points, strokes)"),
        (#"{"template": [{"name": "v", "points": [[0, 0], [1, 1]]}]}"#,
         "shapes.json: top level: not a templates file: \"template\" is not a key here (templates)"),
        (#"{"templates": [], "template": [{"name": "v", "points": [[0, 0], [1, 1]]}]}"#,
         "shapes.json: top level: not a templates file: \"template\" is not a key here (templates)"),
        (#"{"templates": [{"name": "v", "points": [[0, 0], [1, 1]]}, {"name": "w", "points": [[0, 0], [1, 1]], "colour": "red"}]}"#,
         "shapes.json: templates[1]: not a templates file: \"colour\" is not a key here (name, points, strokes)"),
        // A blank name: no binding can name the shape, and it prints as nothing when recognized.
        (#"{"templates": [{"name": "v", "points": [[0, 0], [1, 1]]}, {"name": "", "points": [[0, 0], [1, 1]]}]}"#,
         "shapes.json: templates[1].name: not a templates file: a template's name is blank (\"\")"),
        (#"{"templates": [{"name": " \t", "points": [[0, 0], [1, 1]]}]}"#,
         "shapes.json: templates[0].name: not a templates file: a template's name is blank (\" \t\")"),
        (#"{"templates": [{"name": "v"}]}"#, "shapes.json: templates[0]: not a templates file: missing field \"points\" (or \"strokes\", for several strokes)"),
        (#"{"templates": [{"name": "x", "points": [[0, 0], [1, 1]], "strokes": [[[0, 0], [1, 1]]]}]}"#,
         "shapes.json: templates[0].strokes: not a templates file: a template has \"points\" (one stroke) or \"strokes\", not both"),
        (#"{"templates": [{"name": "x", "strokes": [[[0, 0], [9, 9]], []]}]}"#, "shapes.json: templates[0].strokes[1]: not a templates file: a stroke has at least 1 point"),
        (#"{"templates": [{"name": "x", "strokes": [[[0, 0], [9, 9]], [[9, 0], [0, 9, 1]]]}]}"#, "shapes.json: templates[0].strokes: not a templates file: a point is [x, y]"),
        (#"{"templates": [{"name": "x", "strokes": []}]}"#, "shapes.json: templates[0].strokes: not a templates file: a template has at least 1 stroke"),
        (#"{"templates": [{"name": "x", "strokes": [[[4, 4]]]}]}"#, "shapes.json: templates[0].strokes: not a templates file: a stroke has at least 2 points"),
        (#"{"templates": [{"name": "dots", "strokes": [[[4, 4]], [[4.02, 4]], [[4, 4], [3.96, 4]]]}]}"#,
         "shapes.json: templates[0].strokes: not a templates file: a template has no length: its strokes' points are all at one place"),
        // Broken JSON is placed by line and column, as in a trace; a file cut short by its last line.
        ("{\"templates\": [\n  {\"name\": \"v\", \"points\": [[0, 0], [1, 1]]},,\n]}", "shapes.json: line 2, column 45: not a templates file: not valid JSON"),
        ("{\"templates\": [\n  {\"name\": \"v\", \"points\": [[0, 0],",
         "shapes.json: line 2: not a templates file: not valid JSON: the file ends before its last value is closed (a file cut short?)"),
    ])
    func badFile(text: String, expected: String) throws {
        #expect(throws: TraceError.self) { try ShapeTemplate.read(Data(text.utf8), file: "shapes.json") }
        do {
            _ = try ShapeTemplate.read(Data(text.utf8), file: "shapes.json")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("Several strokes are kept apart under \"strokes\"; one stroke is written under \"points\", as before")
    func strokesKeptApart() throws {
        let x = ShapeTemplate(name: "x", strokes: [[Point(x: 0, y: 0), Point(x: 100.04, y: 100)], [Point(x: 100, y: 0), Point(x: 0, y: 100)]])
        let i = ShapeTemplate(name: "i", strokes: [[Point(x: 5, y: 20), Point(x: 5, y: 80)], [Point(x: 5, y: 2)]])  // a dot is a stroke
        let v = ShapeTemplate(name: "v", points: [Point(x: 0, y: 0), Point(x: 5, y: 9), Point(x: 10, y: 0)])
        let data = try ShapeTemplate.encoded([x, i, v])
        #expect(String(decoding: data, as: UTF8.self) == #"{"templates":[{"name":"x","strokes":[[[0,0],[100,100]],[[100,0],[0,100]]]},"#
                + #"{"name":"i","strokes":[[[5,20],[5,80]],[[5,2]]]},{"name":"v","points":[[0,0],[5,9],[10,0]]}]}"#)
        let read = try ShapeTemplate.read(data)
        #expect(read.map(\.strokes.count) == [2, 2, 1])
        #expect(read[0].strokes[0] == [Point(x: 0, y: 0), Point(x: 100, y: 100)])
        #expect(read[1] == i && read[2] == v)
        #expect(read[0].sample == GestureSample(strokes: [[Point(x: 0, y: 0), Point(x: 100, y: 100)], [Point(x: 100, y: 0), Point(x: 0, y: 100)]]))
        // `points` joins the strokes in drawing order, as one-stroke matchers do; setting it makes one stroke.
        #expect(read[1].points == [Point(x: 5, y: 20), Point(x: 5, y: 80), Point(x: 5, y: 2)])
        var joined = read[1]
        joined.points = joined.points
        #expect(joined.strokes.count == 1)
        // A "strokes" of one stroke is that stroke, and is written back under "points".
        let one = try ShapeTemplate.read(Data(#"{"templates": [{"name": "v", "strokes": [[[0, 0], [5, 9], [10, 0]]]}]}"#.utf8))
        #expect(one == [v])
        #expect(try ShapeTemplate.encoded(one) == ShapeTemplate.encoded([v]))
    }

    @Test("$P and $Q learn a file's template of several strokes as drawn, not as one joined stroke")
    func multistrokeMatchersLearnStrokes() throws {
        // An "x" drawn as two bars: joined, its resampling would run along the jump from the
        // first bar's end to the second's start, a third bar the drawing never had.
        let bars = [[Point(x: 0, y: 0), Point(x: 100, y: 100)], [Point(x: 100, y: 0), Point(x: 0, y: 100)]]
        let read = try ShapeTemplate.read(ShapeTemplate.encoded([ShapeTemplate(name: "x", strokes: bars)]))[0]
        let drawn = GestureSample(strokes: [[Point(x: 2, y: 1), Point(x: 98, y: 97)], [Point(x: 97, y: 3), Point(x: 1, y: 99)]])
        func scores(_ template: GestureSample) -> (p: Double?, q: Double?) {
            var p = PointCloudRecognizer(), q = QRecognizer()
            p.addTemplate("x", sample: template)
            q.addTemplate("x", sample: template)
            return (p.recognize(drawn)?.score, q.recognize(drawn)?.score)
        }
        let fromFile = scores(read.sample), asDrawn = scores(GestureSample(strokes: bars)), asJoined = scores(GestureSample(points: bars.flatMap { $0 }))
        #expect(fromFile.p == asDrawn.p && fromFile.q == asDrawn.q)
        #expect(try #require(fromFile.p) > #require(asJoined.p) && #require(fromFile.q) > #require(asJoined.q))
    }

    @Test("A missing file, a folder: said in words")
    func notAFile() {
        #expect(throws: TraceError("no such file", file: folder.appendingPathComponent("none.json").path)) {
            try ShapeTemplate.read(contentsOf: folder.appendingPathComponent("none.json"))
        }
        #expect(throws: TraceError("a folder, not a file", file: folder.path)) { try ShapeTemplate.read(contentsOf: folder) }
    }

    @Test("What a reader refuses is never written: a stroke at one place to a tenth, a point, a blank name; huge coordinates kept as they are")
    func neverWrittenUnreadable() throws {
        let v = ShapeTemplate(name: "v", points: [Point(x: 0, y: 0), Point(x: 5, y: 9), Point(x: 10, y: 0)])
        let press = ShapeTemplate(name: "press", points: [Point(x: 5, y: 5), Point(x: 5.04, y: 5), Point(x: 4.98, y: 5.01)])
        #expect(throws: TraceError("not written: a stroke has no length: its points are all at one place (\"press\")", at: "templates[1].points")) {
            try ShapeTemplate.encoded([v, press])
        }
        let file = folder.appendingPathComponent("never-\(UUID().uuidString).json")
        #expect(throws: TraceError.self) { try ShapeTemplate.write([ShapeTemplate(name: "dot", points: [Point(x: 1, y: 1)])], to: file) }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        // Beyond 10¹⁵ a Double has no tenths: kept as it is, where ×10 would overflow near 1.8 × 10³⁰⁷.
        let huge = ShapeTemplate(name: "far", points: [Point(x: 1e308, y: 0), Point(x: -1e308, y: 3)])
        #expect(ShapeTemplate.asWritten(huge.points) == huge.points)
        #expect(try ShapeTemplate.read(ShapeTemplate.encoded([huge])) == [huge])
        #expect(ShapeTemplate.problem(with: [Point(x: .nan, y: 0), Point(x: 1, y: 1)]) == "a point is not a finite number")
        let dots = ShapeTemplate(name: "dots", strokes: [[Point(x: 1, y: 1)], [Point(x: 1.04, y: 1)]])
        #expect(throws: TraceError("not written: a template has no length: its strokes' points are all at one place (\"dots\")",
                                   at: "templates[1].strokes")) { try ShapeTemplate.encoded([v, dots]) }
        #expect(throws: TraceError("not written: a stroke has at least 1 point (\"gap\")", at: "templates[0].strokes")) {
            try ShapeTemplate.encoded([ShapeTemplate(name: "gap", strokes: [[Point(x: 1, y: 1), Point(x: 5, y: 5)], []])])
        }
        #expect(throws: TraceError("not written: a template's name is blank (\"\")", at: "templates[1].name")) {
            try ShapeTemplate.encoded([v, ShapeTemplate(name: "", points: v.points)])
        }
    }
}
