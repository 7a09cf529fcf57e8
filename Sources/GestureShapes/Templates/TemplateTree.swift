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
/// the median of the widest coordinate (balanced groups of alike templates), down to leaves
/// of at most ``leafSize``.
///
/// Templates arrive one at a time. The tree is rebuilt whenever the class has doubled since
/// it was last built; in between, a template goes down the splits to a leaf, widening every
/// summary on its way (so every summary still holds every member; leaves may grow beyond
/// ``leafSize`` until the next rebuild). Building every node from its children keeps a
/// rebuild at about one summary per member and per node; the doubling keeps all rebuilds
/// together within twice the last one.
struct TemplateTree<Summary: GroupSummary>: Sendable {
    /// A group: its summary and either its two halves or, for a leaf, its members.
    struct Node: Sendable {
        /// Holds every template below this node.
        var summary: Summary
        /// The halves' node indices (-1 for a leaf).
        var left: Int32 = -1, right: Int32 = -1
        /// Templates whose coordinate `splitDimension` is at least `splitValue` go right.
        var splitDimension = 0, splitValue = 0.0
        /// A leaf's templates (their indices in the matcher).
        var members: [Int32] = []
        /// Whether the node has no halves.
        var isLeaf: Bool { left < 0 }
    }

    /// At most this many templates in a leaf when built.
    static var leafSize: Int { 4 }

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
            let goesRight = coordinates[nodes[node].splitDimension] >= nodes[node].splitValue
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
        let dimension = Self.widest(positions, coordinates: coordinates)
        let sorted = positions.sorted { (coordinates[$0][dimension], $0) < (coordinates[$1][dimension], $1) }
        let half = sorted.count / 2
        let left = build(Array(sorted[..<half]), members: members, coordinates: coordinates, templates: templates)
        let right = build(Array(sorted[half...]), members: members, coordinates: coordinates, templates: templates)
        var summary = nodes[left].summary
        summary.include(nodes[right].summary)
        nodes[index].summary = summary
        nodes[index].left = Int32(left)
        nodes[index].right = Int32(right)
        nodes[index].splitDimension = dimension
        nodes[index].splitValue = coordinates[sorted[half]][dimension]
        return index
    }

    /// The coordinate along which `positions` spread the most.
    private static func widest(_ positions: [Int], coordinates: [[Double]]) -> Int {
        var best = 0, bestWidth = -1.0
        for dimension in coordinates[positions[0]].indices {
            var low = Double.infinity, high = -Double.infinity
            for position in positions {
                low = Swift.min(low, coordinates[position][dimension])
                high = Swift.max(high, coordinates[position][dimension])
            }
            if high - low > bestWidth { (best, bestWidth) = (dimension, high - low) }
        }
        return best
    }
}
