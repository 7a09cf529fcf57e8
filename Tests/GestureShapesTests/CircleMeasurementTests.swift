import GestureKit
import Testing
@testable import GestureShapes

/// The circle's measurement (`CircleMeasurement`) and the verdict that rests on it.
@Suite("Circle measurement")
struct CircleMeasurementTests {
    /// `count` points going round a circle `turns` times, starting at angle 0.
    static func ring(radius: Double = 50, turns: Double = 1, count: Int = 64, start: Double = 0) -> [Point] {
        (0..<count).map { index in
            let angle = start + 2 * Trigonometry.pi * turns * Double(index) / Double(count - 1)
            return Point(x: 100 + radius * Trigonometry.cos(angle), y: 100 + radius * Trigonometry.sin(angle))
        }
    }

    /// A square of side 100 walked once round, 16 points a side.
    static let square: [Point] = {
        let corners = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0)]
        return (0..<64).map { index in
            let side = index / 16, along = Double(index % 16) / 16
            return corners[side] + (corners[side + 1] - corners[side]) * along
        } + [corners[4]]
    }()

    @Test("A circle drawn once round: fitted exactly, no gap, one turn, no corner")
    func measuresACircle() throws {
        let measured = CircleMeasurement(of: Self.ring(), fitting: .geometric)
        let fit = try measured.fit.get()
        #expect(fit.circle.center.distance(to: Point(x: 100, y: 100)) < 1e-9 && abs(fit.circle.radius - 50) < 1e-9)
        #expect(abs(measured.turnAroundCenter - 2 * Trigonometry.pi) < 1e-9)
        #expect(measured.angularGap < 2 * Trigonometry.pi / 62)
        #expect(measured.largestRadialDeviation < 1e-9)
        // 4 of 63 even steps round a circle: about 23° (the type's example judges it with 15° and 90°).
        #expect(measured.sharpestTurn > 15 * Trigonometry.pi / 180 && measured.sharpestTurn < 25 * Trigonometry.pi / 180)
        #expect(measured.points == Self.ring())
        // The seed's fitting measures the fit alone: it judges no other figure.
        let seed = CircleMeasurement(of: Self.ring(), fitting: .algebraic)
        #expect(try seed.fit.get().circle.center.distance(to: Point(x: 100, y: 100)) < 1e-9)
        #expect(seed.angularGap == 0 && seed.turnAroundCenter == 0 && seed.largestRadialDeviation == 0 && seed.sharpestTurn == 0)
    }

    @Test("A square has corners, an arc a gap, a spiral twice round two turns")
    func measuresWhatTheLimitsRefuse() throws {
        let square = CircleMeasurement(of: Self.square, fitting: .geometric)
        #expect(square.sharpestTurn > 80 * Trigonometry.pi / 180)
        let arc = CircleMeasurement(of: Self.ring(turns: 0.5), fitting: .geometric)
        #expect(arc.angularGap > 0.9 * Trigonometry.pi)
        let twice = CircleMeasurement(of: Self.ring(turns: 2, count: 128), fitting: .geometric)
        #expect(abs(twice.turnAroundCenter - 4 * Trigonometry.pi) < 1e-9)
    }

    @Test("No circle through a line: the fit's error is kept, the figures are 0, and the verdict says so")
    func noFit() {
        let line = (0..<10).map { Point(x: Double($0), y: 2 * Double($0)) }
        let measured = CircleMeasurement(of: line, fitting: .geometric)
        #expect(throws: CircleFitError.degenerate) { try measured.fit.get() }
        #expect(measured.angularGap == 0 && measured.turnAroundCenter == 0 && measured.sharpestTurn == 0)
        let circle = CircleGestureRecognizer(mode: .improved)
        #expect(circle.verdict(of: measured) == "no circle fits: \(CircleFitError.degenerate)")
        #expect(circle.fit == nil)
    }

    @Test("An oval allowance stretches the points judged; 1 leaves them as drawn")
    func stretches() {
        let oval = Self.ring().map { Point(x: $0.x, y: 100 + ($0.y - 100) / 2) }
        #expect(CircleMeasurement(of: oval, fitting: .geometric).points == oval)
        #expect(CircleMeasurement(of: oval, fitting: .geometric, maximumStretch: 1).points == oval)
        let rounded = CircleMeasurement(of: oval, fitting: .geometric, maximumStretch: 3)
        #expect(rounded.points == StrokeGeometry.rounded(oval, maximumStretch: 3))
        #expect(rounded.largestRadialDeviation < CircleMeasurement(of: oval, fitting: .geometric).largestRadialDeviation)
    }

    @Test("The verdict compares the measured figures: a limit set to the figure passes, one step under it refuses")
    func limitsAreInclusive() throws {
        let circle = CircleGestureRecognizer(mode: .improved)
        // A square covers about 76% of its fitted circle's box: the seed's tolerance of 0.2
        // wants 80%, so it is widened to let the square reach the improved limits.
        circle.tolerance = 0.3
        circle.maximumCornerTurn = 60 * Trigonometry.pi / 180  // its corners turn 90°, the default limit
        let measured = circle.measure(Self.square)
        #expect(circle.verdict(of: measured) == "the stroke has a corner")
        circle.maximumCornerTurn = measured.sharpestTurn
        #expect(circle.verdict(of: measured) == nil && circle.judge(Self.square) == nil)
        circle.maximumCornerTurn = measured.sharpestTurn.nextDown
        #expect(circle.verdict(of: measured) == "the stroke has a corner" && circle.judge(Self.square) == "the stroke has a corner")
        let fit = try measured.fit.get()
        circle.maximumCornerTurn = .pi
        // The deviation limit is relative to the radius, so the quotient may round either
        // way: the test steps one ulp above it, and a tenth of a percent below.
        circle.maximumRadialDeviation = (measured.largestRadialDeviation / fit.circle.radius).nextUp
        #expect(circle.verdict(of: measured) == nil)
        circle.maximumRadialDeviation = (measured.largestRadialDeviation / fit.circle.radius) * 0.999
        #expect(circle.verdict(of: measured) == "the stroke strays from the circle")
    }

    /// Points going round `radii.count` laps around (100, 100), the radius going linearly from
    /// each lap's entry to the next, then a last partial lap of `overlap` turns at the final radius.
    static func laps(_ radii: [Double], overlap: Double = 0, perLap: Int = 64) -> [Point] {
        let turns = Double(radii.count - 1) + overlap, count = Int((turns * Double(perLap)).rounded()) + 1
        return (0..<count).map { index in
            let lap = Double(index) / Double(perLap), angle = 2 * Trigonometry.pi * lap
            let whole = Swift.min(Int(lap), radii.count - 2), along = Swift.min(lap - Double(whole), 1)
            let radius = radii[whole] + (radii[whole + 1] - radii[whole]) * along
            return Point(x: 100 + radius * Trigonometry.cos(angle), y: 100 + radius * Trigonometry.sin(angle))
        }
    }

    @Test("Laps: a circle traced twice keeps its size, a spiral's laps shrink, a short overlap is no lap")
    func measuresLaps() {
        let twice = CircleMeasurement(of: Self.ring(turns: 2, count: 129), fitting: .geometric)
        #expect(abs(twice.lapRadiusRatio - 1) < 1e-9)
        let thrice = CircleMeasurement(of: Self.ring(turns: 3, count: 193), fitting: .geometric)
        #expect(abs(thrice.lapRadiusRatio - 1) < 1e-9)
        // Radius 60 → 40 over the first lap, 40 → 20 over the second: lap means near 50 and 30.
        let spiral = CircleMeasurement(of: Self.laps([60, 40, 20]), fitting: .geometric)
        #expect(spiral.lapRadiusRatio > 0.4 && spiral.lapRadiusRatio < 0.75)
        // One lap at radius 50, then an overlap at radius 40: under half a turn it is not a lap
        // (the ratio is exactly 1), over half a turn it is.
        func overlapping(_ turns: Double) -> [Point] {
            Self.ring(count: 65) + Self.ring(radius: 40, turns: turns, count: Int(64 * turns) + 1).dropFirst()
        }
        let short = CircleMeasurement(of: overlapping(0.45), fitting: .geometric)
        let long = CircleMeasurement(of: overlapping(0.55), fitting: .geometric)
        #expect(short.lapRadiusRatio == 1)
        #expect(long.lapRadiusRatio < 0.9)
        // Corners are looked for over 1/16 of a lap: a circle traced two or three times turns
        // as steadily as one drawn once (about 23° over 4 of 63 steps), and the laps are the
        // turn rounded: one and a half turns less a little is one lap, resampled to 64 points
        // (4 steps of 1.45 turns in 63: about 33°), a little more is two, to 128 (about 18°).
        for measured in [twice, thrice] {
            #expect(measured.sharpestTurn > 20 * Trigonometry.pi / 180 && measured.sharpestTurn < 25 * Trigonometry.pi / 180)
        }
        let under = CircleMeasurement(of: Self.ring(turns: 1.45, count: 200), fitting: .geometric)
        let over = CircleMeasurement(of: Self.ring(turns: 1.55, count: 200), fitting: .geometric)
        #expect(under.sharpestTurn > 31 * Trigonometry.pi / 180 && under.sharpestTurn < 35 * Trigonometry.pi / 180)
        #expect(over.sharpestTurn > 16 * Trigonometry.pi / 180 && over.sharpestTurn < 20 * Trigonometry.pi / 180)
        // Once round, or the seed's fitting: 1.
        #expect(CircleMeasurement(of: Self.ring(), fitting: .geometric).lapRadiusRatio == 1)
        #expect(CircleMeasurement(of: Self.ring(turns: 2, count: 129), fitting: .algebraic).lapRadiusRatio == 1)
    }

    @Test("A circle traced round again: refused by the default turn, a circle when the turn allows it, a spiral never")
    func tracedRoundAgain() {
        let circle = CircleGestureRecognizer(mode: .improved)
        // The spiral's laps have mean radii near 50 and 30; its fit's error (about 0.29 of the
        // radius) and its spread need the fit's and the deviation's limits widened to reach
        // the laps'.
        circle.tolerance = 0.3
        circle.maximumRadialDeviation = 1
        let twice = Self.ring(turns: 2, count: 129), thrice = Self.ring(turns: 3, count: 193), spiral = Self.laps([60, 40, 20])
        #expect(circle.judge(twice) == "the stroke goes round more than once")
        #expect(circle.judge(spiral) == "the stroke goes round more than once")
        circle.maximumTurn = 5 * Trigonometry.pi  // two and a half turns
        #expect(circle.judge(twice) == nil)
        #expect(circle.judge(thrice) == "the stroke goes round too many times")
        #expect(circle.judge(spiral) == "the stroke spirals: its laps differ in size")
        // The ratio's limit is inclusive.
        let measured = circle.measure(spiral)
        circle.minimumLapRadiusRatio = measured.lapRadiusRatio
        #expect(circle.verdict(of: measured) == nil)
        circle.minimumLapRadiusRatio = measured.lapRadiusRatio.nextUp
        #expect(circle.verdict(of: measured) == "the stroke spirals: its laps differ in size")
        // The turn's limit is inclusive too, and the message follows it: under one and a half
        // turns a second lap is "more than once".
        let turn = Swift.abs(circle.measure(thrice).turnAroundCenter)
        circle.maximumTurn = turn
        #expect(circle.judge(thrice) == nil)
        circle.maximumTurn = turn.nextDown
        #expect(circle.judge(thrice) == "the stroke goes round too many times")
        circle.maximumTurn = (3 * Trigonometry.pi).nextDown
        #expect(circle.judge(twice) == "the stroke goes round more than once")
        circle.maximumTurn = 3 * Trigonometry.pi
        #expect(circle.judge(twice) == "the stroke goes round too many times")
    }

    @Test("Measured with the recognizer's own mode and oval allowance: verdict(of: measure(s)) is judge(s)")
    func measureFollowsTheSettings() {
        let oval = Self.ring().map { Point(x: $0.x, y: 100 + ($0.y - 100) / 2) }
        for mode in [ShapeRecognitionMode.seed, .improved] {
            for aspect in [1.0, 1.5, 2.5] {
                let circle = CircleGestureRecognizer(mode: mode)
                circle.maximumAspectRatio = aspect
                let measured = circle.measure(oval)
                let expected = mode == .improved && aspect > 1 ? StrokeGeometry.rounded(oval, maximumStretch: aspect) : oval
                #expect(measured.points == expected)
                #expect(circle.verdict(of: measured) == circle.judge(oval))
            }
        }
    }
}
