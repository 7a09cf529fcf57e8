import GestureKit

/// Geometry of strokes (sequences of points): the building blocks of the shape
/// recognizers and the template matchers. Pure functions on value types.
public enum StrokeGeometry {
    /// The length of the polyline through `points`.
    public static func pathLength(_ points: [Point]) -> Double {
        var length = 0.0
        for index in points.indices.dropFirst() { length += points[index - 1].distance(to: points[index]) }
        return length
    }

    /// The smallest axis-aligned rectangle holding every point (`.zero` for none).
    public static func boundingBox(_ points: [Point]) -> Rect {
        guard var minX = points.first?.x, var minY = points.first?.y else { return .zero }
        var maxX = minX, maxY = minY
        for point in points {
            minX = Swift.min(minX, point.x)
            maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `points` stretched across their long axis, about their centroid, by the ratio of their
    /// spreads along their two axes — an oval becomes nearly a circle, a rectangle nearly a
    /// square — but by at most `maximumStretch` (a line stays a line). The axes and spreads
    /// are those of the points' covariance (the spread is the square root of its eigenvalue),
    /// measured on the path resampled to 64 points evenly spaced along it, so that how often
    /// the device reported the finger does not weigh in. Such points crowd an oval's flat
    /// sides: an oval twice as wide as tall has spreads of about 1.77 : 1, and comes out
    /// 1.13 times as wide as tall. Points with no spread across, or fewer than two, are
    /// returned as they are.
    public static func rounded(_ points: [Point], maximumStretch: Double) -> [Point] {
        guard points.count >= 2, pathLength(points) > 0 else { return points }
        let samples = resample(points, count: 64)
        let center = centroid(samples)
        var xx = 0.0, yy = 0.0, xy = 0.0
        for point in samples {
            let d = point - center
            xx += d.x * d.x
            yy += d.y * d.y
            xy += d.x * d.y
        }
        // The eigenvalues of [[xx, xy], [xy, yy]], largest first, and the long axis's direction.
        let half = (xx + yy) / 2, root = (((xx - yy) / 2) * ((xx - yy) / 2) + xy * xy).squareRoot()
        let major = half + root, minor = half - root
        guard minor > 0 else { return points }
        let stretch = Swift.min((major / minor).squareRoot(), Swift.max(1, maximumStretch))
        guard stretch > 1 else { return points }
        let angle = Trigonometry.atan2(2 * xy, xx - yy) / 2
        let across = Point(x: -Trigonometry.sin(angle), y: Trigonometry.cos(angle))  // the short axis
        return points.map { point in
            let d = point - center
            let along = d.x * across.x + d.y * across.y
            return point + across * (along * (stretch - 1))
        }
    }

    /// The mean of the points (`.zero` for none).
    public static func centroid(_ points: [Point]) -> Point {
        guard !points.isEmpty else { return .zero }
        var sum = Point.zero
        for point in points { sum = sum + point }
        return sum / Double(points.count)
    }

    /// `count` points spaced evenly along the path (by arc length), the first and last on
    /// the path's ends: the resampling step of the $-family recognizers. A path of zero
    /// length gives `count` copies of its point.
    ///
    /// - Precondition: `count` is at least 2; the program stops otherwise.
    public static func resample(_ points: [Point], count: Int) -> [Point] {
        precondition(count >= 2, "resampling needs at least two points")
        guard !points.isEmpty else { return [] }
        return [Point](unsafeUninitializedCapacity: count) { buffer, initialized in
            resample(points, into: buffer)
            initialized = count
        }
    }

    /// Resamples `points` (at least one) into all of `result` (at least two places, left
    /// uninitialized): the array version without an array, for matchers that resample on
    /// the stack.
    ///
    /// Each segment's length is measured once (a square root per raw point, not two) and
    /// kept on the stack; a segment is measured again only from a point just emitted, as
    /// before, so the points are exactly those of measuring every segment afresh.
    static func resample(_ points: [Point], into result: UnsafeMutableBufferPointer<Point>) {
        let segments = points.count - 1
        guard segments > 0 else { return result.initialize(repeating: points[0]) }
        withUnsafeTemporaryAllocation(of: Double.self, capacity: segments) { lengths in
            points.withUnsafeBufferPointer { points in
                var total = 0.0
                for index in 0..<segments {
                    let length = points[index].distance(to: points[index &+ 1])
                    lengths.initializeElement(at: index, to: length)
                    total += length  // in the order pathLength adds: the same total
                }
                resample(points, lengths: UnsafeBufferPointer(lengths), total: total, into: result)
            }
            lengths.deinitialize()
        }
    }

    /// The resampling walk, given each segment's length and their sum.
    private static func resample(_ points: UnsafeBufferPointer<Point>, lengths: UnsafeBufferPointer<Double>, total: Double,
                                 into result: UnsafeMutableBufferPointer<Point>) {
        let count = result.count, first = points[0]
        guard total > 0 else { return result.initialize(repeating: first) }
        let interval = total / Double(count - 1)
        result.initializeElement(at: 0, to: first)
        var filled = 1
        var carried = 0.0  // distance travelled since the last emitted point
        var previous = first
        var previousIsRaw = true  // `previous` is points[index - 1], whose segment is measured
        var index = 1
        while index < points.count, filled < count - 1 {
            let next = points[index]
            let segment = previousIsRaw ? lengths[index - 1] : previous.distance(to: next)
            if segment > 0, carried + segment >= interval {
                let fraction = (interval - carried) / segment
                let point = previous + (next - previous) * fraction
                result.initializeElement(at: filled, to: point)
                filled += 1
                previous = point  // continue from the new point along the same segment
                previousIsRaw = false
                carried = 0
            } else {
                carried += segment
                previous = next
                previousIsRaw = true
                index += 1
            }
        }
        // Rounding can leave the last point out; the path's end is always the last sample.
        while filled < count {
            result.initializeElement(at: filled, to: points[points.count - 1])
            filled += 1
        }
    }

    /// The points rotated by `angle` radians about `center`.
    public static func rotate(_ points: [Point], by angle: Double, about center: Point) -> [Point] {
        let cosine = Trigonometry.cos(angle), sine = Trigonometry.sin(angle)
        return points.map { point in
            let d = point - center
            return Point(x: d.x * cosine - d.y * sine + center.x, y: d.x * sine + d.y * cosine + center.y)
        }
    }

    /// The points moved so that their centroid is at `target`.
    public static func translate(_ points: [Point], centroidTo target: Point) -> [Point] {
        let offset = target - centroid(points)
        return points.map { $0 + offset }
    }

    /// The points scaled uniformly so that the larger side of their bounding box is `size`
    /// (keeping the aspect ratio, so lines stay lines). Unchanged when they all coincide.
    public static func scaleUniformly(_ points: [Point], to size: Double = 1) -> [Point] {
        let box = boundingBox(points)
        let side = Swift.max(box.width, box.height)
        guard side > 0 else { return points }
        let factor = size / side
        return points.map { Point(x: ($0.x - box.minX) * factor, y: ($0.y - box.minY) * factor) }
    }

    /// The angle from the centroid to the first point: the $1 "indicative angle", which
    /// rotation normalization turns to zero.
    public static func indicativeAngle(_ points: [Point]) -> Double {
        guard let first = points.first else { return 0 }
        let c = centroid(points)
        return Trigonometry.atan2(c.y - first.y, c.x - first.x)
    }

    /// The angle between two lines, given as two points each, in degrees within [0, 180]:
    /// 0 when they point the same way, 180 when opposite (the check mark's measure).
    public static func angleBetweenLines(_ a0: Point, _ a1: Point, _ b0: Point, _ b1: Point) -> Double {
        let u = a1 - a0, v = b1 - b0
        guard u != .zero, v != .zero else { return 0 }
        let cross = u.x * v.y - u.y * v.x, dot = u.x * v.x + u.y * v.y
        return Trigonometry.atan2(Swift.abs(cross), dot) * 180 / Trigonometry.pi
    }
}
