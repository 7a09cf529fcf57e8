import GestureKit

/// What a group of Jackknife templates shares, for one lower bound of every member's
/// distance: the union of their LB_Keogh envelopes (per direction, the largest upper and
/// smallest lower x and y, in Float as the members keep them), and the arcs their travel and
/// extent vectors span.
///
/// Why the bound holds for each member, in floating point too: a member's bound is
/// `correction × Σᵢ max(0, 1 − (max(dₓ·uₓ, dₓ·lₓ) + max(d_y·u_y, d_y·l_y)))` (its envelope u,
/// l) and its correction `1 / max(0.01, c_t · t) / max(0.01, c_e · e)`. Every operation there is
/// monotone under rounding (a product by a fixed factor, a sum, a maximum, `1 − x`, a
/// quotient), and the group replaces each member quantity by one at least as far in the
/// direction that lowers the result:
/// - a wider envelope can only raise each `max(…)`, so lower each term;
/// - travel and extent vectors are unit vectors with no negative component (or zero), so
///   on the quarter circle their angle grows with y: the members' vectors lie on the arc
///   between the one with the least y and the one with the most. The candidate's dot product
///   with any of them is at most 1 when its own y is within theirs, else at most its dot
///   product with the nearer end. That, plus 10⁻¹² for rounding (the vectors' lengths and
///   the dot products are within a few parts in 10¹⁶ of exact), is at least every member's
///   dot product as computed, so the correction from it is at most every member's.
/// The group's bound, computed by the same operations, is therefore at most each member's as
/// computed, which is at most the member's distance (`JackknifeRecognizer.lowerBound`).
struct JackknifeGroup: GroupSummary {
    /// Per direction: the largest x and y of the members' upper envelopes, then the smallest
    /// x and y of their lower ones (exact: a maximum or minimum of Floats is one of them).
    private(set) var envelope: [SIMD4<Float>]
    /// The ends of the arc of the members' travel vectors: least y, most y.
    private(set) var travel: (low: Point, high: Point)
    /// The ends of the arc of the members' extents.
    private(set) var extent: (low: Point, high: Point)

    init(_ index: Int, of templates: [JackknifeRecognizer.Template]) {
        let template = templates[index]
        envelope = template.envelope
        travel = (template.features.travel, template.features.travel)
        extent = (template.features.extent, template.features.extent)
    }

    mutating func include(_ index: Int, of templates: [JackknifeRecognizer.Template]) {
        let template = templates[index]
        let features = template.features
        widen(envelope: template.envelope, travel: (features.travel, features.travel), extent: (features.extent, features.extent))
    }

    mutating func include(_ other: JackknifeGroup) {
        widen(envelope: other.envelope, travel: other.travel, extent: other.extent)
    }

    private mutating func widen(envelope other: [SIMD4<Float>], travel otherTravel: (low: Point, high: Point),
                                extent otherExtent: (low: Point, high: Point)) {
        // Upper halves widen by the larger, lower halves by the smaller.
        let lowerHalf: SIMDMask<SIMD4<Int32>> = [false, false, true, true]
        for i in envelope.indices {
            envelope[i] = pointwiseMax(envelope[i], other[i]).replacing(with: pointwiseMin(envelope[i], other[i]), where: lowerHalf)
        }
        travel = Self.union(travel, otherTravel)
        extent = Self.union(extent, otherExtent)
    }

    /// The arc holding both arcs (ends compared by y).
    private static func union(_ arc: (low: Point, high: Point), _ other: (low: Point, high: Point)) -> (low: Point, high: Point) {
        (other.low.y < arc.low.y ? other.low : arc.low, other.high.y > arc.high.y ? other.high : arc.high)
    }

    /// At least the dot product of `vector` with every unit vector on `arc` (see above).
    static func largestDot(_ vector: Point, _ arc: (low: Point, high: Point)) -> Double {
        if vector.y < arc.low.y { return vector.x * arc.low.x + vector.y * arc.low.y + 1e-12 }
        if vector.y > arc.high.y { return vector.x * arc.high.x + vector.y * arc.high.y + 1e-12 }
        return 1 + 1e-12
    }

    /// The template's directions, x and y in turn: alike directions, alike templates.
    static func coordinates(_ index: Int, of templates: [JackknifeRecognizer.Template]) -> [Double] {
        templates[index].features.directions.flatMap { [$0.x, $0.y] }
    }

    /// A lower bound of every member's distance to `candidate` (see above).
    func bound(_ candidate: JackknifeRecognizer.Features) -> Double {
        let correction = 1 / Swift.max(0.01, Self.largestDot(candidate.travel, travel)) / Swift.max(0.01, Self.largestDot(candidate.extent, extent))
        return correction * JackknifeRecognizer.lowerBound(candidate.directions, envelope: envelope)
    }
}
