/// Why an OpenID Connect sign-in was refused (docs/domain-rules.md "§24 OpenID
/// Connect sign-in"): a few fixed words, logged and shown — never a token, a secret or the
/// provider's own error text.
public enum OIDCRefusal: String, Error, Sendable, Hashable, CaseIterable {
    /// The state is unknown, used already or expired (a replay, or a sign-in left too long).
    case stateInvalid = "the sign-in link expired or was used already"
    /// The provider answered the sign-in with an error (the person cancelled, say).
    case providerRefused = "the identity provider did not sign you in"
    /// The provider could not be reached, answered badly, or is not an allowed destination.
    case providerUnavailable = "the identity provider could not be reached"
    /// The token's signature does not verify with the provider's keys, or its algorithm is not allowed.
    case signatureInvalid = "the identity token's signature is not valid"
    case issuerMismatch = "the identity token comes from another issuer"
    case audienceMismatch = "the identity token was made for another application"
    case nonceMismatch = "the identity token does not answer this sign-in"
    case expired = "the identity token has expired"
    case issuedInFuture = "the identity token was issued in the future"
    /// The token is not a well-formed JWT with the claims OpenID Connect requires.
    case malformed = "the identity token is malformed"

    /// The sentence shown and logged.
    public var message: String { rawValue }
}
