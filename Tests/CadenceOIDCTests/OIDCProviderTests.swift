import Crypto
import Foundation
import JWTKit
import Testing

@testable import CadenceOIDC

/// docs/domain-rules.md "§24 OpenID Connect sign-in": ID tokens verified against the
/// provider's JWKS, served by a real HTTP server on loopback (`ProviderServer`): a good token
/// passes; `alg: none`, HS256 keyed with the public key, a changed signature and an unknown key
/// id are refused (the unknown id after exactly one JWKS refresh); a rotated key is found by that
/// refresh; discovery naming another issuer, and a loopback provider without the opt-in, are refused.
@Suite struct OIDCProviderTests {
    let key = ES256PrivateKey()
    let nonce = "nonce-1"

    func jwks(_ key: ES256PrivateKey, kid: String) -> String {
        let parameters = key.publicKey.parameters
        return """
            {"keys":[{"kty":"EC","crv":"P-256","alg":"ES256","use":"sig","kid":"\(kid)",\
            "x":"\(parameters?.x ?? "")","y":"\(parameters?.y ?? "")"}]}
            """
    }

    func claims(issuer: String) -> IDTokenClaims {
        IDTokenClaims(
            iss: issuer, sub: "person-1", aud: ["cadence"], exp: Date().addingTimeInterval(300), iat: Date(), nonce: nonce,
            preferredUsername: "dana")
    }

    func token(_ claims: IDTokenClaims, signedBy key: ES256PrivateKey, kid: String) async throws -> String {
        let keys = JWTKeyCollection()
        await keys.add(ecdsa: key, kid: JWKIdentifier(string: kid))
        return try await keys.sign(claims, kid: JWKIdentifier(string: kid))
    }

    func provider(_ server: ProviderServer, privateNetworks: Bool = true) -> OIDCProvider {
        OIDCProvider(
            issuer: server.issuer, clientID: "cadence", clientSecret: "secret",
            fetcher: OIDCFetcher(allowsPrivateNetworks: privateNetworks, timeout: .seconds(5)))
    }

    func refusal(_ provider: OIDCProvider, _ token: String) async -> OIDCRefusal? {
        do {
            _ = try await provider.verify(token, nonce: nonce, now: Date())
            return nil
        } catch {
            return error
        }
    }

    func started() async throws -> ProviderServer {
        let server = ProviderServer()
        try await server.start()
        server.serve(jwks: jwks(key, kid: "k1"))
        return server
    }

    @Test func aTokenSignedWithTheProvidersKeyPasses() async throws {
        let server = try await started()
        defer { server.stop() }
        let verified = try await provider(server).verify(
            try await token(claims(issuer: server.issuer), signedBy: key, kid: "k1"), nonce: nonce, now: Date())
        #expect(verified.sub == "person-1" && verified.preferredUsername == "dana")
        #expect(server.jwksFetches == 1)
    }

    @Test func algNoneIsRefused() async throws {
        let server = try await started()
        defer { server.stop() }
        let payload = try JSONEncoder().encode(claims(issuer: server.issuer))
        let none = Data(#"{"alg":"none","kid":"k1"}"#.utf8).base64URL + "." + payload.base64URL + "."
        #expect(await refusal(provider(server), none) == .signatureInvalid)
    }

    @Test func hs256KeyedWithThePublicKeyIsRefused() async throws {
        let server = try await started()
        defer { server.stop() }
        let keys = JWTKeyCollection()
        await keys.add(hmac: HMACKey(from: key.publicKey.pemRepresentation), digestAlgorithm: .sha256, kid: "k1")
        let forged = try await keys.sign(claims(issuer: server.issuer), kid: "k1")
        #expect(await refusal(provider(server), forged) == .signatureInvalid)
        let xKeyed = JWTKeyCollection()
        await xKeyed.add(hmac: HMACKey(from: key.publicKey.parameters?.x ?? ""), digestAlgorithm: .sha256, kid: "k1")
        #expect(await refusal(provider(server), try await xKeyed.sign(claims(issuer: server.issuer), kid: "k1")) == .signatureInvalid)
    }

    @Test func aChangedSignatureIsRefused() async throws {
        let server = try await started()
        defer { server.stop() }
        let good = try await token(claims(issuer: server.issuer), signedBy: key, kid: "k1")
        let other = try await token(claims(issuer: server.issuer), signedBy: ES256PrivateKey(), kid: "k1")
        let parts = good.split(separator: ".")
        let spliced = parts[0] + "." + parts[1] + "." + (other.split(separator: ".").last ?? "")
        #expect(await refusal(provider(server), String(spliced)) == .signatureInvalid)
    }

    @Test func anUnknownKeyIDIsRefusedAfterOneRefresh() async throws {
        let server = try await started()
        defer { server.stop() }
        let oidc = provider(server)
        #expect(await refusal(oidc, try await token(claims(issuer: server.issuer), signedBy: key, kid: "k1")) == nil)
        #expect(server.jwksFetches == 1)
        let stranger = try await token(claims(issuer: server.issuer), signedBy: ES256PrivateKey(), kid: "k9")
        #expect(await refusal(oidc, stranger) == .signatureInvalid)
        #expect(server.jwksFetches == 2, "exactly one refresh for the unknown kid")
    }

    @Test func aRotatedKeyIsFoundByTheRefresh() async throws {
        let server = try await started()
        defer { server.stop() }
        let oidc = provider(server)
        #expect(await refusal(oidc, try await token(claims(issuer: server.issuer), signedBy: key, kid: "k1")) == nil)
        let next = ES256PrivateKey()
        server.serve(jwks: jwks(next, kid: "k2"))
        #expect(await refusal(oidc, try await token(claims(issuer: server.issuer), signedBy: next, kid: "k2")) == nil)
        #expect(server.jwksFetches == 2)
    }

    @Test func wrongClaimsAreRefusedAfterTheSignature() async throws {
        let server = try await started()
        defer { server.stop() }
        var wrongAudience = claims(issuer: server.issuer)
        wrongAudience.aud = AudienceClaim(value: ["other"])
        #expect(await refusal(provider(server), try await token(wrongAudience, signedBy: key, kid: "k1")) == .audienceMismatch)
        var expired = claims(issuer: server.issuer)
        expired.exp = Date().addingTimeInterval(-61)
        #expect(await refusal(provider(server), try await token(expired, signedBy: key, kid: "k1")) == .expired)
        var otherIssuer = claims(issuer: server.issuer)
        otherIssuer.iss = "https://evil.example"
        #expect(await refusal(provider(server), try await token(otherIssuer, signedBy: key, kid: "k1")) == .issuerMismatch)
    }

    @Test func discoveryNamingAnotherIssuerIsRefused() async throws {
        let server = try await started()
        defer { server.stop() }
        server.stateIssuer("https://elsewhere.example")
        await #expect(throws: OIDCRefusal.providerUnavailable) { try await provider(server).discover() }
    }

    @Test func aLoopbackProviderNeedsTheOptIn() async throws {
        let server = try await started()
        defer { server.stop() }
        await #expect(throws: OIDCRefusal.providerUnavailable) { try await provider(server, privateNetworks: false).discover() }
        #expect(server.jwksFetches == 0)
    }

    @Test func aProviderThatIsDownIsUnavailable() async throws {
        let server = try await started()
        let issuer = server.issuer
        server.stop()
        try await Task.sleep(for: .milliseconds(200))
        let oidc = OIDCProvider(
            issuer: issuer, clientID: "cadence", clientSecret: "secret", fetcher: OIDCFetcher(allowsPrivateNetworks: true, timeout: .seconds(2)))
        await #expect(throws: OIDCRefusal.providerUnavailable) { try await oidc.discover() }
    }
}
