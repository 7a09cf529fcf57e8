import Dispatch
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
@testable import GesturePlayground

/// Clients that stop cooperating, over real sockets (issue 12): each loses its place and its
/// file descriptor within a stated bound, and a new user gets in.
///
/// The scenarios run on threads of their own (their sockets block) and return what they saw;
/// the expectations are checked here, where Swift Testing attributes them to the test.
@Suite("Playground: hostile and unlucky clients", .serialized, .timeLimit(.minutes(1)))
struct HostileClientTests {
    /// Short timeouts, so that the bounds are checked in seconds.
    static let quick = PlaygroundConfiguration(
        port: 0, maximumSessions: 2, idleTimeout: .milliseconds(400), writeTimeout: .milliseconds(400),
        closeTimeout: .milliseconds(400), requestTimeout: .milliseconds(400))
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

    @Test("A session that never sends and never answers the close handshake loses its descriptor within the idle, write and close timeouts")
    func silentSession() async throws {
        let seen = try await live(Self.quick) { port in
            let connection = try RawConnection(port: port)
            let head = connection.upgrade(port: port)
            let start = ContinuousClock.now
            let closing = connection.untilClosed(limit: Self.quick.abandonedSessionBound + Self.slack)
            let drained = descriptorsDrain(port: port, within: Self.quick.abandonedSessionBound + Self.slack)
            return (head: head, said: String(decoding: closing?.bytes ?? [], as: UTF8.self), drained: drained,
                    after: ContinuousClock.now - start)
        }
        #expect(seen.head.hasPrefix("HTTP/1.1 101"), "\(seen.head)")
        #expect(seen.said.contains(#""reason":"idle""#), "\(seen.said)")
        #expect(seen.drained, "the server still holds the silent session's descriptor")
        #expect(seen.after >= Self.quick.idleTimeout && seen.after <= Self.quick.abandonedSessionBound + Self.slack)
    }

    @Test("A page refused as full that says nothing is told so once silent for the idle timeout, not before")
    func silentRefusedPage() async throws {
        let configuration = {
            var configuration = Self.quick
            configuration.maximumSessions = 1
            configuration.idleTimeout = .milliseconds(1500)  // longer than the old one-second wait
            return configuration
        }()
        let seen = try await live(configuration) { port in
            // The only place is taken once its holder has had a reply (the session is up).
            let holder = try RawConnection(port: port)
            _ = holder.upgrade(port: port)
            holder.send(RawConnection.textFrame(Script.hello))
            let holderReply = holder.read(timeout: .seconds(5)) ?? []
            let silent = try RawConnection(port: port)
            let head = silent.upgrade(port: port)
            let closing = silent.untilClosed(limit: configuration.abandonedSessionBound + Self.slack)
            return (holderUp: !holderReply.isEmpty, head: head, said: String(decoding: closing?.bytes ?? [], as: UTF8.self),
                    after: closing?.after)
        }
        #expect(seen.holderUp)
        #expect(seen.head.hasPrefix("HTTP/1.1 101"), "\(seen.head)")
        #expect(seen.said.contains("the playground is full") && seen.said.contains(#""code":"full""#), "\(seen.said)")
        let after = try #require(seen.after, "the silent refused page was never closed")
        #expect(after >= configuration.idleTimeout - .milliseconds(50))
        #expect(after <= configuration.abandonedSessionBound + Self.slack)
    }

    @Test("A page that sends all the time but never reads its replies loses its session within the write and close timeouts")
    func deafSession() async throws {
        var configuration = Self.quick
        configuration.maximumSessions = 1
        let seen = try await live(configuration) { port in
            let deaf = DeafClient(port: port)
            DispatchQueue.global().async { deaf.run(limit: .seconds(20)) }
            while deaf.sent < 50 { Thread.sleep(forTimeInterval: 0.01) }  // it holds the only place
            let start = ContinuousClock.now
            let admittedAfter = admit(port: port, within: .seconds(15))
            let sentByThen = deaf.sent
            deaf.stop()
            return (admittedAfter: admittedAfter.map { _ in ContinuousClock.now - start }, sentByThen: sentByThen,
                    drained: descriptorsDrain(port: port, within: Self.slack))
        }
        // Its messages never stop, so idleness cannot be what ended it: the replies it does
        // not take are. How long its buffers take to fill is up to the kernel, hence 15 s.
        #expect(seen.admittedAfter != nil, "a client that never reads kept the only place (\(seen.sentByThen) messages sent)")
        #expect(seen.drained)
    }

    @Test("Filled with clients that never send, never read or never upgrade, the playground lets a new user in within the stated bound; descriptors return to none")
    func filledWithBadClients() async throws {
        // A longer idle timeout here: the silent client must still hold its place when the
        // new user first knocks, however slow the machine (the sanitizers slow it tenfold).
        var patient = Self.quick
        patient.idleTimeout = .seconds(2)
        let configuration = patient
        let seen = try await live(configuration) { port in
            // The test harness's own client connects and never asks for anything: the
            // request deadline closes it, and the count starts from none.
            let before = descriptorsDrain(port: port, within: Self.slack) ? 0 : serverConnectionDescriptors(port: port)
            // Both places: one session that goes silent, one that sends and never reads.
            let silent = try RawConnection(port: port)
            let silentHead = silent.upgrade(port: port)
            let deaf = DeafClient(port: port)
            DispatchQueue.global().async { deaf.run(limit: .seconds(20)) }
            while deaf.sent < 50 { Thread.sleep(forTimeInterval: 0.01) }
            Thread.sleep(forTimeInterval: 0.1)  // both places taken
            // And connections that take a descriptor without ever asking for anything.
            let idlers = try (0..<3).map { _ in try RawConnection(port: port) }

            // A well-behaved page is let in within the bound: until then it is told the
            // playground is full.
            let admitted = admit(port: port, within: configuration.abandonedSessionBound + Self.slack)
            deaf.stop()
            let badClosed = ([silent] + idlers).map { $0.untilClosed(limit: Self.slack) != nil }
            return (before: before, silentHead: silentHead, admitted: admitted, badClosed: badClosed,
                    drained: descriptorsDrain(port: port, within: Self.slack))
        }
        #expect(seen.before == 0 && seen.silentHead.hasPrefix("HTTP/1.1 101"))
        #expect(seen.admitted?.toldFull == true, "a user arriving while the places are held is told so")
        #expect(seen.admitted != nil, "no new user got in within \(configuration.abandonedSessionBound + Self.slack)")
        #expect(seen.badClosed.allSatisfy { $0 }, "\(seen.badClosed)")
        #expect(seen.drained, "descriptors did not return to none")
    }

    /// Runs `scenario` against a live server on a thread of its own (its sockets block, and
    /// must not hold up the server's tasks on the cooperative pool); returns what it saw.
    func live<Seen: Sendable>(_ configuration: PlaygroundConfiguration,
                              _ scenario: @escaping @Sendable (Int) throws -> Seen) async throws -> Seen {
        let app = PlaygroundServer.application(configuration)
        return try await app.test(.live) { client in
            let port = try #require(client.port)
            return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Seen, any Error>) in
                DispatchQueue.global().async { continuation.resume(with: Result { try scenario(port) }) }
            }
        }
    }
}

/// A page that keeps sending moves (so it is never idle) and never reads a reply.
final class DeafClient: Sendable {
    private let port: Int
    private let state = Mutex((sent: 0, stopped: false))

    init(port: Int) { self.port = port }

    /// How many messages it got out.
    var sent: Int { state.withLock { $0.sent } }

    /// Ends ``run(limit:)``.
    func stop() { state.withLock { $0.stopped = true } }

    /// Sends until stopped or `limit` passes (a send the server no longer takes just waits).
    func run(limit: Duration) {
        guard let connection = try? RawConnection(port: port, receiveBuffer: 1024),
              connection.upgrade(port: port).hasPrefix("HTTP/1.1 101") else { return }
        let start = ContinuousClock.now
        var index = 0
        while ContinuousClock.now - start < limit, !state.withLock({ $0.stopped }) {
            let message = Script.input(Double(index) * 8, [(1, index == 0 ? "down" : "move", 100 + Double(index % 400), 200)])
            guard connection.send(RawConnection.textFrame(message), timeout: .milliseconds(100)) else { continue }
            index += 1
            state.withLock { $0.sent = index }
            if index % 20 == 0 { Thread.sleep(forTimeInterval: 0.002) }
        }
    }
}

/// A well-behaved page trying to get in until it does: connect, upgrade, say hello, and see
/// the scenes (not "full"). How long that took, and whether it was told the playground was
/// full on the way; nil if it never got in within `limit`.
func admit(port: Int, within limit: Duration) -> (after: Duration, toldFull: Bool)? {
    let start = ContinuousClock.now
    var toldFull = false
    while ContinuousClock.now - start < limit {
        guard let user = try? RawConnection(port: port), user.upgrade(port: port).hasPrefix("HTTP/1.1 101") else { continue }
        user.send(RawConnection.textFrame(Script.hello))
        let reply = String(decoding: user.read(timeout: .seconds(2)) ?? [], as: UTF8.self)
        if reply.contains(#""type":"scenes""#) || reply.contains(#""type":"frame""#) { return (ContinuousClock.now - start, toldFull) }
        toldFull = toldFull || reply.contains("the playground is full")
        Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
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
