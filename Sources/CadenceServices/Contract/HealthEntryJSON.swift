import CadenceCore
import CadenceStorage

/// One health entry (`health add`, `health list`, `/api/v1/health`):
/// `{"id", "date", "type", "value", "unit", "note", "createdAt"}`. `value` is in the type's
/// stored `unit` (`h`, `steps`, `score`, `mL`, `kg`; docs/domain-rules.md §12 "Health").
public struct HealthEntryJSON: Codable, Sendable, Hashable {
    public var id: HealthEntryID
    public var date: Day
    public var type: HealthType
    public var value: Double
    public var unit: String
    @NullWhenAbsent public var note: String?
    public var createdAt: String

    public init(_ entry: HealthEntry) {
        id = entry.id
        date = entry.day
        type = entry.type
        value = entry.value
        unit = entry.type.storedUnit
        note = entry.note
        createdAt = ContractJSON.instant(entry.createdAt)
    }

    private enum CodingKeys: String, CodingKey {
        case id, date, type, value, unit, note, createdAt
    }
}
