import GestureKit

/// A gesture as a normalized cloud of points, the form $P and $Q compare: resampled to
/// `count` points, scaled uniformly into a unit box, centred on the origin. Stroke order
/// and direction no longer matter.
public struct PointCloud: Hashable, Sendable {
    /// The points.
    public var points: [Point]

    /// Normalizes `sample` into a cloud of `count` points.
    public init(_ sample: GestureSample, count: Int) {
        let resampled = sample.resampled(count: count).map(\.point)
        let scaled = StrokeGeometry.scaleUniformly(resampled, to: 1)
        points = StrokeGeometry.translate(scaled, centroidTo: .zero)
    }
}

/// $P (R.-D. Vatavu, L. Anthony, J. O. Wobbrock, ICMI 2012): multistroke recognition by
/// matching point clouds, so that stroke number, order and direction do not matter.
///
/// Two clouds are compared by greedy matching: from several starting points (every
/// ⌊n^0.5⌋-th), each point of one cloud takes the nearest unmatched point of the other,
/// earlier matches weighing more; the smaller of the two directions' sums is the distance.
public struct PointCloudRecognizer: Sendable {
    /// How two matched points' distance counts.
    public enum Metric: String, Sendable {
        /// Euclidean distance, as published for $P.
        case euclidean
        /// Squared Euclidean distance, as $Q uses: it weighs large mismatches more, and
        /// measured higher on MMG+ (docs/Accuracy.md).
        case squaredEuclidean
    }

    /// Points per cloud (32, as the paper recommends).
    public let pointCount: Int
    /// The point-to-point distance.
    public let metric: Metric
    /// The templates.
    public private(set) var templates: [(name: String, cloud: PointCloud)] = []

    /// Creates an empty recognizer (Euclidean distances, as published, by default).
    public init(pointCount: Int = 32, metric: Metric = .euclidean) {
        precondition(pointCount >= 2, "$P needs at least two points")
        self.pointCount = pointCount
        self.metric = metric
    }

    /// Learns `sample` as an example of `name`.
    public mutating func addTemplate(_ name: String, sample: GestureSample) {
        templates.append((name, PointCloud(sample, count: pointCount)))
    }

    /// The template nearest to `sample`.
    public func recognize(_ sample: GestureSample) -> TemplateMatch? {
        guard !sample.points.isEmpty, !templates.isEmpty else { return nil }
        let candidate = PointCloud(sample, count: pointCount)
        var best: (name: String, distance: Double)?
        for template in templates {
            let distance = Self.greedyMatch(candidate.points, template.cloud.points, squared: metric == .squaredEuclidean)
            if best.map({ distance < $0.distance }) ?? true { best = (template.name, distance) }
        }
        return best.map { TemplateMatch(name: $0.name, score: 1 / (1 + $0.distance), distance: $0.distance) }
    }

    static func greedyMatch(_ a: [Point], _ b: [Point], squared: Bool) -> Double {
        let n = a.count
        let step = Swift.max(1, Int(Double(n).squareRoot()))
        var best = Double.infinity
        var start = 0
        while start < n {
            best = Swift.min(best, cloudDistance(a, b, start: start, squared: squared), cloudDistance(b, a, start: start, squared: squared))
            start += step
        }
        return best
    }

    static func cloudDistance(_ a: [Point], _ b: [Point], start: Int, squared: Bool) -> Double {
        let n = a.count
        var matched = [Bool](repeating: false, count: n)
        var sum = 0.0
        var i = start
        repeat {
            var nearest = -1, nearestDistance = Double.infinity
            for j in 0..<n where !matched[j] {
                let dx = a[i].x - b[j].x, dy = a[i].y - b[j].y
                let d = squared ? dx * dx + dy * dy : (dx * dx + dy * dy).squareRoot()
                if d < nearestDistance { (nearest, nearestDistance) = (j, d) }
            }
            matched[nearest] = true
            let weight = 1 - Double((i - start + n) % n) / Double(n)
            sum += weight * nearestDistance
            i = (i + 1) % n
        } while i != start
        return sum
    }
}
