import Foundation

/// The claim checks of an ID token whose signature verified (docs/domain-rules.md "§24
/// OpenID Connect sign-in"; OpenID Connect Core §3.1.3.7): the issuer is exactly the configured
/// one, the audience contains the client id (and `azp`, when there are several audiences or it is
/// present, is the client), the nonce is the sign-in's, `exp` is after now minus the skew, and
/// `iat` is not after now plus the skew.
public struct IDTokenRules: Sendable {
    /// The clock difference tolerated between Cadence and the provider: 60 seconds.
    public static let clockSkew: TimeInterval = 60

    public let issuer: String
    public let clientID: String

    public init(issuer: String, clientID: String) {
        self.issuer = issuer
        self.clientID = clientID
    }

    /// Throws the first rule the claims break.
    public func check(_ claims: IDTokenClaims, nonce: String, now: Date) throws(OIDCRefusal) {
        guard claims.iss == issuer else { throw .issuerMismatch }
        let audiences = claims.aud.value
        guard audiences.contains(clientID) else { throw .audienceMismatch }
        if let azp = claims.azp, azp != clientID { throw .audienceMismatch }
        if audiences.count > 1, claims.azp == nil { throw .audienceMismatch }
        guard let presented = claims.nonce, Self.same(presented, nonce) else { throw .nonceMismatch }
        // Expired when exp ≤ now − skew: a token is accepted up to (not at) `skew` past its exp.
        guard claims.exp > now.addingTimeInterval(-Self.clockSkew) else { throw .expired }
        if let iat = claims.iat, iat > now.addingTimeInterval(Self.clockSkew) { throw .issuedInFuture }
        guard !claims.sub.isEmpty, claims.sub.utf8.count <= 255 else { throw .malformed }
    }

    /// Compares without stopping at the first difference.
    static func same(_ a: String, _ b: String) -> Bool {
        let left = Array(a.utf8)
        let right = Array(b.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in left.indices { difference |= left[index] ^ right[index] }
        return difference == 0
    }
}
