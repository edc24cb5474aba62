import ArgumentParser
import CadenceHTTP

/// `cadence serve`'s OpenID Connect settings (docs/deploy.md "Signing in with an identity
/// provider"): `CADENCE_OIDC_ISSUER`, `CADENCE_OIDC_CLIENT_ID`, `CADENCE_OIDC_CLIENT_SECRET`
/// (never printed), `CADENCE_OIDC_REDIRECT_URL`, `CADENCE_OIDC_PRIVATE_NETWORKS=1`, and
/// `--oidc-only` / `CADENCE_OIDC_ONLY=1`, which needs a provider.
enum OIDCSetup {
    static func apply(to configuration: inout ServerConfiguration, environment: [String: String], oidcOnly: Bool) throws {
        do {
            configuration.oidc = try OIDCSettings.from(environment: environment)
        } catch {
            throw ValidationError(error.message)
        }
        let only = oidcOnly || ["1", "true", "yes"].contains((environment["CADENCE_OIDC_ONLY"] ?? "").lowercased())
        if only, configuration.oidc == nil {
            throw ValidationError(
                "--oidc-only needs an identity provider: set CADENCE_OIDC_ISSUER, CADENCE_OIDC_CLIENT_ID and CADENCE_OIDC_CLIENT_SECRET")
        }
        configuration.passwordSignInOff = only
    }

    /// The line `cadence serve` prints (the secret never).
    static func summary(_ configuration: ServerConfiguration) -> String {
        guard let oidc = configuration.oidc else { return "off" }
        return "\(oidc)\(configuration.passwordSignInOff ? ", password sign-in off" : "")"
    }
}
