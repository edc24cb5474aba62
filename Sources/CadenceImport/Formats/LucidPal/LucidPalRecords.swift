import Foundation

/// LucidPal's `HabitDefinition` as its JSON holds it (docs/import-export.md "LucidPal"). `isArchived` may be missing
/// (files written before it existed); enums may be written as raw strings (`"count"`) or as
/// Swift's keyed form (`{"count": {}}`).
struct LucidPalHabit: Decodable {
    let id: String
    let name: String
    let emoji: String?
    let unit: String
    let targetValue: Double
    let frequency: String
    let colorHex: String?
    let createdAt: FlexibleDate?
    let isArchived: Bool

    private enum CodingKeys: String, CodingKey {
        case id, name, emoji, unit, targetValue, frequency, colorHex, createdAt, isArchived
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        emoji = try container.decodeIfPresent(String.self, forKey: .emoji)
        unit = try LucidPalEnum.decode(container, forKey: .unit)
        targetValue = try container.decodeIfPresent(Double.self, forKey: .targetValue) ?? 1
        frequency = try container.decodeIfPresent(LucidPalEnum.self, forKey: .frequency)?.name ?? "daily"
        colorHex = try container.decodeIfPresent(String.self, forKey: .colorHex)
        createdAt = try container.decodeIfPresent(FlexibleDate.self, forKey: .createdAt)
        isArchived = try container.decodeIfPresent(Bool.self, forKey: .isArchived) ?? false
    }
}

/// LucidPal's `HabitEntry` (docs/import-export.md "LucidPal").
struct LucidPalEntry: Decodable {
    let id: String?
    let habitID: String
    let value: Double
    let date: FlexibleDate
    let note: String?
}

/// A Swift enum case as `Codable` writes it: `"daily"` (a `String` raw value) or `{"daily": {}}`.
struct LucidPalEnum: Decodable {
    let name: String

    private struct AnyKey: CodingKey {
        let stringValue: String
        let intValue: Int? = nil
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            name = text
            return
        }
        let keyed = try decoder.container(keyedBy: AnyKey.self)
        guard let key = keyed.allKeys.first, keyed.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "expected a case name such as \"daily\""))
        }
        name = key.stringValue
    }

    static func decode<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> String {
        try container.decode(LucidPalEnum.self, forKey: key).name
    }
}
