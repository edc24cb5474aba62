import Foundation
import Hummingbird
import Logging
import Synchronization

/// A real HTTP server on a loopback port that plays an OpenID Provider's discovery document and
/// JWKS (whatever `jwks` holds now), counting the JWKS requests: what `OIDCProvider` reads.
final class ProviderServer: Sendable {
    private let port = Mutex<Int>(0)
    private let task = Mutex<Task<Void, any Error>?>(nil)
    private let keys = Mutex<String>(#"{"keys":[]}"#)
    private let fetches = Mutex<Int>(0)
    private let statedIssuer = Mutex<String?>(nil)

    var issuer: String { "http://127.0.0.1:\(port.withLock { $0 })" }
    var jwksFetches: Int { fetches.withLock { $0 } }

    /// Serves `json` as the JWKS from now on.
    func serve(jwks json: String) { keys.withLock { $0 = json } }
    /// Makes discovery state another issuer than its own address.
    func stateIssuer(_ issuer: String) { statedIssuer.withLock { $0 = issuer } }

    func start() async throws {
        let router = Router()
        router.get(".well-known/openid-configuration") { [self] _, _ -> Response in
            let issuer = statedIssuer.withLock { $0 } ?? self.issuer
            let body = """
                {"issuer":"\(issuer)","authorization_endpoint":"\(self.issuer)/authorize",\
                "token_endpoint":"\(self.issuer)/token","jwks_uri":"\(self.issuer)/jwks"}
                """
            return Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: body)))
        }
        router.get("jwks") { [self] _, _ -> Response in
            fetches.withLock { $0 += 1 }
            return Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: keys.withLock { $0 })))
        }
        var logger = Logger(label: "provider")
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
