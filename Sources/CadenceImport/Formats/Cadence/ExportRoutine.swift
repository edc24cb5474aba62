import CadenceCore
import CadenceServices
import Foundation

extension CadenceExportDocument {
    /// A routine (docs/domain-rules.md "§19 Routines", docs/import-export.md "Routines"), version 4:
    /// `{"name", "habits": [the document's habit ids, in order], "time": "HH:MM" | null,
    /// "createdAt", "updatedAt"}`. An import finds a routine of the same name (folded) instead of
    /// adding it twice.
    public struct ExportRoutine: Codable, Sendable, Hashable {
        public var name: String
        public var habits: [String]
        @NullWhenAbsent public var time: String?
        public var createdAt: String
        public var updatedAt: String

        /// `routine` with each habit named by its key in the document (habits without a key are left out).
        public init(_ routine: Routine, keys: [HabitID: String]) {
            name = routine.name
            habits = routine.habitIDs.compactMap { keys[$0] }
            time = routine.timeText
            createdAt = InstantText.millisecondText(routine.createdAt)
            updatedAt = InstantText.millisecondText(routine.updatedAt)
        }

        private enum CodingKeys: String, CodingKey {
            case name, habits, time, createdAt, updatedAt
        }
    }
}
