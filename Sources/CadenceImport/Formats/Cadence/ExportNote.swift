import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension CadenceExportDocument {
    /// A note in the export (docs/domain-rules.md §12 "Notes"): `{"title", "content", "pinned",
    /// "createdAt", "updatedAt"}`, instants with milliseconds. A re-import recognises a note by its
    /// title and `createdAt`. The API's note without its store `id` (`NoteJSON.Fields`), so the two
    /// cannot drift.
    public typealias ExportNote = NoteJSON.Fields
}
