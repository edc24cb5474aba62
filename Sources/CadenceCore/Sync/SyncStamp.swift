import Foundation

/// docs/sync.md "Clock", docs/domain-rules.md §13: a hybrid logical clock reading — wall-clock
/// milliseconds, a counter for changes within one millisecond, and the device that made it. Stamps
/// order every synced change: by milliseconds, then counter, then device id (the tie-break), so
/// every device orders the same two changes the same way.
///
/// Text form `MMMMMMMMMMMMM-CCCCCC-device` (13 and 6 digits), which sorts like the stamps.
public struct SyncStamp: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Milliseconds since 1970, 0…9,999,999,999,999 (until the year 2286).
    public let milliseconds: Int64
    /// 0…999,999.
    public let counter: Int
    /// The device id (see `SyncDeviceID`).
    public let device: String

    public static let maximumMilliseconds: Int64 = 9_999_999_999_999
    public static let maximumCounter = 999_999

    /// A stamp, or `nil` when a part is out of range.
    public init?(milliseconds: Int64, counter: Int, device: String) {
        guard (0...Self.maximumMilliseconds).contains(milliseconds), (0...Self.maximumCounter).contains(counter),
            SyncDeviceID.isValid(device)
        else { return nil }
        self.milliseconds = milliseconds
        self.counter = counter
        self.device = device
    }

    /// Parses the text form; `nil` when it is not one.
    public init?(text: String) {
        let parts = text.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 13, parts[1].count == 6,
            parts[0].allSatisfy(\.isASCIIDigit), parts[1].allSatisfy(\.isASCIIDigit),
            let milliseconds = Int64(parts[0]), let counter = Int(parts[1])
        else { return nil }
        self.init(milliseconds: milliseconds, counter: counter, device: String(parts[2]))
    }

    /// The smallest stamp of `device` after this one, or `nil` when this one is at the end of time
    /// (9,999,999,999,999 ms, counter 999,999).
    public func next(device: String) -> SyncStamp? {
        counter < Self.maximumCounter
            ? SyncStamp(milliseconds: milliseconds, counter: counter + 1, device: device)
            : SyncStamp(milliseconds: milliseconds + 1, counter: 0, device: device)
    }

    public var description: String {
        let ms = String(milliseconds)
        let count = String(counter)
        return String(repeating: "0", count: 13 - ms.count) + ms + "-" + String(repeating: "0", count: 6 - count.count)
            + count + "-" + device
    }

    public static func < (lhs: SyncStamp, rhs: SyncStamp) -> Bool {
        (lhs.milliseconds, lhs.counter, lhs.device) < (rhs.milliseconds, rhs.counter, rhs.device)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let stamp = SyncStamp(text: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a sync stamp: \(InputExcerpt.quoted(text))"))
        }
        self = stamp
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
