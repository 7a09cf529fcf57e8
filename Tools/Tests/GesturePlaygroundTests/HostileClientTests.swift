import Foundation
import Testing
@testable import GesturePlayground

/// Clients that stop cooperating, over real sockets (issue 12): each loses its file descriptor
/// within a stated bound. (The server only serves files now; the sessions' own rows went with
/// the WebSocket, issue 25.)
///
/// The scenarios run on threads of their own (their sockets block) and return what they saw;
/// the expectations are checked here, where Swift Testing attributes them to the test.
@Suite("Playground: hostile and unlucky clients", .serialized, .timeLimit(.minutes(1)))
struct HostileClientTests {
    /// Short timeouts, so that the bounds are checked in seconds.
    static let quick = PlaygroundConfiguration(port: 0, requestTimeout: .milliseconds(400))
    /// Room for a loaded machine (and the sanitizers' slowdown) on top of each bound.
    static let slack: Duration = .seconds(2)

    @Test("A connection that never finishes its request head loses its descriptor within the request timeout: silent, partial, or one byte at a time")
    func unfinishedRequests() async throws {
        let seen = try await live(Self.quick) { port in
            let silent = try RawConnection(port: port)
            let partial = try RawConnection(port: port)
            partial.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            let dripping = try RawConnection(port: port)
            let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 200)
            var closed: [Int: Duration] = [:]
            let start = ContinuousClock.now
            var sent = 0
            while closed.count < 3, ContinuousClock.now - start < Self.quick.requestTimeout + Self.slack {
                if sent < request.count, closed[2] == nil { dripping.send([request[sent]]); sent += 1 }
                for (index, connection) in [silent, partial, dripping].enumerated() where closed[index] == nil {
                    if connection.read(timeout: .milliseconds(30)) == nil { closed[index] = ContinuousClock.now - start }
                }
            }
            return (closed: closed, bytesDripped: sent, descriptorsDrained: descriptorsDrain(port: port, within: Self.slack))
        }
        #expect(seen.closed.count == 3, "still open: \([0, 1, 2].filter { seen.closed[$0] == nil })")
        for (_, after) in seen.closed { #expect(after >= Self.quick.requestTimeout - .milliseconds(50)) }
        #expect(seen.bytesDripped >= 3, "the dripping client was cut off before it started")
        #expect(seen.descriptorsDrained)
    }

    @Test("A kept-alive HTTP connection that goes quiet after its request is closed; its request was served")
    func quietKeepAlive() async throws {
        let seen = try await live(Self.quick) { port in
            let connection = try RawConnection(port: port)
            connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let closing = connection.untilClosed(limit: Self.quick.requestTimeout + Self.slack)
            return (response: String(decoding: closing?.bytes ?? [], as: UTF8.self), closed: closing != nil,
                    descriptorsDrained: descriptorsDrain(port: port, within: Self.slack))
        }
        #expect(seen.response.hasPrefix("HTTP/1.1 200") && seen.response.hasSuffix("ok"), "\(seen.response)")
        #expect(seen.closed, "the quiet connection is still open")
        #expect(seen.descriptorsDrained)
    }

    /// Runs `scenario` against a live server on a thread of its own (its sockets block, and
    /// must not hold up the server's tasks on the cooperative pool); returns what it saw.
    func live<Seen: Sendable>(_ configuration: PlaygroundConfiguration,
                              _ scenario: @escaping @Sendable (Int) throws -> Seen) async throws -> Seen {
        try await withLiveServer(configuration) { port in try await blocking { try scenario(port) } }
    }
}

/// Waits until the server holds no descriptor for a client of `port`; whether it came to that.
func descriptorsDrain(port: Int, within limit: Duration) -> Bool {
    let deadline = ContinuousClock.now + limit
    while serverConnectionDescriptors(port: port) > 0 {
        guard ContinuousClock.now < deadline else { return false }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return true
}
