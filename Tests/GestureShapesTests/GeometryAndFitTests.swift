import GestureKit
import Testing
@testable import GestureShapes

/// Points on a circle, from `start` over `sweep` radians, with deterministic noise of up to
/// `noise` points in each coordinate.
func circlePoints(center: Point = Point(x: 100, y: 80), radius: Double = 50, count: Int = 60,
                  start: Double = 0, sweep: Double = 2 * Double.pi, noise: Double = 0) -> [Point] {
    var seed: UInt64 = 12345
    func jitter() -> Double {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return (Double(seed >> 11) / Double(1 << 53) - 0.5) * 2 * noise
    }
    return (0..<count).map { i in
        let angle = start + sweep * Double(i) / Double(count)
        return Point(x: center.x + radius * Trigonometry.cos(angle) + jitter(), y: center.y + radius * Trigonometry.sin(angle) + jitter())
    }
}

@Suite("Stroke geometry")
struct StrokeGeometryTests {
    let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]

    @Test func lengthsBoxesCentroids() {
        #expect(StrokeGeometry.pathLength(square) == 30)
        #expect(StrokeGeometry.pathLength([]) == 0 && StrokeGeometry.pathLength([.zero]) == 0)
        #expect(StrokeGeometry.boundingBox(square) == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(StrokeGeometry.boundingBox([]) == .zero)
        #expect(StrokeGeometry.centroid(square) == Point(x: 5, y: 5))
        #expect(StrokeGeometry.centroid([]) == .zero)
    }

    @Test("Resampling spaces points evenly by arc length and keeps both ends")
    func resampling() {
        let points = StrokeGeometry.resample(square, count: 7)  // 30 units: one point every 5
        #expect(points.count == 7)
        #expect(points.first == Point(x: 0, y: 0) && points.last == Point(x: 0, y: 10))
        #expect(points[1] == Point(x: 5, y: 0) && points[2] == Point(x: 10, y: 0) && points[3] == Point(x: 10, y: 5))
        for (a, b) in zip(points, points.dropFirst()) { #expect(abs(a.distance(to: b) - 5) < 1e-9) }
        #expect(StrokeGeometry.resample([Point(x: 3, y: 3), Point(x: 3, y: 3)], count: 4) == Array(repeating: Point(x: 3, y: 3), count: 4))
        // Uneven input sampling makes no difference to the output.
        let dense = (0...300).map { Point(x: Double($0) / 10, y: 0) }
        #expect(StrokeGeometry.resample(dense, count: 4).map(\.x).map { ($0 * 1e9).rounded() / 1e9 } == [0, 10, 20, 30])
    }

    @Test("Multistroke resampling never interpolates across the jump between strokes")
    func multistrokeResampling() {
        let sample = GestureSample(strokes: [[Point(x: 0, y: 0), Point(x: 10, y: 0)], [Point(x: 0, y: 50), Point(x: 10, y: 50)]])
        let points = sample.resampled(count: 5)  // 20 units of ink: one point every 5
        #expect(points.map(\.point) == [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 50), Point(x: 10, y: 50)])
        #expect(points.map(\.stroke) == [0, 0, 0, 1, 1])
        #expect(points.allSatisfy { $0.point.y == 0 || $0.point.y == 50 })
    }

    @Test func transformations() {
        let rotated = StrokeGeometry.rotate([Point(x: 10, y: 0)], by: Double.pi / 2, about: .zero)
        #expect(abs(rotated[0].x) < 1e-12 && abs(rotated[0].y - 10) < 1e-12)
        #expect(StrokeGeometry.centroid(StrokeGeometry.translate(square, centroidTo: Point(x: 1, y: 2))) == Point(x: 1, y: 2))
        let scaled = StrokeGeometry.scaleUniformly([Point(x: 10, y: 10), Point(x: 30, y: 20)], to: 1)
        #expect(scaled == [Point(x: 0, y: 0), Point(x: 1, y: 0.5)])  // aspect ratio kept
        #expect(StrokeGeometry.scaleUniformly([Point(x: 2, y: 2)], to: 1) == [Point(x: 2, y: 2)])
        #expect(abs(StrokeGeometry.indicativeAngle([Point(x: 0, y: 0), Point(x: 10, y: 0)])) < 1e-12)
    }

    @Test("The angle between two lines, in degrees", arguments: [
        ((1.0, 0.0), (1.0, 0.0), 0.0), ((1.0, 0.0), (0.0, 1.0), 90.0), ((1.0, 0.0), (-1.0, 0.0), 180.0),
        ((1.0, 0.0), (1.0, 1.0), 45.0), ((1.0, 1.0), (1.0, -1.0), 90.0), ((2.0, 0.0), (-1.0, -1.0), 135.0),
    ])
    func angles(u: (Double, Double), v: (Double, Double), expected: Double) {
        let angle = StrokeGeometry.angleBetweenLines(.zero, Point(x: u.0, y: u.1), Point(x: 5, y: 5), Point(x: 5 + v.0, y: 5 + v.1))
        #expect(abs(angle - expected) < 1e-9)
        #expect(StrokeGeometry.angleBetweenLines(.zero, .zero, .zero, Point(x: 1, y: 0)) == 0)  // a degenerate line
    }
}

@Suite("Circle fitting")
struct CircleFitTests {
    @Test("An exact circle is fitted exactly, by both methods")
    func exact() throws {
        for fit in [try CircleFitter.taubin(circlePoints()), try CircleFitter.geometric(circlePoints())] {
            #expect(fit.circle.center.distance(to: Point(x: 100, y: 80)) < 1e-9)
            #expect(abs(fit.circle.radius - 50) < 1e-9 && fit.rmsError < 1e-9)
        }
        let three = try CircleFitter.taubin([Point(x: 0, y: 10), Point(x: 10, y: 0), Point(x: -10, y: 0)])
        #expect(three.circle.center.distance(to: .zero) < 1e-9 && abs(three.circle.radius - 10) < 1e-9)
    }

    @Test("A noisy circle: both close, the geometric fit's error no larger than Taubin's")
    func noisy() throws {
        let points = circlePoints(noise: 3)
        let taubin = try CircleFitter.taubin(points), geometric = try CircleFitter.geometric(points)
        #expect(taubin.circle.center.distance(to: Point(x: 100, y: 80)) < 1.5 && abs(taubin.circle.radius - 50) < 1.5)
        #expect(geometric.rmsError <= taubin.rmsError + 1e-12)
        #expect(geometric.relativeError < 0.05)
    }

    @Test("A noisy quarter arc: the geometric fit recovers the radius better")
    func arc() throws {
        let points = circlePoints(count: 30, sweep: Double.pi / 2, noise: 1.5)
        let taubin = try CircleFitter.taubin(points), geometric = try CircleFitter.geometric(points)
        #expect(abs(geometric.circle.radius - 50) <= abs(taubin.circle.radius - 50) + 1e-9)
        #expect(abs(geometric.circle.radius - 50) < 5)
    }

    @Test("Failures are reported, not hidden")
    func failures() {
        #expect(throws: CircleFitError.tooFewPoints(2)) { try CircleFitter.taubin([.zero, Point(x: 1, y: 1)]) }
        #expect(throws: CircleFitError.degenerate) { try CircleFitter.taubin((0..<10).map { Point(x: Double($0), y: 2 * Double($0)) }) }
        #expect(throws: CircleFitError.degenerate) { try CircleFitter.taubin(Array(repeating: Point(x: 4, y: 4), count: 5)) }
        #expect(throws: CircleFitError.notFinite) { try CircleFitter.taubin([.zero, Point(x: .nan, y: 1), Point(x: 2, y: 0)]) }
        #expect(throws: CircleFitError.degenerate) { try CircleFitter.geometric((0..<10).map { Point(x: Double($0), y: 0) }) }
        #expect(CircleFitError.degenerate.description == "the points are collinear or coincident")
    }
}
