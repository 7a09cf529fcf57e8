/// A binary min-heap of lower bounds, each with the item it bounds (a group or a template,
/// as the search that owns the heap numbers them): what a best-first search pops next.
struct BoundHeap: Sendable {
    /// One entry: a bound and its item.
    private struct Entry {
        var bound: Double
        var item: Int32
    }

    /// The entries, in heap order (each bound at most its two children's). One array, not one
    /// per field: each push or pop checks one array's uniqueness, not two.
    private var entries: [Entry] = []

    /// An empty heap with room for `capacity` entries.
    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
    }

    /// Whether nothing is left.
    var isEmpty: Bool { entries.isEmpty }

    /// The least bound held, or infinity when empty.
    var minimum: Double { entries.first?.bound ?? .infinity }

    /// Whether the least entry's item is negative (a template, in the searches' numbering).
    var topIsTemplate: Bool { (entries.first?.item ?? 0) < 0 }

    /// Adds `item` with its `bound`.
    mutating func push(_ bound: Double, _ item: Int32) {
        let entry = Entry(bound: bound, item: item)
        entries.append(entry)
        entries.withUnsafeMutableBufferPointer { entries in
            var child = entries.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard bound < entries[parent].bound else { break }
                entries[child] = entries[parent]
                child = parent
            }
            entries[child] = entry
        }
    }

    /// Removes and returns the entry with the least bound (any one of equals). The heap must
    /// not be empty.
    mutating func pop() -> (bound: Double, item: Int32) {
        let top = entries[0]
        let last = entries.removeLast()
        guard !entries.isEmpty else { return (top.bound, top.item) }
        entries.withUnsafeMutableBufferPointer { entries in
            let count = entries.count
            var parent = 0
            while true {
                var child = 2 * parent + 1
                guard child < count else { break }
                // The lesser child (the left on a tie) by adding 0 or 1, not by a branch:
                // which child is less follows the data.
                if child + 1 < count { child &+= entries[child + 1].bound < entries[child].bound ? 1 : 0 }
                guard entries[child].bound < last.bound else { break }
                entries[parent] = entries[child]
                parent = child
            }
            entries[parent] = last
        }
        return (top.bound, top.item)
    }
}
