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
