import GestureKit

/// Dynamic time warping of two equally long sequences of unit vectors, within a
/// Sakoe–Chiba band: the least total cost of a monotone alignment that matches every element
/// of both, where matching two directions costs 1 − their cosine.
enum DynamicTimeWarping {
    /// The two rows of the cost table the computation keeps, allocated once per
    /// classification rather than once per template.
    struct Rows {
        var previous: [Double]
        var current: [Double]

        init(count: Int) {
            previous = [Double](repeating: .infinity, count: count + 1)
            current = previous
        }
    }

    /// The alignment cost of `a` and `b` (same length), or some value above `limit` once no
    /// alignment can cost `limit` or less: each row's least entry only grows in later rows.
    static func cost(_ a: [Point], _ b: [Point], radius: Int, abandonAbove limit: Double, rows: inout Rows) -> Double {
        let n = a.count
        precondition(b.count == n, "DTW here compares sequences of equal length")
        guard n > 0 else { return 0 }
        // Column j + 1 holds the cost of aligning a[...i] with b[...j]; column 0 is the border.
        for j in 0...n { rows.previous[j] = .infinity }
        rows.previous[0] = 0
        for i in 0..<n {
            let low = Swift.max(0, i - radius), high = Swift.min(n - 1, i + radius)
            // Outside the band only this row's left border (index low) and the cell after the
            // band (high + 2) are read, by this row and the next, whose band starts at low or
            // low + 1 and ends at high or high + 1: those two are set to infinity, and cells
            // further out, never read, keep what they held.
            rows.current[low] = .infinity
            var rowMinimum = Double.infinity
            let p = a[i]
            for j in low...high {
                let q = b[j]
                // Comparisons as minsd and maxsd make them (`a < b ? a : b`): one instruction
                // each, against three to six for Swift.min and max, whose `>=` they cannot use.
                // The same values, NaN included, but for the sign of a zero.
                let cost = 1 - (p.x * q.x + p.y * q.y), step = cost > 0 ? cost : 0  // ≥ 0 even after rounding: abandoning stays exact
                let diagonal = rows.previous[j], above = rows.previous[j + 1], left = rows.current[j]
                let nearer = above < diagonal ? above : diagonal, best = left < nearer ? left : nearer
                let total = best + step
                rows.current[j + 1] = total
                rowMinimum = total < rowMinimum ? total : rowMinimum
            }
            if high + 2 <= n { rows.current[high + 2] = .infinity }
            if rowMinimum > limit { return rowMinimum }
            swap(&rows.previous, &rows.current)
        }
        return rows.previous[n]
    }
}
