import Foundation
import GestureKit
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import Testing
@testable import GesturePlayground
@testable import PlaygroundSessions

@Suite("Playground robustness", .serialized, .timeLimit(.minutes(1)))
struct RobustnessTests {
    /// Each bad message gets an error reply saying what is wrong; the session carries on.
    static let bad: [(String, String)] = [
        ("{not json", "not JSON"),
        (#"{"type":"dance"}"#, #"type: "dance" is not a message type (hello, scene, input, hover, scroll, transform, tick)"#),
        (#"{"t":1}"#, #"missing "type""#),
        (#"{"type":"input","t":600}"#, #"input needs "t" (milliseconds) and "changes""#),
        (#"{"type":"input","t":600,"changes":[{"id":1,"phase":"hover","x":1,"y":1}]}"#, #"changes[0].phase: "hover" is not a phase (down, move, up, cancel)"#),
        (#"{"type":"input","t":600,"changes":[{"id":1,"phase":"down","x":"left","y":1}]}"#, "changes[0].x: wrong type"),
        (#"{"type":"input","t":600,"changes":[{"id":9,"phase":"move","x":1,"y":1}]}"#, "changes[0]: pointer 9 is not down"),
        (#"{"type":"input","t":600,"changes":[]}"#, "changes: between 1 and 20 pointers per message"),
        (#"{"type":"scene","scene":"casino"}"#, #"scene: "casino" is not a scene"#),
        (#"{"type":"tick"}"#, #"tick needs "t" (milliseconds)"#),
    ]

    @Test("E2: bad messages get an error reply, change nothing, and the session continues")
    func badMessages() async throws {
        var messages = [Script.hello, Script.input(500, [(1, "down", 10, 10)])]
        messages += Self.bad.map(\.0)
        messages.append(Script.input(400, [(1, "move", 12, 10)]))  // time going backwards
        messages.append(Script.input(600, [(1, "down", 12, 10)]))  // pointer 1 is already down
        // One pointer twice in one message would be one touch twice in one event (E2): refused
        // whole, so pointer 1 stays down and its "up" below still works.
        messages.append(Script.input(650, [(1, "move", 14, 10), (1, "up", 14, 10)]))
        messages.append(String(repeating: " ", count: 17 * 1024) + Script.hello)  // too large
        messages += [Script.input(700, [(1, "up", 12, 10)])] + Script.tap(2, at: 1000, 670, 525)  // still works
        let conversation = try await converse(messages)
        for (index, (_, expected)) in Self.bad.enumerated() {
            #expect(conversation.errors.count > index && conversation.errors[index].hasPrefix(expected), "\(conversation.errors)")
        }
        #expect(conversation.errors.contains { $0.hasPrefix("t: time went backwards") })
        #expect(conversation.errors.contains("changes[0]: pointer 1 is already down"))
        #expect(conversation.errors.contains("changes[1]: pointer 1 appears more than once"))
        #expect(conversation.errors.contains { $0.hasPrefix("message too large (17") })
        #expect(conversation.errors.count == Self.bad.count + 4)
        #expect(conversation.texts.contains("Red Coupe"))  // the Show cars tap after all that
    }

    @Test("The session's pointer bookkeeping maps pointers to fresh touches and cancels them on close")
    func sessionUnit() {
        let session = PlaygroundSession(scene: "touch-tracker")
        _ = session.handle(Script.input(0, [(7, "down", 100, 100), (8, "down", 200, 200)]))
        #expect(session.pointersDown == 2)
        _ = session.handle(Script.input(10, [(7, "up", 100, 100)]))
        _ = session.handle(Script.input(20, [(7, "down", 300, 300)]))  // pointer 7 again: a new touch
        #expect(session.pointersDown == 2)
        #expect(session.close() == 2 && session.pointersDown == 0)
        let window = session.scene.window
        #expect(window.touches.isEmpty)

        // A tick that changes nothing is not answered; one that lets a deadline fire is.
        let held = PlaygroundSession(scene: "touch-tracker")
        _ = held.handle(Script.input(0, [(1, "down", 100, 100)]))
        #expect(held.handle(Script.tick(100)).isEmpty)
        #expect(held.handle(Script.tick(499)).isEmpty)
        #expect(held.handle(Script.tick(501)).count == 1)  // the long press began at 0.5 s
    }

    @Test("A session that falls silent is closed and its touches cancelled")
    func idleTimeout() async throws {
        // A second of silence: long enough that a client slowed by the sanitizers has sent its
        // two touches before the session is judged silent (300 ms was not, under TSan).
        let app = PlaygroundServer.application(PlaygroundConfiguration(port: 0, idleTimeout: .seconds(1)))
        let replies = Replies()
        let started = ContinuousClock.now
        _ = try await app.test(.live) { client in
            try await client.ws("/ws") { inbound, outbound, _ in
                try await outbound.write(.text(Script.hello))
                try await outbound.write(.text(Script.input(0, [(1, "down", 100, 100), (2, "down", 200, 100)])))
                for try await message in inbound.messages(maxSize: 1 << 22) {
                    if case .text(let text) = message { replies.append(text) }
                }
            }
        }
        let closing = replies.all.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .first { $0["type"] as? String == "closed" }
        #expect(closing?["reason"] as? String == "idle" && closing?["cancelledTouches"] as? Int == 2)
        #expect(ContinuousClock.now - started >= .seconds(1))
    }

    @Test("A reply the page does not take in time ends the wait; one it takes goes through")
    func boundedWrites() async throws {
        let limit = Duration.milliseconds(100)
        let started = ContinuousClock.now
        await #expect(throws: BoundedWriter.Stalled.self) {
            try await BoundedWriter.bounded(by: limit) { try await Task.sleep(for: .seconds(3600)) }
        }
        #expect(ContinuousClock.now - started < .seconds(10))
        let delivered = Replies()
        try await BoundedWriter.bounded(by: limit) { delivered.append("frame") }
        #expect(delivered.all == ["frame"])
        // Replies are timed by the watchdog: a write in progress counts, a finished one not.
        let pending = PendingWrite()
        #expect(!pending.longer(than: .zero))
        pending.begin()
        #expect(!pending.longer(than: .seconds(3600)))
        pending.end()
        #expect(!pending.longer(than: .zero))
    }

    @Test("A cap on concurrent sessions: the one too many is told so")
    func sessionCap() async throws {
        let app = PlaygroundServer.application(PlaygroundConfiguration(port: 0, maximumSessions: 1))
        let replies = Replies()
        _ = try await app.test(.live) { client in
            try await client.ws("/ws", configuration: .init(closeTimeout: .seconds(1))) { firstInbound, firstOutbound, _ in
                try await firstOutbound.write(.text(Script.hello))
                var iterator = firstInbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                _ = try await iterator.next()  // the first session is up
                try await client.ws("/ws", configuration: .init(closeTimeout: .seconds(1))) { inbound, outbound, _ in
                    try await outbound.write(.text(Script.hello))
                    for try await message in inbound.messages(maxSize: 1 << 22) {
                        if case .text(let text) = message { replies.append(text) }
                    }
                }
            }
        }
        #expect(replies.all.contains { $0.contains("the playground is full") && $0.contains(#""code":"full""#) })
    }

    @Test("The page and its assets are served; the server listens on loopback by default")
    func page() async throws {
        #expect(PlaygroundConfiguration().host == "127.0.0.1")
        let app = PlaygroundServer.application(PlaygroundConfiguration(port: 0))
        _ = try await app.test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("<canvas id=\"canvas\""))
            }
            try await client.execute(uri: "/playground.js", method: .get) { response in
                #expect(String(buffer: response.body).contains("setPointerCapture"))
                #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
            }
            try await client.execute(uri: "/playground.css", method: .get) { response in
                #expect(String(buffer: response.body).contains("touch-action: none"))
            }
        }
    }
}
