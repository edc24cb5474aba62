import CadenceCore
import CadenceServices
import Crypto
import Foundation

/// The authorization code flow with PKCE (S256) from start to account (docs/domain-rules.md
/// "§24 OpenID Connect sign-in"): `start` keeps a pending sign-in (the state's digest,
/// the nonce, the verifier; 10 minutes, single use) in the store and answers the provider's
/// authorization URL; `finish` takes the pending sign-in once, exchanges the code, verifies the ID
/// token and answers the account: the one linked to (issuer, subject), a new one where sign-ups
/// are open, or — for a link started from Settings — the signed-in account, now linked.
public struct OIDCSignIn: Sendable {
    /// How long a started sign-in may be finished.
    public static let stateLifetime: TimeInterval = 600

    public let provider: OIDCProvider
    let accounts: AccountService

    public init(provider: OIDCProvider, accounts: AccountService) {
        self.provider = provider
        self.accounts = accounts
    }

    /// The provider's authorization URL for a new sign-in (`purpose`; `user` for a link).
    public func start(
        purpose: OIDCSignInPurpose, user: UserID?, redirectURI: String, now: Date
    ) async throws -> String {
        let endpoints = try await provider.discover()
        let state = Self.random()
        let nonce = Self.random()
        let verifier = Self.random()
        try await accounts.saveOIDCState(
            OIDCPendingSignIn(
                stateHash: Self.digest(state), nonce: nonce, codeVerifier: verifier, purpose: purpose, user: user,
                expiresAt: now.addingTimeInterval(Self.stateLifetime)))
        guard var components = URLComponents(string: endpoints.authorization) else { throw OIDCRefusal.providerUnavailable }
        var items = components.queryItems ?? []
        items += [
            URLQueryItem(name: "response_type", value: "code"), URLQueryItem(name: "client_id", value: provider.clientID),
            URLQueryItem(name: "redirect_uri", value: redirectURI), URLQueryItem(name: "scope", value: "openid profile email"),
            URLQueryItem(name: "state", value: state), URLQueryItem(name: "nonce", value: nonce),
            URLQueryItem(name: "code_challenge", value: Self.challenge(verifier)),
            URLQueryItem(name: "code_challenge_method", value: "S256"),
        ]
        components.queryItems = items
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        guard let url = components.url?.absoluteString else { throw OIDCRefusal.providerUnavailable }
        return url
    }

    /// What a finished sign-in proved: the pending sign-in it answered and the verified claims.
    public struct Proof: Sendable {
        public var pending: OIDCPendingSignIn
        public var claims: IDTokenClaims
    }

    /// Takes the state once, then (only when the provider answered with a code) exchanges it and
    /// verifies the ID token. The state is spent whatever follows: a replay is refused.
    public func finish(state: String?, code: String?, providerError: String?, redirectURI: String, now: Date) async throws -> Proof {
        guard let state, !state.isEmpty, state.utf8.count <= 512,
            let pending = try await accounts.takeOIDCState(stateHash: Self.digest(state), at: now)
        else { throw OIDCRefusal.stateInvalid }
        guard providerError == nil, let code, !code.isEmpty, code.utf8.count <= 2048 else { throw OIDCRefusal.providerRefused }
        let idToken = try await provider.exchange(code: code, verifier: pending.codeVerifier, redirectURI: redirectURI)
        let claims = try await provider.verify(idToken, nonce: pending.nonce, now: now)
        return Proof(pending: pending, claims: claims)
    }

    /// 256 random bits in base64url (43 characters).
    static func random() -> String {
        SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }.base64URL
    }

    /// The stored form of a state: its SHA-256 in hex.
    public static func digest(_ state: String) -> String {
        SHA256.hash(data: Data(state.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// PKCE's S256 challenge (RFC 7636 §4.2).
    static func challenge(_ verifier: String) -> String {
        Data(SHA256.hash(data: Data(verifier.utf8))).base64URL
    }
}
