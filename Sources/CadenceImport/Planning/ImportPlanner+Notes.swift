import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension ImportPlanner {
    /// docs/domain-rules.md §12 "Notes": each note of the file is added unless the store already
    /// has one with the same title made at the same instant; each passes `NoteValidator`.
    mutating func planNotes() {
        guard !document.notes.isEmpty else { return }
        let present = Set(target.notes.map(NoteIdentity.init))
        var seen = present
        for (index, note) in document.notes.enumerated() {
            if isFull { return }
            guard seen.insert(NoteIdentity(note)).inserted else {
                if present.contains(NoteIdentity(note)) { lifeRecordsAlreadyPresent["notes", default: 0] += 1 }
                continue
            }
            do {
                changes.append(.insertNote(try NoteValidator.validated(note)))
                lifeRecords["notes", default: 0] += 1
            } catch {
                fail(
                    ImportIssue(
                        "\(document.fileName) note \(index + 1) (\(InputExcerpt.quoted(note.title)))", field: error.field ?? "title", error.message))
            }
        }
    }
}

/// What makes two notes the same note to an import.
struct NoteIdentity: Hashable {
    let title: String
    let createdAt: Int64

    init(_ note: Note) {
        title = note.title.trimmingCharacters(in: .whitespacesAndNewlines)
        createdAt = NumericBoundary.clamped64(note.createdAt.timeIntervalSince1970 * 1_000, rounding: .down)
    }
}
