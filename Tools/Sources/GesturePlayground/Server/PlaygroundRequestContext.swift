import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of the playground's routes: Hummingbird's, plus the connection's
/// channel, so that a session can drop a connection whose page no longer cooperates (a
/// WebSocket close waits on the page; closing the channel does not).
struct PlaygroundRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        channel = source.channel
    }
}
