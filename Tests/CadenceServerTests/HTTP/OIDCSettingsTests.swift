import CadenceHTTP
import Testing

/// docs/deploy.md "Signing in with an identity provider": the variables `cadence serve` reads — off
/// without an issuer, a message naming the variable for a missing id or secret or an `http://`
/// issuer without `CADENCE_OIDC_PRIVATE_NETWORKS=1`, and a description that never holds the secret.
@Suite struct OIDCSettingsTests {
    let complete = [
        "CADENCE_OIDC_ISSUER": "https://id.example/", "CADENCE_OIDC_CLIENT_ID": "cadence", "CADENCE_OIDC_CLIENT_SECRET": "s3cret-value",
    ]

    func message(_ environment: [String: String]) -> String? {
        do {
            _ = try OIDCSettings.from(environment: environment)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func offWithoutAnIssuer() throws {
        #expect(try OIDCSettings.from(environment: [:]) == nil)
        #expect(try OIDCSettings.from(environment: ["CADENCE_OIDC_ISSUER": "  "]) == nil)
    }

    @Test func aCompleteConfiguration() throws {
        let settings = try #require(try OIDCSettings.from(environment: complete))
        #expect(settings.issuer == "https://id.example/" && settings.clientID == "cadence" && settings.clientSecret == "s3cret-value")
        #expect(settings.redirectURL == nil && !settings.allowsPrivateNetworks)
        #expect(!settings.description.contains("s3cret-value") && !String(reflecting: settings).contains("s3cret-value"))
        #expect(!"\(settings)".contains("s3cret-value"), "the secret is never printed")
    }

    @Test func eachMissingPieceIsNamed() {
        var noID = complete
        noID["CADENCE_OIDC_CLIENT_ID"] = nil
        #expect(message(noID)?.contains("CADENCE_OIDC_CLIENT_ID") == true)
        var noSecret = complete
        noSecret["CADENCE_OIDC_CLIENT_SECRET"] = ""
        #expect(message(noSecret)?.contains("CADENCE_OIDC_CLIENT_SECRET") == true)
        var notURL = complete
        notURL["CADENCE_OIDC_ISSUER"] = "id.example"
        #expect(message(notURL)?.contains("https://") == true)
    }

    @Test func plainHTTPNeedsThePrivateNetworkOptIn() throws {
        var plain = complete
        plain["CADENCE_OIDC_ISSUER"] = "http://127.0.0.1:9400"
        #expect(message(plain)?.contains("CADENCE_OIDC_PRIVATE_NETWORKS") == true)
        plain["CADENCE_OIDC_PRIVATE_NETWORKS"] = "1"
        let settings = try #require(try OIDCSettings.from(environment: plain))
        #expect(settings.allowsPrivateNetworks)
    }
}
