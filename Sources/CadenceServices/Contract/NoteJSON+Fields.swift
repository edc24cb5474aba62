import CadenceCore
import Foundation

extension NoteJSON {
    /// The fields a note has both in the API's shape (`NoteJSON`) and in Cadence's export, where it
    /// is the whole note (`CadenceExportDocument.ExportNote`): `{"title", "content", "pinned",
    /// "createdAt", "updatedAt"}`, instants in the owner's precision (`InstantPrecision`). Written once
    /// so the two cannot drift. Not here: the API's `id`, a store number that another store does not
    /// share (a re-import recognises a note by its title and `createdAt`, docs/domain-rules.md §12).
    public struct Fields: Codable, Sendable, Hashable {
        public var title: String
        public var content: String
        public var pinned: Bool
        public var createdAt: String
        public var updatedAt: String

        public init(_ note: Note, instants: InstantPrecision) {
            title = note.title
            content = note.content
            pinned = note.isPinned
            createdAt = instants.text(note.createdAt)
            updatedAt = instants.text(note.updatedAt)
        }
    }
}
