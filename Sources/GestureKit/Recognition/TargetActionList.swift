/// The targets and closures that a sender (a recognizer or a control) calls, in the order
/// they were added (<doc:Rules#T2>).
///
/// Targets are held weakly; an entry whose target is gone is skipped and dropped. (Embedded
/// Swift has no weak references: there a target is held strongly while it is registered, and
/// `removeTarget` releases it; docs/Platforms.md.) Swift
/// method references cannot be compared, so a target–action pair is identified by its
/// target and the source location of the `addTarget` call: running the same `addTarget`
/// line twice for one target has no extra effect, as adding the same pair twice has none
/// in UIKit. Closures are identified by the ``TargetActionID`` returned when adding them.
struct TargetActionList<Sender: AnyObject> {
    private struct Entry {
        let id: TargetActionID
        let site: CallSite?
        #if hasFeature(Embedded)
        var target: AnyObject?  // no `weak` in Embedded Swift: held while registered
        #else
        weak var target: AnyObject?
        #endif
        let hasTarget: Bool
        let events: UInt32
        let invoke: (AnyObject?, Sender) -> Void
    }

    struct CallSite: Equatable {
        let file: String
        let line: UInt
        let column: UInt

        // Not derived: a derived `==` compares `file` with `String`'s, see `sameUTF8`.
        static func == (a: CallSite, b: CallSite) -> Bool {
            a.line == b.line && a.column == b.column && sameUTF8(a.file, b.file)
        }
    }

    private var entries: [Entry] = []
    private var nextID = 1

    var isEmpty: Bool { entries.isEmpty }

    /// Adds `target` with `invoke`, unless the same target was added from the same call site.
    mutating func add(
        target: AnyObject, site: CallSite, events: UInt32 = .max,
        invoke: @escaping (AnyObject?, Sender) -> Void
    ) -> TargetActionID {
        if let existing = entries.first(where: { $0.target === target && $0.site == site && $0.events == events }) {
            return existing.id
        }
        return append(target: target, site: site, events: events, invoke: invoke)
    }

    /// Adds a closure; every call adds one.
    mutating func add(events: UInt32 = .max, handler: @escaping (Sender) -> Void) -> TargetActionID {
        append(target: nil, site: nil, events: events) { _, sender in handler(sender) }
    }

    private mutating func append(
        target: AnyObject?, site: CallSite?, events: UInt32, invoke: @escaping (AnyObject?, Sender) -> Void
    ) -> TargetActionID {
        let id = TargetActionID(rawValue: nextID)
        nextID += 1
        entries.append(Entry(id: id, site: site, target: target, hasTarget: target != nil, events: events, invoke: invoke))
        return id
    }

    /// Removes every pair whose target is `target`; with nil, every pair and closure.
    mutating func remove(target: AnyObject?) {
        guard let target else { return entries.removeAll() }
        entries.removeAll { $0.target === target }
    }

    /// Removes the entry added under `id`.
    mutating func remove(_ id: TargetActionID) {
        entries.removeAll { $0.id == id }
    }

    /// Calls every live entry whose events intersect `events`, in order. Returns whether
    /// it met a target that no longer exists; the owner then calls ``pruneDeadTargets()``
    /// (after the calls, since an action may itself add or remove actions).
    func send(_ sender: Sender, events: UInt32 = .max) -> Bool {
        var sawDeadTarget = false
        // By index: copying an entry out retains its closure, its target and its call site.
        for index in entries.indices where entries[index].events & events != 0 {
            if entries[index].hasTarget {
                guard let target = entries[index].target else {
                    sawDeadTarget = true
                    continue
                }
                entries[index].invoke(target, sender)
            } else {
                entries[index].invoke(nil, sender)
            }
        }
        return sawDeadTarget
    }

    /// Drops the entries whose target no longer exists (<doc:Rules#T2>).
    mutating func pruneDeadTargets() {
        entries.removeAll { $0.hasTarget && $0.target == nil }
    }
}

/// Identifies an action added to a recognizer or a control, for removing it later.
public struct TargetActionID: Hashable, Sendable {
    let rawValue: Int
}
