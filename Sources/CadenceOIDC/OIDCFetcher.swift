import AsyncHTTPClient
import CadenceCore
import CadenceDelivery
import Foundation
import NIOCore

/// The requests Cadence makes to the identity provider (docs/domain-rules.md "§24
/// OpenID Connect sign-in"): each URL passes the outgoing-request rules of §9 "Where Cadence
/// sends" (`DestinationGuard`) — no private or loopback address unless the operator opts in with
/// `CADENCE_OIDC_PRIVATE_NETWORKS=1` — and `https` unless that opt-in is on; the connection goes to
/// the vetted address, no redirect is followed, answers are capped at 256 KiB and 10 seconds.
public struct OIDCFetcher: Sendable {
    let destinations: DestinationGuard
    let timeout: TimeAmount

    /// The largest answer read.
    static let maximumBody = 256 * 1024

    public init(allowsPrivateNetworks: Bool, timeout: TimeAmount = .seconds(10)) {
        self.destinations = DestinationGuard(
            policy: NotificationDestinationPolicy(allowedHosts: nil, allowsPrivateNetworks: allowsPrivateNetworks))
        self.timeout = timeout
    }

    /// `GET url` → the body of a 200 answer.
    func get(_ url: String) async throws(OIDCRefusal) -> Data {
        try await send(url) { request in request.method = .GET }
    }

    /// `POST url` with a form body (and Basic credentials) → the body of a 200 answer.
    func postForm(_ url: String, fields: [(String, String)], basic: (String, String)?) async throws(OIDCRefusal) -> Data {
        let body = fields.map { "\(Self.formEncoded($0.0))=\(Self.formEncoded($0.1))" }.joined(separator: "&")
        return try await send(url) { request in
            request.method = .POST
            request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
            if let (user, secret) = basic {
                let pair = "\(Self.formEncoded(user)):\(Self.formEncoded(secret))"
                request.headers.add(name: "Authorization", value: "Basic \(Data(pair.utf8).base64EncodedString())")
            }
            request.body = .bytes(ByteBuffer(string: body))
        }
    }

    private func send(_ url: String, prepare: (inout HTTPClientRequest) -> Void) async throws(OIDCRefusal) -> Data {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(), let host = parsed.host, !host.isEmpty,
            scheme == "https" || (scheme == "http" && destinations.policy.allowsPrivateNetworks)
        else { throw .providerUnavailable }
        guard case .allowed(connectTo: let vetted?) = await destinations.check(host: host) else { throw .providerUnavailable }
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.timeout = HTTPClient.Configuration.Timeout(connect: .seconds(5), read: timeout)
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var override: [String: String] = [:]
        for key in [host, bare, "[\(bare)]", bare.lowercased()] { override[key] = vetted.description }
        configuration.dnsOverride = override
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "Accept", value: "application/json")
        prepare(&request)
        let answer: Data?
        do {
            let response = try await client.execute(request, timeout: timeout)
            let body = try await response.body.collect(upTo: Self.maximumBody)
            answer = response.status.code == 200 ? Data(body.readableBytesView) : nil
        } catch {
            answer = nil
        }
        try? await client.shutdown()
        guard let answer else { throw .providerUnavailable }
        return answer
    }

    /// `application/x-www-form-urlencoded` escaping (RFC 6749 Appendix B).
    static func formEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
