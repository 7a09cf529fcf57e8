import GestureKit

/// A gesture as a normalized cloud of points, the form $P and $Q compare: resampled to
/// `count` points, scaled uniformly into a unit box, centred on the origin. Stroke order
/// and direction no longer matter.
public struct PointCloud: Hashable, Sendable {
    /// The points.
    public var points: [Point]

    /// Normalizes `sample` into a cloud of `count` points. Any finite coordinates will do:
    /// beyond 2⁵⁰⁰ the sample is first scaled down by a power of two (exactly, so the cloud is
    /// the one it would have been), since its squared distances would not be finite.
    public init(_ sample: GestureSample, count: Int) {
        let resampled = Self.withinRange(sample).resampled(count: count).map { $0.point }
        let scaled = StrokeGeometry.scaleUniformly(resampled, to: 1)
        points = StrokeGeometry.translate(scaled, centroidTo: .zero)
    }

    /// `sample`, scaled as ``StrokeGeometry/withinRange(_:)`` scales a stroke when a
    /// coordinate is beyond 2⁵⁰⁰ or every one below 2⁻⁵⁰⁰ (else the cloud would be NaN, or
    /// one point).
    static func withinRange(_ sample: GestureSample) -> GestureSample {
        var largest = 0.0
        for stroke in sample.strokes { largest = StrokeGeometry.largestCoordinate(stroke, atLeast: largest) }
        guard let factor = StrokeGeometry.rangeFactor(largest: largest) else { return sample }
        return GestureSample(strokes: sample.strokes.map { stroke in stroke.map { Point(x: $0.x * factor, y: $0.y * factor) } })
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

    /// A "none of these" threshold for ``TemplateMatch/score`` when a person's own examples
    /// are the templates, one per class: 0.45 with Euclidean distances, 0.91 with squared ones
    /// (smaller distances, so higher scores), calibrated on $1 writers 3–7 so that writer 2 can
    /// test it (`--recognizer p` or `p-squared`; docs/Accuracy.md, "The thresholds the library
    /// ships").
    public static func calibratedMinimumScore(for metric: Metric) -> Double {
        metric == .euclidean ? 0.45 : 0.91
    }

    /// Points per cloud (32, as the paper recommends).
    public let pointCount: Int
    /// The point-to-point distance.
    public let metric: Metric
    /// The templates.
    public private(set) var templates: [(name: String, cloud: PointCloud)] = []
    /// Every template's class, numbered.
    private var classes = TemplateClasses()

    /// Creates an empty recognizer (Euclidean distances, as published, by default).
    ///
    /// - Precondition: `pointCount` is at least 2; the program stops otherwise.
    public init(pointCount: Int = 32, metric: Metric = .euclidean) {
        precondition(pointCount >= 2, "$P needs at least two points")
        self.pointCount = pointCount
        self.metric = metric
    }

    /// Learns `sample` as an example of `name` (nothing for one not ``GestureSample/isMatchable``).
    public mutating func addTemplate(_ name: String, sample: GestureSample) {
        guard sample.isMatchable else { return }
        templates.append((name, PointCloud(sample, count: pointCount)))
        classes.append(name)
    }

    /// The template nearest to `sample`.
    ///
    /// As published, with two changes that never change the answer: a match stops as soon as
    /// its running sum reaches the best distance so far (weights are positive, so it could
    /// only grow), and the nearest unmatched point is chosen by squared distance, with one
    /// square root per matched point rather than one per pair.
    public func recognize(_ sample: GestureSample) -> TemplateMatch? {
        guard sample.isMatchable, !templates.isEmpty else { return nil }
        let candidate = PointCloud(sample, count: pointCount)
        var matched = [Bool](repeating: false, count: pointCount)
        var bestIndex = 0, bestDistance = Double.infinity
        for (index, template) in templates.enumerated() {
            let distance = Self.greedyMatch(candidate.points, template.cloud.points, squared: metric == .squaredEuclidean,
                                            abandonAt: bestDistance, matched: &matched)
            if distance < bestDistance { (bestIndex, bestDistance) = (index, distance) }
        }
        return TemplateMatch(name: templates[bestIndex].name, score: 1 / (1 + bestDistance), distance: bestDistance)
    }

    /// Each class's nearest template distance (early abandoning per class: exact).
    public func classDistances(_ sample: GestureSample) -> ClassDistances {
        guard sample.isMatchable else { return ClassDistances() }
        let candidate = PointCloud(sample, count: pointCount)
        var matched = [Bool](repeating: false, count: pointCount)
        var best = [Double](repeating: .infinity, count: classes.names.count)
        for (index, template) in templates.enumerated() {
            let number = classes.ofTemplate[index]
            let distance = Self.greedyMatch(candidate.points, template.cloud.points, squared: metric == .squaredEuclidean,
                                            abandonAt: best[number], matched: &matched)
            if distance < best[number] { best[number] = distance }
        }
        return classes.distances(best)
    }

    /// The distance of two clouds: the least over starting points and both directions.
    static func greedyMatch(_ a: [Point], _ b: [Point], squared: Bool) -> Double {
        var matched = [Bool](repeating: false, count: a.count)
        return greedyMatch(a, b, squared: squared, abandonAt: .infinity, matched: &matched)
    }

    /// The distance of two clouds, or some value at least `limit` once it cannot be less.
    static func greedyMatch(_ a: [Point], _ b: [Point], squared: Bool, abandonAt limit: Double, matched: inout [Bool]) -> Double {
        let n = a.count
        let step = Swift.max(1, Int(Double(n).squareRoot()))
        var best = limit
        var start = 0
        while start < n {
            best = Swift.min(best, cloudDistance(a, b, start: start, squared: squared, abandonAt: best, matched: &matched))
            best = Swift.min(best, cloudDistance(b, a, start: start, squared: squared, abandonAt: best, matched: &matched))
            start += step
        }
        return best
    }

    static func cloudDistance(_ a: [Point], _ b: [Point], start: Int, squared: Bool, abandonAt limit: Double,
                              matched: inout [Bool]) -> Double {
        let n = a.count
        for j in 0..<n { matched[j] = false }
        var sum = 0.0
        var i = start
        repeat {
            var nearest = -1, nearestSquared = Double.infinity
            let p = a[i]
            for j in 0..<n where !matched[j] {
                let dx = p.x - b[j].x, dy = p.y - b[j].y
                let d = dx * dx + dy * dy
                if d < nearestSquared { (nearest, nearestSquared) = (j, d) }
            }
            matched[nearest] = true
            let weight = 1 - Double((i - start + n) % n) / Double(n)
            sum += weight * (squared ? nearestSquared : nearestSquared.squareRoot())
            if sum >= limit { return sum }  // cannot beat the best so far
            i = (i + 1) % n
        } while i != start
        return sum
    }
}
