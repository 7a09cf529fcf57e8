import GestureKit

/// The labels already placed on a picture, filed by the rows of text they cover, so that a
/// new label is tested against the labels in its own rows only.
///
/// Labels stack downwards until they are clear of the others: with every label tested
/// against every other, a thousand taps at one spot took 21 s to draw and four thousand did
/// not finish. Filed by row, each step tests a label's neighbours, and the picture is the
/// same.
struct PlacedLabels {
    /// The height of a row: a line of the labels' text.
    let rowHeight: Double
    private var rows: [Int: [Rect]] = [:]

    init(rowHeight: Double) {
        self.rowHeight = rowHeight
    }

    /// Whether `box` overlaps a label placed. Two boxes that overlap share a row, since
    /// ``Rect/intersects(_:)`` counts no overlap at an edge.
    func intersects(_ box: Rect) -> Bool {
        for row in rowRange(of: box) where rows[row]?.contains(where: { $0.intersects(box) }) == true { return true }
        return false
    }

    /// Files `box` under every row it covers.
    mutating func insert(_ box: Rect) {
        for row in rowRange(of: box) { rows[row, default: []].append(box) }
    }

    /// The rows `box` covers. Rows past ±10¹⁵ (a window 10³⁰⁰ points tall with 10-point text)
    /// are filed together: slower there, never wrong, and no Int overflows.
    private func rowRange(of box: Rect) -> ClosedRange<Int> {
        func row(_ y: Double) -> Int {
            let row = (y / rowHeight).rounded(.down)
            return row.isNaN ? 0 : Int(Swift.min(Swift.max(row, -1e15), 1e15))  // (a NaN box overlaps nothing)
        }
        return row(box.minY)...row(box.maxY)
    }
}
