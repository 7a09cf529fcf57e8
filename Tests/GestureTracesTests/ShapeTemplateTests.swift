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
        (#"{"shapes": []}"#, "shapes.json: not a templates file: missing field \"templates\""),
    ])
    func badFile(text: String, expected: String) throws {
        #expect(throws: TraceError.self) { try ShapeTemplate.read(Data(text.utf8), file: "shapes.json") }
        do {
            _ = try ShapeTemplate.read(Data(text.utf8), file: "shapes.json")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("A missing file, a folder: said in words")
    func notAFile() {
        #expect(throws: TraceError("no such file", file: folder.appendingPathComponent("none.json").path)) {
            try ShapeTemplate.read(contentsOf: folder.appendingPathComponent("none.json"))
        }
        #expect(throws: TraceError("a folder, not a file", file: folder.path)) { try ShapeTemplate.read(contentsOf: folder) }
    }

    @Test("What a reader refuses is never written: a stroke at one place to a tenth, a point; huge coordinates kept as they are")
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
    }
}
