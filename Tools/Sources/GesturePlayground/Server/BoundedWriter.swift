import HummingbirdWebSocket

import Synchronization

/// Writes to a page, and knows when a write has waited too long.
///
/// A WebSocket write waits while the peer's receive buffer is full. A page that sends but
/// never reads would otherwise hold its session forever. Replies are written directly (a
/// timer per reply would cost more than the reply); the session's watchdog asks
/// ``isStalled`` and drops the connection, which ends the waiting write. Goodbyes, written
/// when the session ends, are bounded on their own.
struct BoundedWriter: Sendable {
    struct Stalled: Error, CustomStringConvertible {
        var description: String { "the page did not read its replies in time" }
    }

    let outbound: WebSocketOutboundWriter
    let timeout: Duration
    private let pendingSince = PendingWrite()

    init(outbound: WebSocketOutboundWriter, timeout: Duration) {
        self.outbound = outbound
        self.timeout = timeout
    }

    /// Writes a reply; the watchdog sees it waiting.
    func write(_ text: String) async throws {
        pendingSince.begin()
        defer { pendingSince.end() }
        try await outbound.write(.text(text))
    }

    /// Whether a reply has been waiting for the page longer than the timeout.
    var isStalled: Bool { pendingSince.longer(than: timeout) }

    /// Writes a last message, giving up after the timeout.
    func goodbye(_ text: String) async throws {
        try await Self.bounded(by: timeout) { try await outbound.write(.text(text)) }
    }

    func close(reason: String) async throws {
        try await Self.bounded(by: timeout) { try await outbound.close(.goingAway, reason: reason) }
    }

    /// Runs `operation`, or throws ``Stalled`` (cancelling it) once `timeout` has passed.
    static func bounded(by timeout: Duration, _ operation: @escaping @Sendable () async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw Stalled()
            }
            defer { group.cancelAll() }  // a cancelled write gives up its message
            try await group.next()
        }
    }
}

/// When the write in progress began, if one is.
final class PendingWrite: Sendable {
    private let start = Mutex<ContinuousClock.Instant?>(nil)

    func begin() { start.withLock { $0 = .now } }
    func end() { start.withLock { $0 = nil } }
    func longer(than timeout: Duration) -> Bool { start.withLock { $0.map { ContinuousClock.now - $0 > timeout } ?? false } }
}
