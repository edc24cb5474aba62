import Foundation
import Hummingbird
import Logging
import Synchronization

/// A real HTTP server on a loopback port that records every request it receives and answers
/// each with the next status of `statuses` (then 200): the receiving end of webhooks, ntfy and
/// Apprise in the delivery tests.
final class HTTPReceiver: Sendable {
    struct Received: Sendable {
        let path: String
        /// Header values by lower-cased name.
        let fields: [String: String]
        let body: Data

        func header(_ name: String) -> String? { fields[name.lowercased()] }
    }

    private let received = Mutex<[Received]>([])
    private let statuses: Mutex<[Int]>
    private let port = Mutex<Int>(0)
    private let task = Mutex<Task<Void, any Error>?>(nil)

    init(statuses: [Int] = []) {
        self.statuses = Mutex(statuses)
    }

    var requests: [Received] { received.withLock { $0 } }
    var baseURL: String { "http://127.0.0.1:\(port.withLock { $0 })" }

    /// Starts listening; returns once the port is known (at most 10 s).
    func start() async throws {
        let router = Router()
        router.post("**") { [self] request, _ -> Response in
            let body = try await request.body.collect(upTo: 1 << 20)
            var headers: [String: String] = [:]
            for field in request.headers { headers[field.name.canonicalName.lowercased()] = field.value }
            received.withLock { $0.append(Received(path: request.uri.path, fields: headers, body: Data(buffer: body))) }
            let status = statuses.withLock { $0.isEmpty ? 200 : $0.removeFirst() }
            return Response(status: .init(code: status))
        }
        var logger = Logger(label: "receiver")
        logger.logLevel = .critical
        let ready = AsyncStream<Int>.makeStream()
        let application = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in ready.continuation.yield(channel.localAddress?.port ?? 0) }, logger: logger)
        task.withLock { $0 = Task { try await application.runService() } }
        for await bound in ready.stream {
            port.withLock { $0 = bound }
            break
        }
    }

    func stop() {
        task.withLock { $0?.cancel() }
    }
}
