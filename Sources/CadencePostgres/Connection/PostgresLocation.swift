import Foundation
import NIOSSL
import PostgresNIO

/// A `postgres://` (or `postgresql://`) URL read into a PostgresNIO client configuration
/// (docs/deploy.md "Choosing the backend"):
///
/// `postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=…&pool_size=…&search_path=…`
///
/// - `sslmode`: `disable`; `allow` or `prefer` (the default, as libpq: TLS when the server
///   offers it); `require` (TLS, certificate not verified, as libpq); `verify-ca` or
///   `verify-full` (TLS with the system's trust roots and the host name).
/// - `pool_size`: the most connections this process opens (1–1000, default 10).
/// - `search_path`: the schema the tables live in (default: the server's, `public`).
///
/// User and password are percent-decoded; the port defaults to 5432.
public struct PostgresLocation: Sendable, Equatable {
    public var host: String
    public var port: Int
    public var username: String
    public var password: String?
    public var database: String?
    public var sslMode: String
    public var poolSize: Int
    public var searchPath: String?

    /// The largest `pool_size` accepted.
    public static let maximumPoolSize = 1000

    /// Whether `text` is a PostgreSQL URL rather than a file path.
    public static func isURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("postgres://") || lower.hasPrefix("postgresql://")
    }

    /// Reads a URL; `PostgresStoreError.invalidURL` names what is wrong.
    public init(url text: String) throws {
        guard Self.isURL(text), let components = URLComponents(string: text) else {
            throw PostgresStoreError.invalidURL("expected postgres://user:password@host:port/database")
        }
        guard let host = components.host, !host.isEmpty else {
            throw PostgresStoreError.invalidURL("the URL names no host")
        }
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        self.port = components.port ?? 5432
        guard (1...65535).contains(port) else { throw PostgresStoreError.invalidURL("port \(port) is out of range") }
        self.username = components.percentEncodedUser.flatMap { $0.removingPercentEncoding } ?? "postgres"
        self.password = components.percentEncodedPassword.flatMap { $0.removingPercentEncoding }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        self.database = path.isEmpty ? nil : path
        var sslMode = "prefer"
        var poolSize = 10
        var searchPath: String?
        for item in components.queryItems ?? [] {
            let value = item.value ?? ""
            switch item.name {
            case "sslmode":
                guard ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"].contains(value) else {
                    throw PostgresStoreError.invalidURL("sslmode '\(value)' is not one of disable, allow, prefer, require, verify-ca, verify-full")
                }
                sslMode = value
            case "pool_size":
                guard let size = Int(value), (1...Self.maximumPoolSize).contains(size) else {  // integer-only
                    throw PostgresStoreError.invalidURL("pool_size must be a whole number from 1 to \(Self.maximumPoolSize)")
                }
                poolSize = size
            case "search_path":
                guard !value.isEmpty,
                    value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
                else {
                    throw PostgresStoreError.invalidURL("search_path must be one schema name of letters, digits and _")
                }
                searchPath = value
            default:
                throw PostgresStoreError.invalidURL(
                    "unknown parameter '\(item.name)' (known: sslmode, pool_size, search_path)")
            }
        }
        self.sslMode = sslMode
        self.poolSize = poolSize
        self.searchPath = searchPath
    }

    /// The URL without its password, for messages and logs.
    public var redacted: String {
        let auth = password == nil ? username : "\(username):***"
        return "postgres://\(auth)@\(host):\(port)/\(database ?? "")"
    }

    /// PostgresNIO's client configuration for this location.
    /// `keepsConnections`: a long-lived server (`cadence serve`) keeps all but one connection
    /// open from its start; a command opens only what it uses.
    func clientConfiguration(keepsConnections: Bool = false) -> PostgresClient.Configuration {
        let tls: PostgresClient.Configuration.TLS
        switch sslMode {
        case "disable":
            tls = .disable
        case "require":
            var configuration = TLSConfiguration.makeClientConfiguration()
            configuration.certificateVerification = .none
            tls = .require(configuration)
        case "verify-ca", "verify-full":
            tls = .require(.makeClientConfiguration())
        default:
            var configuration = TLSConfiguration.makeClientConfiguration()
            configuration.certificateVerification = .none
            tls = .prefer(configuration)
        }
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: username, password: password, database: database, tls: tls)
        configuration.options.maximumConnections = poolSize
        // docs/benchmarks.md "Issue #36, third round": the pool schedules a timer each time a
        // connection falls idle (a keep-alive query, and the closing of connections above the
        // minimum); under load that is every lease, and each cancelled timer's task was held
        // for the timer's whole duration — 30 to 60 s of tasks, the server's memory growing with
        // its request rate. A server keeps all but one connection open, and no keep-alive query
        // runs: a connection that broke while idle is replaced when its next use fails.
        configuration.options.minimumConnections = keepsConnections ? max(0, poolSize - 1) : 0
        configuration.options.keepAliveBehavior = nil
        if let searchPath {
            configuration.options.additionalStartupParameters = [("search_path", searchPath)]
        }
        return configuration
    }
}
