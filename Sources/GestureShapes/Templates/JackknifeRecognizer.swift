import GestureKit

/// Jackknife (E. M. Taranta II, A. Samiei, M. Maghoumi, P. Khaloo, C. R. Pittman,
/// J. J. LaViola Jr., CHI 2017), with its inner-product measure: a gesture is the sequence of
/// its directions, compared by dynamic time warping, and the result is corrected by two
/// shape statistics that warping alone cannot see.
///
/// - The gesture's points (strokes joined in drawing order, as one trajectory) are resampled
///   to ``resampleCount`` points (16) and turned into the unit vectors between neighbours.
///   Directions need no scaling or centring, and they are rotation-*sensitive*: a "v" is not a
///   "^", which the $1 logs' classes need.
/// - Two direction sequences are aligned by DTW within a Sakoe–Chiba band of
///   ``bandRadius`` (2) steps; a matched pair costs 1 − cos of the angle between them.
/// - The cost is divided by two cosines: of the gestures' per-axis distance travelled
///   (|Δx|, |Δy| summed, as a unit vector) and of their bounding boxes' (width, height) as
///   unit vectors. A tall line and a wide one warp alike; these tell them apart.
///
/// The defaults are the paper's for its inner-product measure (16 points, radius 2, both
/// corrections). Exact speedups leave the answers unchanged: templates are visited from
/// the lowest LB_Keogh-style lower bound up (a candidate direction can agree with the band's
/// directions at most as much as with their per-axis envelope), and a template is skipped as
/// soon as its bound or a DTW row cannot beat the best cost so far. With more than 40
/// templates each class's are kept in a tree of groups, each with one bound for all its
/// members, and searched best-first (`JackknifeTreeSearch`): with every gesture of four
/// collections as templates (4,000), about an eighth of the work of bounding each one.
public struct JackknifeRecognizer: Sendable, BoundedTemplateSearch {
    /// A learned gesture in the form the matcher compares.
    public struct Template: Sendable {
        /// The template's name (its class).
        public let name: String
        /// The normalized gesture.
        public let features: Features
        /// Per direction: the largest x and y, then the smallest x and y, of the directions
        /// within the band (``envelopeEntry(upper:lower:)``).
        let envelope: [SIMD4<Float>]

        init(name: String, features: Features, bandRadius: Int) {
            self.name = name
            self.features = features
            let count = features.directions.count
            var upper = [Point](repeating: Point(x: -2, y: -2), count: count)
            var lower = [Point](repeating: Point(x: 2, y: 2), count: count)
            for i in 0..<count {
                for j in Swift.max(0, i - bandRadius)...Swift.min(count - 1, i + bandRadius) {
                    let d = features.directions[j]
                    upper[i] = Point(x: Swift.max(upper[i].x, d.x), y: Swift.max(upper[i].y, d.y))
                    lower[i] = Point(x: Swift.min(lower[i].x, d.x), y: Swift.min(lower[i].y, d.y))
                }
            }
            envelope = zip(upper, lower).map { JackknifeRecognizer.envelopeEntry(upper: $0, lower: $1) }
        }
    }

    /// One direction's envelope as a bound reads it: the largest x and y, then the smallest,
    /// in Float rounded outward (never below `upper`, never above `lower`).
    ///
    /// Why Float: bounding reads thousands of envelopes a classification, most of them not in
    /// the first-level cache, and half the bytes are half the cache lines. Why it stays a
    /// lower bound: for u ≥ l, `max(d·u, d·l)` can only rise as [l, u] widens, whatever the
    /// sign of d, so each term of ``lowerBound(_:envelope:)`` can only fall; the products,
    /// maxima, sums and `1 − x` there are monotone under rounding, so the bound as computed
    /// from the Float envelope is at most the one from the Double envelope.
    static func envelopeEntry(upper: Point, lower: Point) -> SIMD4<Float> {
        func up(_ value: Double) -> Float {
            let rounded = Float(value)
            return Double(rounded) < value ? rounded.nextUp : rounded
        }
        func down(_ value: Double) -> Float {
            let rounded = Float(value)
            return Double(rounded) > value ? rounded.nextDown : rounded
        }
        return SIMD4(up(upper.x), up(upper.y), down(lower.x), down(lower.y))
    }

    /// A gesture's directions and the two statistics of its corrections.
    public struct Features: Hashable, Sendable {
        /// The unit vectors between consecutive resampled points (zero for a gesture with no length).
        public let directions: [Point]
        /// The distance travelled along x and along y, as a unit vector.
        public let travel: Point
        /// The bounding box's width and height, as a unit vector.
        public let extent: Point

        /// The features of `points` resampled to `count` points (none for no point).
        public init(_ points: [Point], count: Int) {
            // (Beyond 2⁵⁰⁰ the steps' squares were infinite, and every direction 0.)
            let resampled = StrokeGeometry.resample(StrokeGeometry.withinRange(points), count: count)
            var directions: [Point] = []
            directions.reserveCapacity(count - 1)
            var travel = Point.zero
            for index in resampled.indices.dropFirst() {
                let step = resampled[index] - resampled[index - 1]
                travel = travel + Point(x: Swift.abs(step.x), y: Swift.abs(step.y))
                directions.append(Self.unit(step))
            }
            let box = StrokeGeometry.boundingBox(resampled)
            self.directions = directions
            self.travel = Self.unit(travel)
            self.extent = Self.unit(Point(x: box.width, y: box.height))
        }

        static func unit(_ vector: Point) -> Point {
            let length = (vector.x * vector.x + vector.y * vector.y).squareRoot()
            return length > 0 ? Point(x: vector.x / length, y: vector.y / length) : .zero
        }
    }

    /// A "none of these" threshold for ``TemplateMatch/score`` when a person's own examples
    /// are the templates, one per class: 0.46, calibrated (``RejectionCalibration``) on $1
    /// writers 3–7 with a quarter of the classes left out, so that writer 2 can test it
    /// (`--recognizer jackknife`; docs/Accuracy.md, "The thresholds the library ships").
    public static let calibratedMinimumScore = 0.46

    /// Points per resampled gesture (16, the paper's default).
    public let resampleCount: Int
    /// How far DTW may shift one sequence against the other, in steps (2, the paper's default).
    public let bandRadius: Int
    /// The templates, in the order they were learned.
    public private(set) var templates: [Template] = []
    /// The templates' classes, numbered.
    private(set) var classes = TemplateClasses()
    /// Per class, its templates in a tree of groups (`TemplateTree`), for the searches over
    /// many templates (`JackknifeTreeSearch`, and Jackknife + $Q's `GroupedSearch`).
    private(set) var groups: [TemplateTree<JackknifeGroup>] = []

    /// Above this many templates, ``recognize(_:)`` and ``classDistances(_:)`` search the
    /// groups (`JackknifeTreeSearch`) rather than bound every template. Chosen by instructions
    /// per classification on $1 writer s03's gestures with its first k of each class as
    /// templates (bounds of every template against the groups): 16 templates 21,073 against
    /// 42,269; 32, 37,398 against 46,874; 48, 56,904 against 51,108; 64, 68,628 against 54,865.
    static let treeSearchThreshold = 40

    /// Creates an empty recognizer.
    ///
    /// - Parameters:
    ///   - resampleCount: points per resampled gesture.
    ///   - bandRadius: how far DTW may shift one sequence against the other. A band as wide
    ///     as the sequences or wider (`Int.max` for "no band") is kept as `resampleCount − 1`,
    ///     which allows every shift.
    /// - Precondition: `resampleCount` is at least 3 and `bandRadius` is not negative: the
    ///   program stops otherwise, as for any argument outside its documented range.
    public init(resampleCount: Int = 16, bandRadius: Int = 2) {
        precondition(resampleCount >= 3, "Jackknife needs at least three points (two directions)")
        precondition(bandRadius >= 0, "the band radius cannot be negative")
        self.resampleCount = resampleCount
        self.bandRadius = Swift.min(bandRadius, resampleCount - 1)  // wider allows nothing more, and i + radius must not overflow
    }

    /// Learns `sample` (its strokes joined in drawing order) as an example of `name`; nothing
    /// for one not ``GestureSample/isMatchable``.
    public mutating func addTemplate(_ name: String, sample: GestureSample) {
        guard sample.isMatchable else { return }
        templates.append(Template(name: name, features: Features(sample.points, count: resampleCount), bandRadius: bandRadius))
        classes.append(name)
        let index = templates.count - 1, number = classes.ofTemplate[index]
        if number == groups.count { groups.append(TemplateTree()) }
        groups[number].add(index, members: classes.templatesOf[number], templates: templates)
    }

    /// The template nearest to `sample`, or nil without templates or points. The match's
    /// distance is the corrected DTW cost (0 for identical directions); its score is
    /// 1 / (1 + distance).
    public func recognize(_ sample: GestureSample) -> TemplateMatch? {
        // Few templates: the bounded search, which checks the sample itself.
        guard templates.count > Self.treeSearchThreshold else { return nearestTemplate(sample) }
        guard sample.isMatchable else { return nil }
        var search = JackknifeTreeSearch(self, sample)
        return search.nearest().map { TemplateMatch(name: templates[$0.index].name, score: 1 / (1 + $0.distance), distance: $0.distance) }
    }

    /// Each class's nearest template distance, with the same exact pruning per class.
    public func classDistances(_ sample: GestureSample) -> ClassDistances {
        guard templates.count > Self.treeSearchThreshold else { return nearestByClass(sample) }
        guard sample.isMatchable else { return ClassDistances() }
        var search = JackknifeTreeSearch(self, sample)
        return classes.distances(search.eachClass())
    }

    func templateName(_ index: Int) -> String { templates[index].name }

    /// Visits the templates from the lowest bound up, skipping those whose bound cannot reach
    /// `limit(index)`, and reports every distance at most that limit.
    func search(_ sample: GestureSample, priority: (Int, Double) -> Double, limit: (Int) -> Double,
                found: (Int, Double) -> Void) {
        guard sample.isMatchable, !templates.isEmpty else { return }
        let candidate = Features(sample.points, count: resampleCount)
        var order: [(key: Double, bound: Double, correction: Double, index: Int)] = []
        order.reserveCapacity(templates.count)
        for index in templates.indices {
            let (bound, correction) = templateBound(candidate, index: index)
            order.append((priority(index, bound), bound, correction, index))
        }
        order.sort { ($0.key, $0.index) < ($1.key, $1.index) }
        var rows = DynamicTimeWarping.Rows(count: resampleCount - 1)
        for entry in order {
            let bestSoFar = limit(entry.index)
            guard entry.bound <= bestSoFar else { continue }
            let cost = DynamicTimeWarping.cost(candidate.directions, templates[entry.index].features.directions,
                                               radius: bandRadius, abandonAbove: bestSoFar / entry.correction, rows: &rows)
            let distance = cost * entry.correction
            if distance <= bestSoFar { found(entry.index, distance) }
        }
    }

    /// Template `index`'s correction against `candidate`, and a lower bound of their distance.
    func templateBound(_ candidate: Features, index: Int) -> (bound: Double, correction: Double) {
        let correction = Self.correction(candidate, templates[index].features)
        return (correction * Self.lowerBound(candidate.directions, templates[index]), correction)
    }

    /// The paper's corrections: 1 / cos between the travel vectors, times 1 / cos between the
    /// extents (each cosine at least 0.01, so that perpendicular statistics cost 100×, not ∞).
    static func correction(_ a: Features, _ b: Features) -> Double {
        let travel = a.travel.x * b.travel.x + a.travel.y * b.travel.y
        let extent = a.extent.x * b.extent.x + a.extent.y * b.extent.y
        return 1 / Swift.max(0.01, travel) / Swift.max(0.01, extent)
    }

    /// A lower bound of the DTW cost: every candidate direction is matched to at least one
    /// template direction within the band, and its cosine with any of them is at most the
    /// best it can do against the band's per-axis envelope; other matched pairs cost ≥ 0.
    static func lowerBound(_ directions: [Point], _ template: Template) -> Double {
        lowerBound(directions, envelope: template.envelope)
    }

    /// The same bound against any envelope (a group's: `JackknifeGroup`), read in place.
    static func lowerBound(_ directions: [Point], envelope: [SIMD4<Float>]) -> Double {
        directions.withUnsafeBufferPointer { directions in
            envelope.withUnsafeBufferPointer { envelope in
                var bound = 0.0
                for index in 0..<Swift.min(directions.count, envelope.count) {
                    let d = directions[index], e = envelope[index]
                    let ux = Double(e.x), uy = Double(e.y), lx = Double(e.z), ly = Double(e.w)
                    // Comparisons as maxsd makes them: one instruction each (DynamicTimeWarping).
                    let xu = d.x * ux, xl = d.x * lx, yu = d.y * uy, yl = d.y * ly
                    let best = (xl > xu ? xl : xu) + (yl > yu ? yl : yu), gap = 1 - best
                    // max(gap, 0) exactly, without the branch the compiler made of
                    // `gap > 0 ? gap : 0` (its way follows the data): 2·gap and its half are
                    // exact, and a negative gap adds +0. The gap is finite, as directions are
                    // unit or zero and envelopes bound them; a NaN would make the bound NaN.
                    bound += (gap + gap.magnitude) * 0.5
                }
                return bound
            }
        }
    }
}
