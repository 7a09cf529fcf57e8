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
        /// Due at the instant it was scheduled (an interval of 0, or one too small for the
        /// clock's `Double`): it waits for the window's next call, never the running one.
        let isImmediate: Bool
    }

    private(set) var entries: [Entry] = []
    private var nextID: UInt64 = 1

    /// The identifier the next deadline scheduled will get: those from here on are newer.
    var nextIdentifier: UInt64 { nextID }

    /// The earliest deadline that may run in a call that began when ``nextIdentifier`` was
    /// `newFrom`: not one of the immediate deadlines scheduled since, which wait for the next
    /// call (``popDue(at:newFrom:)``); nil when none.
    func nextRunnableDeadline(newFrom: UInt64) -> Double? {
        firstRunnable(dueBy: .infinity, newFrom: newFrom).map { entries[$0].deadline }
    }

    /// Where the earliest entry due by `time` that may run now is: an immediate one scheduled
    /// since `newFrom` waits for the next call.
    private func firstRunnable(dueBy time: Double, newFrom: UInt64) -> Int? {
        var index = 0
        while index < entries.count, Deadline.isDue(entries[index].deadline, at: time) {
            if !entries[index].isImmediate || entries[index].id.rawValue < newFrom { return index }
            index += 1
        }
        return nil
    }

    /// The earliest deadline, if any.
    var nextDeadline: Double? { entries.first?.deadline }

    mutating func schedule(at deadline: Double, owner: GestureRecognizer, immediate: Bool = false, _ handler: (() -> Void)?) -> TimerID {
        let id = TimerID(rawValue: nextID)
        nextID += 1
        // After every entry due at or before `deadline`: equal deadlines keep scheduling order.
        // (An index loop: a `firstIndex(where:)` closure copies each entry out, retaining
        // its owner and handler, on every touch-down.)
        var index = entries.count
        while index > 0, entries[index - 1].deadline > deadline { index -= 1 }
        let entry = Entry(id: id, deadline: deadline, owner: owner, handler: handler, isImmediate: immediate)
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

    /// Removes and returns the earliest entry due at `time` (``Deadline/isDue(_:at:)``) that
    /// may run now. An immediate one scheduled since `newFrom` (while the caller runs
    /// deadlines) waits for the caller's next run: a timer that re-arms itself for now would
    /// otherwise keep the run going forever. It stands for the next run, so the due entries
    /// behind it still run now.
    mutating func popDue(at time: Double, newFrom: UInt64 = .max) -> Entry? {
        firstRunnable(dueBy: time, newFrom: newFrom).map { entries.remove(at: $0) }
    }
}
