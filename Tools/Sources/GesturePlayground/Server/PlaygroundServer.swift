import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import PlaygroundSessions
import Synchronization

/// How the playground server runs.
public struct PlaygroundConfiguration: Sendable {
    /// The address to listen on: loopback unless asked otherwise.
    public var host: String
    /// The port.
    public var port: Int
    /// The most sessions (browser tabs) at once; more are refused with a message.
    public var maximumSessions: Int
    /// A session that sends nothing for this long is closed and its touches cancelled.
    /// (The page sends ticks ten times a second while it is open.)
    public var idleTimeout: Duration
    /// A page that takes longer than this to accept a reply is not reading: its session is
    /// ended, so it cannot hold a session (and a place under the cap) forever.
    public var writeTimeout: Duration

    /// Creates a configuration: 127.0.0.1:8080, 16 sessions, 30 s of silence, 5 s per reply.
    public init(host: String = "127.0.0.1", port: Int = 8080, maximumSessions: Int = 16,
                idleTimeout: Duration = .seconds(30), writeTimeout: Duration = .seconds(5)) {
        self.host = host
        self.port = port
        self.maximumSessions = maximumSessions
        self.idleTimeout = idleTimeout
        self.writeTimeout = writeTimeout
    }
}

/// The playground's web server: the page at `/`, its script and style, and a WebSocket at
/// `/ws` on which each browser tab gets a `PlaygroundSession` of its own.
public enum PlaygroundServer {
    /// The Hummingbird application.
    public static func application(_ configuration: PlaygroundConfiguration, logger: Logger = Logger(label: "gesturekit.playground"))
        -> some ApplicationProtocol
    {
        let router = Router(context: BasicWebSocketRequestContext.self)
        for (path, file, type) in [("/", "index.html", "text/html; charset=utf-8"),
                                   ("/playground.js", "playground.js", "text/javascript; charset=utf-8"),
                                   ("/playground.css", "playground.css", "text/css; charset=utf-8")] {
            let body = PageAssets.contents(of: file)
            router.get(RouterPath(path)) { _, _ in
                Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
                         body: .init(byteBuffer: ByteBuffer(string: body)))
            }
        }
        router.get("/health") { _, _ in "ok" }

        let sessions = SessionCounter(limit: configuration.maximumSessions)
        router.ws("/ws") { _, _ in
            .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            guard sessions.enter() else {
                // Answer the page's first message (its hello) rather than speak first: a frame
                // sent in the same instant as the upgrade response is sometimes lost by clients
                // under load (seen with swift-websocket's). A page that says nothing is told
                // after a second all the same.
                let writer = BoundedWriter(outbound: outbound, timeout: configuration.writeTimeout)
                try? await BoundedWriter.bounded(by: .seconds(1)) {
                    var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
                    _ = try await messages.next()
                }
                try await writer.write(#"{"type":"error","message":"the playground is full: too many sessions at once"}"#)
                try await writer.close(reason: "too many sessions")
                return
            }
            defer { sessions.leave() }
            await serve(inbound: inbound, outbound: outbound, configuration: configuration, logger: logger)
        }
        return Application(
            router: router,
            // Frames up to 1 MiB reach the session, whose own 16 KiB limit then answers with an
            // error and carries on (a transport-level refusal would drop the connection).
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: 1 << 20))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "GestureKit playground"),
            logger: logger)
    }

    /// Runs one session until the page closes it, falls silent, or stops reading.
    static func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, configuration: PlaygroundConfiguration,
                      logger: Logger) async {
        let session = PlaygroundSession()
        session.reportFailure = { logger.error("playground session: \($0)") }
        let activity = Activity()
        let writer = BoundedWriter(outbound: outbound, timeout: configuration.writeTimeout)
        // The watchdog closes a silent session; the loop below then ends and cancels the touches.
        let watchdog = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(50))
                guard activity.idle(longerThan: configuration.idleTimeout) else { continue }
                try? await writer.write(#"{"type":"closed","reason":"idle","cancelledTouches":\#(activity.pointersDown)}"#)
                try? await writer.close(reason: "idle")
                return
            }
        }
        defer { watchdog.cancel() }
        do {
            for try await message in inbound.messages(maxSize: 1 << 20) {
                activity.touch(pointersDown: session.pointersDown)
                guard case .text(let text) = message else {
                    try await writer.write(#"{"type":"error","message":"messages are JSON text"}"#)
                    continue
                }
                for reply in session.handle(text) { try await writer.write(reply) }
                activity.touch(pointersDown: session.pointersDown)
            }
        } catch {
            logger.debug("session ended: \(error)")
        }
        let cancelled = session.close()
        if cancelled > 0 { logger.info("session closed with \(cancelled) touch(es) down: cancelled") }
    }
}

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

/// The page's files, from the module's resources.
enum PageAssets {
    static func contents(of file: String) -> String {
        let name = (file as NSString).deletingPathExtension, ext = (file as NSString).pathExtension
        guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Resources")
            ?? Bundle.module.url(forResource: name, withExtension: ext),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "missing \(file)" }
        return text
    }
}
