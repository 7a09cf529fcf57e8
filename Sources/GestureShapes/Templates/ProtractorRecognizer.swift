import GestureKit

/// Protractor (Y. Li, CHI 2010), the fast member of the $1 family: unistroke templates.
///
/// A stroke is resampled to `resampleCount` points (16, as Li recommends), translated so
/// its centroid is at the origin, rotated (orientation-invariant: its indicative angle to 0;
/// orientation-sensitive: to the nearest of eight base orientations), and flattened into a
/// unit vector. Two vectors are compared at the rotation that best aligns them, found in
/// closed form; the similarity is the cosine of the remaining angle.
public struct ProtractorRecognizer: Sendable {
    /// A "none of these" threshold for ``TemplateMatch/score`` when a person's own examples
    /// are the templates, one per class: 0.966 (a cosine: Protractor's scores crowd near 1),
    /// calibrated on $1 writers 3–7 so that writer 2 can test it (`--recognizer protractor`;
    /// docs/Accuracy.md, "The thresholds the library ships").
    public static let calibratedMinimumScore = 0.966

    /// Points per resampled stroke.
    public let resampleCount: Int
    /// When true, a stroke is turned to the nearest of eight base orientations rather than
    /// to its indicative angle of 0, so that a half turn matters (a left arrow is not a right
    /// arrow). The closed-form alignment of Li's algorithm, kept as published, still turns a
    /// candidate by up to a quarter turn either way: an arrow pointing down is as like a
    /// right arrow as a right arrow is. For shapes told apart by a quarter turn, use
    /// ``JackknifeRecognizer``, which compares directions as they are.
    public let isOrientationSensitive: Bool
    /// The templates: names and their vectors.
    public private(set) var templates: [(name: String, vector: [Double])] = []
    /// Every template's vector end to end, as (x, y) pairs: what the comparisons read, two
    /// lanes at a time.
    private var pairs: [SIMD2<Double>] = []
    /// Every template's class, numbered.
    private var classes = TemplateClasses()

    /// Creates an empty recognizer.
    ///
    /// - Precondition: `resampleCount` is at least 2; the program stops otherwise.
    public init(resampleCount: Int = 16, orientationSensitive: Bool = false) {
        precondition(resampleCount >= 2, "Protractor needs at least two points per stroke")
        self.resampleCount = resampleCount
        isOrientationSensitive = orientationSensitive
    }

    /// Learns `points` as an example of `name`; nothing without a point, or with one that
    /// is not finite (``GestureSample/isMatchable``).
    public mutating func addTemplate(_ name: String, points: [Point]) {
        guard GestureSample.isMatchable(points) else { return }
        let vector = vector(for: points)
        templates.append((name, vector))
        classes.append(name)
        pairs += stride(from: 0, to: vector.count, by: 2).map { SIMD2(vector[$0], vector[$0 + 1]) }
    }

    /// The template most like `points`, or nil without templates, points, or with a point
    /// that is not finite.
    public func recognize(_ points: [Point]) -> TemplateMatch? {
        guard !templates.isEmpty, GestureSample.isMatchable(points) else { return nil }
        var bestIndex = 0, bestSimilarity = -Double.infinity
        let templateCount = templates.count  // not `self` in the closure: see `withCandidate`
        withCandidate(points) { candidate, template in
            for index in 0..<templateCount {
                let similarity = Self.optimalCosine(candidate, template(index))
                if similarity > bestSimilarity { (bestIndex, bestSimilarity) = (index, similarity) }
            }
        }
        // The angle only for the winner: one atan2 per classification, not one per improvement.
        let angle = Trigonometry.atan2((1 - bestSimilarity * bestSimilarity).squareRoot(), bestSimilarity)
        // A cosine below 0 (a stroke nothing like any template, a half turn from it when
        // oriented) is as unlike as a score goes: 0.
        return TemplateMatch(name: templates[bestIndex].name, score: Swift.max(0, bestSimilarity), distance: angle)
    }

    /// Each class's nearest template, as the angle left between them (radians).
    public func classDistances(_ sample: GestureSample) -> ClassDistances {
        let points = sample.points
        guard sample.isMatchable else { return ClassDistances() }
        var best = [Double](repeating: -.infinity, count: classes.names.count)
        let ofTemplate = classes.ofTemplate  // not `self` in the closure: see `withCandidate`
        withCandidate(points) { candidate, template in
            for index in ofTemplate.indices {
                let similarity = Self.optimalCosine(candidate, template(index))
                let number = ofTemplate[index]
                if similarity > best[number] { best[number] = similarity }
            }
        }
        var result = ClassDistances()
        for (number, similarity) in best.enumerated() where similarity > -.infinity {
            result.append(classes.names[number], Trigonometry.atan2((1 - similarity * similarity).squareRoot(), similarity))
        }
        return result
    }

    /// The normalized vector of a stroke: resampled, centred, rotated, scaled to unit length,
    /// flattened as x₀, y₀, x₁, y₁, …
    public func vector(for points: [Point]) -> [Double] {
        guard !points.isEmpty else { return [Double](repeating: 0, count: 2 * resampleCount) }
        return [Double](unsafeUninitializedCapacity: 2 * resampleCount) { flat, initialized in
            flat.initialize(repeating: 0)
            initialized = flat.count
            flat.withMemoryRebound(to: SIMD2<Double>.self) { Self.normalize(points, orientationSensitive: isOrientationSensitive, into: $0) }
        }
    }

    /// Runs `body` with the candidate's vector and a way to each template's, all without
    /// allocating: the candidate lives on the stack, the templates in ``pairs``.
    private func withCandidate(
        _ points: [Point],
        _ body: (UnsafeBufferPointer<SIMD2<Double>>, (Int) -> UnsafeBufferPointer<SIMD2<Double>>) -> Void
    ) {
        // Only what the closures need, not `self`: capturing the recognizer copied it, a
        // retain and a release of each of its arrays per classification.
        let count = resampleCount, oriented = isOrientationSensitive, pairs = self.pairs
        withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: count) { candidate in
            candidate.initialize(repeating: .zero)
            Self.normalize(points, orientationSensitive: oriented, into: candidate)
            pairs.withUnsafeBufferPointer { all in
                body(UnsafeBufferPointer(candidate)) { UnsafeBufferPointer(rebasing: all[($0 * count)..<($0 * count + count)]) }
            }
        }
    }

    /// Writes the normalized vector of `points` (not empty) into `vector` (``resampleCount``
    /// pairs): resampled, centred, rotated, scaled to unit length.
    private static func normalize(_ points: [Point], orientationSensitive isOrientationSensitive: Bool,
                                  into vector: UnsafeMutableBufferPointer<SIMD2<Double>>) {
        let points = StrokeGeometry.withinRange(points)  // (beyond 2⁵⁰⁰ the vector was NaN)
        withUnsafeTemporaryAllocation(of: Point.self, capacity: vector.count) { resampled in
            StrokeGeometry.resample(points, into: resampled)
            var sum = Point.zero
            for point in resampled { sum = sum + point }
            let center = sum / Double(resampled.count)
            let first = resampled[0] - center
            let indicative = Trigonometry.atan2(first.y, first.x)
            var rotation = -indicative
            if isOrientationSensitive {
                // Turn to the nearest of the eight base orientations instead of to zero.
                let base = (Trigonometry.pi / 4) * ((indicative + Trigonometry.pi / 8) / (Trigonometry.pi / 4)).rounded(.down)
                rotation = base - indicative
            }
            let cosine = Trigonometry.cos(rotation), sine = Trigonometry.sin(rotation)
            var length = 0.0
            for index in resampled.indices {
                let dx = resampled[index].x - center.x, dy = resampled[index].y - center.y
                let pair = SIMD2(dx * cosine - dy * sine, dx * sine + dy * cosine)
                vector[index] = pair
                length += pair.x * pair.x + pair.y * pair.y
            }
            let magnitude = length.squareRoot()
            if magnitude > 0 { for index in vector.indices { vector[index] /= magnitude } }
            resampled.deinitialize()
        }
    }

    /// The cosine similarity of two unit vectors (as pairs) at the rotation that maximizes
    /// it. Li's closed form takes θ = atan(b / a) and the similarity a·cos θ + b·sin θ, which
    /// is exactly sign(a)·√(a² + b²): no trigonometry per template. The sums run in two
    /// lanes (x·x′ and y·y′ apart) and two chains, so they round differently from a plain
    /// left-to-right sum, by a few units in the last place.
    static func optimalCosine(_ v1: UnsafeBufferPointer<SIMD2<Double>>, _ v2: UnsafeBufferPointer<SIMD2<Double>>) -> Double {
        var dot0 = SIMD2<Double>.zero, dot1 = SIMD2<Double>.zero
        var cross0 = SIMD2<Double>.zero, cross1 = SIMD2<Double>.zero
        let end = Swift.min(v1.count, v2.count)
        var index = 0
        while index &+ 1 < end {  // (&+: an index below a buffer's count cannot overflow)
            let p0 = v1[index], q0 = v2[index], p1 = v1[index &+ 1], q1 = v2[index &+ 1]
            dot0 += p0 * q0
            cross0 += p0 * SIMD2(q0.y, q0.x)
            dot1 += p1 * q1
            cross1 += p1 * SIMD2(q1.y, q1.x)
            index &+= 2
        }
        if index < end {
            dot0 += v1[index] * v2[index]
            cross0 += v1[index] * SIMD2(v2[index].y, v2[index].x)
        }
        let dot = dot0 + dot1, cross = cross0 + cross1
        let a = dot.x + dot.y, b = cross.x - cross.y
        let similarity = (a < 0 ? -1.0 : 1.0) * (a * a + b * b).squareRoot()
        return Swift.min(1, Swift.max(-1, similarity))
    }
}
