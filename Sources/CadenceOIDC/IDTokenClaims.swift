import Foundation
import JWTKit

/// The claims of an OpenID Connect ID token that Cadence reads (OpenID Connect Core §2). JWTKit
/// checks the signature; the claims are checked by `IDTokenRules` on the server's clock, so
/// `verify(using:)` checks nothing more here.
public struct IDTokenClaims: JWTPayload, Equatable {
    public var iss: String
    public var sub: String
    public var aud: AudienceClaim
    public var exp: Date
    public var iat: Date?
    public var nonce: String?
    /// The authorized party: when present it must be the client (OpenID Connect Core §3.1.3.7).
    public var azp: String?
    public var preferredUsername: String?
    public var email: String?

    enum CodingKeys: String, CodingKey {
        case iss, sub, aud, exp, iat, nonce, azp, email
        case preferredUsername = "preferred_username"
    }

    public init(
        iss: String, sub: String, aud: [String], exp: Date, iat: Date? = nil, nonce: String? = nil, azp: String? = nil,
        preferredUsername: String? = nil, email: String? = nil
    ) {
        self.iss = iss
        self.sub = sub
        self.aud = AudienceClaim(value: aud)
        self.exp = exp
        self.iat = iat
        self.nonce = nonce
        self.azp = azp
        self.preferredUsername = preferredUsername
        self.email = email
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        iss = try container.decode(String.self, forKey: .iss)
        sub = try container.decode(String.self, forKey: .sub)
        aud = try container.decode(AudienceClaim.self, forKey: .aud)
        exp = Date(timeIntervalSince1970: try container.decode(Double.self, forKey: .exp))
        iat = try container.decodeIfPresent(Double.self, forKey: .iat).map(Date.init(timeIntervalSince1970:))
        nonce = try container.decodeIfPresent(String.self, forKey: .nonce)
        azp = try container.decodeIfPresent(String.self, forKey: .azp)
        preferredUsername = try? container.decodeIfPresent(String.self, forKey: .preferredUsername)
        email = try? container.decodeIfPresent(String.self, forKey: .email)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(iss, forKey: .iss)
        try container.encode(sub, forKey: .sub)
        try container.encode(aud, forKey: .aud)
        try container.encode(exp.timeIntervalSince1970, forKey: .exp)
        try container.encodeIfPresent(iat?.timeIntervalSince1970, forKey: .iat)
        try container.encodeIfPresent(nonce, forKey: .nonce)
        try container.encodeIfPresent(azp, forKey: .azp)
        try container.encodeIfPresent(preferredUsername, forKey: .preferredUsername)
        try container.encodeIfPresent(email, forKey: .email)
    }

    public func verify(using algorithm: some JWTAlgorithm) async throws {}
}
