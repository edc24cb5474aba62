import Foundation

/// Base64url without padding (RFC 4648 §5), as Web Push writes keys and JWTs.
public enum Base64URL {
    public static func encode(_ data: some DataProtocol) -> String {
        Data(data).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// The bytes of `text` (base64url, or standard base64; padding optional), `nil` when it is not.
    public static func decode(_ text: String) -> Data? {
        guard text.utf8.count <= 4_096 else { return nil }
        var plain = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while plain.hasSuffix("=") { plain.removeLast() }
        guard plain.utf8.count % 4 != 1 else { return nil }
        plain += String(repeating: "=", count: (4 - plain.utf8.count % 4) % 4)
        return Data(base64Encoded: plain)
    }
}
