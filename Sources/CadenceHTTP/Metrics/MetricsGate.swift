import Crypto
import Foundation

/// Who may read `/metrics` (docs/operations.md "Metrics"): with a token, exactly the requests
/// bearing it (compared in constant time); without one, loopback peers only — and never a
/// request carrying `X-Forwarded-For` or `Forwarded`, since a reverse proxy on the same machine
/// connects from loopback on behalf of anyone.
public enum MetricsGate {
    /// The gate's answer.
    public enum Decision: Equatable, Sendable {
        case allowed
        /// No or a wrong bearer token (401).
        case unauthorized
        /// Not a loopback client, or one behind a proxy (403).
        case forbidden
    }

    /// Decides for a request's `authorization` header, its peer address and whether it names a
    /// forwarded client.
    public static func decide(token: String?, authorization: String?, peerAddress: String?, forwarded: Bool) -> Decision {
        if let token {
            guard let authorization, authorization.hasPrefix("Bearer ") else { return .unauthorized }
            let given = SHA256.hash(data: Data(authorization.dropFirst("Bearer ".count).utf8))
            let expected = SHA256.hash(data: Data(token.utf8))
            return given == expected ? .allowed : .unauthorized
        }
        guard !forwarded, let peerAddress, isLoopback(peerAddress) else { return .forbidden }
        return .allowed
    }

    /// `127.0.0.0/8`, `::1` and IPv4-mapped loopback.
    static func isLoopback(_ address: String) -> Bool {
        address == "::1" || address.hasPrefix("127.") || address.hasPrefix("::ffff:127.")
    }
}
