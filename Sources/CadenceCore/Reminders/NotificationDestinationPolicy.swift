import Foundation

/// Where a Cadence server may send (docs/domain-rules.md §9 "Delivery", "Where Cadence sends"):
/// the one decision every outgoing request passes — when a channel is added and again before
/// each send, on the addresses the host resolves to then.
///
/// By default no destination that is, or resolves to, a private address (`NetworkAddress.isPrivate`:
/// loopback, RFC 1918, `fc00::/7`, link-local, CGNAT, unspecified, multicast …) in any spelling,
/// nor a `localhost` name. The operator opts in: a host named in `CADENCE_NOTIFY_HOSTS` is
/// allowed even when private (and, the list being set, only listed hosts are), and
/// `CADENCE_NOTIFY_PRIVATE_NETWORKS=1` allows every private destination.
public struct NotificationDestinationPolicy: Sendable, Hashable {
    /// Why a destination is refused.
    public enum Refusal: Sendable, Hashable, Error {
        /// The operator's list does not name the host.
        case hostNotListed
        /// The host is, or resolves to, a private address.
        case privateAddress
    }

    /// The only hosts channels may name, normalized (`nil`: any) — `CADENCE_NOTIFY_HOSTS`.
    public var allowedHosts: Set<String>?
    /// Every private destination allowed — `CADENCE_NOTIFY_PRIVATE_NETWORKS=1`.
    public var allowsPrivateNetworks: Bool

    /// The environment variable naming the allowed hosts (comma-separated).
    public static let hostsVariable = "CADENCE_NOTIFY_HOSTS"
    /// The environment variable allowing private destinations (`1`, `true` or `yes`).
    public static let privateNetworksVariable = "CADENCE_NOTIFY_PRIVATE_NETWORKS"

    /// The default: any public host, nothing private.
    public static let `default` = NotificationDestinationPolicy()

    public init(allowedHosts: Set<String>? = nil, allowsPrivateNetworks: Bool = false) {
        self.allowedHosts = allowedHosts.map { Set($0.map(Self.normalized)) }
        self.allowsPrivateNetworks = allowsPrivateNetworks
    }

    /// The policy the environment sets (`CADENCE_NOTIFY_HOSTS`, `CADENCE_NOTIFY_PRIVATE_NETWORKS`).
    public init(environment: [String: String]) {
        self.init(
            allowedHosts: NotificationChannel.allowedHosts(fromEnvironment: environment[Self.hostsVariable]),
            allowsPrivateNetworks: Self.isSet(environment[Self.privateNetworksVariable]))
    }

    /// Whether an environment flag is on (`1`, `true`, `yes`, any case).
    public static func isSet(_ value: String?) -> Bool {
        ["1", "true", "yes"].contains((value ?? "").trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The check before resolving: the operator's list, a numeric host in any spelling, and the
    /// names that always mean this machine (`localhost`, `*.localhost`).
    public func refusal(host: String) -> Refusal? {
        if let address = NetworkAddress(parsing: host) { return refusal(host: host, addresses: [address]) }
        let name = Self.normalized(host)
        if name == "localhost" || name.hasSuffix(".localhost") || name == "localhost.localdomain" {
            return refusal(host: host, addresses: [NetworkAddress(parsing: "127.0.0.1")].compactMap { $0 })
        }
        return refusal(host: host, addresses: [])
    }

    /// The decision: refused when the list does not name `host`, or when any of `addresses`
    /// (what it resolves to) is private and neither the list names it nor private networks are
    /// allowed.
    public func refusal(host: String, addresses: [NetworkAddress]) -> Refusal? {
        let name = Self.normalized(host)
        if let allowedHosts {
            guard allowedHosts.contains(name) else { return .hostNotListed }
            return nil
        }
        if allowsPrivateNetworks { return nil }
        return addresses.contains(where: \.isPrivate) ? .privateAddress : nil
    }

    /// Lowercased, without IPv6 brackets or a trailing dot.
    public static func normalized(_ host: String) -> String {
        var text = host.trimmingCharacters(in: .whitespaces).lowercased()
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if text.hasSuffix("."), text.count > 1 { text.removeLast() }
        return text
    }
}
