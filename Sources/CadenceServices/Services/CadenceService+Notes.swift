import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// docs/domain-rules.md §12 "Notes": adds a note, checked by `NoteValidator`.
    public func addNote(title: String, content: String, pinned: Bool = false, for user: UserID) async throws -> Note {
        var note = try NoteValidator.validated(Note(title: title, content: content, isPinned: pinned, createdAt: now))
        let ids = try await store.apply([.insertNote(note)], for: user, at: now)
        note.id = ids.last ?? 0
        return note
    }

    /// The user's notes, pinned first, then the most recently changed.
    public func notes(of user: UserID) async throws -> [Note] {
        try await store.notes(of: user)
    }

    /// One of the user's notes.
    public func note(_ id: NoteID, of user: UserID) async throws -> Note {
        guard let note = try await store.note(id, of: user) else {
            throw CadenceError(.notFound, field: "id", "no note with id \(id)")
        }
        return note
    }

    /// Changes a note's title, content or pin (`change` edits a copy).
    @discardableResult
    public func updateNote(_ id: NoteID, for user: UserID, _ change: (inout Note) -> Void) async throws -> Note {
        var note = try await self.note(id, of: user)
        change(&note)
        note.id = id
        note = try NoteValidator.validated(note)
        try await store.apply([.updateNote(note)], for: user, at: now)
        note.updatedAt = now
        return note
    }

    /// Deletes one of the user's notes into the trash, whence `restoreNote` brings it back
    /// (docs/domain-rules.md "§14 Undo and the trash").
    public func deleteNote(_ id: NoteID, for user: UserID) async throws {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            try await moveToTrash(.note(try await note(id, of: user)), readAt: revision, for: user)
        }
    }

    /// docs/domain-rules.md §12 "Notes": full-text search over titles and contents — every word
    /// of `query` in some form, case-insensitive — best first, at most `limit` (1–100).
    public func searchNotes(_ query: String, of user: UserID, limit: Int = 20) async throws -> [NoteSearchHit] {
        let words = try NoteValidator.searchWords(query)
        return try await store.searchNotes(of: user, words: words, limit: min(max(limit, 1), 100))
    }
}
