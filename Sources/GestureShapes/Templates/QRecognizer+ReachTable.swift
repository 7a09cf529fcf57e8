import GestureKit

extension QRecognizer.Template {
    /// Table entries are whole numbers of this fraction of a cell.
    static let reachSteps = 32.0

    /// The distance a table entry of `steps` promises from a cell's centre to the nearest
    /// point, less `error` (a point's distance from that centre), or 0: a lower bound of that
    /// point's distance to the nearest point (``reachTable(_:size:)``). Written as a
    /// comparison `maxsd` makes, one instruction; `Swift.max(0, x)`, whose `>=` it cannot
    /// use, takes three, in loops run for every point of every bound.
    @inline(__always)
    static func reach(_ steps: UInt8, unit: Double, less error: Double) -> Double {
        let reach = Double(steps) * unit - error
        return reach > 0 ? reach : 0
    }

    /// For every cell of a `size` × `size` grid over [-1, 1]² (placed as ``CellLayout`` says),
    /// a lower bound of the distance from the cell's centre to the nearest of `points`, in
    /// 32nds of a cell, rounded down and capped at 255 (just under 8 cells): a point `a` in
    /// cell c, `e` from its centre, is at least `reach[c] / 32 · cell − e` from every point
    /// (triangle inequality), so one rounding error is taken off a bound, not two as with
    /// distances between cells. One byte a cell (a quarter of a Float table). Capping at 8
    /// cells (a quarter of a gesture's width) moved the big set's search counts by under 0.1%
    /// against 16 cells at 16ths.
    ///
    /// Each point against the centres of the rows and columns within 8 cells of its own cell
    /// (in Float, a loop the compiler runs several cells at a time); every cell starts at
    /// (8 cells)². A point left out is more than 8 cells away (it is within half a cell of its
    /// cell's centre along each axis; the columns are widened to whole groups of eight), so
    /// the least is either the true least or at most 8 cells, which stores 255, below the
    /// truth.
    ///
    /// Why a stored value never exceeds the true distance: with centres and points of
    /// magnitude at most M, each squared distance is within 2.9·10⁻⁶·max(1, M)² of the true
    /// one (as in ``QRecognizer/nearestSquaredDistances(_:_:into:scanning:)``), so taking
    /// 4·10⁻⁶·max(1, M)² off the least leaves at most the true least square. Its root, the
    /// scaling to 32nds and the product by 1 − 2⁻¹⁶ are each rounded by at most 2⁻²⁴ of the
    /// value, together well within the 2⁻¹⁶ taken off, so that value x is below the true
    /// distance in 32nds. It is stored as `x − ½` rounded to the nearest whole number (by
    /// adding 2²³ in Float, whose low bits then hold it; the subtraction is exact for x ≥ ½),
    /// never above x; x at or above 255.5 stores 255, below ½ stores 0. A whole number up to
    /// 255 of 32nds of a cell, times `cell / 32` in Double, is within a part in 10¹⁵ of its
    /// exact value, far inside the 2⁻¹⁶ (the bounds that read it are lowered by one part in
    /// 10⁹ besides).
    static func reachTable(_ points: [Point], size: Int) -> [UInt8] {
        let cell = 2 / Double(size - 1), span = 8
        let centres = (0..<size).map { Float(Double($0) * cell - 1) }
        let magnitude = StrokeGeometry.largestCoordinate(points, atLeast: 1)
        let margin = Float(4e-6 * magnitude * magnitude)
        let scale = Float(reachSteps / cell) * (1 - 0x1p-16)
        let far = Float(Double(span) * cell) * Float(Double(span) * cell)
        // Each point's Float coordinates and its cell.
        let nearby = points.map { point in
            (x: Float(point.x), y: Float(point.y), column: Int(((point.x + 1) / cell).rounded()), row: Int(((point.y + 1) / cell).rounded()))
        }
        var row = [Float](repeating: far, count: size)
        let layout = QRecognizer.CellLayout(size: size)
        var table = [UInt8](repeating: 0, count: size * size)
        table.withUnsafeMutableBufferPointer { table in
            row.withUnsafeMutableBufferPointer { row in
                centres.withUnsafeBufferPointer { centres in
                    let n = Swift.min(size, row.count, centres.count)
                    for y in 0..<n {
                        for x in 0..<n { row[x] = far }
                        for point in nearby where Swift.abs(point.row - y) <= span {
                            let dy = centres[y] - point.y, height = dy * dy
                            let from = Swift.max(0, (point.column - span) & ~7), to = Swift.min(n, (point.column + span + 8) & ~7)
                            guard from < to else { continue }
                            for x in from..<to {
                                let dx = centres[x] - point.x
                                let d = dx * dx + height
                                row[x] = d < row[x] ? d : row[x]
                            }
                        }
                        // Branch-free, so that the compiler runs it several cells at a time.
                        @inline(__always) func entry(_ x: Int) -> UInt8 {
                            let root = (row[x] - margin > 0 ? row[x] - margin : 0).squareRoot() * scale
                            let steps = (root < 255.5 ? root : 255.5) - 0.5
                            // Adding 2²³ rounds to a whole number, kept in the low bits: ⌊steps + ½⌋ ≤ the root.
                            return UInt8(truncatingIfNeeded: ((steps > 0 ? steps : 0) + 0x1p23).bitPattern)
                        }
                        // Eight cells of a row from a multiple of 8 on sit side by side in the table.
                        var place = layout.number(x: 0, y: y)
                        for first in stride(from: 0, to: n, by: 8) {
                            if first + 8 <= n {
                                for x in 0..<8 { table[place + x] = entry(first + x) }
                            } else {
                                for x in 0..<(n - first) { table[place + x] = entry(first + x) }
                            }
                            place += layout.runStride
                        }
                    }
                }
            }
        }
        return table
    }
}
