import NIOCore
import NIOHTTP1

/// Closes a connection that has not sent a complete request within `limit` (docs/api.md
/// "Running it"): the clock starts when the connection opens and again when an answer has been
/// written, and stops when a request's last byte has arrived. An idle keep-alive connection, a
/// request head sent a byte at a time and a body that trickles all end at the limit; a request
/// being answered is not timed here.
///
/// It sits between NIO's HTTP/1 decoder and Hummingbird's codec, so it sees whole request
/// parts inbound and response parts outbound.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let limit: TimeAmount
    private var deadline: Scheduled<Void>?
    /// Requests whose head has arrived and whose answer has not ended.
    private var unanswered = 0
    /// A request's head has arrived and its end has not.
    private var reading = false

    init(limit: TimeAmount) {
        self.limit = limit
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stop()
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stop()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            reading = true
            unanswered += 1
            start(context)
        case .body:
            break
        case .end:
            reading = false
            stop()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            unanswered = max(0, unanswered - 1)
            if unanswered == 0 || reading { start(context) }
        }
        context.write(data, promise: promise)
    }

    /// Starts the clock unless it runs already.
    private func start(_ context: ChannelHandlerContext) {
        guard deadline == nil else { return }
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: limit) {
            self.deadline = nil
            context.close(promise: nil)
        }
    }

    private func stop() {
        deadline?.cancel()
        deadline = nil
    }
}
