import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension CadenceExportDocument {
    /// A health entry in the export (docs/domain-rules.md §12 "Health"): `{"type", "date",
    /// "value", "note", "createdAt"}`, the value in the type's stored unit, `createdAt` with
    /// milliseconds. Two entries alike in all five are one entry to a re-import. The API's entry
    /// without its store `id` and derived `unit` (`HealthEntryJSON.Fields`), so the two cannot drift.
    public typealias ExportHealthEntry = HealthEntryJSON.Fields
}
