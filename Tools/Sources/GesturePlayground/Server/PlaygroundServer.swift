import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// The playground's web server: the site's files (``PlaygroundSite``) over HTTP, the page at
/// `/`. Each tab runs its own engine, in the page; the server holds no sessions.
public enum PlaygroundServer {
    /// The headers every file is served with. The two cross-origin policies make the page
    /// cross-origin isolated, which gives `performance.now()` a resolution of 5 µs instead of
    /// 100 µs in Chromium: the page times its engine per input (docs/Playground.md, Budgets).
    static func headers(contentType: String) -> HTTPFields {
        [.contentType: contentType, .cacheControl: "no-store",
         HTTPFields.Element.Name("Cross-Origin-Opener-Policy")!: "same-origin",
         HTTPFields.Element.Name("Cross-Origin-Embedder-Policy")!: "require-corp"]
    }

    /// The Hummingbird application serving `site`. `onListening` is told the port it listens
    /// on once it does (the one the system picked, for port 0).
    public static func application(_ configuration: PlaygroundConfiguration, site: PlaygroundSite,
                                   logger: Logger = Logger(label: "gesturekit.playground"),
                                   onListening: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol
    {
        let router = Router()
        for file in site.files {
            let headers = headers(contentType: file.contentType)
            let bytes = ByteBuffer(bytes: file.bytes)
            let respond: @Sendable (Request, BasicRequestContext) -> Response = { _, _ in
                Response(status: .ok, headers: headers, body: .init(byteBuffer: bytes))
            }
            router.get(RouterPath(file.name), use: respond)
            if file.name == PlaygroundSite.page { router.get("/", use: respond) }
        }
        router.get("/health") { _, _ in "ok" }
        let requestTimeout = TimeAmount(configuration.requestTimeout)
        return Application(
            router: router,
            server: HTTPServerBuilder { responder in
                RequestDeadlineChannel(inner: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: requestTimeout)),
                                       timeout: requestTimeout)
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "GestureKit playground"),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? configuration.port) },
            logger: logger)
    }
}
