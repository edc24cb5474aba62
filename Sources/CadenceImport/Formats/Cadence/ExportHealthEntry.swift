import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension CadenceExportDocument {
    /// A health entry in the export (docs/domain-rules.md §12 "Health"): `{"type", "date",
    /// "value", "note", "createdAt"}`, the value in the type's stored unit, `createdAt` with
    /// milliseconds. Two entries alike in all five are one entry to a re-import.
    public struct ExportHealthEntry: Codable, Sendable, Hashable {
        public var type: HealthType
        public var date: Day
        public var value: Double
        @NullWhenAbsent public var note: String?
        public var createdAt: String

        public init(_ entry: HealthEntry) {
            type = entry.type
            date = entry.day
            value = entry.value
            note = entry.note
            createdAt = InstantText.millisecondText(entry.createdAt)
        }

        private enum CodingKeys: String, CodingKey {
            case type, date, value, note, createdAt
        }
    }
}
