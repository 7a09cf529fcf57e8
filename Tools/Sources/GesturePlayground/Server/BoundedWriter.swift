import HummingbirdWebSocket

/// Writes to a page, giving up when the page does not take a message within the timeout.
///
/// A WebSocket write waits while the peer's receive buffer is full. A page that sends but
/// never reads would otherwise hold its session — and the watchdog, whose own goodbye would
/// wait too — forever.
struct BoundedWriter: Sendable {
    struct Stalled: Error, CustomStringConvertible {
        var description: String { "the page did not read its replies in time" }
    }

    let outbound: WebSocketOutboundWriter
    let timeout: Duration

    func write(_ text: String) async throws {
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
