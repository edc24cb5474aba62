/// Bytes as lowercase hexadecimal text, two digits a byte (`[0x0f, 0xa0]` → `0fa0`): how
/// digests are written wherever Cadence stores or shows one — session and API-token hashes,
/// CSRF tokens, asset versions.
public enum HexText {
    /// The bytes as lowercase hex.
    public static func lowercase(_ bytes: some Sequence<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let digits: [UInt8] = Array("0123456789abcdef".utf8)
}
