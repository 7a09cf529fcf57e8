/// Identifies an observer added with ``Window/addDecisionObserver(_:)``.
public struct DecisionObserverID: Hashable, Sendable {
    let rawValue: Int
}

/// The observers of a window's decisions (L1, L2).
///
/// Every place that records a decision first asks ``isRecording``; with no observer no
/// record, string or array is built, so an unobserved log costs one branch (L2).
struct DecisionLog {
    private var observers: [(id: DecisionObserverID, observe: (DecisionRecord) -> Void)] = []
    private var nextID = 1

    /// Whether anyone listens.
    var isRecording: Bool { !observers.isEmpty }

    mutating func add(_ observer: @escaping (DecisionRecord) -> Void) -> DecisionObserverID {
        let id = DecisionObserverID(rawValue: nextID)
        nextID += 1
        observers.append((id, observer))
        return id
    }

    mutating func remove(_ id: DecisionObserverID) {
        observers.removeAll { $0.id == id }
    }

    func record(_ record: DecisionRecord) {
        for observer in observers { observer.observe(record) }
    }
}
