import Foundation
import JWTKit

/// One OpenID Provider as Cadence uses it (docs/domain-rules.md "§24 OpenID Connect
/// sign-in"): its discovery document (`<issuer>/.well-known/openid-configuration`, whose `issuer`
/// must be exactly the configured one), its keys (`jwks_uri`, kept until a token names a key id
/// they lack: then fetched once more, and the token refused if the id is still unknown), the code
/// exchange, and the ID token check — the signature by JWTKit with the provider's key, only for
/// asymmetric algorithms (never `none`, never HMAC), then `IDTokenRules`.
public actor OIDCProvider {
    /// The provider's endpoints from discovery.
    public struct Endpoints: Sendable, Hashable {
        public var authorization: String
        public var token: String
        public var jwks: String
        /// The client secret goes in the form (`client_secret_post`) rather than Basic credentials:
        /// only when the provider lists `client_secret_post` and not `client_secret_basic`.
        public var postsSecret: Bool
    }

    /// The algorithms accepted in an ID token's header.
    static let allowedAlgorithms: Set<String> = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"]

    public let issuer: String
    public let clientID: String
    private let clientSecret: String
    private let fetcher: OIDCFetcher
    private var endpoints: Endpoints?
    private var keys: JWTKeyCollection?
    private var keyIDs: Set<String> = []

    public init(issuer: String, clientID: String, clientSecret: String, fetcher: OIDCFetcher) {
        self.issuer = issuer
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.fetcher = fetcher
    }

    /// The endpoints, discovered on first use (and again after a failure).
    public func discover() async throws(OIDCRefusal) -> Endpoints {
        if let endpoints { return endpoints }
        let base = issuer.hasSuffix("/") ? String(issuer.dropLast()) : issuer
        let body = try await fetcher.get(base + "/.well-known/openid-configuration")
        guard let document = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let stated = document["issuer"] as? String, stated == issuer,
            let authorization = document["authorization_endpoint"] as? String,
            let token = document["token_endpoint"] as? String, let jwks = document["jwks_uri"] as? String
        else { throw .providerUnavailable }
        let methods = document["token_endpoint_auth_methods_supported"] as? [String] ?? ["client_secret_basic"]
        let postsSecret = !methods.contains("client_secret_basic") && methods.contains("client_secret_post")
        let found = Endpoints(authorization: authorization, token: token, jwks: jwks, postsSecret: postsSecret)
        endpoints = found
        return found
    }

    /// Exchanges an authorization code (with its PKCE verifier) for the ID token.
    public func exchange(code: String, verifier: String, redirectURI: String) async throws(OIDCRefusal) -> String {
        let endpoints = try await discover()
        var fields = [
            ("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirectURI), ("code_verifier", verifier),
        ]
        if endpoints.postsSecret { fields += [("client_id", clientID), ("client_secret", clientSecret)] }
        let body = try await fetcher.postForm(
            endpoints.token, fields: fields, basic: endpoints.postsSecret ? nil : (clientID, clientSecret))
        guard let answer = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let idToken = answer["id_token"] as? String
        else { throw .providerUnavailable }
        return idToken
    }

    /// The verified claims of `idToken` for the sign-in whose nonce is `nonce`.
    public func verify(_ idToken: String, nonce: String, now: Date) async throws(OIDCRefusal) -> IDTokenClaims {
        let header = try Self.header(of: idToken)
        guard let alg = header["alg"] as? String, Self.allowedAlgorithms.contains(alg) else { throw .signatureInvalid }
        let kid = header["kid"] as? String
        var collection = try await currentKeys(refresh: false)
        if let kid, !keyIDs.contains(kid) { collection = try await currentKeys(refresh: true) }
        if let kid, !keyIDs.contains(kid) { throw .signatureInvalid }
        let claims: IDTokenClaims
        do {
            claims = try await collection.verify(idToken, as: IDTokenClaims.self)
        } catch {
            throw .signatureInvalid
        }
        try IDTokenRules(issuer: issuer, clientID: clientID).check(claims, nonce: nonce, now: now)
        return claims
    }

    private func currentKeys(refresh: Bool) async throws(OIDCRefusal) -> JWTKeyCollection {
        if !refresh, let keys { return keys }
        let uri = try await discover().jwks
        let body = try await fetcher.get(uri)
        guard let json = String(data: body, encoding: .utf8),
            let document = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let list = document["keys"] as? [[String: Any]]
        else { throw .providerUnavailable }
        // Only asymmetric keys: an `oct` (shared secret) key is never used.
        let usable = list.filter { ($0["kty"] as? String).map { ["RSA", "EC", "OKP"].contains($0) } ?? false }
        let collection = JWTKeyCollection()
        do {
            let filtered = try JSONSerialization.data(withJSONObject: ["keys": usable])
            _ = try await collection.add(jwksJSON: String(data: filtered, encoding: .utf8) ?? json)
        } catch {
            throw .providerUnavailable
        }
        keys = collection
        keyIDs = Set(usable.compactMap { $0["kid"] as? String })
        return collection
    }

    /// The token's header, decoded without trusting it (to choose the key).
    static func header(of token: String) throws(OIDCRefusal) -> [String: Any] {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let data = Data(base64URL: String(parts[0])),
            let header = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw .malformed }
        return header
    }
}

extension Data {
    /// Base64url without padding (RFC 7515 §2).
    init?(base64URL text: String) {
        var base = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base.count % 4 != 0 { base += "=" }
        self.init(base64Encoded: base)
    }

    /// This data in base64url without padding.
    var base64URL: String {
        base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
