/// What a group of templates keeps so that one lower bound holds for every member: built
/// from one template, widened by more (or by another group's summary).
protocol GroupSummary: Sendable {
    /// Where the templates are read from.
    associatedtype Templates
    /// The summary of template `index` alone.
    init(_ index: Int, of templates: Templates)
    /// Widens the summary to hold template `index` too.
    mutating func include(_ index: Int, of templates: Templates)
    /// Widens the summary to hold every member of `other` too.
    mutating func include(_ other: Self)
    /// Template `index`'s coordinates, by which groups are split.
    static func coordinates(_ index: Int, of templates: Templates) -> [Double]
}

/// One class's templates in a binary tree of groups: each node's summary holds every
/// template below it, so a lower bound from it holds for each of them. Built by splitting at
/// the median along the line between the two centres of a 2-means clustering (balanced
/// groups of alike templates), down to leaves of at most ``leafSize``. Only the groups'
/// tightness depends on the splits, never a bound's truth: every summary holds its members.
///
/// The 2-means splits, rather than at the median of the widest single coordinate, left
/// groups alike in every coordinate at once: on the 4,000-template workload (its candidates
/// 44…142) 8% fewer $Q group bounds and 12% fewer $Q template bounds per classification,
/// 5% and 3% fewer Jackknife ones. Four rounds of Lloyd's did as well as eight.
///
/// Templates arrive one at a time. The tree is rebuilt whenever the class has grown by half
/// since it was last built; in between, a template goes down the splits to a leaf, widening
/// every summary on its way (so every summary still holds every member; leaves may grow
/// beyond ``leafSize`` until the next rebuild). Building every node from its children keeps a
/// rebuild at about one summary per member and per node; growing by half keeps all rebuilds
/// together within three times the last one (1 + 2/3 + 4/9 + …).
struct TemplateTree<Summary: GroupSummary>: Sendable {
    /// A group: its summary and either its two halves or, for a leaf, its members.
    struct Node: Sendable {
        /// Holds every template below this node.
        var summary: Summary
        /// The halves' node indices (-1 for a leaf).
        var left: Int32 = -1, right: Int32 = -1
        /// Templates whose coordinates' dot product with `splitDirection` is at least
        /// `splitValue` go right.
        var splitDirection: [Double] = [], splitValue = 0.0
        /// A leaf's templates (their indices in the matcher).
        var members: [Int32] = []
        /// Whether the node has no halves.
        var isLeaf: Bool { left < 0 }
    }

    /// At most this many templates in a leaf when built. 8 rather than 4 since $Q's leaves
    /// hold their members at provisional bounds (docs/Performance.md, "Settings, and how they
    /// were chosen"): on writers s03 and s04 as candidates, 1.6% fewer instructions and 7.6%
    /// fewer first-level data misses (both trees at 8; $Q's alone at 8 did less, $Q's at 16
    /// cost more instructions).
    static var leafSize: Int { 8 }

    /// The nodes; the root is node 0 (none before the first template).
    private(set) var nodes: [Node] = []
    /// How many templates the tree had when it was last built.
    private var builtCount = 0

    /// Adds template `index`, the newest of `members` (the class's templates so far, in the
    /// order learned).
    mutating func add(_ index: Int, members: [Int], templates: Summary.Templates) {
        if members.count >= builtCount + Swift.max(1, builtCount / 2) {
            nodes = []
            nodes.reserveCapacity(2 * (members.count / Self.leafSize + 1))
            let coordinates = members.map { Summary.coordinates($0, of: templates) }
            _ = build(Array(members.indices), members: members, coordinates: coordinates, templates: templates)
            builtCount = members.count
            return
        }
        let coordinates = Summary.coordinates(index, of: templates)
        var node = 0
        while true {
            nodes[node].summary.include(index, of: templates)
            guard !nodes[node].isLeaf else { break }
            let goesRight = Self.dot(coordinates, nodes[node].splitDirection) >= nodes[node].splitValue
            node = Int(goesRight ? nodes[node].right : nodes[node].left)
        }
        nodes[node].members.append(Int32(index))
    }

    /// Builds the subtree of `members[positions]` and returns its root's index.
    private mutating func build(_ positions: [Int], members: [Int], coordinates: [[Double]], templates: Summary.Templates) -> Int {
        let index = nodes.count
        nodes.append(Node(summary: Summary(members[positions[0]], of: templates)))
        guard positions.count > Self.leafSize else {
            for position in positions.dropFirst() { nodes[index].summary.include(members[position], of: templates) }
            nodes[index].members = positions.map { Int32(members[$0]) }
            return index
        }
        let direction = Self.splitDirection(positions, coordinates: coordinates)
        var projections = [Double](repeating: 0, count: coordinates.count)
        for position in positions { projections[position] = Self.dot(coordinates[position], direction) }
        let sorted = positions.sorted { (projections[$0], $0) < (projections[$1], $1) }
        let half = sorted.count / 2
        let left = build(Array(sorted[..<half]), members: members, coordinates: coordinates, templates: templates)
        let right = build(Array(sorted[half...]), members: members, coordinates: coordinates, templates: templates)
        var summary = nodes[left].summary
        summary.include(nodes[right].summary)
        nodes[index].summary = summary
        nodes[index].left = Int32(left)
        nodes[index].right = Int32(right)
        nodes[index].splitDirection = direction
        nodes[index].splitValue = projections[sorted[half]]
        return index
    }

    /// The direction to split `positions` along: from one centre of a 2-means clustering
    /// to the other (a few rounds of Lloyd's, started from the member farthest from the
    /// mean and the member farthest from that). Alike templates then fall on the same side
    /// in every coordinate at once, not just in one: tighter groups.
    private static func splitDirection(_ positions: [Int], coordinates: [[Double]]) -> [Double] {
        let dimensions = coordinates[positions[0]].count
        let mean = Self.mean(positions, coordinates: coordinates, dimensions: dimensions)
        let first = Self.farthest(positions, from: mean, coordinates: coordinates)
        let second = Self.farthest(positions, from: coordinates[first], coordinates: coordinates)
        var centres = (coordinates[first], coordinates[second])
        for _ in 0..<Self.splitRounds {
            // Nearer the second centre: past the midpoint along the line between the two.
            let direction = (0..<dimensions).map { centres.1[$0] - centres.0[$0] }
            let midpoint = (Self.dot(centres.0, direction) + Self.dot(centres.1, direction)) / 2
            var near: [Int] = [], far: [Int] = []
            for position in positions {
                if Self.dot(coordinates[position], direction) > midpoint { far.append(position) } else { near.append(position) }
            }
            guard !near.isEmpty, !far.isEmpty else { break }
            centres = (Self.mean(near, coordinates: coordinates, dimensions: dimensions),
                       Self.mean(far, coordinates: coordinates, dimensions: dimensions))
        }
        let direction = (0..<dimensions).map { centres.1[$0] - centres.0[$0] }
        return direction.contains { $0 != 0 } ? direction : [1] + [Double](repeating: 0, count: dimensions - 1)
    }

    /// Rounds of Lloyd's in ``splitDirection(_:coordinates:)``.
    private static var splitRounds: Int { 4 }

    /// The mean of `positions`' coordinates.
    private static func mean(_ positions: [Int], coordinates: [[Double]], dimensions: Int) -> [Double] {
        var sum = [Double](repeating: 0, count: dimensions)
        for position in positions { for d in 0..<dimensions { sum[d] += coordinates[position][d] } }
        return sum.map { $0 / Double(positions.count) }
    }

    /// The position farthest from `point` (the first of equals).
    private static func farthest(_ positions: [Int], from point: [Double], coordinates: [[Double]]) -> Int {
        var best = positions[0], bestDistance = -1.0
        for position in positions {
            var distance = 0.0
            for d in point.indices { distance += (coordinates[position][d] - point[d]) * (coordinates[position][d] - point[d]) }
            if distance > bestDistance { (best, bestDistance) = (position, distance) }
        }
        return best
    }

    /// The dot product of coordinates with a split direction.
    private static func dot(_ a: [Double], _ b: [Double]) -> Double {
        var sum = 0.0
        for d in 0..<Swift.min(a.count, b.count) { sum += a[d] * b[d] }
        return sum
    }
}
