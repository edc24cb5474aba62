import Foundation
import Testing

@testable import CadenceOIDC

/// docs/domain-rules.md "§24 OpenID Connect sign-in": the claim rules at their edges —
/// `exp` against now and the 60-second skew, `iat` in the future, issuer, audience, `azp`, nonce.
@Suite struct IDTokenRulesTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let rules = IDTokenRules(issuer: "https://id.example", clientID: "cadence")

    func claims(
        iss: String = "https://id.example", aud: [String] = ["cadence"], exp: TimeInterval = 300, iat: TimeInterval? = 0,
        nonce: String? = "n-1", azp: String? = nil
    ) -> IDTokenClaims {
        IDTokenClaims(
            iss: iss, sub: "person-1", aud: aud, exp: now.addingTimeInterval(exp), iat: iat.map { now.addingTimeInterval($0) },
            nonce: nonce, azp: azp)
    }

    func refusal(_ claims: IDTokenClaims, nonce: String = "n-1") -> OIDCRefusal? {
        do {
            try rules.check(claims, nonce: nonce, now: now)
            return nil
        } catch {
            return error
        }
    }

    @Test func aValidTokenPasses() {
        #expect(refusal(claims()) == nil)
    }

    @Test func expiryAtItsEdgesWithTheSkew() {
        #expect(IDTokenRules.clockSkew == 60)
        #expect(refusal(claims(exp: 0)) == nil, "exp exactly now is within the skew")
        #expect(refusal(claims(exp: -59)) == nil)
        #expect(refusal(claims(exp: -59.999)) == nil)
        #expect(refusal(claims(exp: -60)) == .expired, "exp exactly now − skew is expired")
        #expect(refusal(claims(exp: -61)) == .expired)
        #expect(refusal(claims(exp: -86_400)) == .expired)
    }

    @Test func issuedInTheFutureBeyondTheSkew() {
        #expect(refusal(claims(iat: 60)) == nil)
        #expect(refusal(claims(iat: 60.5)) == .issuedInFuture)
        #expect(refusal(claims(iat: nil)) == nil, "iat is optional here")
    }

    @Test func theIssuerMustMatchExactly() {
        #expect(refusal(claims(iss: "https://id.example/")) == .issuerMismatch)
        #expect(refusal(claims(iss: "https://ID.example")) == .issuerMismatch)
        #expect(refusal(claims(iss: "https://evil.example")) == .issuerMismatch)
    }

    @Test func theAudienceMustNameTheClient() {
        #expect(refusal(claims(aud: ["other"])) == .audienceMismatch)
        #expect(refusal(claims(aud: [])) == .audienceMismatch)
        #expect(refusal(claims(aud: ["Cadence"])) == .audienceMismatch)
        #expect(refusal(claims(aud: ["cadence", "other"])) == .audienceMismatch, "several audiences need azp")
        #expect(refusal(claims(aud: ["cadence", "other"], azp: "cadence")) == nil)
        #expect(refusal(claims(azp: "other")) == .audienceMismatch)
    }

    @Test func theNonceMustBeTheSignInsOwn() {
        #expect(refusal(claims(nonce: "n-2")) == .nonceMismatch)
        #expect(refusal(claims(nonce: nil)) == .nonceMismatch)
        #expect(refusal(claims(nonce: "n-1"), nonce: "n-10") == .nonceMismatch)
    }
}
