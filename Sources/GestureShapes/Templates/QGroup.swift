import GestureKit

/// What a group of $Q templates shares, for one lower bound of every member's distance:
///
/// - `table`: per cell, the least of the members' tables — a lower bound of the distance from
///   the cell's centre to the nearest point of any member (`QRecognizer.Template.reach`). For
///   the candidate's points matched to a member's, each point's term
///   `max(0, r · unit − e)²` (r the table's value at the point's cell, e the point's distance
///   from the cell's centre) then uses an r at most the member's, so it is at most the
///   member's term.
/// - `boxes`: per point index, the box of grid cells holding every member's point of that
///   index, and `errors`, per index the largest of the members' distances from their cell
///   centres. For a member's points matched to the candidate's, the candidate's table's least
///   value over the box (`GridRangeMinimum`: a lower bound of it) is at most its value at
///   the member's point's cell, so again each term is at most the member's.
///
/// Each start's bound weighs the terms by the same positive weights as the member's (the
/// weights follow the index of the point that is matched, in both directions), so in exact
/// arithmetic the group's least over starts and directions is at most each member's, which
/// is at most the member's distance (`QRecognizer`). $Q's matching is also one to one: matching
/// the candidate's points first gives each of a member's points one of the weights 1 … n, so
/// that direction costs at least the least weighted sum of the members' terms over every way
/// of giving them those weights (`QRecognizer.assignmentFloor`, a lower bound of it), and
/// the other way round alike; the lower direction is raised to that floor
/// (`QRecognizer.raiseLowerDirection` says why the higher one need not be). The bound is
/// computed from prefix sums, whose rounding can differ from a member's by a few parts in
/// 10¹⁵; it is lowered by one part in 10⁹ (``shrink``), far more than that.
struct QGroup: GroupSummary {
    /// Per cell: the least of the members' tables (32nds of a cell).
    private(set) var table: [UInt8]
    /// Per point index i: the box `boxes[4i...4i+3]` = (x₀, x₁, y₀, y₁) of the members' cells.
    private(set) var boxes: [Int32]
    /// Per point index: the largest of the members' rounding errors.
    private(set) var errors: [Double]
    /// Per point index: where the candidate's `GridRangeMinimum` keeps the four squares that
    /// cover its box.
    private(set) var corners: [SIMD4<Int32>] = []

    /// What a group's bound is multiplied by (see above).
    static let shrink = 1 - 1e-9

    init(_ index: Int, of templates: [QRecognizer.Template]) {
        let template = templates[index]
        table = template.reach
        errors = template.roundingError
        boxes = zip(template.gridX, template.gridY).flatMap { [Int32($0), Int32($0), Int32($1), Int32($1)] }
        placeCorners()
    }

    /// Works out ``corners`` from the boxes.
    private mutating func placeCorners() {
        let size = Int(Double(table.count).squareRoot())
        corners = errors.indices.map { i in
            GridRangeMinimum.corners(x0: Int(boxes[4 * i]), x1: Int(boxes[4 * i + 1]), y0: Int(boxes[4 * i + 2]), y1: Int(boxes[4 * i + 3]),
                                     size: size)
        }
    }

    mutating func include(_ index: Int, of templates: [QRecognizer.Template]) {
        let template = templates[index]
        let boxes = zip(template.gridX, template.gridY).flatMap { [Int32($0), Int32($0), Int32($1), Int32($1)] }
        widen(table: template.reach, boxes: boxes, errors: template.roundingError)
    }

    mutating func include(_ other: QGroup) {
        widen(table: other.table, boxes: other.boxes, errors: other.errors)
    }

    private mutating func widen(table otherTable: [UInt8], boxes otherBoxes: [Int32], errors otherErrors: [Double]) {
        table.withUnsafeMutableBufferPointer { table in
            otherTable.withUnsafeBufferPointer { other in
                for cell in 0..<Swift.min(table.count, other.count) { table[cell] = Swift.min(table[cell], other[cell]) }
            }
        }
        for i in errors.indices {
            errors[i] = Swift.max(errors[i], otherErrors[i])
            boxes[4 * i] = Swift.min(boxes[4 * i], otherBoxes[4 * i])
            boxes[4 * i + 1] = Swift.max(boxes[4 * i + 1], otherBoxes[4 * i + 1])
            boxes[4 * i + 2] = Swift.min(boxes[4 * i + 2], otherBoxes[4 * i + 2])
            boxes[4 * i + 3] = Swift.max(boxes[4 * i + 3], otherBoxes[4 * i + 3])
        }
        placeCorners()
    }

    /// The cloud's points in order, x and y in turn: templates drawn alike, alike coordinates.
    static func coordinates(_ index: Int, of templates: [QRecognizer.Template]) -> [Double] {
        templates[index].cloud.points.flatMap { [$0.x, $0.y] }
    }

    /// A lower bound of every member's $Q distance to `candidate` (see above), raised to
    /// `floor` when below it (a bound known to hold already, such as the parent group's);
    /// `nearest` is the candidate's table as boxes ask it, `unit` a table step (a 32nd
    /// of a cell), `step` the starts' spacing, `room` three Doubles per point (the prefix
    /// sums, and each direction's terms for the one-to-one floor).
    func bound(_ candidate: QRecognizer.Template, nearest: GridRangeMinimum, unit: Double, step: Int,
               room: UnsafeMutableBufferPointer<Double>, floor: Double = 0) -> Double {
        let n = room.count / 3
        let sums = UnsafeMutableBufferPointer(rebasing: room[0..<n])
        let ofMembers = UnsafeMutableBufferPointer(rebasing: room[n..<(2 * n)])
        let ofCandidate = UnsafeMutableBufferPointer(rebasing: room[(2 * n)..<(3 * n)])
        var farthestMember = 0.0, farthestCandidate = 0.0
        let toCandidate = corners.withUnsafeBufferPointer { corners in
            errors.withUnsafeBufferPointer { errors in
                nearest.withLevels { levels in
                    QRecognizer.leastOverStarts(count: Swift.min(errors.count, corners.count, n), step: step, prefix: sums) { i in
                        let g = GridRangeMinimum.minimum(corners[i], in: levels)
                        let r = QRecognizer.Template.reach(g, unit: unit, less: errors[i])
                        ofMembers[i] = r * r
                        farthestMember = r > farthestMember ? r : farthestMember
                        return r
                    }
                }
            }
        }
        let toMembers = table.withUnsafeBufferPointer { table in
            candidate.cells.withUnsafeBufferPointer { cells in
                candidate.roundingError.withUnsafeBufferPointer { roundingError in
                    QRecognizer.leastOverStarts(count: Swift.min(cells.count, roundingError.count, n), step: step, prefix: sums) { i in
                        let r = QRecognizer.Template.reach(table[Int(cells[i])], unit: unit, less: roundingError[i])
                        ofCandidate[i] = r * r
                        farthestCandidate = r > farthestCandidate ? r : farthestCandidate
                        return r
                    }
                }
            }
        }
        // Matching the candidate's points first gives the weights to the members' points, and
        // the other way round.
        let (low, high, terms, farthest) = toMembers <= toCandidate ? (toMembers, toCandidate, ofMembers, farthestMember)
                                                                    : (toCandidate, toMembers, ofCandidate, farthestCandidate)
        let assigned = high > low ? QRecognizer.assignmentFloor(UnsafeBufferPointer(terms), largest: farthest * farthest) : 0
        let raised = Swift.min(high, Swift.max(low, assigned))
        return Swift.max(raised * Self.shrink, floor)
    }
}
