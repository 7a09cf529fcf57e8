import GestureKit
@testable import GestureShapes
import Testing

/// `DynamicTimeWarping.cost` keeps two rows and writes only the band and the two cells beside
/// it; these tests hold it to the whole table, computed the textbook way, with rows reused
/// from other sequences so that a cell it should have cleared would show.
@Suite("DTW within a band: the whole table's answer from two reused rows")
struct DynamicTimeWarpingTests {
    /// The whole (n + 1) × (n + 1) table: cells outside the band infinite, each inside the
    /// least of its three predecessors plus the step's cost.
    static func wholeTable(_ a: [Point], _ b: [Point], radius: Int) -> Double {
        let n = a.count
        var table = [[Double]](repeating: [Double](repeating: .infinity, count: n + 1), count: n + 1)
        table[0][0] = 0
        for i in 0..<n {
            for j in 0..<n where abs(i - j) <= radius {
                let cost = 1 - (a[i].x * b[j].x + a[i].y * b[j].y)
                table[i + 1][j + 1] = min(table[i][j], table[i][j + 1], table[i + 1][j]) + max(cost, 0)
            }
        }
        return table[n][n]
    }

    static func directions(_ count: Int, using generator: inout some RandomNumberGenerator) -> [Point] {
        (0..<count).map { _ in
            let angle = Double.random(in: 0..<(2 * Double.pi), using: &generator)
            return Point(x: Trigonometry.cos(angle), y: Trigonometry.sin(angle))
        }
    }

    @Test("Every length to 20 and every radius from 0 to beyond the length: the whole table's cost, exactly, whatever the rows held")
    func againstTheWholeTable() {
        var generator = LCG(seed: 41)
        var rows = DynamicTimeWarping.Rows(count: 20)
        for round in 0..<400 {
            let n = 1 + round % 20
            let a = Self.directions(n, using: &generator), b = Self.directions(n, using: &generator)
            for radius in Set([0, 1, 2, n / 2, n - 1, n, n + 3]) {
                // Rows holding a cost below any real one in every cell: a cell read before this
                // call writes it would lower the answer.
                rows.previous = [Double](repeating: -1, count: 21)
                rows.current = rows.previous
                let cost = DynamicTimeWarping.cost(a, b, radius: radius, abandonAbove: .infinity, rows: &rows)
                #expect(cost == Self.wholeTable(a, b, radius: radius), "n \(n), radius \(radius)")
                // And with the rows as the call before left them, as in a search.
                let again = DynamicTimeWarping.cost(a, b, radius: radius, abandonAbove: .infinity, rows: &rows)
                #expect(again == cost, "n \(n), radius \(radius)")
            }
        }
    }

    @Test("Abandoning: above the limit only when the whole table's cost is, and then above the limit")
    func abandoning() {
        var generator = LCG(seed: 43)
        var rows = DynamicTimeWarping.Rows(count: 16)
        for round in 0..<400 {
            let a = Self.directions(16, using: &generator), b = Self.directions(16, using: &generator)
            let radius = round % 5, exact = Self.wholeTable(a, b, radius: radius)
            let limit = exact * [0.5, 0.9, 1, 1.1, 2][round % 5]
            let cost = DynamicTimeWarping.cost(a, b, radius: radius, abandonAbove: limit, rows: &rows)
            // Either the exact cost, or a value above the limit from a row whose least is.
            #expect(cost == exact || (cost > limit && exact > limit), "radius \(radius), limit \(limit)")
        }
    }
}
