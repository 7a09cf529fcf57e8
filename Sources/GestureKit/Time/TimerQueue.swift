/// Identifies a deadline scheduled with ``GestureRecognizer/scheduleTimer(after:_:)``.
public struct TimerID: Hashable, Sendable {
    let rawValue: UInt64
}

/// The window's deadlines, kept sorted by time and then by the order they were scheduled,
/// so that deadlines that fall at the same instant fire in a fixed order.
///
/// A sorted array beats a heap here: a window rarely has more than a handful of deadlines.
struct TimerQueue {
    struct Entry {
        let id: TimerID
        let deadline: Double
        let owner: GestureRecognizer
        /// What runs when it passes; nil for the owner's own deadline
        /// (``GestureRecognizer/deadlinePassed()``), which needs no closure.
        let handler: (() -> Void)?
    }

    private(set) var entries: [Entry] = []
    private var nextID: UInt64 = 1

    /// The earliest deadline, if any.
    var nextDeadline: Double? { entries.first?.deadline }

    mutating func schedule(at deadline: Double, owner: GestureRecognizer, _ handler: (() -> Void)?) -> TimerID {
        let id = TimerID(rawValue: nextID)
        nextID += 1
        // After every entry due at or before `deadline`: equal deadlines keep scheduling order.
        // (An index loop: a `firstIndex(where:)` closure copies each entry out, retaining
        // its owner and handler, on every touch-down.)
        var index = entries.count
        while index > 0, entries[index - 1].deadline > deadline { index -= 1 }
        let entry = Entry(id: id, deadline: deadline, owner: owner, handler: handler)
        // At the end, the usual place, `append` is much cheaper than `insert(_:at:)`, which
        // goes through the general range replacement.
        if index == entries.count { entries.append(entry) } else { entries.insert(entry, at: index) }
        return id
    }

    /// Removes the entry `id`; returns its owner when it was still scheduled.
    mutating func cancel(_ id: TimerID) -> GestureRecognizer? {
        for index in entries.indices where entries[index].id == id { return entries.remove(at: index).owner }
        return nil
    }

    /// Removes every entry of `owner`.
    mutating func cancelAll(of owner: GestureRecognizer) {
        // By index, in place: `removeAll(where:)` copies every entry out to ask about it (a
        // retain and release of its owner and its handler apiece), on every failure.
        var index = entries.count
        while index > 0 {
            index -= 1
            if entries[index].owner === owner { entries.remove(at: index) }
        }
    }

    /// Removes and returns the earliest entry if it is due at `time` (``Deadline/isDue(_:at:)``).
    mutating func popDue(at time: Double) -> Entry? {
        guard let first = entries.first, Deadline.isDue(first.deadline, at: time) else { return nil }
        return entries.removeFirst()
    }
}
