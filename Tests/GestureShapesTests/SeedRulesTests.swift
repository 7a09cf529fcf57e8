import GestureKit
import GestureKitTesting
import Testing
@testable import GestureShapes

/// The seed modes' rules at their boundaries: the check mark's angle window and travel, and
/// the circle's three checks, each limit probed on both sides of the figure the recognizer
/// itself measures. The seed modes must behave exactly as the source material has them.
@Suite("Seed modes at their limits")
struct SeedRulesTests {
    /// A turn of `degrees` after `first` points of straight travel to the right, one sample a point.
    static func corner(after first: Double, turning degrees: Double) -> [(Double, Double)] {
        let a = degrees * Double.pi / 180
        return [(100, 100), (100 + first, 100), (100 + first + 30 * Trigonometry.cos(a), 100 + 30 * Trigonometry.sin(a))]
    }

    /// The angle the seed measures at the corner of `stroke`'s three points.
    static func measuredAngle(_ stroke: [(Double, Double)]) -> Double {
        let p = stroke.map { Point(x: $0.0, y: $0.1) }
        return StrokeGeometry.angleBetweenLines(p[0], p[1], p[1], p[2])
    }

    @Test("The seed check mark's defaults are the source material's: 50° to 135°, after more than 10 points")
    func checkMarkDefaults() {
        let check = CheckMarkGestureRecognizer()
        #expect(check.mode == .seed && check.minimumAngle == 50 && check.maximumAngle == 135 && check.minimumTravel == 10)
    }

    @Test("Seed check mark: the angle window includes both ends, to the last bit", arguments: [62.0, 118.0])
    func angleWindowEnds(turn: Double) throws {
        let stroke = Self.corner(after: 30, turning: turn)
        let angle = Self.measuredAngle(stroke)
        // The window's lower end at the corner's angle, then one step above it.
        for (minimum, recognized) in [(angle, true), (angle.nextUp, false)] {
            let check = CheckMarkGestureRecognizer()
            check.minimumAngle = minimum
            let scene = ShapeScene(check)
            try scene.drawSamples(stroke)
            #expect(scene.recognized == recognized, "minimumAngle \(minimum), corner \(angle)")
        }
        // The upper end at the corner's angle, then one step below it.
        for (maximum, recognized) in [(angle, true), (angle.nextDown, false)] {
            let check = CheckMarkGestureRecognizer()
            check.maximumAngle = maximum
            let scene = ShapeScene(check)
            try scene.drawSamples(stroke)
            #expect(scene.recognized == recognized, "maximumAngle \(maximum), corner \(angle)")
        }
    }

    @Test("Seed check mark: corners of 49.5° and 135.5° are outside the default window, 50.5° and 134.5° inside")
    func angleJustOutside() throws {
        for (turn, recognized) in [(49.5, false), (50.5, true), (134.5, true), (135.5, false)] {
            let scene = ShapeScene(CheckMarkGestureRecognizer())
            try scene.drawSamples(Self.corner(after: 30, turning: turn))
            #expect(scene.recognized == recognized, "\(turn)°")
        }
    }

    @Test("Seed check mark: a corner counts after more than 10 points of travel, not after exactly 10")
    func travelIsExclusive() throws {
        for (first, recognized) in [(10.0, false), (10.5, true)] {
            let scene = ShapeScene(CheckMarkGestureRecognizer())
            try scene.drawSamples(Self.corner(after: first, turning: 90))
            #expect(scene.recognized == recognized, "a corner after \(first) points")
            if !recognized { #expect(scene.probe.failureReason(of: "shape") == .requested("no corner in the angle window")) }
        }
    }

    @Test("Seed check mark: each stroke counts its own travel; the last stroke's is forgotten at the reset")
    func travelPerStroke() throws {
        let check = CheckMarkGestureRecognizer()
        let scene = ShapeScene(check)
        try scene.drawSamples([(100, 100), (150, 100), (200, 100)])  // 100 pt, no corner
        #expect(scene.probe.failureReason(of: "shape") == .requested("no corner in the angle window"))
        // A corner after 8 pt: too early for this stroke, whatever the last one travelled.
        try scene.drawSamples([(100, 200), (108, 200), (108, 240)])
        #expect(scene.probe.states(of: "shape").isEmpty)
    }

    @Test("Seed check mark: a corner turning either way counts, as a ✓ drawn down-right then up-right turns")
    func checkDrawnAsACheck() throws {
        // Down-right, then up-right: the direction turns anticlockwise on screen by about 100°.
        let scene = ShapeScene(CheckMarkGestureRecognizer())
        try scene.drawSamples([(100, 100), (112, 112), (124, 124), (144, 90)])
        #expect(scene.recognized)
        let angle = StrokeGeometry.angleBetweenLines(Point(x: 112, y: 112), Point(x: 124, y: 124), Point(x: 124, y: 124), Point(x: 144, y: 90))
        #expect(angle > 50 && angle < 135)
    }

    // MARK: - The circle

    /// A circle of radius 100 in 360 points, then a tail along +x into the middle, ending
    /// `end` points from the centre.
    static func circleWithTail(end: Double) -> [Point] {
        circlePoints(center: Point(x: 200, y: 200), radius: 100, count: 360)
            + [60, 30, end].map { Point(x: 200 + $0, y: 200) }
    }

    @Test("Seed circle: Taubin's algebraic fit as the source material has it, never refined (the improved mode refines)")
    func seedFitIsAlgebraic() throws {
        // An uneven arc, where the two fits differ.
        let stroke = circlePoints(center: Point(x: 200, y: 200), radius: 80, count: 30, sweep: 1.7 * Double.pi, noise: 6)
        let taubin = try CircleFitter.taubin(stroke), geometric = try CircleFitter.geometric(stroke, from: taubin.circle)
        #expect(taubin.circle != geometric.circle)
        let seed = CircleGestureRecognizer()
        _ = seed.judge(stroke)
        #expect(seed.fit == taubin)
        let improved = CircleGestureRecognizer(mode: .improved)
        _ = improved.judge(stroke)
        #expect(improved.fit?.circle == geometric.circle)
    }

    @Test("Seed circle check 1: a fit error equal to the tolerance passes, one step above it fails")
    func fitErrorInclusive() throws {
        // A circle with a bumpy edge: a relative error of about 0.1, well round otherwise.
        let bumpy = (0..<72).map { i -> Point in
            let angle = Double(i) * Double.pi / 36, radius = i % 2 == 0 ? 90.0 : 110.0
            return Point(x: 200 + radius * Trigonometry.cos(angle), y: 200 + radius * Trigonometry.sin(angle))
        }
        let error = try CircleFitter.taubin(bumpy).relativeError
        let circle = CircleGestureRecognizer()
        circle.tolerance = error
        #expect(circle.judge(bumpy) == nil)
        circle.tolerance = error.nextDown
        #expect(circle.judge(bumpy) == "the fit's error is above the tolerance")
    }

    @Test("Seed circle check 2: a point inside the square of half-side radius / √2 × tolerance fails; outside it passes")
    func innerSquare() throws {
        let circle = CircleGestureRecognizer()
        // A tail ending 12 points from the centre: inside the 14.1-point half-side, and the
        // fit is still good (its error alone would pass).
        let inside = Self.circleWithTail(end: 12)
        #expect(try CircleFitter.taubin(inside).relativeError < 0.1)
        #expect(circle.judge(inside) == "the stroke passes through the middle")
        // Ending 17 points out, past the square's side: a circle.
        #expect(circle.judge(Self.circleWithTail(end: 17)) == nil)
        // Drawn, as a user would: round once, then into the middle.
        let scene = ShapeScene(circle)
        try scene.draw((circlePoints(center: Point(x: 200, y: 200), radius: 100, count: 72) + [Point(x: 300, y: 200), Point(x: 211, y: 200)])
            .map { ($0.x, $0.y) })
        #expect(!scene.recognized && circle.verdict == "the stroke passes through the middle")
    }

    @Test("Seed circle check 3: covering exactly 1 − tolerance of the circle's box fails; more passes")
    func coverageIsExclusive() throws {
        // From 0.7 r below the centre round the top to 0.7 r below it again: its box spans the
        // circle's width and 85% of its height.
        let arc = circlePoints(center: Point(x: 200, y: 200), radius: 100, count: 60, start: Double.pi - 0.775, sweep: Double.pi + 1.55)
        // The check's figures, computed as the rule states them: the overlap of the stroke's
        // box with the fitted circle's box, and 1 − tolerance of the circle's box.
        let fit = try CircleFitter.taubin(arc).circle
        let box = StrokeGeometry.boundingBox(arc)
        let circleBox = Rect(x: fit.center.x - fit.radius, y: fit.center.y - fit.radius, width: 2 * fit.radius, height: 2 * fit.radius)
        let overlap = (Swift.min(box.maxX, circleBox.maxX) - Swift.max(box.minX, circleBox.minX))
            * (Swift.min(box.maxY, circleBox.maxY) - Swift.max(box.minY, circleBox.minY))
        func ulps(_ value: Double, _ count: Int) -> Double {
            (0..<Swift.abs(count)).reduce(value) { value, _ in count > 0 ? value.nextUp : value.nextDown }
        }
        // A tolerance whose 1 − tolerance of the circle's box is the overlap to the last bit.
        let estimate = 1 - overlap / (circleBox.width * circleBox.height)
        let tolerance = try #require((-64...64).lazy.map { ulps(estimate, $0) }
            .first { (1 - $0) * circleBox.width * circleBox.height == overlap })
        let circle = CircleGestureRecognizer()
        circle.tolerance = tolerance
        #expect(circle.judge(arc) == "the stroke covers too little of the circle")
        circle.tolerance = tolerance + 1e-9  // (1 − tolerance) moves only every few steps of a tolerance near 0.15
        #expect(circle.judge(arc) == nil)
    }
}
