import GestureKit
import GestureKitTesting
import Testing
@testable import GestureShapes

/// The rules of the "r", the drag, the Z and the template recognizer, each at its limit, and
/// the rule that refused named by its failure reason.
@Suite("Stroke recognizers' rules")
struct StrokeRecognizerRulesTests {
    // MARK: "r"

    /// The "r"'s thresholds are per sample, so its strokes are scripted one sample per point
    /// (its view fills the window, its superview: the coordinates are the window's).
    func r(_ points: [(Double, Double)]) throws -> ShapeScene {
        let scene = ShapeScene(ReturnGestureRecognizer())
        try scene.drawSamples(points)
        return scene
    }

    static let lifted = FailureReason.requested("lifted before the stroke was complete")

    @Test("'r': a rightward step of exactly minimumRightStep (5 pt) starts the last part; 4.99 pt does not")
    func rightStep() throws {
        // Down 10, up, a step right, then a level sample that recognizes in the last part.
        let exact = try r([(100, 100), (100, 110), (100, 104), (105, 103), (106, 103)])
        #expect(exact.recognized)
        // 4.99 pt leaves the stroke going up: the level sample after it does not recognize.
        let short = try r([(100, 100), (100, 110), (100, 104), (104.99, 103), (106, 103)])
        #expect(short.probe.states(of: "shape").isEmpty)
        #expect(short.probe.failureReason(of: "shape") == Self.lifted)
    }

    @Test("'r': in the last part a sample moving maximumVerticalStep (5 pt) vertically neither recognizes nor fails; 4.99 pt recognizes")
    func levelStep() throws {
        let steep = try r([(100, 100), (100, 110), (100, 104), (105, 103), (106, 98)])
        #expect(steep.probe.states(of: "shape").isEmpty)
        #expect(steep.probe.failureReason(of: "shape") == Self.lifted)  // not "x stopped increasing"
        // The steep sample did not end it: a level one after it still recognizes.
        let thenLevel = try r([(100, 100), (100, 110), (100, 104), (105, 103), (106, 98), (107, 98)])
        #expect(thenLevel.recognized)
        let level = try r([(100, 100), (100, 110), (100, 104), (105, 103), (106, 98.01)])
        #expect(level.recognized)
    }

    @Test("'r': in the last part x must increase at every sample: x standing still fails")
    func xStandingStill() throws {
        let still = try r([(100, 100), (100, 110), (100, 104), (105, 103), (105, 102)])
        #expect(still.probe.states(of: "shape").isEmpty)
        #expect(still.probe.failureReason(of: "shape") == .requested("x stopped increasing"))
    }

    @Test("'r': a level sample (dy = 0) during the downstroke does not end it; only y turning upward does")
    func levelDownstroke() throws {
        // Level after 5 pt down (too short a downstroke, were it the turn), then on to 10.
        let scene = try r([(100, 100), (100, 105), (103, 105), (103, 110), (103, 104), (108, 103), (109, 103)])
        #expect(scene.recognized)
        #expect(scene.probe.failureReason(of: "shape") == nil)
    }

    @Test("'r': lifting before the last part recognizes fails, in every phase")
    func earlyLift() throws {
        let strokes: [[(Double, Double)]] = [
            [(100, 100), (100, 110)],  // going down
            [(100, 100), (100, 110), (100, 104)],  // going up
            [(100, 100), (100, 110), (100, 104), (105, 103)],  // the last part just begun
        ]
        for points in strokes {
            let scene = try r(points)
            #expect(scene.probe.states(of: "shape").isEmpty, "\(points)")
            #expect(scene.probe.failureReason(of: "shape") == Self.lifted, "\(points)")
        }
    }

    // MARK: Drag

    /// A 40×20 taxi at (10, 10) in a 400×400 window, with its drag recognizer.
    struct DragScene {
        let window = Window(size: Size(width: 400, height: 400))
        let taxi = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        let probe: GestureProbe

        init() {
            window.addSubview(taxi)
            let drag = DragViewGestureRecognizer()
            drag.name = "drag"
            taxi.addGestureRecognizer(drag)
            probe = GestureProbe(window: window, watching: [drag])
        }
    }

    @Test("Drag: a cancelled touch ends the drag (as the source material does), it does not cancel it")
    func dragCancelled() throws {
        let scene = DragScene()
        let script = TouchScript()
        script.finger(1).down(at: 20, 20).move(to: 50, 20, over: 0.1).cancel()
        try scene.window.play(script)
        let states = scene.probe.states(of: "drag")
        #expect(states.first == .began && states.last == .ended && !states.contains(.cancelled))
        #expect(abs(scene.taxi.frame.minX - 40) < 1e-9)  // the view stays where it was dragged
    }

    @Test("Drag: only the first finger drags; a second finger is ignored, and lifting it does not end the drag")
    func dragSecondFinger() throws {
        let scene = DragScene()
        let script = TouchScript()
        script.finger(1).down(at: 20, 20).move(to: 60, 20, over: 0.1).hold(for: 0.15).move(to: 100, 20, over: 0.1).lift()
        // Lands on the taxi (now at x 50…90), moves down and lifts while the first finger holds.
        script.finger(2).down(at: 70, 20, time: 0.12).move(to: 70, 100, over: 0.05).lift()
        try scene.window.play(script)
        let actions = scene.probe.actions(of: "drag")
        #expect(actions.filter { $0.state == .ended }.count == 1)
        #expect(actions.last.map { $0.state == .ended && abs($0.time - 0.35) < 1e-9 } == true)  // at the first finger's lift
        #expect(abs(scene.taxi.frame.minX - 90) < 1e-9 && abs(scene.taxi.frame.minY - 10) < 1e-9)
    }

    @Test("Drag: two fingers landing together fail it (more than one finger)")
    func dragTwoFingers() throws {
        let scene = DragScene()
        let script = TouchScript()
        script.finger(1).down(at: 20, 20).move(to: 120, 20, over: 0.1).lift()
        script.finger(2).down(at: 40, 25).move(to: 140, 25, over: 0.1).lift()
        try scene.window.play(script)
        #expect(scene.probe.states(of: "drag").isEmpty)
        #expect(scene.probe.failureReason(of: "drag") == .requested("more than one finger"))
        #expect(scene.taxi.frame.origin == Point(x: 10, y: 10))
    }

    // MARK: Z

    /// Lengths that are multiples of the resampling step (minimumLegLength / 4 = 5 pt, for a
    /// path a multiple of 5 long) put resampled points on the corners, so each run is exactly
    /// its leg; straight down is the steep end of down-left.
    func z(_ points: [(Double, Double)]) throws -> ShapeScene {
        let scene = ShapeScene(ZGestureRecognizer())
        try scene.drawSamples(points)
        return scene
    }

    static let notZ = FailureReason.requested("not right, down-left, right")

    @Test("Z: a leg exactly minimumLegLength (20 pt) long counts; a shorter run is dropped as a wobble")
    func legLength() throws {
        let exact = try z([(100, 100), (120, 100), (120, 140), (160, 140)])  // right 20, down 40, right 40
        #expect(exact.recognized)
        let short = try z([(100, 100), (115, 100), (115, 140), (160, 140)])  // right 15: no first leg
        #expect(short.probe.states(of: "shape").isEmpty)
        #expect(short.probe.failureReason(of: "shape") == Self.notZ)
    }

    @Test("Z: a minimum leg length of 0, a tiny, a negative or a NaN one decides at the lift, with a bounded resampling",
          arguments: [0, 1e-12, -20, .nan])
    func oddLegLengths(minimum: Double) throws {
        let z = ZGestureRecognizer()
        z.minimumLegLength = minimum
        let scene = ShapeScene(z)
        try scene.drawSamples([(100, 100), (120, 100), (120, 140), (160, 140)])
        // With no least length every run is a leg, the corners' short diagonals included, so
        // no drawn Z has just three; NaN admits none. Either way it fails, and does not trap.
        #expect(!scene.recognized && scene.probe.failureReason(of: "shape") == Self.notZ)
    }

    @Test("Z: runs of one direction either side of a dropped wobble merge into one leg")
    func wobbleMerged() throws {
        // A 5 pt jog up in the top bar: right, (other), right, then down-left and right.
        let scene = try z([(100, 100), (150, 100), (150, 95), (200, 95), (100, 195), (200, 195)])
        #expect(scene.recognized)
        #expect(scene.probe.failureReason(of: "shape") == nil)
    }

    @Test("Z: rightward is within directionTolerance (35°) of horizontal, up or down; a top bar climbing 45° is not rightward")
    func rightwardTolerance() throws {
        for (degrees, recognized) in [(30.0, true), (-30.0, true), (45.0, false), (90.0, false)] {
            // The top bar 100 pt long, `degrees` above horizontal; then down-left and right.
            let a = degrees * Double.pi / 180
            let top = (100 + 100 * Trigonometry.cos(a), 150 - 100 * Trigonometry.sin(a))
            let scene = try z([(100, 150), top, (top.0 - 100, top.1 + 100), (top.0, top.1 + 100)])
            #expect(scene.recognized == recognized, "\(degrees)°")
            #expect(scene.probe.failureReason(of: "shape") == (recognized ? nil : Self.notZ), "\(degrees)°")
        }
    }

    @Test("Z: the middle leg goes from straight down to 35° past the down-left diagonal; down-right is not down-left")
    func downLeftWindow() throws {
        for (middle, recognized) in [((100.0, 200.0), true), ((200.0, 200.0), true), ((300.0, 200.0), false)] {
            // Right 100 to (200, 100), then to `middle`: down-left at 45°, straight down, down-right at 45°.
            let scene = try z([(100, 100), (200, 100), middle, (middle.0 + 100, 200)])
            #expect(scene.recognized == recognized, "\(middle)")
            #expect(scene.probe.failureReason(of: "shape") == (recognized ? nil : Self.notZ), "\(middle)")
        }
    }

    // MARK: Template

    /// A template recognizer in a 400×400 window, on a view at (100, 50) (200×300).
    struct TemplateScene {
        let window = Window(size: Size(width: 400, height: 400))
        let pad = View(frame: Rect(x: 100, y: 50, width: 200, height: 300))
        let shapes: TemplateGestureRecognizer
        let probe: GestureProbe

        init(_ matcher: TemplateGestureRecognizer.Matcher, templates: [(String, GestureSample)]) {
            shapes = TemplateGestureRecognizer(matcher: matcher, minimumScore: 0)
            shapes.name = "shapes"
            for (name, sample) in templates { shapes.addTemplate(name, sample: sample) }
            window.addSubview(pad)
            pad.addGestureRecognizer(shapes)
            probe = GestureProbe(window: window, watching: [shapes])
        }
    }

    @Test("Template: a best match scoring exactly minimumScore is recognized; one ulp above it refuses")
    func scoreAtLeast() throws {
        let triangle = [Point(x: 0, y: 100), Point(x: 50, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
        let scene = TemplateScene(.protractor(ProtractorRecognizer()), templates: [("triangle", GestureSample(points: triangle))])
        // A lopsided triangle: the same points each time, so the same score.
        let script = TouchScript()
        script.finger(1).down(at: 120, 300).path([(190, 180), (230, 290), (120, 300)], each: 0.1).lift()
        try scene.window.play(script)
        let score = try #require(scene.shapes.lastMatch?.score)
        #expect(score > 0.5 && score < 1)
        var scores: [Double?] = []
        scene.shapes.addAction { scores.append(($0 as! TemplateGestureRecognizer).matchedScore) }
        scene.shapes.minimumScore = score
        scene.probe.clear()
        try scene.window.play(script)
        #expect(scene.probe.states(of: "shapes") == [.recognized] && scores == [score])
        scene.shapes.minimumScore = score.nextUp
        scene.probe.clear()
        try scene.window.play(script)
        #expect(scene.probe.states(of: "shapes").isEmpty && scene.shapes.lastMatch?.score == score)
        let reason = "best match triangle scored \(DecisionRecord.format(score)), below the minimum \(DecisionRecord.format(score.nextUp))"
        #expect(scene.probe.failureReason(of: "shapes") == .requested(reason))
    }

    @Test("Template: fingers down together draw one stroke each, and the shape is decided at the last lift")
    func decidedAtLastLift() throws {
        let equals = GestureSample(strokes: [[Point(x: 0, y: 0), Point(x: 100, y: 0)], [Point(x: 0, y: 50), Point(x: 100, y: 50)]])
        let scene = TemplateScene(.pointCloud(PointCloudRecognizer()), templates: [("equals", equals)])
        let script = TouchScript()
        script.finger(1).down(at: 120, 100).move(to: 220, 100, over: 0.1).lift()
        script.finger(2).down(at: 120, 150).move(to: 220, 150, over: 0.2).lift()  // still drawing at the first lift
        try scene.window.play(script)
        let times = scene.probe.actions(of: "shapes").map(\.time)
        #expect(times.count == 1 && times.allSatisfy { abs($0 - 0.2) < 1e-9 })
        let strokes = try #require(scene.shapes.lastSample?.strokes)
        #expect(strokes.count == 2)
        #expect(strokes.map(\.first) == [Point(x: 120, y: 100), Point(x: 120, y: 150)])
        #expect(strokes.map(\.last) == [Point(x: 220, y: 100), Point(x: 220, y: 150)])  // both drawn to their end
    }

    @Test("Template: every point of a stroke, its first included, is in window coordinates, not the view's")
    func windowCoordinates() throws {
        let line = GestureSample(points: [Point(x: 0, y: 0), Point(x: 100, y: 0)])
        let scene = TemplateScene(.protractor(ProtractorRecognizer()), templates: [("line", line)])
        let script = TouchScript()
        script.finger(1).down(at: 150, 100).move(to: 250, 100, over: 0.1).lift()  // (50, 50)–(150, 50) in the view
        try scene.window.play(script)
        #expect(scene.probe.states(of: "shapes") == [.recognized])
        let stroke = try #require(scene.shapes.lastSample?.strokes.first)
        #expect(stroke.first == Point(x: 150, y: 100) && stroke.last == Point(x: 250, y: 100))
        #expect(stroke.allSatisfy { $0.y == 100 && $0.x >= 150 && $0.x <= 250 })
    }
}
