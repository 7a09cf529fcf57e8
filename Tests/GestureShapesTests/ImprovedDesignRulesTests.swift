import GestureKit
import GestureKitTesting
import Testing
@testable import GestureShapes

/// The improved check mark's rules that Tests/Mutants/Shapes.mutants found untested, each at
/// its boundary and judged through `improvedVerdict(_:)`, whose reason names the rule that
/// refused. Most strokes are built from 3-4-5 legs whose lengths add up to 47 steps of 5, so
/// that their corners are resampled points (the detector resamples to 48): the figures the
/// rules compare are then known exactly.
@Suite("Improved check mark: each rule at its boundary")
struct ImprovedCheckMarkRulesTests {
    static func stroke(_ points: (Double, Double)...) -> [Point] { points.map { Point(x: $0.0, y: $0.1) } }
    /// Down 40 to the right, up 100 to the right: a check to every rule with the defaults.
    static let check = stroke((100, 150), (130, 190), (200, 90))
    let judge = CheckMarkGestureRecognizer(mode: .improved)

    @Test("A stroke whose lowest resampled point is one of the first two or the last two of 48 has no arms; the third from either end has")
    func vertexAwayFromTheEnds() throws {
        // One step of 5 down, 46 up (vertex: point 1); two down, 45 up (vertex: point 2).
        let oneStep = Self.stroke((0, 0), (3, 4), (141, -180)), twoSteps = Self.stroke((0, 0), (6, 8), (141, -172))
        #expect(CheckMarkArms(of: oneStep) == nil)
        #expect(judge.improvedVerdict(oneStep) == "no turn at the bottom")
        #expect(try #require(CheckMarkArms(of: twoSteps)).vertexFraction == 2.0 / 47)
        #expect(judge.improvedVerdict(twoSteps) == nil)
        // At the other end: 45 steps down then 2 up has arms (vertex: point 45), 46 then 1 has none.
        #expect(CheckMarkArms(of: Self.stroke((0, 0), (135, 180), (141, 172)))?.vertexFraction == 45.0 / 47)
        #expect(CheckMarkArms(of: Self.stroke((0, 0), (138, 184), (141, 180))) == nil)
    }

    @Test("A stroke is judged only when its path is longer than minimumTravel: exactly that long, it is too short")
    func tooShort() {
        let v = Self.stroke((0, 0), (3, 4), (6, 0))  // two 3-4-5 legs: exactly 10 points of path
        #expect(judge.minimumTravel == 10 && judge.improvedVerdict(v) == "too short")
        judge.minimumTravel = 10.0.nextDown
        #expect(judge.improvedVerdict(v) == "the rising arm is not longer")  // judged: a "v"
        let length = StrokeGeometry.pathLength(Self.check)
        judge.minimumTravel = length
        #expect(judge.improvedVerdict(Self.check) == "too short")
        judge.minimumTravel = length.nextDown
        #expect(judge.improvedVerdict(Self.check) == nil)
    }

    @Test("The lead-in may take at most a quarter of the stroke: 12 steps of 47 (25.5%) are refused, 11 (23.4%) allowed")
    func hookFractionIsAQuarter() throws {
        // A flick up-right into the top, then 10 steps down and the rest up.
        let twelve = Self.stroke((-48, 36), (0, 0), (30, 40), (105, -60)), eleven = Self.stroke((-44, 33), (0, 0), (30, 40), (108, -64))
        let refused = try #require(CheckMarkArms(of: twelve)), allowed = try #require(CheckMarkArms(of: eleven))
        #expect(refused.leadInShare > 0.25 && refused.leadInShare < 0.26 && allowed.leadInShare < 0.25)
        #expect(judge.maximumHookFraction == 0.25)
        #expect(judge.improvedVerdict(twelve) == "too much before or after the two arms")
        #expect(judge.improvedVerdict(eleven) == nil)
    }

    @Test("The rising arm must go right: straight up is refused, one point right of it is a check")
    func risingArmGoesRight() throws {
        // 50 down-right, then 120 straight up (the vertex is the first point past the corner, on the rising arm).
        let straightUp = Self.stroke((0, 0), (40, 30), (40, -90))
        #expect(try #require(CheckMarkArms(of: straightUp)).rising.x == 0)
        #expect(judge.improvedVerdict(straightUp) == "does not move to the right")
        #expect(judge.improvedVerdict(Self.stroke((0, 0), (40, 30), (41, -90))) == nil)
    }

    @Test("The falling arm may drift left by less than half its drop: exactly half is refused, less is allowed")
    func fallingArmDriftsLeftLessThanHalf() throws {
        // Left along the top, then straight down to the vertex, then along the bottom and up
        // to the right: the first stroke's corners fall on resampled points (steps of 4), so
        // its falling chord is exact.
        // The L-shaped falling arm is 1.34 times its chord: the curvature limit lets it through.
        judge.maximumArmCurvature = 1.4
        let half = Self.stroke((0, 0), (-16, 0), (-16, 32), (74, 32), (114, 2))
        let arms = try #require(CheckMarkArms(of: half))
        #expect(arms.start == Point(x: 0, y: 0) && arms.vertex == Point(x: -16, y: 32))
        #expect(judge.improvedVerdict(half) == "does not move to the right")
        #expect(judge.improvedVerdict(Self.stroke((0, 0), (-12, 0), (-12, 32), (78, 32), (118, 2))) == nil)
    }

    @Test("The rising arm must be at least 1.5 times the falling one: 28 steps to 19 (1.47) is refused, 29 to 18 (1.61) a check")
    func armRatioIsOneAndAHalf() throws {
        let short = Self.stroke((0, 0), (57, 76), (141, -36)), long = Self.stroke((0, 0), (54, 72), (141, -44))
        let ratio = try #require(CheckMarkArms(of: short)).armRatio
        #expect(ratio > 1.45 && ratio < 1.5)
        #expect(judge.minimumArmRatio == 1.5 && judge.improvedVerdict(short) == "the rising arm is not longer")
        #expect(judge.improvedVerdict(long) == nil)
    }

    @Test("The rising arm's path may be at most maximumArmCurvature times its chord, however straight the falling arm")
    func risingArmCurvature() throws {
        let bent = Self.stroke((0, 0), (30, 40), (90, 20), (110, -60))  // the rising arm bends at (90, 20)
        let arms = try #require(CheckMarkArms(of: bent))
        let rising = arms.risingPathLength / arms.risingLength
        #expect(rising > 1.1 && arms.fallingPathLength / arms.fallingLength < 1.01)
        judge.maximumArmCurvature = rising
        #expect(judge.improvedVerdict(bent) == nil)
        judge.maximumArmCurvature = rising.nextDown
        #expect(judge.improvedVerdict(bent) == "the arms are not straight")
    }

    @Test("The turn at the vertex must be at least minimumAngle: a limit at the measured turn passes, one step above refuses")
    func cornerMinimum() throws {
        let turn = try #require(CheckMarkArms(of: Self.check)).turn
        #expect(turn > 50 && turn < 135)
        judge.minimumAngle = turn
        #expect(judge.improvedVerdict(Self.check) == nil)
        judge.minimumAngle = turn.nextUp
        #expect(judge.improvedVerdict(Self.check) == "the corner is outside the angle window")
    }
}

/// The improved circle's rules that Tests/Mutants/Shapes.mutants found untested.
@Suite("Improved circle: each rule at its boundary")
struct ImprovedCircleRulesTests {
    /// Once round a circle of radius 50 about (100, 100) in `chords` equal chords from its
    /// rightmost point: clockwise on screen (y grows downwards), or anticlockwise.
    static func ring(chords: Int, clockwise: Bool = true) -> [Point] {
        (0...chords).map { index in
            let angle = (clockwise ? 2 : -2) * Trigonometry.pi * Double(index) / Double(chords)
            return Point(x: 100 + 50 * Trigonometry.cos(angle), y: 100 + 50 * Trigonometry.sin(angle))
        }
    }

    /// A ring with a straight tail of `steps` chords inside it, along the radius to its first
    /// and last point, before it (at the start) or after it: 63 chords in all, so that the
    /// 64-point resampling falls on the ring's points and the tail's corner (about 93°, the
    /// same way round as the ring) is the turn at resampled point `steps` (or 63 − `steps`).
    static func tailed(_ steps: Int, atStart: Bool) -> [Point] {
        let ring = ring(chords: 63 - steps)
        let tip = Point(x: 150 - Double(steps) * ring[0].distance(to: ring[1]), y: 100)
        return atStart ? [tip] + ring : ring + [tip]
    }

    @Test("The improved mode's fit is refined geometrically; the seed's is Taubin's alone")
    func improvedFitIsGeometric() throws {
        let stroke = circlePoints(center: Point(x: 200, y: 200), radius: 80, count: 40, noise: 3)
        let geometric = try CircleFitter.geometric(stroke), taubin = try CircleFitter.taubin(stroke)
        // The refinement lowers the RMS distance; relative to its (larger) radius, Taubin's
        // circle is here a little closer, so a limit one step under the refined fit's error
        // would let Taubin's through.
        #expect(geometric.rmsError < taubin.rmsError && taubin.relativeError < geometric.relativeError.nextDown)
        let improved = CircleGestureRecognizer(mode: .improved), seed = CircleGestureRecognizer(mode: .seed)
        #expect(improved.judge(stroke) == nil && improved.fit == geometric)
        #expect(seed.judge(stroke) == nil && seed.fit == taubin)
        // The tolerance is compared with the refined fit's error: at it the stroke is a circle.
        improved.tolerance = geometric.relativeError
        #expect(improved.judge(stroke) == nil)
        improved.tolerance = geometric.relativeError.nextDown
        #expect(improved.judge(stroke) == "the fit's error is above the tolerance")
    }

    @Test("A circle drawn anticlockwise turns about −2π round the centre and is a circle: the least turn is either way round")
    func anticlockwise() throws {
        let circle = CircleGestureRecognizer(mode: .improved)
        let stroke = Self.ring(chords: 60, clockwise: false)
        let turn = circle.measure(stroke).turnAroundCenter
        #expect(abs(turn + 2 * Trigonometry.pi) < 1e-9)
        #expect(circle.judge(stroke) == nil)
        circle.minimumTurn = -turn
        #expect(circle.judge(stroke) == nil)
        circle.minimumTurn = (-turn).nextUp
        #expect(circle.judge(stroke) == "the stroke does not go round once")
        let scene = ShapeScene(CircleGestureRecognizer(mode: .improved))
        try scene.draw(stroke.map { ($0.x, $0.y) })
        #expect(scene.recognized)
    }

    @Test("Corners are looked for away from the ends: the first 3 turns and the last 4 of the 64-point resampling are skipped")
    func cornersAwayFromTheEnds() {
        let circle = CircleGestureRecognizer(mode: .improved)
        // Without the tail's corner, the sharpest turn is 4 steps round the ring: about 24°.
        let ninety = Trigonometry.pi / 2
        // A tail of 3 chords turns at point 3 (the 3rd of 62 turns: skipped), of 4 at point 4 (the 4th: counted).
        let three = circle.measure(Self.tailed(3, atStart: true)), four = circle.measure(Self.tailed(4, atStart: true))
        #expect(three.sharpestTurn < ninety / 3 && four.sharpestTurn > ninety)
        #expect(circle.judge(Self.tailed(3, atStart: true)) == nil)
        // At the end, a tail of 4 chords turns at point 59 (the 4th turn from the last: skipped), of 5 at point 58 (the 5th: counted).
        let endFour = circle.measure(Self.tailed(4, atStart: false)), endFive = circle.measure(Self.tailed(5, atStart: false))
        #expect(endFour.sharpestTurn < ninety / 3 && endFive.sharpestTurn > ninety)
    }

    @Test("A new stroke clears the last verdict: a stroke refused for a second finger has none, not the previous stroke's")
    func newStrokeClearsTheVerdict() throws {
        let circle = CircleGestureRecognizer(mode: .improved)
        let scene = ShapeScene(circle)
        try scene.draw([(100, 100), (200, 100)])  // a line: no circle fits it
        #expect(circle.verdict?.hasPrefix("no circle fits") == true && !circle.lastStroke.isEmpty)
        let script = TouchScript()
        script.finger(1).down(at: 100, 100).move(to: 200, 100, over: 0.1).lift()
        script.finger(2).down(at: 300, 300, time: 0.05).hold(for: 0.01).lift()
        scene.probe.clear()
        try scene.window.play(script)
        #expect(scene.probe.failureReason(of: "shape") == .requested("more than one finger"))
        #expect(circle.verdict == nil && circle.lastStroke.isEmpty && circle.fit == nil && !circle.isCircle)
    }
}
