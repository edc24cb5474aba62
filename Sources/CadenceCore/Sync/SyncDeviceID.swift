import Foundation

/// docs/sync.md "Devices": a device id (and a global id of a synced row) is 1–64 of
/// `A–Z a–z 0–9 . _` — no `-`, which separates a stamp's parts, and no `/` or `@`, which separate
/// a composite key's parts.
public enum SyncDeviceID {
    public static let maximumLength = 64

    /// Whether `text` is a well-formed device or global id.
    public static func isValid(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= maximumLength
            && text.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x2E || byte == 0x5F
            }
    }

    /// A new random id: 32 lowercase hex digits (a version-4 UUID without dashes).
    public static func random() -> String {
        UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    }
}
