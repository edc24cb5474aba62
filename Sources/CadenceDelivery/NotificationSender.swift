import AsyncHTTPClient
import CadenceCore
import Foundation
import NIOCore

/// How one attempt to deliver went (docs/domain-rules.md §9 "Delivery"). A failure's reason is
/// one of a few fixed words — never an error's text, which would tell a user about the
/// server's network and build.
public enum SendOutcome: Sendable, Hashable {
    case delivered(status: Int)
    /// `retryable`: a 5xx, 408, 429, a timeout or a connection that failed; otherwise the
    /// receiver refused it for good (another 4xx) or the destination is not allowed.
    case failed(reason: String, retryable: Bool)

    /// The destination is not one this server sends to (docs/domain-rules.md §9 "Where Cadence sends").
    public static let notAllowed = "destination not allowed"
    /// No connection (refused, unreachable, no address, TLS failed).
    public static let couldNotConnect = "could not connect"
    /// No answer in time.
    public static let timedOut = "timed out"

    public var isDelivered: Bool {
        if case .delivered = self { return true }
        return false
    }

    /// What a user is told: `delivered` or the reason.
    public var summary: String {
        switch self {
        case .delivered: "delivered"
        case .failed(let reason, _): reason
        }
    }
}

/// Sends one outgoing notification.
public protocol NotificationSending: Sendable {
    func send(_ notification: OutgoingNotification) async -> SendOutcome
}

/// Sends with AsyncHTTPClient: one `POST` to the channel's URL, no redirects followed (Cadence
/// sends only to the URLs the user configured), a 10-second timeout, the answer's body ignored.
/// Before each send the destination passes `DestinationGuard` again and the connection goes to
/// the very address it vetted (`dnsOverride`, which keeps TLS checking the host name), through
/// a client made for that send.
public struct HTTPNotificationSender: NotificationSending {
    private let timeout: TimeAmount
    private let destinations: DestinationGuard

    public init(policy: NotificationDestinationPolicy = .default, timeout: TimeAmount = .seconds(10)) {
        self.init(destinations: DestinationGuard(policy: policy), timeout: timeout)
    }

    public init(destinations: DestinationGuard, timeout: TimeAmount = .seconds(10)) {
        self.destinations = destinations
        self.timeout = timeout
    }

    public func send(_ notification: OutgoingNotification) async -> SendOutcome {
        guard (try? NotificationChannel.validatedURL(notification.url, policy: destinations.policy)) != nil,
            let host = URL(string: notification.url)?.host, !host.isEmpty
        else { return .failed(reason: SendOutcome.notAllowed, retryable: false) }
        let address: NetworkAddress
        switch await destinations.check(host: host) {
        case .refused: return .failed(reason: SendOutcome.notAllowed, retryable: false)
        case .allowed(connectTo: nil): return .failed(reason: SendOutcome.couldNotConnect, retryable: true)
        case .allowed(connectTo: let vetted?): address = vetted
        }
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.timeout = HTTPClient.Configuration.Timeout(connect: .seconds(5), read: timeout)
        configuration.dnsOverride = Self.override(host: host, to: address)
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let outcome = await post(notification, with: client)
        try? await client.shutdown()
        return outcome
    }

    private func post(_ notification: OutgoingNotification, with client: HTTPClient) async -> SendOutcome {
        var request = HTTPClientRequest(url: notification.url)
        request.method = .POST
        for (name, value) in notification.headers { request.headers.add(name: name, value: value) }
        request.body = .bytes(ByteBuffer(bytes: notification.body))
        do {
            let response = try await client.execute(request, timeout: timeout)
            _ = try? await response.body.collect(upTo: 64 * 1024)
            let status = Int(response.status.code)
            switch status {
            case 200..<300: return .delivered(status: status)
            case 408, 429, 500..<600: return .failed(reason: "HTTP \(status)", retryable: true)
            default: return .failed(reason: "HTTP \(status)", retryable: false)
            }
        } catch let error as HTTPClientError where Self.timeouts.contains(error) {
            return .failed(reason: SendOutcome.timedOut, retryable: true)
        } catch {
            return .failed(reason: SendOutcome.couldNotConnect, retryable: true)
        }
    }

    private static let timeouts: [HTTPClientError] = [.connectTimeout, .readTimeout, .deadlineExceeded, .writeTimeout]

    /// The host as AsyncHTTPClient keys it (a name as the URL writes it, an IPv6 address in
    /// brackets), mapped to the vetted address.
    static func override(host: String, to address: NetworkAddress) -> [String: String] {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var map: [String: String] = [:]
        for key in [host, bare, "[\(bare)]", bare.lowercased()] { map[key] = address.description }
        return map
    }
}
