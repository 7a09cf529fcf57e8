import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Closes a connection that has not sent a complete request head within the deadline.
///
/// Hummingbird's idle timeout starts only once a request has been read, so a client that
/// connects and sends nothing (or a few bytes at a time, never the blank line that ends the
/// head) would otherwise hold a file descriptor forever. This handler sits first in the
/// pipeline, watches the bytes go by for the end of the first head (`CRLF CRLF`), and then
/// steps aside: after that, Hummingbird's idle timeout takes over.
final class RequestHeadDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    /// The last bytes seen, to find a `CRLF CRLF` split across reads.
    private var tail: UInt32 = 0

    init(timeout: TimeAmount) { self.timeout = timeout }

    func handlerAdded(context: ChannelHandlerContext) {
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
            // Told as the input closing, the HTTP handler gives up quietly (a plain close
            // would be logged as an error for every such connection); then close for certain.
            bound.value.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
            bound.value.close(promise: nil)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) { deadline?.cancel() }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        let ended = buffer.readableBytesView.contains { byte in
            tail = tail << 8 | UInt32(byte)
            return tail == 0x0D0A_0D0A
        }
        context.fireChannelRead(data)
        if ended {
            deadline?.cancel()
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        context.fireChannelInactive()
    }
}

/// A server child channel that puts a ``RequestHeadDeadline`` in front of another's pipeline.
struct RequestDeadlineChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value

    let inner: Inner
    let timeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            try channel.pipeline.syncOperations.addHandler(RequestHeadDeadline(timeout: timeout), position: .first)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async { await inner.handle(value: value, logger: logger) }
}
