import CadenceCore
import Foundation

extension HealthEntryJSON {
    /// The fields a health entry has both in the API's shape (`HealthEntryJSON`) and in Cadence's
    /// export, where it is the whole entry (`CadenceExportDocument.ExportHealthEntry`): `{"type",
    /// "date", "value", "note", "createdAt"}`, the value in the type's stored unit, `createdAt` in the
    /// owner's precision (`InstantPrecision`). Written once so the two cannot drift. Not here: the
    /// API's `id` (a store number that another store does not share) and `unit` (derived from `type`,
    /// docs/domain-rules.md §12 "Health").
    public struct Fields: Codable, Sendable, Hashable {
        public var type: HealthType
        public var date: Day
        public var value: Double
        @NullWhenAbsent public var note: String?
        public var createdAt: String

        public init(_ entry: HealthEntry, instants: InstantPrecision) {
            type = entry.type
            date = entry.day
            value = entry.value
            note = entry.note
            createdAt = instants.text(entry.createdAt)
        }

        private enum CodingKeys: String, CodingKey {
            case type, date, value, note, createdAt
        }
    }
}
