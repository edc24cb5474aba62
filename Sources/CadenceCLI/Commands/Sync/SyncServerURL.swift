import Foundation

/// The Cadence server a store syncs with (docs/sync.md "Devices"; docs/api.md "Sync"): an
/// `http` or `https` URL with a host, optionally a port and a path prefix (a server behind a
/// proxy), no user, query or fragment. Kept without a trailing slash, so that
/// `https://host/` and `https://host` name the same server (and keep the same cursors).
struct SyncServerURL: Sendable, Hashable, CustomStringConvertible {
    /// The normalised URL, without a trailing slash.
    let text: String

    /// The longest URL accepted (a bound, not a limit a person meets).
    static let maximumLength = 2048

    init(_ raw: String) throws(CommandFailure) {
        var trimmed = raw.trimmingCharacters(in: .whitespaces)
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard !trimmed.isEmpty, trimmed.utf8.count <= Self.maximumLength else {
            throw Self.refusal(raw, "give the server's address, such as https://cadence.example.org")
        }
        guard let components = URLComponents(string: trimmed) else {
            throw Self.refusal(raw, "it is not a well-formed URL")
        }
        guard let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            throw Self.refusal(raw, "it must start with http:// or https://")
        }
        guard let host = components.host, !host.isEmpty else {
            throw Self.refusal(raw, "it names no host")
        }
        guard components.user == nil, components.password == nil else {
            throw Self.refusal(raw, "give the token with --token, not in the URL")
        }
        guard components.query == nil, components.fragment == nil else {
            throw Self.refusal(raw, "it must not have a query (?…) or fragment (#…)")
        }
        if let port = components.port, !(1...65_535).contains(port) {
            throw Self.refusal(raw, "the port must be 1–65535")
        }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " }) else {
            throw Self.refusal(raw, "it must not hold spaces or control characters")
        }
        text = trimmed
    }

    var description: String { text }

    /// The URL of `path` (which starts with `/`) on this server.
    func url(_ path: String) -> String { text + path }

    private static func refusal(_ raw: String, _ reason: String) -> CommandFailure {
        CommandFailure(code: "serverURLInvalid", "'\(raw)' is not a server URL: \(reason)")
    }
}
