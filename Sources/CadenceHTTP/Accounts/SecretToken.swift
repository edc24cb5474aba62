import CadenceCore
import Crypto
import Foundation

/// Random secrets for sessions and API tokens, and the digests the store keeps of them.
///
/// A secret is 32 random bytes from the system's secure generator, written in base64url
/// with a prefix that tells what it is (`cs_` session, `cad_` API token). The store keeps only
/// the hex SHA-256 of the whole text: 256 random bits need no salt or slow hash.
package enum SecretToken {
    package static let sessionPrefix = "cs_"
    package static let apiTokenPrefix = "cad_"

    /// A new secret: `prefix` followed by 43 base64url characters.
    package static func generate(prefix: String) -> String {
        let key = SymmetricKey(size: .bits256)
        let text = key.withUnsafeBytes { Data($0) }.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return prefix + text
    }

    /// The hex SHA-256 digest of a secret, as stored.
    package static func digest(_ secret: String) -> String {
        HexText.lowercase(SHA256.hash(data: Data(secret.utf8)))
    }
}
