import Synchronization

/// Counts sessions against the limit.
final class SessionCounter: Sendable {
    private let count = Mutex(0)
    let limit: Int

    init(limit: Int) { self.limit = limit }

    func enter() -> Bool {
        count.withLock { value in
            guard value < limit else { return false }
            value += 1
            return true
        }
    }

    func leave() { count.withLock { $0 -= 1 } }
}

/// When a session last heard from its page, and how many pointers it had down.
final class Activity: Sendable {
    private let state = Mutex((last: ContinuousClock.now, pointersDown: 0))

    func touch(pointersDown: Int) { state.withLock { $0 = (ContinuousClock.now, pointersDown) } }
    func idle(longerThan timeout: Duration) -> Bool { state.withLock { ContinuousClock.now - $0.last > timeout } }
    var pointersDown: Int { state.withLock { $0.pointersDown } }
}
