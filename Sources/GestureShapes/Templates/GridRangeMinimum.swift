/// The least value of a square grid over any box of cells, in four reads: the minima over
/// every square of side 2ᵏ (a sparse table), built once per candidate from its $Q lookup
/// table, so that a group's bound can ask how near the candidate comes to a box of cells.
///
/// The answer for a box is the least of four squares of the largest side 2ᵏ not above the
/// box's longer side, placed at its corners (moved inside the grid where they would stick
/// out). Two such squares span the box's longer side (2ᵏ⁺¹ exceeds it) and cover the
/// shorter; squares moved inside still hold the box's cells. So the four squares cover the
/// box, and their least value is at most the least value in it: a lower bound, exactly that
/// least when the box is a square of side 2ᵏ, looser for long thin boxes.
struct GridRangeMinimum: Sendable {
    /// The grid's side.
    let size: Int
    /// Level k (k = 0, 1, …) at `k × size²`: at row y, column x, the least value of the
    /// square of side 2ᵏ whose first cell is (x, y), for x, y ≤ size − 2ᵏ.
    private var levels: [UInt8]
    /// How many levels: the largest square fits the grid.
    private let levelCount: Int

    /// The table of `grid`: a value per cell of a square grid, placed as `layout` says (a
    /// template's lookup table).
    init(_ grid: [UInt8], layout: QRecognizer.CellLayout) {
        let size = layout.size
        self.size = size
        let cells = size * size
        var count = 1
        while 1 << count <= size { count += 1 }
        levelCount = count
        levels = [UInt8](repeating: 0, count: cells * count)
        levels.withUnsafeMutableBufferPointer { levels in
            grid.withUnsafeBufferPointer { grid in
                guard grid.count >= cells else { return }
                // Eight cells of a row from a multiple of 8 on sit side by side in `grid`:
                // copied eight bytes at a time.
                guard let into = UnsafeMutableRawPointer(levels.baseAddress), let from = UnsafeRawPointer(grid.baseAddress) else { return }
                for y in 0..<size {
                    var place = layout.number(x: 0, y: y)
                    for first in stride(from: 0, to: size, by: 8) {
                        defer { place += layout.runStride }
                        if first + 8 <= size {
                            into.storeBytes(of: from.loadUnaligned(fromByteOffset: place, as: UInt64.self), toByteOffset: y * size + first, as: UInt64.self)
                        } else {
                            for x in 0..<(size - first) { levels[y * size + first + x] = grid[place + x] }
                        }
                    }
                }
            }
            for level in 1..<count {
                let half = 1 << (level - 1), width = size - (1 << level) + 1
                guard let base = levels.baseAddress else { break }
                let from = base + (level - 1) * cells, to = base + level * cells
                for y in 0..<width {
                    let row = from + y * size, below = from + (y + half) * size, out = to + y * size
                    let right = row + half, belowRight = below + half
                    for x in 0..<width {  // a half-open range: the compiler runs it sixteen cells at a time
                        out[x] = Swift.min(Swift.min(row[x], right[x]), Swift.min(below[x], belowRight[x]))
                    }
                }
            }
        }
    }

    /// A lower bound of the least value over columns `x0...x1`, rows `y0...y1` (see above).
    func minimum(x0: Int, x1: Int, y0: Int, y1: Int) -> UInt8 {
        let corners = Self.corners(x0: x0, x1: x1, y0: y0, y1: y1, size: size)
        return levels.withUnsafeBufferPointer { Self.minimum(corners, in: $0) }
    }

    /// Where in the levels the four squares covering the box are (see above), for a grid of
    /// side `size`: what a box that does not change can keep.
    static func corners(x0: Int, x1: Int, y0: Int, y1: Int, size: Int) -> SIMD4<Int32> {
        var levelCount = 1
        while 1 << levelCount <= size { levelCount += 1 }
        let side = Swift.max(x1 - x0, y1 - y0) + 1
        let level = Swift.min(levelCount - 1, Int.bitWidth - 1 - side.leadingZeroBitCount)
        let square = 1 << level
        let left = Swift.min(x0, size - square), right = Swift.max(0, x1 - square + 1)
        let top = Swift.min(y0, size - square), bottom = Swift.max(0, y1 - square + 1)
        let base = level * size * size
        return SIMD4(Int32(base + top * size + left), Int32(base + top * size + right),
                     Int32(base + bottom * size + left), Int32(base + bottom * size + right))
    }

    /// The least of the four squares at `corners` (from ``corners(x0:x1:y0:y1:size:)``).
    @inline(__always)
    static func minimum(_ corners: SIMD4<Int32>, in levels: UnsafeBufferPointer<UInt8>) -> UInt8 {
        let a = Swift.min(levels[Int(corners[0])], levels[Int(corners[1])])
        let b = Swift.min(levels[Int(corners[2])], levels[Int(corners[3])])
        return Swift.min(a, b)
    }

    /// Calls `body` with the levels, for ``minimum(_:in:)``.
    func withLevels<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        levels.withUnsafeBufferPointer(body)
    }
}
