import GestureKit
import Testing
@testable import GestureShapes

/// Issue 28, point 3: the two settings the folds by group may choose besides the earlier
/// ones — the check mark's rise ratio and the circle's oval allowance — at both sides of
/// their limits, and off by default (the seed never reads them).
@Suite("Detector designs: rise ratio and ovals")
struct ShapeDesignTests {
    /// A check from (100, 150) down to (130, 190), then up to (200, 90): its falling arm drops
    /// 40, its rising arm climbs 100.
    static let check = [(100.0, 150.0), (130.0, 190.0), (200.0, 90.0)].map { Point(x: $0.0, y: $0.1) }

    @Test("Check: the rise ratio is the rising arm's climb over the falling arm's drop, an inclusive limit, off by default")
    func riseRatio() throws {
        let arms = try #require(CheckMarkArms(of: Self.check))
        #expect(abs(arms.riseRatio - 2.5) < 0.1)
        let judge = CheckMarkGestureRecognizer(mode: .improved)
        #expect(judge.minimumRiseRatio == 0 && judge.improvedVerdict(Self.check) == nil)
        judge.minimumRiseRatio = arms.riseRatio
        #expect(judge.improvedVerdict(Self.check) == nil)
        judge.minimumRiseRatio = arms.riseRatio.nextUp
        #expect(judge.improvedVerdict(Self.check) == "the end is not high enough above the start")
        #expect(judge.improvedVerdict(of: arms) == judge.improvedVerdict(Self.check))
        // A "v" whose rising arm is longer but only as high: a ratio of 1.6 passes the arm
        // ratio, and a rise ratio of 1.3 refuses it.
        let level = [(100.0, 100.0), (125.0, 160.0), (215.0, 100.0)].map { Point(x: $0.0, y: $0.1) }
        let v = try #require(CheckMarkArms(of: level))
        #expect(v.armRatio > 1.5 && abs(v.riseRatio - 1) < 0.05)
        judge.minimumRiseRatio = 0
        #expect(judge.improvedVerdict(level) == nil)
        judge.minimumRiseRatio = 1.3
        #expect(judge.improvedVerdict(level) == "the end is not high enough above the start")
    }

    @Test("Check: the rise ratio is read only by the improved mode, at the lift")
    func riseRatioLeavesTheSeed() throws {
        let seed = CheckMarkGestureRecognizer(mode: .seed)
        seed.minimumRiseRatio = 100
        let scene = ShapeScene(seed)
        try scene.draw([(100, 150), (130, 190), (200, 90)])
        #expect(scene.recognized)
    }

    /// An oval `ratio` times as wide as it is tall, drawn once round.
    static func oval(ratio: Double, tilt: Double = 0) -> [Point] {
        (0...48).map { i in
            let angle = 2 * Trigonometry.pi * Double(i) / 48
            let x = 60 * ratio * Trigonometry.cos(angle), y = 60 * Trigonometry.sin(angle)
            return Point(x: 200 + x * Trigonometry.cos(tilt) - y * Trigonometry.sin(tilt), y: 200 + x * Trigonometry.sin(tilt) + y * Trigonometry.cos(tilt))
        }
    }

    @Test("Rounding a stroke: stretched across its long axis by the ratio of its spreads, at most by the stretch allowed, whatever its tilt")
    func rounded() {
        /// The spreads' ratio (the square root of the covariance's eigenvalues' ratio) on 64 points evenly spaced along the stroke.
        func spreadRatio(_ points: [Point]) -> Double {
            let samples = StrokeGeometry.resample(points, count: 64), c = StrokeGeometry.centroid(samples)
            var xx = 0.0, yy = 0.0, xy = 0.0
            for p in samples { xx += (p.x - c.x) * (p.x - c.x); yy += (p.y - c.y) * (p.y - c.y); xy += (p.x - c.x) * (p.y - c.y) }
            let half = (xx + yy) / 2, root = (((xx - yy) / 2) * ((xx - yy) / 2) + xy * xy).squareRoot()
            return ((half + root) / (half - root)).squareRoot()
        }
        /// The oval's width over its height, along its own axes.
        func axisRatio(_ points: [Point], tilt: Double) -> Double {
            let c = Point(x: 200, y: 200), along = Point(x: Trigonometry.cos(tilt), y: Trigonometry.sin(tilt))
            let long = points.map { abs(($0.x - c.x) * along.x + ($0.y - c.y) * along.y) }.max()!
            let short = points.map { abs(-($0.x - c.x) * along.y + ($0.y - c.y) * along.x) }.max()!
            return long / short
        }
        // Points evenly spaced along an oval crowd its flat sides: twice as wide as tall, its spreads are about 1.77 : 1.
        let spread = spreadRatio(Self.oval(ratio: 2))
        #expect(spread > 1.7 && spread < 1.85)
        for tilt in [0.0, 0.5, 2.0] {
            let oval = Self.oval(ratio: 2, tilt: tilt)
            #expect(abs(axisRatio(StrokeGeometry.rounded(oval, maximumStretch: 3), tilt: tilt) - 2 / spread) < 0.01, "tilt \(tilt)")
            #expect(abs(axisRatio(StrokeGeometry.rounded(oval, maximumStretch: 1.25), tilt: tilt) - 2 / 1.25) < 0.01, "tilt \(tilt)")
        }
        #expect(StrokeGeometry.rounded(Self.oval(ratio: 2), maximumStretch: 1) == Self.oval(ratio: 2))
        let line = [Point(x: 0, y: 0), Point(x: 100, y: 0)]
        #expect(StrokeGeometry.rounded(line, maximumStretch: 3) == line)  // no spread across it
    }

    @Test("Circle: an oval is a circle to the improved mode only within the aspect ratio allowed; a rectangle stays one")
    func ovals() throws {
        let oval = Self.oval(ratio: 2.5, tilt: 0.4)
        let circle = CircleGestureRecognizer(mode: .improved)
        #expect(circle.maximumAspectRatio == 1 && circle.judge(oval) != nil)
        circle.maximumAspectRatio = 1.25
        #expect(circle.judge(oval) != nil)
        circle.maximumAspectRatio = 3
        #expect(circle.judge(oval) == nil)
        let scene = ShapeScene(circle)
        try scene.draw(oval.map { ($0.x, $0.y) })
        #expect(scene.recognized)
        // A rectangle twice as wide as tall becomes a square: its corners still refuse it.
        let rectangle = [(80.0, 150.0), (320, 150), (320, 270), (80, 270), (80, 152)]
        let rectangleScene = ShapeScene(circle)
        try rectangleScene.draw(rectangle)
        #expect(!rectangleScene.recognized, "\(circle.verdict ?? "")")
        // The seed never reads it.
        let seed = CircleGestureRecognizer(mode: .seed)
        seed.maximumAspectRatio = 3
        #expect(seed.judge(oval) != nil && seed.judge(oval) == CircleGestureRecognizer(mode: .seed).judge(oval))
    }
}
