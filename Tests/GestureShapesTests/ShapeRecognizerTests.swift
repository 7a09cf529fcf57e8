import GestureKit
import GestureKitTesting
import Testing
@testable import GestureShapes

/// A 400×400 window whose content view holds `recognizer`.
struct ShapeScene {
    let window = Window(size: Size(width: 400, height: 400))
    let content = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let probe: GestureProbe

    init(_ recognizer: GestureRecognizer) {
        content.name = "content"
        window.addSubview(content)
        recognizer.name = "shape"
        content.addGestureRecognizer(recognizer)
        probe = GestureProbe(window: window, watching: [recognizer])
    }

    /// Draws one stroke through `points`, 0.02 s per leg.
    func draw(_ points: [(Double, Double)]) throws {
        let script = TouchScript(sampleRate: 240)
        let finger = script.finger(1).down(at: points[0].0, points[0].1)
        for point in points.dropFirst() { finger.move(to: point.0, point.1, over: 0.02) }
        finger.lift()
        try window.play(script)
    }

    /// Draws one stroke with exactly one sample per point (1/240 s apart).
    func drawSamples(_ points: [(Double, Double)]) throws {
        let script = TouchScript(sampleRate: 240)
        let finger = script.finger(1).down(at: points[0].0, points[0].1)
        for point in points.dropFirst() { finger.move(to: point.0, point.1, over: 1.0 / 240) }
        finger.lift()
        try window.play(script)
    }

    var recognized: Bool { probe.states(of: "shape") == [.recognized] }
}

@Suite("Check mark")
struct CheckMarkTests {
    @Test("Seed: a corner inside [50°, 135°] after more than 10 pt of travel is recognized at once", arguments: [
        (60.0, true), (90.0, true), (130.0, true), (45.0, false), (140.0, false),
    ])
    func angleWindow(turn: Double, recognized: Bool) throws {
        let scene = ShapeScene(CheckMarkGestureRecognizer())
        // 30 pt to the right, then 30 pt in a direction `turn` degrees away.
        let a = turn * Double.pi / 180
        try scene.draw([(100, 100), (130, 100), (130 + 30 * Trigonometry.cos(a), 100 + 30 * Trigonometry.sin(a))])
        #expect(scene.recognized == recognized)
    }

    @Test("Seed: a corner before 10 pt of travel does not count")
    func minimumTravel() throws {
        let early = ShapeScene(CheckMarkGestureRecognizer())
        try early.draw([(100, 100), (108, 100), (108, 140)])  // turns after 8 pt
        #expect(!early.recognized)
        #expect(early.probe.failureReason(of: "shape") == .requested("no corner in the angle window"))
        let late = ShapeScene(CheckMarkGestureRecognizer())
        try late.draw([(100, 100), (112, 100), (112, 140)])  // turns after 12 pt
        #expect(late.recognized)
    }

    @Test("Improved: a check is recognized at the lift; a v, a line, an inverted check are not")
    func improved() throws {
        let shapes: [([(Double, Double)], Bool)] = [
            ([(100, 150), (130, 190), (200, 90)], true),  // short fall, long rise: ✓
            ([(100, 100), (150, 200), (200, 100)], false),  // v: equal arms
            ([(100, 100), (300, 120)], false),  // a line
            ([(100, 190), (130, 150), (200, 250)], false),  // up then down
        ]
        for (points, expected) in shapes {
            let scene = ShapeScene(CheckMarkGestureRecognizer(mode: .improved))
            try scene.draw(points)
            #expect(scene.recognized == expected, "\(points)")
        }
    }

    @Test("Improved: a lead-in flick and a trailing hook are not arms, up to a quarter of the stroke each")
    func hooks() throws {
        // A check whose falling arm starts after a small upward flick, and whose rising arm ends in a small hook.
        let flicked = [(90.0, 160.0), (100.0, 150.0), (130.0, 190.0), (200.0, 90.0), (205.0, 100.0)]
        let scene = ShapeScene(CheckMarkGestureRecognizer(mode: .improved))
        try scene.draw(flicked)
        #expect(scene.recognized)
        // A long loop after the check (a pigtail's shape) is not a hook.
        let looped = [(100.0, 150.0), (130.0, 190.0), (200.0, 90.0), (240.0, 130.0), (200.0, 170.0), (170.0, 130.0)]
        let pigtail = ShapeScene(CheckMarkGestureRecognizer(mode: .improved))
        try pigtail.draw(looped)
        #expect(!pigtail.recognized)
        #expect(pigtail.probe.failureReason(of: "shape") == .requested("too much before or after the two arms"))
    }

    @Test("Improved: the hook fraction and the arm ratio are inclusive limits")
    func improvedLimits() {
        let stroke = [(90.0, 160.0), (100.0, 150.0), (130.0, 190.0), (200.0, 90.0)].map { Point(x: $0.0, y: $0.1) }
        // What the verdict measures: on the 48-point resampling, the lead-in up to the highest
        // point before the lowest, and the arms' chords.
        let points = StrokeGeometry.resample(stroke, count: 48)
        let vertex = points.indices.max { points[$0].y < points[$1].y }!
        let top = points[..<vertex].indices.min { points[$0].y < points[$1].y }!
        let end = points[(vertex + 1)...].indices.min { points[$0].y < points[$1].y }!
        let leadIn = StrokeGeometry.pathLength(Array(points[...top])) / StrokeGeometry.pathLength(points)
        let ratio = points[vertex].distance(to: points[end]) / points[top].distance(to: points[vertex])
        #expect(leadIn > 0.05 && leadIn < 0.25 && ratio > 1.5)
        let check = CheckMarkGestureRecognizer(mode: .improved)
        check.maximumHookFraction = leadIn
        #expect(check.improvedVerdict(stroke) == nil)
        check.maximumHookFraction = leadIn.nextDown
        #expect(check.improvedVerdict(stroke) == "too much before or after the two arms")
        check.maximumHookFraction = 0.25
        check.minimumArmRatio = ratio
        #expect(check.improvedVerdict(stroke) == nil)
        check.minimumArmRatio = ratio.nextUp
        #expect(check.improvedVerdict(stroke) == "the rising arm is not longer")
    }

    @Test("Two fingers fail it; a cancelled touch fails it")
    func failures() throws {
        let scene = ShapeScene(CheckMarkGestureRecognizer())
        let script = TouchScript()
        script.finger(1).down(at: 10, 10).hold(for: 0.1).lift()
        script.finger(2).down(at: 50, 50, time: 0.05).hold(for: 0.01).lift()
        try scene.window.play(script)
        #expect(scene.probe.failureReason(of: "shape") == .requested("more than one finger"))
        let cancelled = TouchScript()
        cancelled.finger(3).down(at: 10, 10).move(to: 60, 10, over: 0.1).cancel()
        scene.probe.clear()
        try scene.window.play(cancelled)
        #expect(scene.probe.states(of: "shape").isEmpty && scene.probe.failureReason(of: "shape") == .requested("a touch was cancelled"))
    }
}

@Suite("Circle")
struct CircleRecognizerTests {
    func stroke(_ points: [Point]) -> [(Double, Double)] { points.map { ($0.x, $0.y) } }

    @Test("A drawn circle is recognized; the fit and the path are exposed", arguments: ShapeRecognitionMode.allCases)
    func circle(mode: ShapeRecognitionMode) throws {
        let circle = CircleGestureRecognizer(mode: mode)
        let scene = ShapeScene(circle)
        try scene.draw(stroke(circlePoints(center: Point(x: 200, y: 200), radius: 80, count: 40, noise: 2) + [Point(x: 281, y: 201)]))
        #expect(scene.recognized && circle.isCircle && circle.verdict == nil)
        let fit = try #require(circle.fit)
        #expect(fit.circle.center.distance(to: Point(x: 200, y: 200)) < 5 && abs(fit.circle.radius - 80) < 5)
        #expect(circle.lastStroke.count > 40 && circle.path.isEmpty)  // reset cleared the path; the last stroke stays
    }

    @Test("Seed check 1: a fit error above the tolerance fails (a zigzag)")
    func fitError() throws {
        let circle = CircleGestureRecognizer()
        let scene = ShapeScene(circle)
        try scene.draw([(100, 100), (300, 110), (120, 140), (310, 160), (110, 200)])
        #expect(!scene.recognized && !circle.isCircle)
    }

    // An 8's two loops fit no one circle: check 1 refuses it before check 2 looks at its
    // crossing (SeedRulesTests.innerSquare reaches check 2 with a good fit).
    @Test("Seed: an 8 fails, on its fit error")
    func eight() throws {
        let circle = CircleGestureRecognizer()
        let scene = ShapeScene(circle)
        let top = circlePoints(center: Point(x: 200, y: 160), radius: 40, count: 24, start: Double.pi / 2, sweep: 2 * Double.pi)
        let bottom = circlePoints(center: Point(x: 200, y: 240), radius: 40, count: 24, start: -Double.pi / 2, sweep: -2 * Double.pi)
        try scene.draw(stroke(top + bottom))
        #expect(!scene.recognized)
        #expect(circle.verdict == "the fit's error is above the tolerance")
    }

    @Test("Seed check 3: a short arc fails (it covers too little of the circle's box)")
    func shortArc() throws {
        let circle = CircleGestureRecognizer()
        let scene = ShapeScene(circle)
        try scene.draw(stroke(circlePoints(center: Point(x: 200, y: 200), radius: 80, count: 20, sweep: Double.pi / 2)))
        #expect(!scene.recognized && circle.verdict == "the stroke covers too little of the circle")
    }

    @Test("Improved mode rejects a C and a double loop that the seed accepts")
    func improvedRejects() throws {
        let c = circlePoints(center: Point(x: 200, y: 200), radius: 80, count: 40, start: 0.6, sweep: 2 * Double.pi - 1.7)
        let twice = circlePoints(center: Point(x: 200, y: 200), radius: 80, count: 80, sweep: 4 * Double.pi)
        for (points, reason) in [(c, "the stroke does not go all the way round"), (twice, "the stroke goes round more than once")] {
            let seed = CircleGestureRecognizer(mode: .seed), improved = CircleGestureRecognizer(mode: .improved)
            let seedScene = ShapeScene(seed), improvedScene = ShapeScene(improved)
            try seedScene.draw(stroke(points))
            try improvedScene.draw(stroke(points))
            #expect(seedScene.recognized, "the seed accepts it")
            #expect(!improvedScene.recognized && improved.verdict == reason)
        }
    }

    @Test("Improved mode: a square is refused by its coverage, and by its corners once past it")
    func rectangle() throws {
        let circle = CircleGestureRecognizer(mode: .improved)
        let scene = ShapeScene(circle)
        try scene.draw([(140, 140), (260, 140), (260, 260), (140, 260), (140, 142)])
        // A square covers about 76% of its fitted circle's box: the seed's coverage check
        // (more than 80% with the tolerance of 0.2) refuses it before the improved limits.
        #expect(!scene.recognized && circle.verdict == "the stroke covers too little of the circle")
        // Widened to 0.3, the tolerance lets a square reach the improved limits. Its sides
        // sag inward a little, as drawn by hand, so each corner turns about 98° (a square's
        // exact 90° is the limit itself, which passes): the corner check refuses it.
        let widened = CircleGestureRecognizer(mode: .improved)
        widened.tolerance = 0.3
        let sagging = ShapeScene(widened)
        try sagging.draw([(140, 140), (200, 144), (260, 140), (256, 200), (260, 260), (200, 256), (140, 260), (144, 200), (140, 142)])
        #expect(!sagging.recognized && widened.verdict == "the stroke has a corner")
        #expect(sagging.probe.failureReason(of: "shape") == .requested("the stroke has a corner"))
    }

    @Test("More than one finger fails it; cancellation fails it")
    func fingers() throws {
        let scene = ShapeScene(CircleGestureRecognizer())
        let script = TouchScript()
        script.finger(1).down(at: 100, 100).move(to: 200, 100, over: 0.1).lift()
        script.finger(2).down(at: 300, 300, time: 0.05).hold(for: 0.01).lift()
        try scene.window.play(script)
        #expect(scene.probe.failureReason(of: "shape") == .requested("more than one finger"))
    }
}

@Suite("Return ('r'), drag, Z")
struct OtherShapeTests {
    /// The seed's thresholds are per sample ("x increases by at least 5 points between
    /// samples"), so these strokes are scripted sample by sample.
    @Test("'r': down at least 10 pt, up, a step right of at least 5 pt, then right and level")
    func returnStroke() throws {
        let r = ReturnGestureRecognizer()
        let scene = ShapeScene(r)
        // Down 10 (phase 0) · up (phase 1) · +4 right: not yet · +5 right (phase 2) · +6, dy 2: recognized.
        try scene.drawSamples([(100, 100), (100, 105), (100, 110), (100, 104), (104, 100), (109, 99), (115, 97)])
        #expect(scene.recognized)
        #expect(r.phase == .downstroke)  // reset after recognition
    }

    @Test("'r': a downstroke of 9.9 pt, x going back in the last part, or a start on a control fail")
    func returnFailures() throws {
        let short = ShapeScene(ReturnGestureRecognizer())
        try short.drawSamples([(100, 100), (100, 109.9), (100, 104), (106, 103), (112, 103)])
        #expect(short.probe.failureReason(of: "shape") == .requested("the downstroke is too short"))
        let back = ShapeScene(ReturnGestureRecognizer())
        try back.drawSamples([(100, 100), (100, 110), (100, 104), (105, 103), (103, 103)])
        #expect(back.probe.failureReason(of: "shape") == .requested("x stopped increasing"))
        final class Button: Control {}
        let onControl = ShapeScene(ReturnGestureRecognizer())
        onControl.content.addSubview(Button(frame: Rect(x: 90, y: 90, width: 30, height: 30)))
        try onControl.drawSamples([(100, 100), (100, 110), (100, 104), (105, 103), (111, 102)])
        #expect(onControl.probe.failureReason(of: "shape") == .requested("started on a control"))
    }

    @Test("Drag: began on touch-down, changed on moves, ended on lift; the view never leaves its container")
    func drag() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let container = View(frame: Rect(x: 50, y: 50, width: 200, height: 200))
        let taxi = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        window.addSubview(container)
        container.addSubview(taxi)
        let drag = DragViewGestureRecognizer()
        drag.name = "drag"
        taxi.addGestureRecognizer(drag)
        let probe = GestureProbe(window: window, watching: [drag])
        let script = TouchScript()
        script.finger(1).down(at: 70, 70).move(to: 170, 120, over: 0.2).move(to: 400, 120, over: 0.2).lift()
        try window.play(script)
        let states = probe.states(of: "drag")
        // Every move between the landing and the lift is a change (0.4 s of moves at 60 Hz).
        #expect(states.count > 20 && states.first == .began && states.last == .ended
                && states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(container.bounds.contains(taxi.frame))
        // A move that would take it out is refused whole (not clamped), so it stops within one
        // step (100 pt over 48 samples ≈ 4.8 pt) of the container's right edge.
        #expect(taxi.frame.maxX <= 200 && taxi.frame.maxX > 195)
        #expect(abs(taxi.frame.minY - 60) < 1e-9)  // moved down 50 with the finger
    }

    @Test("Drag variants: a second finger or the reset area puts the view back and cancels")
    func dragVariants() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let taxi = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        window.addSubview(taxi)
        let drag = DragViewGestureRecognizer()
        drag.name = "drag"
        drag.resetsOnSecondFinger = true
        drag.resetArea = Rect(x: 300, y: 300, width: 100, height: 100)
        taxi.addGestureRecognizer(drag)
        let probe = GestureProbe(window: window, watching: [drag])
        let script = TouchScript()
        script.finger(1).down(at: 20, 20).move(to: 120, 120, over: 0.2).hold(for: 0.1).lift()
        script.finger(2).down(at: 125, 125, time: 0.25).hold(for: 0.01).lift()
        try window.play(script)
        #expect(probe.states(of: "drag").last == .cancelled && taxi.frame.origin == Point(x: 10, y: 10))
        probe.clear()
        let intoReset = TouchScript()
        intoReset.finger(3).down(at: 20, 20).move(to: 330, 330, over: 0.3).lift()
        try window.play(intoReset)
        #expect(probe.states(of: "drag").last == .cancelled && taxi.frame.origin == Point(x: 10, y: 10))
    }

    @Test("Drag keeps out of a forbidden area (the top bar exercise)")
    func dragForbidden() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let taxi = View(frame: Rect(x: 100, y: 100, width: 40, height: 20))
        window.addSubview(taxi)
        let drag = DragViewGestureRecognizer()
        drag.forbiddenArea = Rect(x: 0, y: 0, width: 400, height: 44)
        taxi.addGestureRecognizer(drag)
        let script = TouchScript()
        script.finger(1).down(at: 110, 110).move(to: 110, 10, over: 0.3).lift()
        try window.play(script)
        #expect(taxi.frame.minY >= 44)
    }

    @Test("Z: right, down-left, right is recognized; other orders are not", arguments: [
        ([(100.0, 100.0), (200.0, 100.0), (100.0, 200.0), (200.0, 200.0)], true),
        ([(100.0, 100.0), (200.0, 100.0), (100.0, 200.0)], false),
        ([(100.0, 100.0), (100.0, 200.0), (200.0, 100.0), (200.0, 200.0)], false),
        ([(100.0, 100.0), (200.0, 100.0), (100.0, 200.0), (200.0, 200.0), (100.0, 300.0)], false),
    ])
    func z(points: [(Double, Double)], recognized: Bool) throws {
        let scene = ShapeScene(ZGestureRecognizer())
        try scene.draw(points)
        #expect(scene.recognized == recognized)
    }
}
