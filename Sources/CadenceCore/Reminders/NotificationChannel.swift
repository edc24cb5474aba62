import Foundation

/// Where a user's reminders are delivered (docs/domain-rules.md §9 "Delivery"): a generic
/// webhook (JSON, signed with HMAC-SHA256 by `secret`), an ntfy topic URL, or an Apprise API
/// server's notify URL.
public struct NotificationChannel: Sendable, Hashable, Identifiable {
    /// The kinds of channel.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case webhook, ntfy, apprise
    }

    /// The longest URL accepted.
    public static let maximumURLLength = 2_000
    /// How many channels one user may have.
    public static let maximumCount = 10

    public var id: Int64
    public var kind: Kind
    public var url: String
    /// The webhook's signing secret (`nil` for the other kinds).
    public var secret: String?
    public var createdAt: Date

    public init(id: Int64 = 0, kind: Kind, url: String, secret: String? = nil, createdAt: Date) {
        self.id = id
        self.kind = kind
        self.url = url
        self.secret = secret
        self.createdAt = createdAt
    }

    /// The URL trimmed, or `channelInvalid`: only `http` and `https` URLs with a host, no
    /// credentials in them, at most 2,000 characters — Cadence sends to nothing else — and, when
    /// the operator limits them (`allowedHosts`), a host of that list.
    public static func validatedURL(_ text: String, allowedHosts: Set<String>? = nil) throws(CadenceError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= maximumURLLength, let components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty, components.user == nil, components.password == nil
        else {
            throw CadenceError(
                .channelInvalid, field: "url", "\(InputExcerpt.quoted(text)) is not an http(s) URL Cadence can send to")
        }
        if let allowedHosts, !allowedHosts.contains(host.lowercased()) {
            throw CadenceError(.channelInvalid, field: "url", "this server sends notifications only to \(allowedHosts.sorted().joined(separator: ", "))")
        }
        return trimmed
    }

    /// `CADENCE_NOTIFY_HOSTS` (comma-separated host names) as a set, or `nil` when unset or empty.
    public static func allowedHosts(fromEnvironment value: String?) -> Set<String>? {
        let hosts = Set((value ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty })
        return hosts.isEmpty ? nil : hosts
    }
}
