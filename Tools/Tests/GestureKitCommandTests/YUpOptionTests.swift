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
            ($0 as? CommandFailure)?.description == "--y-up \(a)-typo is none of the collections read (\(a), \(b)): name the same folder as one of them"
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

    @Test("eval arms and eval rejection read the collection --y-up names turned upright, and only that one")
    func armsAndRejectionTurned() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arms-y-up-\(UUID().uuidString)")
        let (tested, other, third) = (folder.appendingPathComponent("tested"), folder.appendingPathComponent("other"), folder.appendingPathComponent("third"))
        defer { try? FileManager.default.removeItem(at: folder) }
        try TemplatesBuildCommandTests.writeCollection(in: tested)
        // Training collections of other gestures (eval refuses gestures both tested and trained on).
        for (shift, collection) in [(1.0, other), (2.0, third)] {
            try FileManager.default.createDirectory(at: collection.appendingPathComponent("p1"), withIntermediateDirectories: true)
            try Data(TemplatesBuildCommandTests.log("bend01", subject: "p1", points: TemplatesBuildCommandTests.bent(0.3 * shift)).utf8)
                .write(to: collection.appendingPathComponent("p1/bend01.xml"))
        }
        let logged = try Dataset(contentsOf: tested).gestures
        let upright = logged.map { $0.turnedUpright(from: .upward) }
        #expect(upright != logged)
        for turned in [false, true] {
            let arms = try #require(try GestureKitCommand.parseAsRoot(["eval", "arms", "--dataset", tested.path]
                                                                      + (turned ? ["--y-up", tested.path] : [])) as? EvalArmsCommand)
            #expect(try arms.dataOptions().load().test.gestures == (turned ? upright : logged), "arms, turned: \(turned)")
        }
        let rejection = try #require(try GestureKitCommand.parseAsRoot(["eval", "rejection", "--dataset", tested.path, "--train", other.path,
                                                                        "--train", third.path, "--y-up", other.path]) as? EvalRejectionCommand)
        let (test, training) = try rejection.datasets.load()
        #expect(test.gestures == logged)
        let trained = try [other, third].map { try Dataset(contentsOf: $0).gestures }
        #expect(training?.gestures.map(\.strokes) == (trained[0].map { $0.turnedUpright(from: .upward) } + trained[1]).map(\.strokes))
        #expect(trained[0] != trained[0].map { $0.turnedUpright(from: .upward) })
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
                == "--y-up /nonexistent/c is none of the collections read (/nonexistent/a, /nonexistent/b): name the same folder as one of them"
        }
    }
}

/// gesturekit's hint that a collection read with others may be upside down.
@Suite("A collection that reads far better turned over than the others is said")
struct OrientationHintTests {
    static func gesture(_ label: String, _ points: [(Double, Double)]) -> LabelledGesture {
        LabelledGesture(label: label, subject: "1", strokes: [points.map { StrokePoint(x: $0.0, y: $0.1, time: nil) }])
    }

    static let gestures = Array(repeating: [gesture("check", [(0, 0), (10, 10), (20, 20), (40, 0), (60, -20)]),
                                            gesture("caret", [(0, 0), (15, -15), (30, -30), (45, -15), (60, 0)])], count: 10).flatMap { $0 }
    static let training = Dataset(name: "training", gestures: gestures)
    static let other = Dataset(name: "other", gestures: gestures)
    static let upsideDown = Dataset(name: "pyglet", gestures: gestures.map { $0.turnedUpright(from: .upward) })

    @Test("Among three: the upside-down one, with the --y-up to add; read with --y-up the wrong way: to leave out")
    func amongOthers() {
        #expect(EvalDataOptions.orientationHints([Self.training, Self.upsideDown, Self.other], paths: ["a", "b", "c"],
                                                 yAxes: [.downward, .downward, .downward])
            == ["pyglet: read upside down? Of its 20 gestures of classes the other collections have, 100% are named right turned over "
                + "and 0% as read (Jackknife, 10 of their gestures a class): if its logger's y runs up (pyglet, OpenGL), add --y-up b"])
        #expect(EvalDataOptions.orientationHints([Self.training, Self.upsideDown, Self.other], paths: ["a", "b", "c"],
                                                 yAxes: [.downward, .upward, .downward])
            == ["pyglet: is its y running down after all? Read with --y-up, of its 20 gestures of classes the other collections have, "
                + "100% are named right turned over and 0% as read (Jackknife, 10 of their gestures a class): "
                + "if its logger's y runs down the screen, leave out --y-up b"])
        #expect(EvalDataOptions.orientationHints([Self.training, Self.other, Self.other], paths: ["a", "b", "c"],
                                                 yAxes: [.downward, .downward, .downward]).isEmpty)
    }

    @Test("Two turned over to each other are said together, since either may be the upside-down one; one alone: nothing")
    func pair() {
        #expect(EvalDataOptions.orientationHints([Self.training, Self.upsideDown], paths: ["a", "b"], yAxes: [.downward, .downward])
            == ["training and pyglet read upside down to each other: of training's 20 gestures of classes pyglet has, 100% are named right "
                + "turned over and 0% as read (Jackknife, 10 of its gestures a class): if one's logger's y runs up (pyglet, OpenGL), add --y-up with that one"])
        #expect(EvalDataOptions.orientationHints([Self.training, Self.upsideDown], paths: ["a", "b"], yAxes: [.downward, .upward]).first?
            .hasSuffix("one is read with --y-up; check which way each logger's y runs") == true)
        #expect(EvalDataOptions.orientationHints([Self.upsideDown], paths: ["b"], yAxes: [.downward]).isEmpty)
    }
}

/// `--y-up` on the commands that read one file (render, replay, convert, bench).
@Suite("--y-up on a single log")
struct SingleFileYUpTests {
    @Test("convert --y-up writes the log turned upright and says so; a trace or a recording is refused, saying what it is")
    func convertTurned() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("convert-y-up-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("check01.xml")
        let points = [(0, 20), (10, 30), (20, 40), (40, 10), (60, -20)].enumerated()
            .map { #"<Point X="\#($0.element.0)" Y="\#($0.element.1)" T="\#($0.offset * 10)"/>"# }.joined()
        try Data(#"<Gesture Name="check01" Subject="1">\#(points)</Gesture>"#.utf8).write(to: log)
        let logged = try DollarOneImporter.read(contentsOf: log)
        for turned in [false, true] {
            let output = folder.appendingPathComponent("out-\(turned).json")
            #expect(try OutputPathTests.failure(["convert", log.path, "-o", output.path] + (turned ? ["--y-up"] : [])) == nil)
            let written = try TraceReader.read(contentsOf: output)
            let expected = (turned ? logged.turnedUpright(from: .upward) : logged).trace()
            #expect(written.events.map { $0.changes.map(\.location) } == expected.events.map { $0.changes.map(\.location) }, "turned: \(turned)")
            #expect(written.metadata["turned"] == (turned ? "upright: the file's y runs up" : nil))
        }
        // The turned trace is GestureKit's own: read again with --y-up, refused, not turned back.
        let trace = folder.appendingPathComponent("out-true.json")
        #expect(try OutputPathTests.failure(["render", trace.path, "-o", folder.appendingPathComponent("t.svg").path, "--y-up"])
                == "\(trace.path): --y-up is for $1 logs and MMG+ files, and this is a GestureKit trace")
        let recording = try RefusedEventsCommandTests.recording(x: 200, in: folder)
        #expect(try OutputPathTests.failure(["replay", recording.path, "--actions-only", "--y-up"])
                == "\(recording.path): --y-up is for $1 logs and MMG+ files, and this is an evemu recording")
        #expect(try OutputPathTests.failure(["replay", log.path, "--actions-only", "--y-up"]) == nil)
        #expect(try OutputPathTests.failure(["render", log.path, "-o", folder.appendingPathComponent("c.svg").path, "--y-up"]) == nil)
    }
}
