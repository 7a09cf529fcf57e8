import GestureKit

extension QRecognizer {
    /// Lower bounds of `template`'s distance from each start in both directions, as
    /// ``templateBounds(_:_:withLookup:slot:scratch:)`` writes them, but from each point's
    /// exact nearest point in the other cloud instead of the grid: far tighter (no rounding
    /// errors of cells to take off), and dearer (every pair of points, both ways). Each
    /// slot's bound becomes the larger of the two, and the lower direction is raised to the
    /// other's one-to-one floor (``raiseLowerDirection(base:scratch:)``); returns the least,
    /// at least `floor` (itself a lower bound, e.g. the grid's).
    ///
    /// Why they are lower bounds: a point's term is at most its squared distance to the
    /// nearest point of the other cloud, so at most the one `cloudDistance` picks (see
    /// ``nearestSquaredDistances(_:_:into:scanning:)`` for the rounding); a start's bound weighs the
    /// terms as `cloudDistance` weighs its costs. The weighted sums come from prefix sums
    /// (``startBounds(count:at:scratch:reach:)``), whose rounding differs from `cloudDistance`'s
    /// own adding-up by a few parts in 10¹⁵ of the sum (no start weighs a term less than 1/n
    /// of its weight from start 0), so they are lowered by one part in 10⁹ (`QGroup.shrink`).
    func nearestPointBounds(_ candidate: Template, _ template: Template, slot: Int, floor: Double, scratch: inout Scratch) -> Double {
        let starts = scratch.starts, base = slot * 2 * starts
        Self.nearestSquaredDistances(candidate, template, into: &scratch.nearest, scanning: &scratch.nearestFloat)
        startSums(scratch.nearest, step: scratch.step, into: &scratch.bounds, at: base, cumulative: &scratch.cumulative)
        for i in 0..<pointCount { scratch.squares[i] = scratch.nearest[i] }  // the candidate's points' terms
        Self.nearestSquaredDistances(template, candidate, into: &scratch.nearest, scanning: &scratch.nearestFloat)
        startSums(scratch.nearest, step: scratch.step, into: &scratch.bounds, at: base + starts, cumulative: &scratch.cumulative)
        for i in 0..<pointCount { scratch.squares[pointCount + i] = scratch.nearest[i] }
        return Swift.max(raiseLowerDirection(base: base, scratch: &scratch), floor)
    }

    /// Per start, the sum of `terms` weighted as `cloudDistance` weighs its costs, lowered by
    /// `QGroup.shrink`, written to `bounds[offset...]` where it is larger than what is there.
    private func startSums(_ terms: [Double], step: Int, into bounds: inout [Double], at offset: Int, cumulative: inout [Double]) {
        let n = Swift.min(pointCount, terms.count, cumulative.count)
        cumulative.withUnsafeMutableBufferPointer { cumulative in
            let sums = Self.weightedPrefixSums(count: n, weight: n, prefix: cumulative) { terms[$0] }
            bounds[offset] = Swift.max(bounds[offset], sums.first * QGroup.shrink)
            var start = step, index = 1
            while start < n {
                bounds[offset + index] = Swift.max(bounds[offset + index], sums.fromStart(start, prefix: cumulative) * QGroup.shrink)
                start += step
                index += 1
            }
        }
    }

    /// For each point p of `a`, a lower bound of the least squared distance to a point of
    /// `b`: every point of `b` against all of `a`'s at once, in Float, a loop the compiler
    /// runs four points at a time, in `nearest` (room for a Float per point of `a`, kept by the
    /// caller: no allocation per scan).
    ///
    /// The rounding, for coordinates of magnitude at most M (1 for $Q's clouds): each Float
    /// coordinate is within 2⁻²⁴M of its Double, a difference within 2⁻²³M·2 more, so dx is
    /// within 2.4·10⁻⁷M of the true difference and |dx| ≤ 2M; its square is then within
    /// 2.4·10⁻⁷M·4M + 2⁻²⁴·4M² ≈ 1.2·10⁻⁶M² of the true square, and the sum of two within
    /// 2.9·10⁻⁶M². Taking 4·10⁻⁶·max(1, M)² off (and no less than 0) leaves a value below the
    /// true squared distance by far more than the last bits `cloudDistance` rounds its own
    /// (a few parts in 10¹⁶ of at most 8M²).
    static func nearestSquaredDistances(_ a: Template, _ b: Template, into least: inout [Double], scanning nearest: inout [Float]) {
        nearest.withUnsafeMutableBufferPointer { nearest in
            for i in nearest.indices { nearest[i] = .infinity }
            a.xs.withUnsafeBufferPointer { ax in
                a.ys.withUnsafeBufferPointer { ay in
                    let n = Swift.min(nearest.count, ax.count, ay.count)
                    for (x, y) in zip(b.xs, b.ys) {
                        for i in 0..<n {
                            let dx = ax[i] - x, dy = ay[i] - y
                            let d = dx * dx + dy * dy
                            nearest[i] = d < nearest[i] ? d : nearest[i]
                        }
                    }
                }
            }
        }
        let magnitude = Swift.max(1, a.magnitude, b.magnitude)
        let margin = 4e-6 * magnitude * magnitude
        for i in 0..<Swift.min(least.count, nearest.count) { least[i] = Swift.max(0, Double(nearest[i]) - margin) }
    }
}
