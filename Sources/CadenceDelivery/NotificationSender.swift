import AsyncHTTPClient
import CadenceCore
import Foundation
import NIOCore

/// How one attempt to deliver went (docs/domain-rules.md §9 "Delivery").
public enum SendOutcome: Sendable, Hashable {
    case delivered(status: Int)
    /// `retryable`: a 5xx, 408, 429, a timeout or a connection that failed; otherwise the
    /// receiver refused it for good (another 4xx).
    case failed(reason: String, retryable: Bool)
}

/// Sends one outgoing notification.
public protocol NotificationSending: Sendable {
    func send(_ notification: OutgoingNotification) async -> SendOutcome
}

/// Sends with AsyncHTTPClient: one `POST` to the channel's URL, no redirects followed (Cadence
/// sends only to the URLs the user configured), a 10-second timeout, the answer's body ignored.
public final class HTTPNotificationSender: NotificationSending {
    private let client: HTTPClient
    private let timeout: TimeAmount
    private let allowedHosts: Set<String>?

    /// `allowedHosts`: the only hosts it sends to (`nil`: any), checked again at every send.
    public init(timeout: TimeAmount = .seconds(10), allowedHosts: Set<String>? = nil) {
        self.allowedHosts = allowedHosts
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.timeout = HTTPClient.Configuration.Timeout(connect: .seconds(5), read: timeout)
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        self.timeout = timeout
    }

    /// Closes the client's connections; call once when done (`using(_:)` does).
    public func shutdown() async {
        try? await client.shutdown()
    }

    /// Runs `body` with a new sender and shuts it down afterwards, also when `body` throws
    /// (AsyncHTTPClient traps on a client released without `shutdown()`).
    public static func using<Value>(
        allowedHosts: Set<String>? = nil, _ body: (HTTPNotificationSender) async throws -> Value
    ) async throws -> Value {
        let sender = HTTPNotificationSender(allowedHosts: allowedHosts)
        do {
            let value = try await body(sender)
            await sender.shutdown()
            return value
        } catch {
            await sender.shutdown()
            throw error
        }
    }

    public func send(_ notification: OutgoingNotification) async -> SendOutcome {
        if let allowedHosts {
            guard let host = URLComponents(string: notification.url)?.host?.lowercased(), allowedHosts.contains(host) else {
                return .failed(reason: "host not allowed on this server", retryable: false)
            }
        }
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
        } catch {
            return .failed(reason: String(describing: error).prefix(200).description, retryable: true)
        }
    }
}
