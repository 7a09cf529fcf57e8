import Foundation
import GestureTraces
import Testing
@testable import gesturekit

/// `--y-up DIR`: a collection whose logs count y upward is turned upright as read.
@Suite("--y-up: collections logged with y upward")
struct YUpOptionTests {
    @Test("Names a collection as given, however spelt; a name that is none of them is refused, saying which")
    func naming() throws {
        let a = FileManager.default.temporaryDirectory.appendingPathComponent("y-up-a").path
        let b = FileManager.default.temporaryDirectory.appendingPathComponent("y-up-b").path
        #expect(try EvalDataOptions.yAxes(of: [a, b + "/"], upward: [b]) == [.downward, .upward])
        #expect(try EvalDataOptions.yAxes(of: [a, b], upward: [a + "/./", b]) == [.upward, .upward])
        #expect(try EvalDataOptions.yAxes(of: [a, b], upward: []) == [.downward, .downward])
        #expect {
            try EvalDataOptions.yAxes(of: [a, b], upward: [a + "-typo"])
        } throws: {
            ($0 as? CommandFailure)?.description == "--y-up \(a)-typo is none of the collections read (\(a), \(b)): name one of them exactly, as given"
        }
    }

    @Test("templates build --y-up: the templates are the gestures turned upright")
    func templatesTurned() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-y-up-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try TemplatesBuildCommandTests.writeCollection(in: folder)
        let middling = try DollarOneImporter.read(contentsOf: folder.appendingPathComponent("p1/bend02.xml"))
        for turned in [false, true] {
            let output = folder.appendingPathComponent("set-\(turned).json")
            let command = try #require(try GestureKitCommand.parseAsRoot(["templates", "build", "--from", folder.path, "--per-class", "1",
                                                                          "-o", output.path] + (turned ? ["--y-up", folder.path] : []))
                                       as? TemplatesBuildCommand)
            try command.run()
            let template = try #require(try ShapeTemplate.load(from: output).first)
            let expected = (turned ? middling.turnedUpright(from: .upward) : middling).sample.points
            #expect(template.points.count == expected.count)
            // The file keeps a tenth of a point.
            #expect(zip(template.points, expected).allSatisfy { abs($0.x - $1.x) <= 0.05 && abs($0.y - $1.y) <= 0.05 }, "turned: \(turned)")
        }
    }

    @Test("eval refuses a --y-up that names no collection it reads, before reading anything")
    func evalRefusesStray() throws {
        let command = try #require(try GestureKitCommand.parseAsRoot(["eval", "detector", "checkmark", "--folds-by-group", "/nonexistent/a",
                                                                      "--folds-by-group", "/nonexistent/b", "--y-up", "/nonexistent/c"])
                                   as? EvalDetectorCommand)
        #expect {
            try command.run()
        } throws: {
            ($0 as? CommandFailure)?.description
                == "--y-up /nonexistent/c is none of the collections read (/nonexistent/a, /nonexistent/b): name one of them exactly, as given"
        }
    }
}

/// eval's hint that a collection tested against --train may be upside down.
@Suite("eval: a collection that reads far better turned over is said")
struct OrientationHintTests {
    static func gesture(_ label: String, _ points: [(Double, Double)]) -> LabelledGesture {
        LabelledGesture(label: label, subject: "1", strokes: [points.map { StrokePoint(x: $0.0, y: $0.1, time: nil) }])
    }

    static let training = Dataset(name: "training", gestures: [
        gesture("check", [(0, 0), (10, 10), (20, 20), (40, 0), (60, -20)]),
        gesture("caret", [(0, 0), (15, -15), (30, -30), (45, -15), (60, 0)]),
    ])

    @Test("Upside down: add --y-up; read with --y-up the wrong way: leave it out; the right way: nothing")
    func hint() {
        let upsideDown = Dataset(name: "pyglet", gestures: Self.training.gestures.map { $0.turnedUpright(from: .upward) })
        #expect(EvalDataOptions.orientationHint(upsideDown, path: "logs/pyglet", training: Self.training, trainedOn: "the --train collections", upward: false)
            == "pyglet: read upside down? turned over, 100% of its gestures are named right by Jackknife with 10 gestures a class of the --train collections, "
            + "against 0% as read: if its logger's y runs up (pyglet, OpenGL), add --y-up logs/pyglet")
        #expect(EvalDataOptions.orientationHint(upsideDown, path: "logs/pyglet", training: Self.training, trainedOn: "the --train collections", upward: true)?
            .hasSuffix("(with --y-up): if its logger's y runs down the screen, leave out --y-up logs/pyglet") == true)
        #expect(EvalDataOptions.orientationHint(Self.training, path: "t", training: Self.training, trainedOn: "the --train collections", upward: false) == nil)
    }

    @Test("Read together (folds by group, templates build --from): each collection against all the others")
    func together() {
        let upsideDown = Dataset(name: "pyglet", gestures: Self.training.gestures.map { $0.turnedUpright(from: .upward) })
        let other = Dataset(name: "other", gestures: Self.training.gestures)
        #expect(EvalDataOptions.orientationHints([Self.training, upsideDown, other], paths: ["a", "b", "c"], yAxes: [.downward, .downward, .downward],
                                                 trainedOn: "the other groups")
            == ["pyglet: read upside down? turned over, 100% of its gestures are named right by Jackknife with 10 gestures a class of the other groups, "
                + "against 0% as read: if its logger's y runs up (pyglet, OpenGL), add --y-up b"])
        #expect(EvalDataOptions.orientationHints([upsideDown], paths: ["b"], yAxes: [.downward], trainedOn: "the other groups").isEmpty)
    }
}
