import CadenceCore
import CadenceStorage

/// One health entry (`health add`, `health list`, `/api/v1/health`):
/// `{"id", "date", "type", "value", "unit", "note", "createdAt"}`. `value` is in the type's
/// stored `unit` (`h`, `steps`, `score`, `mL`, `kg`; docs/domain-rules.md §12 "Health"). All but
/// `id` and `unit` are `Fields`, the part Cadence's export shares. Saving an entry answers
/// `replaced` too: whether it replaced the day's value of a one-value-a-day type
/// (docs/domain-rules.md §12 "Health"); lists leave it out.
public struct HealthEntryJSON: SharesFields, Codable, Sendable, Hashable {
    public var id: HealthEntryID
    public var unit: String
    /// Only in the answer to a save: `true` when the day's entry was replaced (same id).
    public var replaced: Bool?
    /// The keys the export's entry shares (`Fields`), encoded inline; read as `entry.value` etc.
    public var fields: Fields

    public init(_ entry: HealthEntry) {
        id = entry.id
        unit = entry.type.storedUnit
        fields = Fields(entry, instants: .seconds)
    }

    /// The answer to a save: the entry and whether it replaced the day's value.
    public init(_ saved: HealthEntrySaved) {
        self.init(saved.entry)
        replaced = saved.replaced
    }

    private enum CodingKeys: String, CodingKey {
        case id, unit, replaced
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(HealthEntryID.self, forKey: .id)
        unit = try container.decode(String.self, forKey: .unit)
        replaced = try container.decodeIfPresent(Bool.self, forKey: .replaced)
        fields = try Fields(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try fields.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(unit, forKey: .unit)
        try container.encodeIfPresent(replaced, forKey: .replaced)
    }
}
