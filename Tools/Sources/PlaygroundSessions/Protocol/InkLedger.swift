import GestureKit

/// What the page already has of each ink path, so that a frame carries only the new points.
///
/// A finger drawing for a minute makes a path of thousands of points; sending it whole with
/// every move would make each move cost more than the last (issue 12). Ink grows at its end,
/// so a path whose colour, width, first point and last sent point are unchanged is sent from
/// where the page's copy ends; anything else is sent whole.
///
/// The ledger keeps a summary of each path, never its points: holding the scene's arrays
/// would make the scene's next append copy them all.
struct InkLedger {
    private struct Summary: Equatable {
        var count: Int
        var first: Point
        var last: Point
        var color: String
        var width: Double

        init?(_ path: Drawing.Path) {
            guard let first = path.points.first, let last = path.points.last else { return nil }
            (count, self.first, self.last, color, width) = (path.points.count, first, last, path.color, path.width)
        }

        // Not derived: a derived `==` compares `color` with `String`'s, see `sameUTF8`.
        static func == (a: Summary, b: Summary) -> Bool {
            a.count == b.count && a.first == b.first && a.last == b.last && sameUTF8(a.color, b.color) && a.width == b.width
        }
    }

    private var sent: [Summary?] = []

    /// Forgets what the page has (a page that says hello, a new scene): the next frame sends
    /// every path whole.
    mutating func reset() { sent.removeAll() }

    /// Whether the page already has exactly `paths`.
    func isCurrent(_ paths: [Drawing.Path]) -> Bool {
        paths.count == sent.count && zip(paths, sent).allSatisfy { Summary($0) == $1 }
    }

    /// `paths` as the page needs them, each from the first point it lacks; they are then
    /// taken as sent. Costs the new points, not the paths' lengths.
    mutating func delta(of paths: [Drawing.Path]) -> [Drawing.Path] {
        var result: [Drawing.Path] = []
        result.reserveCapacity(paths.count)
        for (index, path) in paths.enumerated() {
            var piece = path
            if index < sent.count, let had = sent[index], Self.path(path, grewFrom: had) {
                piece.points = Array(path.points[had.count...])
                piece.from = had.count
            }
            result.append(piece)
        }
        sent = paths.map(Summary.init)
        return result
    }

    private static func path(_ path: Drawing.Path, grewFrom had: Summary) -> Bool {
        sameUTF8(path.color, had.color) && path.width == had.width && path.points.count >= had.count
            && path.points[0] == had.first && path.points[had.count - 1] == had.last
    }
}
