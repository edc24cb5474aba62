import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension CadenceExportDocument {
    /// A note in the export (docs/domain-rules.md §12 "Notes"): `{"title", "content", "pinned",
    /// "createdAt", "updatedAt"}`. A re-import recognises a note by its title and `createdAt`.
    public struct ExportNote: Codable, Sendable, Hashable {
        public var title: String
        public var content: String
        public var pinned: Bool
        public var createdAt: String
        public var updatedAt: String

        public init(_ note: Note) {
            title = note.title
            content = note.content
            pinned = note.isPinned
            createdAt = InstantText.millisecondText(note.createdAt)
            updatedAt = InstantText.millisecondText(note.updatedAt)
        }
    }
}
