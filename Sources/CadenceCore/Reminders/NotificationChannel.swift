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

    /// The URL trimmed, or `channelInvalid` (field `url`): only `http` and `https` URLs with a
    /// host of letters, digits, `-`, `_` and `.` or a bracketed IPv6 address, no credentials in
    /// them, at most 2,000 characters — Cadence sends to nothing else — and a destination
    /// `policy` allows before resolving (docs/domain-rules.md §9 "Where Cadence sends"; the
    /// resolved addresses are checked by the caller that can resolve).
    public static func validatedURL(_ text: String, policy: NotificationDestinationPolicy = .default) throws(CadenceError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= maximumURLLength, let components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.percentEncodedHost, isPlainHost(host), components.user == nil, components.password == nil
        else {
            throw CadenceError(
                .channelInvalid, field: "url", "\(InputExcerpt.quoted(text)) is not an http(s) URL Cadence can send to")
        }
        switch policy.refusal(host: host) {
        case .hostNotListed?:
            let hosts = (policy.allowedHosts ?? []).sorted().joined(separator: ", ")
            throw CadenceError(.channelInvalid, field: "url", "this server sends notifications only to \(hosts)")
        case .privateAddress?:
            throw CadenceError(.channelInvalid, field: "url", destinationNotAllowed)
        case nil:
            return trimmed
        }
    }

    /// The answer to a destination on a private network the operator has not allowed.
    public static let destinationNotAllowed =
        "this server does not send to private network addresses (its operator can allow them)"

    /// A host name of letters, digits, `-`, `_` and `.`, or `[` an IPv6 address `]`.
    static func isPlainHost(_ host: String) -> Bool {
        guard !host.isEmpty, host.utf8.count <= 253 else { return false }
        var text = Substring(host)
        if text.hasPrefix("[") {
            guard text.hasSuffix("]") else { return false }
            text = text.dropFirst().dropLast()
        }
        if text.contains(":") { return text.allSatisfy { $0.isASCII && ($0.isHexDigit || $0 == ":" || $0 == ".") } }
        return !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
    }

    /// `CADENCE_NOTIFY_HOSTS` (comma-separated host names) as a set, or `nil` when unset or empty.
    public static func allowedHosts(fromEnvironment value: String?) -> Set<String>? {
        let hosts = Set((value ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty })
        return hosts.isEmpty ? nil : hosts
    }
}
