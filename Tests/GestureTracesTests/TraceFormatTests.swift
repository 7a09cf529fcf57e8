import Foundation
import GestureKit
import Testing
@testable import GestureTraces

@Suite("Trace format")
struct TraceFormatTests {
    static let sample = Trace(
        windowSize: Size(width: 320, height: 480),
        scene: SceneDescription(views: [
            ViewDescription(name: "card", frame: Rect(x: 10, y: 20, width: 100, height: 50), isMultipleTouchEnabled: false,
                            recognizers: [.init("swipe", .swipe, touches: 2, directions: ["left", "up"])],
                            subviews: [ViewDescription(name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        ], recognizers: [
            .init("tap", .tap, taps: 2, requiresFailureOf: ["press"]),
            .init("press", .longPress, minimumPressDuration: 0.8, simultaneousWith: ["edge"]),
            .init("edge", .screenEdgePan, minimumTouches: 1, maximumTouches: 2, edges: ["left"]),
        ]),
        metadata: ["note": "a \"quoted\" note\nwith a newline", "source": "test"],
        events: [
            TouchEvent(timestamp: 0, changes: [.init(id: 1, phase: .began, location: Point(x: 10.5, y: 20), force: 0.5, majorRadius: 7, type: .pencil)]),
            TouchEvent(timestamp: 0.016667, changes: [.init(id: 1, phase: .moved, location: Point(x: 11, y: 1e-7)),
                                                      .init(id: 2, phase: .began, location: Point(x: -3, y: 400))]),
            TouchEvent(timestamp: 0.016667, changes: [.init(id: 2, phase: .stationary, location: Point(x: -3, y: 400))]),
            TouchEvent(timestamp: 1.5, changes: [.init(id: 1, phase: .ended, location: Point(x: 11, y: 0)),
                                                 .init(id: 2, phase: .cancelled, location: Point(x: -3, y: 400))]),
        ])

    @Test("A trace written and read back is the same trace")
    func roundTrip() throws {
        let text = try TraceWriter.text(of: Self.sample)
        let back = try TraceReader.read(Data(text.utf8))
        #expect(back == Self.sample)
        #expect(try TraceWriter.text(of: back) == text)  // and the text is stable
    }

    @Test("Recordings and datasets survive a round trip through the format")
    func importedRoundTrip() throws {
        let traces = [
            try recording("Wacom ISDv4 E6 Finger.double-center-circle.events"),
            try recording("dell_canvas_touch.evemu"),
            try DollarOneImporter.read(contentsOf: datasets.appendingPathComponent("dollar1/s02/fast/check01.xml")).trace(),
        ]
        for trace in traces {
            #expect(try TraceReader.read(Data(try TraceWriter.text(of: trace).utf8)) == trace)
        }
    }

    @Test("The written text: header fields, then one event per line")
    func layout() throws {
        let lines = try TraceWriter.text(of: Self.sample).split(separator: "\n")
        #expect(lines[1] == "  \"format\": \"gesturekit-trace\",")
        #expect(lines[3] == "  \"window\": {\"width\": 320, \"height\": 480},")
        #expect(lines.contains("    {\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 10.5, \"y\": 20, \"force\": 0.5, \"radius\": 7, \"kind\": \"pencil\"}]},"))
        #expect(lines.last == "}")
    }

    @Test("A value JSON cannot hold is refused with its field, not written as a file that does not read back")
    func nonFiniteValues() {
        func error(_ edit: (inout Trace) -> Void) -> String? {
            var trace = Self.sample
            edit(&trace)
            do {
                _ = try TraceWriter.text(of: trace)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error { $0.events[1].changes[1].location.y = .nan } == "events[1].touches[1].y: not a finite number (nan)")
        #expect(error { $0.events[3].timestamp = .infinity } == "events[3].t: not a finite number (inf)")
        #expect(error { $0.events[0].changes[0].force = -.infinity } == "events[0].touches[0].force: not a finite number (-inf)")
        #expect(error { $0.windowSize.width = .nan } == "window.width: not a finite number (nan)")
        // What the reader would refuse is not written either: a window of no size, an event a window refuses (E2).
        #expect(error { $0.windowSize.height = 0 }
                == "window: the window needs a width and height above 0 and at most 1000000000 points (the engine's coordinate range), not 320.0 × 0.0")
        #expect(error { $0.windowSize.width = 1e9 + 1 }
                == "window: the window needs a width and height above 0 and at most 1000000000 points (the engine's coordinate range), not 1000000001.0 × 480.0")
        #expect(error { $0.windowSize = Size(width: 1e9, height: 1e9) } == nil)  // the largest window is written
        #expect(error { $0.events[0].changes[0].location.x = -2e9 }
                == "events[0].touches[0]: touch 1 has x -2000000000.0, outside [-1000000000.0, 1000000000.0]")
        #expect(error {
            $0.events[0].changes[0].coalescedSamples = [TouchSample(timestamp: 0, location: Point(x: 1, y: 2), majorRadius: .nan)]
        } == "events[0].touches[0].samples[0].radius: not a finite number (nan)")
        #expect(error { _ in } == nil)
    }

    @Test("trace-format: without the events a window refuses, a trace keeps the rest in order, writes, and replays as the whole one does")
    func withoutRefusedEvents() throws {
        var trace = Self.sample
        trace.events = [  // touch 1 lands outside the coordinate range: its landing and its lift are refused
            TouchEvent(timestamp: 0, changes: [.init(1, .began, x: -2e9, y: 20)]),
            TouchEvent(timestamp: 0.1, changes: [.init(2, .began, x: 50, y: 60)]),
            TouchEvent(timestamp: 0.2, changes: [.init(1, .ended, x: 11, y: 20)]),
            TouchEvent(timestamp: 0.3, changes: [.init(2, .ended, x: 50, y: 60)]),
        ]
        let (kept, refused) = trace.withoutRefusedEvents()
        #expect(kept.events == [trace.events[1], trace.events[3]])
        #expect(refused.count == 2)
        #expect(refused.first?.description == "touch event at t=0.0, change 0: touch 1 has x -2000000000.0, outside [-1000000000.0, 1000000000.0]")
        #expect(kept.firstRefusedEvent() == nil && kept.scene == trace.scene && kept.metadata == trace.metadata)
        _ = try TraceWriter.text(of: kept)
        let whole = try Replayer.replay(trace), part = try Replayer.replay(kept)
        #expect(part.records.map(\.description) == whole.records.map(\.description).filter { !$0.contains("event rejected") })
        #expect(Self.sample.withoutRefusedEvents().trace.events == Self.sample.events)
        #expect(Self.sample.withoutRefusedEvents().refused.isEmpty)
    }

    @Test("trace-format: a drawing wider than the engine's range gets the largest window, writes, and leaves out only its points past 10⁹")
    func drawingWiderThanTheRange() throws {
        func point(_ x: Double, _ t: Double) -> StrokePoint { StrokePoint(x: x, y: 0, time: t) }
        let wide = LabelledGesture(label: "line", subject: "1", strokes: [[point(-9e8, 0), point(0, 10), point(9e8, 20)]])
        let trace = wide.trace()
        #expect(trace.windowSize == Size(width: 1e9, height: 80))
        let (kept, refused) = trace.withoutRefusedEvents()
        #expect(kept.events.count == 2 && refused.count == 2)  // the last move past 10⁹, and the lift there
        _ = try TraceWriter.text(of: kept)
        let narrow = LabelledGesture(label: "line", subject: "1", strokes: [[point(0, 0), point(100, 10)]])
        #expect(narrow.trace().windowSize == Size(width: 180, height: 80))  // within the range: the drawing plus its margins
    }

    /// Each bad file, the message it gets: the field (or line and column) and what is wrong.
    static let bad: [(String, String)] = [
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [",
         "not valid JSON"),
        ("[]", "expected"),
        // Swift's name for the type ("expected Dictionary<String, Any>") was the whole message.
        ("[1, 2, 3]", "bad.json: expected an object"),
        // The window starts at 0: events before it were all refused by the replay.
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": -5, \"touches\": []}]}",
         "events[0].t: the time is before 0 (-5.0); a trace's times start at 0 or later"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": -0.5, \"touches\": []}]}",
         "events[0].t: the time is before 0 (-0.5); a trace's times start at 0 or later"),
        ("{\"format\": \"other\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": []}",
         "format: expected \"gesturekit-trace\", found \"other\""),
        ("{\"format\": \"gesturekit-trace\", \"version\": 2, \"window\": {\"width\": 10, \"height\": 10}, \"events\": []}",
         "version: version 2 is not supported (this reader knows 1…1)"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 0, \"height\": 10}, \"events\": []}",
         "window: the window needs a width and height above 0 and at most 1000000000 points (the engine's coordinate range), not 0.0 × 10.0"),
        // Wider than any touch can reach: the SVG of a render would be 10³⁰⁰ points wide.
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 1e300, \"height\": 10}, \"events\": []}",
         "window: the window needs a width and height above 0 and at most 1000000000 points (the engine's coordinate range), not 1e+300 × 10.0"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 1000000000.0001}, \"events\": []}",
         "window: the window needs a width and height above 0 and at most 1000000000 points (the engine's coordinate range), not 10.0 × 1000000000.0001"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}}",
         "top level: missing field \"events\""),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": \"ten\", \"y\": 1}]}]}",
         "events[0].touches[0].x: expected a number"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"y\": 1}]}]}",
         "events[0].touches[0]: missing field \"x\""),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"moving\", \"x\": 1, \"y\": 1}]}]}",
         "events[0].touches[0].phase: \"moving\" is not a phase (began, moved, stationary, ended, cancelled)"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 1, \"touches\": []}, {\"t\": 0.5, \"touches\": []}]}",
         "events[1].t: time goes backwards (0.5 after 1.0)"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"moved\", \"x\": 1, \"y\": 1}]}]}",
         "events[0].touches[0]: touch 1 moved but is not down"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1}]}, {\"t\": 1, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1}]}]}",
         "events[1].touches[0]: touch 1 began but is already down"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1}, {\"id\": 1, \"phase\": \"moved\", \"x\": 1, \"y\": 1}]}]}",
         "events[0].touches[1]: touch 1 appears more than once"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1, \"kind\": \"toe\"}]}]}",
         "events[0].touches[0].kind: \"toe\" is not a kind (direct, indirect, pencil, indirectPointer)"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"scene\": {\"recognizers\": [{\"name\": \"x\", \"type\": \"wave\"}]}, \"events\": []}",
         "scene.recognizers[0].type: \"wave\" is not a recognizer type (tap, longPress, swipe, pan, screenEdgePan, pinch, rotation)"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"scene\": {\"views\": [{\"name\": \"v\", \"frame\": [0, 0, 10]}]}, \"events\": []}",
         "scene.views[0].frame: a frame is [x, y, width, height] with finite numbers and a non-negative size"),
        // A key a place does not have is refused, not skipped: UIKit's name for a tap's count
        // was dropped, and the scene decided with one tap.
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"scene\": {\"views\": [{\"name\": \"v\", \"frame\": [0, 0, 10, 10], \"recognizers\": [{\"name\": \"t\", \"type\": \"tap\", \"numberOfTapsRequired\": 2}]}]}, \"events\": []}",
         "scene.views[0].recognizers[0]: \"numberOfTapsRequired\" is not a key here (name, type, taps, touches, directions, minimumTouches, maximumTouches, minimumPressDuration, edges, requiresFailureOf, simultaneousWith)"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"scene\": {\"views\": [{\"name\": \"v\", \"frame\": [0, 0, 10, 10], \"views\": [{\"name\": \"w\", \"frame\": [0, 0, 1, 1], \"multitouch\": false}]}]}, \"events\": []}",
         "scene.views[0].views[0]: \"multitouch\" is not a key here (name, frame, multipleTouch, recognizers, views)"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"recognisers\": [], \"events\": []}",
         "top level: \"recognisers\" is not a key here (format, version, window, metadata, scene, events)"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10, \"scale\": 2}, \"events\": []}",
         "window: \"scale\" is not a key here (width, height)"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1, \"froce\": 1}]}]}",
         "events[0].touches[0]: \"froce\" is not a key here (id, phase, x, y, force, maxForce, altitude, azimuth, radius, kind, buttons, samples)"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1}]}, {\"t\": 1, \"touches\": [{\"id\": 1, \"phase\": \"moved\", \"x\": 2, \"y\": 1, \"samples\": [{\"t\": 0.5, \"x\": 1.5, \"y\": 1, \"pressure\": 1}]}]}]}",
         "events[1].touches[0].samples[0]: \"pressure\" is not a key here (t, x, y, force, altitude, azimuth, radius)"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [], \"time\": 0}]}",
         "events[0]: \"time\" is not a key here (t, touches)"),
        // Valid JSON whose number does not fit its field: named with its place.
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1.5, \"phase\": \"began\", \"x\": 1, \"y\": 1}]}]}",
         "events[0].touches[0].id: expected a whole number of at most 19 digits, got 1.5"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 9223372036854775808, \"phase\": \"began\", \"x\": 1, \"y\": 1}]}]}",
         "events[0].touches[0].id: expected a whole number of at most 19 digits, got 9223372036854775808"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [\n{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1e400, \"y\": 1}]}]}",
         "line 2: not valid JSON: the number 1e400 is beyond a Double's range"),
        // What JSON's types cannot check, the window does (E2): a trace that reads replays whole.
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1}, {\"id\": 2, \"phase\": \"began\", \"x\": 2e9, \"y\": 1}]}]}",
         "events[0].touches[1]: touch 2 has x 2000000000.0, outside [-1000000000.0, 1000000000.0]"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1, \"radius\": -5}]}]}",
         "events[0].touches[0]: touch 1 has majorRadius -5.0, outside [0.0, ∞]"),
        ("{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1}]}, {\"t\": 1, \"touches\": [{\"id\": 1, \"phase\": \"moved\", \"x\": 2, \"y\": 1, \"samples\": [{\"t\": 1.5, \"x\": 1.5, \"y\": 1}]}]}]}",
         "events[1].touches[0]: touch 1 coalesced sample 0 is at t=1.5, outside 0.0...1.0"),
    ]

    @Test("A key given as null is a key of its object: read as absent")
    func nullValues() throws {
        let text = "{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"scene\": null, "
            + "\"events\": [{\"t\": 0, \"touches\": [{\"id\": 1, \"phase\": \"began\", \"x\": 1, \"y\": 1, \"force\": null}]}]}"
        let trace = try TraceReader.read(Data(text.utf8))
        #expect(trace.scene == nil && trace.events[0].changes[0].force == nil)
    }

    @Test("Metadata takes any key; every other object only its own")
    func metadataKeysAreFree() throws {
        let text = "{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, "
            + "\"metadata\": {\"anything\": \"goes\", \"licence\": \"MIT\"}, \"events\": []}"
        #expect(try TraceReader.read(Data(text.utf8)).metadata == ["anything": "goes", "licence": "MIT"])
    }

    @Test("Bad files are rejected with the field and position at fault", arguments: bad.indices)
    func rejections(index: Int) {
        let (text, expected) = Self.bad[index]
        #expect(throws: TraceError.self) { try TraceReader.read(Data(text.utf8), file: "bad.json") }
        do {
            _ = try TraceReader.read(Data(text.utf8), file: "bad.json")
        } catch {
            #expect(error.description.hasPrefix("bad.json: "))
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }

    @Test("A touch id that ended or was cancelled begins again, at the very time it ended; t = 0 is a time")
    func idsComeBack() throws {
        func touch(_ phase: String) -> String { "{\"id\": 1, \"phase\": \"\(phase)\", \"x\": 1, \"y\": 1}" }
        let text = "{\"format\": \"gesturekit-trace\", \"version\": 1, \"window\": {\"width\": 10, \"height\": 10}, \"events\": ["
            + "{\"t\": 0, \"touches\": [\(touch("began"))]}, {\"t\": 0.5, \"touches\": [\(touch("ended"))]}, "
            + "{\"t\": 0.5, \"touches\": [\(touch("began"))]}, {\"t\": 1, \"touches\": [\(touch("cancelled"))]}, "
            + "{\"t\": 2, \"touches\": [\(touch("began"))]}]}"
        let trace = try TraceReader.read(Data(text.utf8))
        #expect(trace.events.map(\.timestamp) == [0, 0.5, 0.5, 1, 2])
        #expect(trace.events.map { $0.changes.map(\.phase) } == [[.began], [.ended], [.began], [.cancelled], [.began]])
    }

    @Test("A syntax error names its line and column")
    func syntaxPosition() {
        let text = "{\n  \"format\": \"gesturekit-trace\",\n  \"version\": 1,,\n}"
        do {
            _ = try TraceReader.read(Data(text.utf8))
            Issue.record("read a broken file")
        } catch {
            #expect(error.description == "line 3, column 16: not valid JSON", "\(error.description)")
        }
    }

    @Test("A file cut short inside a value names its last line")
    func cutShort() {
        let text = "{\n  \"format\": \"gesturekit-trace\",\n  \"events\": [\n    {\"t\": 0.5, \"touches\": [{\"id\": 1, \"x\": 46\n\n"
        do {
            _ = try TraceReader.read(Data(text.utf8))
            Issue.record("read a file cut short")
        } catch {
            #expect(error.description == "line 4: not valid JSON: the file ends before its last value is closed (a file cut short?)",
                    "\(error.description)")
        }
    }

    @Test("Scene descriptions build, and bad references are reported with their place")
    func sceneErrors() throws {
        let size = Size(width: 100, height: 100)
        let built = try BuiltScene(Self.sample.scene!, size: size)
        #expect(built.recognizers.map(\.displayName) == ["tap", "press", "edge", "swipe"])
        #expect((built.recognizer(named: "swipe") as? SwipeGestureRecognizer)?.direction == [.left, .up])
        #expect((built.recognizer(named: "edge") as? ScreenEdgePanGestureRecognizer)?.edges == .left)
        #expect(built.views["badge"]?.superview === built.views["card"])
        let broken: [(SceneDescription, String)] = [
            (SceneDescription(recognizers: [.init("a", .tap, requiresFailureOf: ["nobody"])]),
             "scene.recognizers[0].requiresFailureOf: no recognizer is named \"nobody\""),
            (SceneDescription(recognizers: [.init("a", .tap), .init("a", .pan)]), "scene.recognizers[1]: two recognizers are named \"a\""),
            (SceneDescription(recognizers: [.init("a", .tap, requiresFailureOf: ["b"]), .init("b", .tap, requiresFailureOf: ["a"])]),
             "scene.recognizers[1].requiresFailureOf: waiting for \"a\" would close a cycle of failure requirements"),
            (SceneDescription(recognizers: [.init("s", .swipe, directions: ["sideways"])]),
             "scene.recognizers[0].directions: \"sideways\" is not a direction (right, left, up, down)"),
            (SceneDescription(recognizers: [.init("t", .tap, taps: 0)]), "scene.recognizers[0].taps: 1 or more is expected; got 0"),
            (SceneDescription(recognizers: [.init("t", .tap, taps: -3)]), "scene.recognizers[0].taps: 1 or more is expected; got -3"),
            (SceneDescription(recognizers: [.init("t", .tap, touches: 0)]), "scene.recognizers[0].touches: 1 or more is expected; got 0"),
            (SceneDescription(recognizers: [.init("s", .swipe, touches: 0)]), "scene.recognizers[0].touches: 1 or more is expected; got 0"),
            (SceneDescription(recognizers: [.init("l", .longPress, taps: -1)]), "scene.recognizers[0].taps: 0 or more is expected; got -1"),
            (SceneDescription(recognizers: [.init("l", .longPress, minimumPressDuration: -1)]),
             "scene.recognizers[0].minimumPressDuration: a number of seconds from 0 is expected; got -1.0"),
            (SceneDescription(recognizers: [.init("p", .pan, minimumTouches: 0)]), "scene.recognizers[0].minimumTouches: 1 or more is expected; got 0"),
            (SceneDescription(recognizers: [.init("p", .pan, minimumTouches: 5, maximumTouches: 2)]),
             "scene.recognizers[0].maximumTouches: maximumTouches (2) is below minimumTouches (5): no number of fingers fits"),
        ]
        // At the limits: taken.
        let limits = SceneDescription(recognizers: [.init("t", .tap, taps: 1, touches: 1), .init("l", .longPress, taps: 0, minimumPressDuration: 0),
                                                    .init("p", .pan, minimumTouches: 3, maximumTouches: 3)])
        #expect(throws: Never.self) { try BuiltScene(limits, size: size) }
        for (scene, message) in broken {
            #expect(throws: TraceError.self) { try BuiltScene(scene, size: size) }
            do { _ = try BuiltScene(scene, size: size) } catch { #expect(error.description == message) }
        }
    }

    @Test("The standard scene has the documented recognizers and relationships")
    func standardScene() throws {
        let scene = try BuiltScene(.standard(size: Size(width: 400, height: 300)), size: Size(width: 400, height: 300))
        #expect(scene.recognizers.map(\.displayName) == [
            "tap", "doubleTap", "twoFingerTap", "longPress", "pan", "pinch", "rotation",
            "swipeLeft", "swipeRight", "swipeUp", "swipeDown",
        ])
        #expect(scene.views["surface"]?.frame == Rect(x: 0, y: 0, width: 400, height: 300))
    }
}
