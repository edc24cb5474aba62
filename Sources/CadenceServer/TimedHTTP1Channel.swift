import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 child channel with `RequestDeadlineHandler` in its pipeline: a
/// connection that has not sent a complete request within `requestTimeout` is closed (docs/api.md
/// "Running it").
struct TimedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let inner: HTTP1Channel
    let requestTimeout: TimeAmount

    /// A server builder for `Application(server:)`.
    static func builder(requestTimeout: Duration) -> HTTPServerBuilder {
        let limit = TimeAmount.nanoseconds(
            requestTimeout.components.seconds * 1_000_000_000 + requestTimeout.components.attoseconds / 1_000_000_000)
        return HTTPServerBuilder { responder in
            TimedHTTP1Channel(inner: HTTP1Channel(responder: responder), requestTimeout: limit)
        }
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let limit = requestTimeout
        return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            // NIO's server pipeline: the response encoder, then the request decoder; then Hummingbird's codec.
            let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandler(RequestDeadlineHandler(limit: limit), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
