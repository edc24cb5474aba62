import CadenceHTTP
import CadenceSQLite
import CadenceServer
import Foundation
import Logging
import Synchronization
import Testing

@testable import CadenceServices

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// docs/api.md "Running it", over real sockets to `cadence serve`'s runner: a connection that has
/// not sent a complete request within the request timeout is closed, and a shutdown completes
/// within a few seconds whatever connections are open.
@Suite(.serialized) struct ConnectionLimitTests {
    @Test func idleAndSlowConnectionsAreClosedAfterTheRequestTimeout() async throws {
        var configuration = TestServer.configuration
        configuration.requestTimeout = .seconds(1)
        try await RunningServer.with(configuration) { server in
            let silent = try RawConnection(port: server.port)
            let slowHead = try RawConnection(port: server.port)
            slowHead.send("GET /healthz HTTP/1.1\r\nHost: cadence\r\n")
            let slowBody = try RawConnection(port: server.port)
            slowBody.send("POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: cadence\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{")
            let answered = try RawConnection(port: server.port)
            answered.send("GET /healthz HTTP/1.1\r\nHost: cadence\r\n\r\n")
            let start = ContinuousClock.now
            for _ in 0..<3 {
                try await Task.sleep(for: .milliseconds(400))
                slowBody.send(" ")
            }
            for (name, connection) in [("silent", silent), ("slow head", slowHead), ("slow body", slowBody), ("idle after an answer", answered)] {
                let (text, closed) = connection.readUntilClosed(within: .seconds(5))
                #expect(closed, "\(name): closed by the server")
                if name == "idle after an answer" { #expect(text.hasPrefix("HTTP/1.1 200"), "\(text)") }
            }
            let elapsed = ContinuousClock.now - start
            #expect(elapsed >= .milliseconds(900) && elapsed < .seconds(5), "closed at the limit: \(elapsed)")
        }
    }

    @Test func shutdownCompletesWithinSecondsWhateverIsOpen() async throws {
        var configuration = TestServer.configuration
        configuration.shutdownGracePeriod = .seconds(2)
        let server = try await RunningServer.start(configuration)
        let idle = try RawConnection(port: server.port)
        let partialHead = try RawConnection(port: server.port)
        partialHead.send("GET /healthz HTTP/1.1\r\n")
        let partialBody = try RawConnection(port: server.port)
        partialBody.send("POST /api/v1/auth/sign-in HTTP/1.1\r\nHost: cadence\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
        let keptAlive = try RawConnection(port: server.port)
        keptAlive.send("GET /healthz HTTP/1.1\r\nHost: cadence\r\n\r\n")
        try await Task.sleep(for: .milliseconds(300))
        let start = ContinuousClock.now
        let stopped = await server.stop(within: .seconds(10))
        #expect(stopped, "the server stopped")
        #expect(ContinuousClock.now - start < .seconds(6), "within a few seconds: \(ContinuousClock.now - start)")
        for connection in [idle, partialHead, partialBody, keptAlive] {
            #expect(connection.readUntilClosed(within: .seconds(2)).closed)
        }
    }
}

/// `CadenceServerRunner` on an in-memory store and a free port, stopped by a graceful shutdown.
struct RunningServer: Sendable {
    let port: Int
    private let shutdown: @Sendable () async -> Void
    private let done: AsyncStream<Void>

    static func start(_ configuration: ServerConfiguration) async throws -> RunningServer {
        var configuration = configuration
        configuration.port = 0
        let store = try SQLiteStore.inMemory()
        var logger = Logger(label: "cadence.connection.tests")
        logger.logLevel = .critical
        let started = AsyncStream<(Int, @Sendable () async -> Void)>.makeStream()
        let trigger = Mutex<(@Sendable () async -> Void)?>(nil)
        let done = AsyncStream<Void>.makeStream()
        Task {
            try? await CadenceServerRunner.run(
                configuration: configuration, services: ServiceLayer(store: store, environment: .live), logger: logger, requestLogLevel: .info,
                deliverReminders: false, deliveryInterval: .seconds(15), handlesSignals: false,
                onStart: { stop in trigger.withLock { $0 = stop } },
                onListening: { address in
                    let port = Int(address.split(separator: ":").last ?? "") ?? 0
                    if let stop = trigger.withLock({ $0 }) { started.continuation.yield((port, stop)) }
                })
            done.continuation.finish()
        }
        for await (port, stop) in started.stream {
            return RunningServer(port: port, shutdown: stop, done: done.stream)
        }
        throw CancellationError()
    }

    /// Starts a server, runs `body`, and stops the server.
    static func with(_ configuration: ServerConfiguration, _ body: (RunningServer) async throws -> Void) async throws {
        let server = try await start(configuration)
        do {
            try await body(server)
        } catch {
            _ = await server.stop(within: .seconds(10))
            throw error
        }
        #expect(await server.stop(within: .seconds(10)))
    }

    /// Starts a graceful shutdown; whether the server stopped within `limit`.
    func stop(within limit: Duration) async -> Bool {
        await shutdown()
        let done = self.done
        let result = AsyncStream<Bool>.makeStream()
        Task {
            for await _ in done {}
            result.continuation.yield(true)
        }
        Task {
            try? await Task.sleep(for: limit)
            result.continuation.yield(false)
        }
        for await stopped in result.stream { return stopped }
        return false
    }
}

/// A plain TCP connection to 127.0.0.1, to send partial requests a client library would not.
final class RawConnection: Sendable {
    private let descriptor: Int32

    init(port: Int) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard descriptor >= 0, connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit {
        close(descriptor)
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        #if canImport(Glibc)
            _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        #else
            _ = bytes.withUnsafeBytes { Darwin.send(descriptor, $0.baseAddress, $0.count, 0) }
        #endif
    }

    /// What arrives until the server closes the connection (`closed`) or `limit` passes.
    func readUntilClosed(within limit: Duration) -> (text: String, closed: Bool) {
        let deadline = ContinuousClock.now + limit
        var received: [UInt8] = []
        while ContinuousClock.now < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = deadline - ContinuousClock.now
            let milliseconds = Int32(max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            guard poll(&poller, 1, milliseconds) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return (String(decoding: received, as: UTF8.self), true) }
            received += buffer[0..<count]
        }
        return (String(decoding: received, as: UTF8.self), false)
    }
}
