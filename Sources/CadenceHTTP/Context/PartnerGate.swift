import CadenceCore
import Hummingbird

/// The server's partner switch and invite links, shared by the API, the web app and `/mcp`
/// (docs/domain-rules.md "§25 Partners and shared habits").
package enum PartnerGate {
    /// The refusal every partner surface answers while partnering is off.
    package static let off = CadenceError(
        .partnersOff, "partners are turned off on this server (its owner started it with --no-partners or CADENCE_PARTNERS=off)")

    /// Throws `off` unless `configuration` allows partners.
    package static func require(_ configuration: ServerConfiguration) throws {
        guard configuration.partnersEnabled else { throw off }
    }

    /// The server's address as this request reached it, for links to send (`https` when the
    /// server marks cookies secure, i.e. it is behind HTTPS).
    package static func base(of request: Request, configuration: ServerConfiguration) -> String {
        let host = request.head.authority ?? "\(configuration.host):\(configuration.port)"
        return (configuration.secureCookies ? "https://" : "http://") + host
    }
}
