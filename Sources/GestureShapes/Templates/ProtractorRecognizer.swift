import GestureKit

/// Protractor (Y. Li, CHI 2010), the fast member of the $1 family: unistroke templates.
///
/// A stroke is resampled to `resampleCount` points (16, as Li recommends), translated so
/// its centroid is at the origin, rotated (orientation-invariant: its indicative angle to 0;
/// orientation-sensitive: to the nearest of eight base orientations), and flattened into a
/// unit vector. Two vectors are compared at the rotation that best aligns them, found in
/// closed form; the similarity is the cosine of the remaining angle.
public struct ProtractorRecognizer: Sendable {
    /// Points per resampled stroke.
    public let resampleCount: Int
    /// When true, rotation matters (a left arrow is not a right arrow).
    public let isOrientationSensitive: Bool
    /// The templates: names and their vectors.
    public private(set) var templates: [(name: String, vector: [Double])] = []

    /// Creates an empty recognizer.
    public init(resampleCount: Int = 16, orientationSensitive: Bool = false) {
        precondition(resampleCount >= 2, "Protractor needs at least two points per stroke")
        self.resampleCount = resampleCount
        isOrientationSensitive = orientationSensitive
    }

    /// Learns `points` as an example of `name`.
    public mutating func addTemplate(_ name: String, points: [Point]) {
        templates.append((name, vector(for: points)))
    }

    /// The template most like `points`, or nil without templates or points.
    public func recognize(_ points: [Point]) -> TemplateMatch? {
        guard !points.isEmpty, !templates.isEmpty else { return nil }
        let candidate = vector(for: points)
        var bestIndex = 0, bestSimilarity = -Double.infinity
        for (index, template) in templates.enumerated() {
            let similarity = Self.optimalCosine(candidate, template.vector)
            if similarity > bestSimilarity { (bestIndex, bestSimilarity) = (index, similarity) }
        }
        // The angle only for the winner: one atan2 per classification, not one per improvement.
        let angle = Trigonometry.atan2((1 - bestSimilarity * bestSimilarity).squareRoot(), bestSimilarity)
        return TemplateMatch(name: templates[bestIndex].name, score: bestSimilarity, distance: angle)
    }

    /// Each class's nearest template, as the angle left between them (radians).
    public func distancesByClass(_ sample: GestureSample) -> [String: Double] {
        let points = sample.points
        guard !points.isEmpty else { return [:] }
        let candidate = vector(for: points)
        var best: [String: Double] = [:]
        for template in templates {
            let similarity = Self.optimalCosine(candidate, template.vector)
            if similarity > best[template.name] ?? -.infinity { best[template.name] = similarity }
        }
        return best.mapValues { Trigonometry.atan2((1 - $0 * $0).squareRoot(), $0) }
    }

    /// The normalized vector of a stroke: resampled, centred, rotated, scaled to unit length.
    public func vector(for points: [Point]) -> [Double] {
        let resampled = StrokeGeometry.resample(points, count: resampleCount)
        let center = StrokeGeometry.centroid(resampled)
        let first = resampled[0] - center
        let indicative = Trigonometry.atan2(first.y, first.x)
        var rotation = -indicative
        if isOrientationSensitive {
            // Turn to the nearest of the eight base orientations instead of to zero.
            let base = (Trigonometry.pi / 4) * ((indicative + Trigonometry.pi / 8) / (Trigonometry.pi / 4)).rounded(.down)
            rotation = base - indicative
        }
        let cosine = Trigonometry.cos(rotation), sine = Trigonometry.sin(rotation)
        // Centre, rotate and flatten in one pass into the one array the vector needs.
        var vector = [Double](repeating: 0, count: 2 * resampleCount)
        var sum = 0.0
        for (index, point) in resampled.enumerated() {
            let dx = point.x - center.x, dy = point.y - center.y
            let x = dx * cosine - dy * sine, y = dx * sine + dy * cosine
            vector[2 * index] = x
            vector[2 * index + 1] = y
            sum += x * x + y * y
        }
        let magnitude = sum.squareRoot()
        if magnitude > 0 { for index in vector.indices { vector[index] /= magnitude } }
        return vector
    }

    /// The cosine similarity of two unit vectors at the rotation that maximizes it. Li's
    /// closed form takes θ = atan(b / a) and the similarity a·cos θ + b·sin θ, which is
    /// exactly sign(a)·√(a² + b²): no trigonometry per template.
    static func optimalCosine(_ v1: [Double], _ v2: [Double]) -> Double {
        var a = 0.0, b = 0.0
        v1.withUnsafeBufferPointer { v1 in
            v2.withUnsafeBufferPointer { v2 in
                var index = 0
                let end = Swift.min(v1.count, v2.count)
                while index + 1 < end {
                    a += v1[index] * v2[index] + v1[index + 1] * v2[index + 1]
                    b += v1[index] * v2[index + 1] - v1[index + 1] * v2[index]
                    index += 2
                }
            }
        }
        let similarity = (a < 0 ? -1.0 : 1.0) * (a * a + b * b).squareRoot()
        return Swift.min(1, Swift.max(-1, similarity))
    }
}
