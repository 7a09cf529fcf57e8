extension QRecognizer {
    /// Where a grid cell's entry sits in a template's lookup table (``Template/reach``): in
    /// tiles of 8 × 8 cells, each tile's 64 entries side by side, when the grid's side is a
    /// multiple of 8; row by row otherwise. Either way the eight cells of a row from a column
    /// that is a multiple of 8 on are side by side, which the tables' builders rely on.
    ///
    /// ```swift
    /// let layout = QRecognizer.CellLayout(size: 64)
    /// // Tile 1 (from 64 on), its row 2 (16 on), column 1:
    /// print(layout.number(x: 9, y: 2))
    /// // Prints "81"
    /// ```
    ///
    /// Why tiles: a bound reads one entry of a template's table per point of the candidate,
    /// thousands of tables a classification, most of them not in the first-level cache. A
    /// stroke's 32 points lie along a path, so they fall in fewer 8 × 8 tiles than rows of
    /// 64 cells (64 bytes either way: one cache line, or two where the table's start puts a
    /// boundary through it). The shape was chosen on every third gesture of the $1 logs'
    /// writers s02–s04 (8 × 8: 10.4 tiles, 16 × 4: 13.4, 4 × 16: 11.8, rows: 21.3); on
    /// writers s05–s07, whom the benchmarks never count, 10.4 against 21.3 rows, and on the
    /// four other groups' logs 10.5 against 20.7. The trade-off is in building tables, not
    /// reading them: the entry of each point is worked out once per template
    /// (``Template/cells``), so a bound reads the table exactly as before.
    struct CellLayout: Hashable, Sendable {
        /// Cells along each side of the grid.
        let size: Int
        /// Whether entries go by tiles (the side is a multiple of 8).
        var isTiled: Bool { size & 7 == 0 }

        /// The layout of a `size` × `size` grid.
        init(size: Int) {
            self.size = size
        }

        /// How far apart in a table two runs of eight cells of a row are, the second eight
        /// columns on from the first (from a column that is a multiple of 8).
        var runStride: Int { isTiled ? 64 : 8 }

        /// The place of cell (`x`, `y`) in a table, both in `0..<size`.
        @inline(__always)
        func number(x: Int, y: Int) -> Int {
            guard isTiled else { return y * size + x }
            return ((y >> 3) * (size >> 3) + (x >> 3)) << 6 | (y & 7) << 3 | (x & 7)
        }
    }
}
