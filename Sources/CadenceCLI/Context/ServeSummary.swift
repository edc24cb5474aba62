import CadencePostgres
import Foundation
import Logging

/// What `cadence serve` logs once at start (docs/operations.md "Logs"): the version and commit,
/// and a summary of its configuration that never holds a secret — the database URL without its
/// password, whether a device key or push contact is set but not their values, no token.
struct ServeSummary {
    var store: String
    var host: String
    var port: Int
    var secureCookies: Bool
    var trustProxy: Bool
    var reminders: Bool
    var notifyHosts: Set<String>?
    var notifyPrivateNetworks: Bool
    var pushContactSet: Bool
    var deviceKeyFromEnvironment: Bool
    var logFormat: String
    var extra: Logger.Metadata = [:]

    /// The store named for the log: an SQLite path as is, a PostgreSQL URL without its password.
    static func describeStore(_ path: String) -> String {
        guard PostgresLocation.isURL(path) else { return path }
        return (try? PostgresLocation(url: path).redacted) ?? "postgres://(unparsable URL)"
    }

    /// The log line's metadata.
    var metadata: Logger.Metadata {
        var result: Logger.Metadata = [
            "version": "\(CadenceCommand.version)",
            "commit": "\(CadenceCommand.commit)",
            "store": "\(store)",
            "listen": "\(host):\(port)",
            "secure_cookies": "\(secureCookies)",
            "trust_proxy": "\(trustProxy)",
            "reminders": "\(reminders)",
            "notify_hosts": "\(notifyHosts.map { $0.sorted().joined(separator: ",") } ?? "(any public host)")",
            "notify_private_networks": "\(notifyPrivateNetworks)",
            "push_contact": "\(pushContactSet ? "set" : "unset")",
            "device_key": "\(deviceKeyFromEnvironment ? "CADENCE_DEVICE_KEY" : "stored")",
            "log_format": "\(logFormat)",
        ]
        result.merge(extra) { _, new in new }
        return result
    }
}
