/// OpenID Connect sign-in as the operator configured it (docs/deploy.md "Signing in with an
/// identity provider", docs/domain-rules.md "§24 OpenID Connect sign-in"):
/// `CADENCE_OIDC_ISSUER`, `CADENCE_OIDC_CLIENT_ID`, `CADENCE_OIDC_CLIENT_SECRET`, optionally
/// `CADENCE_OIDC_REDIRECT_URL` and `CADENCE_OIDC_PRIVATE_NETWORKS=1`. The secret is never logged
/// or answered: this type's description leaves it out.
public struct OIDCSettings: Sendable, Hashable, CustomStringConvertible {
    public var issuer: String
    public var clientID: String
    public var clientSecret: String
    /// The callback URL registered at the provider; `nil`: made from the request's `Host`
    /// (`https` with `--secure-cookies`, else `http`) and `/sign-in/oidc/callback`.
    public var redirectURL: String?
    /// The provider may be on a private or loopback address (`CADENCE_OIDC_PRIVATE_NETWORKS=1`);
    /// then plain `http` is allowed too.
    public var allowsPrivateNetworks: Bool

    public init(issuer: String, clientID: String, clientSecret: String, redirectURL: String? = nil, allowsPrivateNetworks: Bool = false) {
        self.issuer = issuer
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.redirectURL = redirectURL
        self.allowsPrivateNetworks = allowsPrivateNetworks
    }

    /// The settings the environment gives, `nil` when `CADENCE_OIDC_ISSUER` is unset or empty;
    /// throws a message naming the variable that is missing or wrong.
    public static func from(environment: [String: String]) throws(OIDCSettingsError) -> OIDCSettings? {
        func value(_ name: String) -> String? {
            environment[name].map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        guard let issuer = value("CADENCE_OIDC_ISSUER") else { return nil }
        guard issuer.hasPrefix("https://") || issuer.hasPrefix("http://") else {
            throw OIDCSettingsError(message: "CADENCE_OIDC_ISSUER must be the provider's https:// URL")
        }
        guard let clientID = value("CADENCE_OIDC_CLIENT_ID") else {
            throw OIDCSettingsError(message: "CADENCE_OIDC_CLIENT_ID is required with CADENCE_OIDC_ISSUER")
        }
        guard let secret = value("CADENCE_OIDC_CLIENT_SECRET") else {
            throw OIDCSettingsError(message: "CADENCE_OIDC_CLIENT_SECRET is required with CADENCE_OIDC_ISSUER")
        }
        let privateNetworks = ["1", "true", "yes"].contains(value("CADENCE_OIDC_PRIVATE_NETWORKS")?.lowercased() ?? "")
        if issuer.hasPrefix("http://"), !privateNetworks {
            throw OIDCSettingsError(message: "CADENCE_OIDC_ISSUER must use https:// (http:// only with CADENCE_OIDC_PRIVATE_NETWORKS=1)")
        }
        return OIDCSettings(
            issuer: issuer, clientID: clientID, clientSecret: secret, redirectURL: value("CADENCE_OIDC_REDIRECT_URL"),
            allowsPrivateNetworks: privateNetworks)
    }

    public var description: String {
        "issuer \(issuer), client \(clientID)\(allowsPrivateNetworks ? ", private networks allowed" : "")"
    }
}

/// A wrong OpenID Connect configuration, named by its variable.
public struct OIDCSettingsError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
