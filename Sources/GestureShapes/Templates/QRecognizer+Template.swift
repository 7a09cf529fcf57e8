import GestureKit

extension QRecognizer {
    /// A normalized cloud with its integer grid coordinates and lookup table.
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
        /// Size × size cells: the squared grid distance from each to the nearest point (whole
        /// numbers, exact in Float on grids up to 2,896 cells); empty for a candidate that needs none.
        var lookup: [Float] { storage.lookup }
        /// Each point's cell, y × size + x.
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
            let lookup: [Float]
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
                magnitude = withLookup ? cloud.points.reduce(0) { Swift.max($0, Swift.abs($1.x), Swift.abs($1.y)) } : 0
                // The cloud lies in [-1, 1]; map it onto the grid.
                let scale = Double(gridSize - 1) / 2
                let gx = cloud.points.map { Swift.min(gridSize - 1, Swift.max(0, Int((($0.x + 1) * scale).rounded()))) }
                let gy = cloud.points.map { Swift.min(gridSize - 1, Swift.max(0, Int((($0.y + 1) * scale).rounded()))) }
                gridX = gx
                gridY = gy
                lookup = withLookup ? Template.squaredDistanceTable(gridX: gx, gridY: gy, size: gridSize) : []
                cells = zip(gx, gy).map { Int32($1 * gridSize + $0) }
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

        /// For every cell of the grid, the squared grid distance to the nearest point.
        static func squaredDistanceTable(gridX: [Int], gridY: [Int], size: Int) -> [Float] {
            let nearest = nearestPointTable(gridX: gridX, gridY: gridY, size: size)
            return nearest.indices.map { cell in
                let dx = cell % size - gridX[Int(nearest[cell])], dy = cell / size - gridY[Int(nearest[cell])]
                return Float(dx * dx + dy * dy)
            }
        }

        /// For every cell of the grid, the index of the nearest point. Row by row, the
        /// squared distance to point p is (x − px)² + (py − y)², a parabola in x; the lower
        /// envelope of the parabolas (Felzenszwalb & Huttenlocher's distance transform) gives
        /// each cell's nearest point in O(points + size) per row instead of O(points × size).
        static func nearestPointTable(gridX: [Int], gridY: [Int], size: Int) -> [Int32] {
            var table = [Int32](repeating: 0, count: size * size)
            var height = [Int](repeating: Int.max, count: size)  // per column: the least (py − y)²
            var owner = [Int32](repeating: 0, count: size)  // …and the point it belongs to
            var vertices = [Int](repeating: 0, count: size)  // columns of the envelope's parabolas
            var bounds = [Double](repeating: 0, count: size + 1)  // where each one takes over
            table.withUnsafeMutableBufferPointer { table in
            height.withUnsafeMutableBufferPointer { height in
            owner.withUnsafeMutableBufferPointer { owner in
            vertices.withUnsafeMutableBufferPointer { vertices in
            bounds.withUnsafeMutableBufferPointer { bounds in
                for y in 0..<size {
                    for column in 0..<size { height[column] = Int.max }
                    for index in gridX.indices {
                        let dy = gridY[index] - y, x = gridX[index]
                        if dy * dy < height[x] { (height[x], owner[x]) = (dy * dy, Int32(index)) }
                    }
                    var k = -1
                    for q in 0..<size where height[q] != Int.max {
                        var s = -Double.infinity
                        while k >= 0 {
                            let p = vertices[k]
                            s = Double((height[q] + q * q) - (height[p] + p * p)) / Double(2 * (q - p))
                            if s > bounds[k] { break }
                            k -= 1
                        }
                        k += 1
                        vertices[k] = q
                        bounds[k] = k == 0 ? -Double.infinity : s
                        bounds[k + 1] = Double.infinity
                    }
                    var segment = 0
                    let row = y * size
                    for x in 0..<size {
                        while bounds[segment + 1] < Double(x) { segment += 1 }
                        table[row + x] = owner[vertices[segment]]
                    }
                }
            }
            }
            }
            }
            }
            return table
        }
    }
}
