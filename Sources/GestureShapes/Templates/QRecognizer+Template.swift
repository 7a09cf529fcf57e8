import GestureKit

extension QRecognizer {
    /// A normalized cloud with its integer grid coordinates and lookup table (how near each
    /// cell's centre comes to the cloud).
    ///
    /// Its arrays live in one shared, immutable `Storage`: the searches pass templates by
    /// value, and a copy then counts one reference instead of nine (with 4,000 templates the
    /// copies and their counting were 2.2 million instructions a classification).
    public struct Template: Sendable {
        /// The arrays, computed once.
        let storage: Storage
        /// The cloud.
        public var cloud: PointCloud { storage.cloud }
        var gridX: [Int] { storage.gridX }
        var gridY: [Int] { storage.gridY }
        /// Size × size cells, placed as ``CellLayout`` says: a lower bound of the distance from
        /// each cell's centre to the nearest point, in 32nds of a cell
        /// (``reachTable(_:size:)``); empty for a candidate that needs none.
        var reach: [UInt8] { storage.reach }
        /// Each point's cell: its entry's place in a table (``CellLayout``).
        var cells: [Int32] { storage.cells }
        /// The grid coordinates as Float, what scanning for nearest points reads (whole
        /// numbers: exact, and so are their squared distances on grids up to 2,896 cells).
        var gridXf: [Float] { storage.gridXf }
        var gridYf: [Float] { storage.gridYf }
        /// How far each point is from the centre of its cell, and the largest of these.
        var roundingError: [Double] { storage.roundingError }
        var maximumRoundingError: Double { storage.maximumRoundingError }
        /// The points' x and y as Float, each in an array of its own (what nearest-point
        /// scans read), and the largest magnitude of any coordinate; empty (and 0) without a
        /// lookup table.
        var xs: [Float] { storage.xs }
        var ys: [Float] { storage.ys }
        var magnitude: Double { storage.magnitude }

        init(_ cloud: PointCloud, gridSize: Int, withLookup: Bool = true) {
            storage = Storage(cloud, gridSize: gridSize, withLookup: withLookup)
        }

        /// A template's arrays (described on ``Template``'s properties).
        final class Storage: Sendable {
            let cloud: PointCloud
            let gridX: [Int], gridY: [Int]
            let reach: [UInt8]
            let cells: [Int32]
            let gridXf: [Float], gridYf: [Float]
            let roundingError: [Double]
            let maximumRoundingError: Double
            let xs: [Float], ys: [Float]
            let magnitude: Double

            init(_ cloud: PointCloud, gridSize: Int, withLookup: Bool) {
                self.cloud = cloud
                // Only where a table is: the small sets' candidates, scanned, need neither.
                xs = withLookup ? cloud.points.map { Float($0.x) } : []
                ys = withLookup ? cloud.points.map { Float($0.y) } : []
                magnitude = withLookup ? StrokeGeometry.largestCoordinate(cloud.points, atLeast: 0) : 0
                // The cloud lies in [-1, 1]; map it onto the grid.
                let scale = Double(gridSize - 1) / 2
                let gx = cloud.points.map { Swift.min(gridSize - 1, Swift.max(0, Int((($0.x + 1) * scale).rounded()))) }
                let gy = cloud.points.map { Swift.min(gridSize - 1, Swift.max(0, Int((($0.y + 1) * scale).rounded()))) }
                gridX = gx
                gridY = gy
                reach = withLookup ? Template.reachTable(cloud.points, size: gridSize) : []
                let layout = CellLayout(size: gridSize)
                cells = zip(gx, gy).map { Int32(layout.number(x: $0, y: $1)) }
                gridXf = gx.map(Float.init)
                gridYf = gy.map(Float.init)
                let cell = 2 / Double(gridSize - 1)
                let errors = cloud.points.indices.map { i in
                    let p = cloud.points[i]
                    let dx = p.x - (Double(gx[i]) * cell - 1), dy = p.y - (Double(gy[i]) * cell - 1)
                    return (dx * dx + dy * dy).squareRoot()
                }
                roundingError = errors
                maximumRoundingError = errors.max() ?? 0
            }
        }
    }
}
