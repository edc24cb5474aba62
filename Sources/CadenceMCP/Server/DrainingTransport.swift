import Foundation
import Logging
import MCP

/// A transport that lets the server answer every request it has read before the stream ends.
///
/// The SDK's server handles each request in its own task and stops reading when its input
/// ends; a client that writes its requests and closes standard input at once (`… | cadence
/// mcp`) would otherwise lose the answers still being worked on. This wrapper counts requests
/// in and answers out, and `drain(within:)` waits — for a bounded time — until they match.
actor DrainingTransport: Transport {
    private let inner: any Transport
    private var unanswered = 0

    nonisolated let logger: Logger

    init(wrapping inner: any Transport, logger: Logger) {
        self.inner = inner
        self.logger = logger
    }

    func connect() async throws { try await inner.connect() }

    func disconnect() async { await inner.disconnect() }

    func send(_ data: Data) async throws {
        try await inner.send(data)
        unanswered = max(0, unanswered - Self.count(in: data, answers: true))
    }

    func receive() -> AsyncThrowingStream<Data, any Error> {
        let messages = AsyncThrowingStream<Data, any Error>.makeStream()
        let source = inner
        Task {
            do {
                for try await data in await source.receive() {
                    self.noteIncoming(data)
                    messages.continuation.yield(data)
                }
                messages.continuation.finish()
            } catch {
                messages.continuation.finish(throwing: error)
            }
        }
        return messages.stream
    }

    /// Waits until every request read so far has been answered, or `limit` has passed.
    func drain(within limit: Duration) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while unanswered > 0, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    private func noteIncoming(_ data: Data) {
        unanswered += Self.count(in: data, answers: false)
    }

    /// How many requests (`answers: false`: objects with a `method` and an `id`) or answers
    /// (objects with an `id` and a `result` or `error`) a message or batch holds.
    private static func count(in data: Data, answers: Bool) -> Int {
        guard let json = try? JSONSerialization.jsonObject(with: data) else { return 0 }
        let objects = (json as? [Any])?.compactMap { $0 as? [String: Any] } ?? [json as? [String: Any]].compactMap { $0 }
        return objects.filter { object in
            guard object["id"] != nil else { return false }
            return answers ? object["method"] == nil && (object["result"] != nil || object["error"] != nil) : object["method"] != nil
        }.count
    }
}
