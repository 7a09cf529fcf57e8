import GestureKit

/// A gesture to recognize or learn from: one or more strokes, each a sequence of points in
/// drawing order.
public struct GestureSample: Hashable, Sendable {
    /// The strokes, in drawing order.
    public var strokes: [[Point]]

    /// A gesture of several strokes.
    public init(strokes: [[Point]]) {
        self.strokes = strokes.filter { !$0.isEmpty }
    }

    /// A one-stroke gesture.
    public init(points: [Point]) {
        self.init(strokes: [points])
    }

    /// Whether a matcher can learn or measure it: at least one point, and every coordinate a
    /// finite number. Every matcher learns no template from a sample that is not (with no
    /// point there is nothing to resample; a NaN has no place on $Q's grid) and names no class
    /// for one: a user who lifted without drawing, or a corrupt file, is not a shape. Any
    /// finite coordinates are: a sample whose largest coordinate is beyond 2⁵⁰⁰ (about
    /// 3·10¹⁵⁰, where squares overflow) or below 2⁻⁵⁰⁰ is scaled by a power of two before
    /// it is measured, which gives every matcher the answers of the same shape drawn in points.
    public var isMatchable: Bool {
        strokes.contains { !$0.isEmpty } && strokes.allSatisfy(Self.isFinite)
    }

    /// Whether one stroke's points are matchable: at least one, each finite. Without building
    /// a sample, which would allocate on a matcher's path.
    static func isMatchable(_ points: [Point]) -> Bool { !points.isEmpty && isFinite(points) }

    private static func isFinite(_ points: [Point]) -> Bool {
        // x × 0 is 0 for a finite x and NaN otherwise, and a NaN stays in a sum: one test at
        // the end, two lanes, no branch per point (this runs on every classification).
        var even = 0.0, odd = 0.0
        points.withUnsafeBufferPointer { buffer in
            for point in buffer {
                even += point.x * 0
                odd += point.y * 0
            }
        }
        return even + odd == 0
    }

    /// Every point, strokes one after another. A single stroke is handed over as it is
    /// (shared, not copied): joining one stroke would allocate for nothing, on the path of
    /// every classification of a unistroke matcher.
    public var points: [Point] { strokes.count == 1 ? strokes[0] : strokes.flatMap { $0 } }

    /// `count` points spread evenly along the strokes by arc length, never across the jump
    /// from one stroke to the next (as $P and $Q resample), with each point's stroke index.
    ///
    /// - Precondition: `count` is at least 2; the program stops otherwise.
    public func resampled(count: Int) -> [(point: Point, stroke: Int)] {
        precondition(count >= 2, "resampling needs at least two points")
        guard let first = strokes.first?.first else { return [] }
        let total = strokes.reduce(0) { $0 + StrokeGeometry.pathLength($1) }
        guard total > 0 else { return Array(repeating: (first, 0), count: count) }
        let interval = total / Double(count - 1)
        var result: [(point: Point, stroke: Int)] = [(first, 0)]
        result.reserveCapacity(count)
        var carried = 0.0
        for (strokeIndex, stroke) in strokes.enumerated() {
            guard var previous = stroke.first else { continue }
            var index = 1
            while index < stroke.count, result.count < count - 1 {
                let next = stroke[index]
                let segment = previous.distance(to: next)
                if segment > 0, carried + segment >= interval {
                    let point = previous + (next - previous) * ((interval - carried) / segment)
                    result.append((point, strokeIndex))
                    previous = point
                    carried = 0
                } else {
                    carried += segment
                    previous = next
                    index += 1
                }
            }
        }
        let last = (strokes[strokes.count - 1].last ?? first, strokes.count - 1)
        while result.count < count { result.append(last) }
        return result
    }
}

/// The best template for a gesture.
public struct TemplateMatch: Hashable, Sendable {
    /// The template's name (its class).
    public var name: String
    /// How alike they are, from 0 to 1 (1: identical): Protractor's cosine similarity (0
    /// when it is below 0); for the others, 1 / (1 + distance).
    public var score: Double
    /// The matcher's own distance: an angle in radians for Protractor, a point-cloud
    /// distance for $P and $Q, a corrected DTW cost of directions for Jackknife, the
    /// weighted geometric mean of its members' for a combination.
    public var distance: Double

    /// Creates a match, for a matcher of your own (``TemplateMatching``).
    ///
    /// - Parameters:
    ///   - name: the template's class.
    ///   - score: how alike, from 0 to 1 (what ``TemplateGestureRecognizer/minimumScore`` is
    ///     compared with).
    ///   - distance: the matcher's own distance.
    public init(name: String, score: Double, distance: Double) {
        self.name = name
        self.score = score
        self.distance = distance
    }
}
