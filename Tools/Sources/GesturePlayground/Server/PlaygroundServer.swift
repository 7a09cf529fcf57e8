import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import PlaygroundSessions

/// The playground's web server: the page at `/`, its script and style, and a WebSocket at
/// `/ws` on which each browser tab gets a `PlaygroundSession` of its own.
public enum PlaygroundServer {
    /// The Hummingbird application. `onListening` is told the port it listens on once it
    /// does (the one the system picked, for port 0).
    public static func application(_ configuration: PlaygroundConfiguration, logger: Logger = Logger(label: "gesturekit.playground"),
                                   onListening: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol
    {
        let router = Router(context: PlaygroundRequestContext.self)
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
        let origins = OriginPolicy(allowing: configuration.allowedOrigins)
        router.ws("/ws") { request, _ in
            let origin = request.headers[.origin]
            guard origins.admits(origin: origin, host: request.head.authority) else {
                logger.warning("refused a session for a page from \(origin ?? "?"): only the playground's own page may open one (--allow-origin \(origin ?? "?") allows it)")
                return .dontUpgrade
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            // However the session ends, the connection is gone within the close timeout: the
            // close handshake waits for a page that may never answer, or never read its close.
            let channel = context.requestContext.channel
            defer { channel.eventLoop.scheduleTask(in: TimeAmount(configuration.closeTimeout)) { channel.close(promise: nil) } }
            guard sessions.enter() else {
                await refuseAsFull(inbound: inbound, outbound: outbound, configuration: configuration)
                return
            }
            defer { sessions.leave() }
            await withTaskExecutorPreference(EventLoopTaskExecutor(channel.eventLoop)) {
                await serve(inbound: inbound, outbound: outbound, channel: channel, configuration: configuration, logger: logger)
            }
        }
        return Application(
            router: router,
            server: server(webSocketRouter: router, configuration: configuration),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "GestureKit playground"),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? configuration.port) },
            logger: logger)
    }

    /// HTTP/1 with the WebSocket upgrade, every wait bounded: the request head (a deadline
    /// from connecting), kept-alive HTTP connections (idle), and the close handshake.
    private static func server(webSocketRouter: Router<PlaygroundRequestContext>, configuration: PlaygroundConfiguration)
        -> HTTPServerBuilder
    {
        let webSocketResponder = webSocketRouter.buildResponder()
        let requestTimeout = TimeAmount(configuration.requestTimeout)
        // Frames up to 1 MiB reach the session, whose own 16 KiB limit then answers with an
        // error and carries on (a transport-level refusal would drop the connection).
        let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: requestTimeout),
            ws: .init(maxFrameSize: 1 << 20, closeTimeout: configuration.closeTimeout))
        return HTTPServerBuilder { responder in
            RequestDeadlineChannel(
                inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                    configuration: channelConfiguration),
                timeout: requestTimeout)
        }
    }

    /// Tells a page that there is no room, then closes.
    ///
    /// It answers the page's first message (its hello) rather than speak first: a frame sent
    /// in the same instant as the upgrade response is sometimes lost by clients under load
    /// (seen with swift-websocket's). A page that says nothing is told all the same once it has
    /// been silent for the idle timeout, as any silent session is. (A shorter wait raced slow
    /// clients: a page that had not yet sent its hello was answered in the same instant as the
    /// upgrade after all, and lost the answer.)
    private static func refuseAsFull(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
                                     configuration: PlaygroundConfiguration) async {
        let writer = BoundedWriter(outbound: outbound, timeout: configuration.writeTimeout)
        try? await BoundedWriter.bounded(by: configuration.idleTimeout) {
            var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
            _ = try await messages.next()
        }
        try? await writer.goodbye(#"{"type":"error","code":"full","message":"the playground is full: too many sessions at once"}"#)
        try? await writer.close(reason: "too many sessions")
    }

    /// Runs one session until the page closes it, falls silent, or stops reading.
    ///
    /// Two tasks race: the reader, which handles the page's messages until the page closes,
    /// and the watchdog, which drops a page that has not taken a reply for the write timeout
    /// and says goodbye to a page silent for the idle timeout. Whichever finishes first
    /// cancels the other, so a silent page does not keep the reader waiting for a message
    /// that will never come.
    static func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, channel: any Channel,
                      configuration: PlaygroundConfiguration, logger: Logger) async {
        let activity = Activity()
        let writer = BoundedWriter(outbound: outbound, timeout: configuration.writeTimeout)
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await read(inbound, replyingWith: writer, activity: activity, logger: logger) }
            group.addTask {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .milliseconds(50))
                    if writer.isStalled {
                        logger.debug("session ended: \(BoundedWriter.Stalled())")
                        channel.close(promise: nil)  // ends the waiting write
                        return
                    }
                    guard activity.idle(longerThan: configuration.idleTimeout) else { continue }
                    try? await writer.goodbye(#"{"type":"closed","reason":"idle","cancelledTouches":\#(activity.pointersDown)}"#)
                    try? await writer.close(reason: "idle")
                    return
                }
            }
            await group.next()
            group.cancelAll()
        }
    }

    /// The session itself: each message handled and its replies written, until the page
    /// closes, stops reading, or the watchdog cancels it; then its touches are cancelled.
    private static func read(_ inbound: WebSocketInboundStream, replyingWith writer: BoundedWriter, activity: Activity,
                             logger: Logger) async {
        let session = PlaygroundSession()
        session.reportFailure = { logger.error("playground session: \($0)") }
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
