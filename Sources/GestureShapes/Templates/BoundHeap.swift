/// A binary min-heap of lower bounds, each with the item it bounds (a group or a template,
/// as the search that owns the heap numbers them): what a best-first search pops next.
struct BoundHeap: Sendable {
    /// The bounds, in heap order (each at most its two children).
    private var bounds: [Double] = []
    /// The item of each bound.
    private var items: [Int32] = []

    /// An empty heap with room for `capacity` entries.
    init(capacity: Int = 0) {
        bounds.reserveCapacity(capacity)
        items.reserveCapacity(capacity)
    }

    /// Whether nothing is left.
    var isEmpty: Bool { bounds.isEmpty }

    /// The least bound held, or infinity when empty.
    var minimum: Double { bounds.first ?? .infinity }

    /// Whether the least entry's item is negative (a template, in the searches' numbering).
    var topIsTemplate: Bool { (items.first ?? 0) < 0 }

    /// Adds `item` with its `bound`.
    mutating func push(_ bound: Double, _ item: Int32) {
        bounds.append(bound)
        items.append(item)
        bounds.withUnsafeMutableBufferPointer { bounds in
            items.withUnsafeMutableBufferPointer { items in
                var child = bounds.count - 1
                while child > 0 {
                    let parent = (child - 1) / 2
                    guard bound < bounds[parent] else { break }
                    bounds[child] = bounds[parent]
                    items[child] = items[parent]
                    child = parent
                }
                bounds[child] = bound
                items[child] = item
            }
        }
    }

    /// Removes and returns the entry with the least bound (any one of equals). The heap must
    /// not be empty.
    mutating func pop() -> (bound: Double, item: Int32) {
        let top = (bounds[0], items[0])
        let lastBound = bounds.removeLast(), lastItem = items.removeLast()
        guard !bounds.isEmpty else { return top }
        bounds.withUnsafeMutableBufferPointer { bounds in
            items.withUnsafeMutableBufferPointer { items in
                let count = bounds.count
                var parent = 0
                while true {
                    var child = 2 * parent + 1
                    guard child < count else { break }
                    if child + 1 < count, bounds[child + 1] < bounds[child] { child += 1 }
                    guard bounds[child] < lastBound else { break }
                    bounds[parent] = bounds[child]
                    items[parent] = items[child]
                    parent = child
                }
                bounds[parent] = lastBound
                items[parent] = lastItem
            }
        }
        return top
    }
}
