import CadenceCore
import CadenceStorage
import Foundation

extension SyncProjection {
    /// docs/domain-rules.md "§22 Sync of every area" (docs/sync.md "Notes"): first every
    /// live head of a note but its latest becomes a copy entry of its own (the same entry on every
    /// device, so joining it twice changes nothing); then the store's notes are brought to the
    /// document's — the latest live head's text with a line naming each copy, the title, pin and
    /// creation instant of the fields. A note whose heads all delete it goes. Notes never merge
    /// by title.
    mutating func projectNotes() throws {
        for (gid, entry) in document.notes.sorted(by: { $0.key < $1.key }) {
            let live = SyncNoteText.live(SyncNoteText.heads(entry))
            for head in live.dropLast() {
                let copyGID = SyncNoteText.copyID(note: gid, stamp: head.stamp)
                let copy = try SyncNoteText.copyEntry(head)
                let current = document.notes[copyGID]
                let merged = current.map { SyncNoteText.merged($0, copy) } ?? copy
                guard merged != current else { continue }
                document.notes[copyGID] = merged
                batch.save(SyncSpace.note, copyGID, try SyncDocument.text(merged))
            }
        }
        let links = snapshot.links(SyncSpace.noteLink)
        let local = Dictionary(snapshot.notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var wanted: [String: (note: Note, shadow: SyncNoteShadow)] = [:]
        for (gid, entry) in document.notes {
            let heads = SyncNoteText.heads(entry)
            let live = SyncNoteText.live(heads)
            guard let winner = live.last else { continue }
            let fields = entry.fields.filter { !$0.key.hasPrefix(SyncNoteText.prefix) }.mapValues(\.v)
            let title = fields["title"].flatMap { try? SyncJSON.value(String.self, from: $0, field: "title") } ?? winner.version.title
            let pinned = fields["pinned"].flatMap { try? SyncJSON.value(Bool.self, from: $0, field: "pinned") } ?? false
            let created = fields["createdAt"].flatMap { try? SyncJSON.value(Int64.self, from: $0, field: "createdAt") } ?? winner.stamp.milliseconds
            let text = SyncNoteText.shownText(winner: winner, kept: Array(live.dropLast()))
            guard let createdAt = try? StoredMilliseconds.date(created, field: "createdAt"),
                let note = try? NoteValidator.validated(Note(title: title, content: text, isPinned: pinned, createdAt: createdAt, updatedAt: now))
            else {
                refused.append("note \(gid): its merged fields are not a valid note")
                continue
            }
            wanted[gid] = (note, SyncNoteShadow(fields: try SyncNoteShadow.fields(of: note), text: text, seen: SyncNoteText.seen(heads)))
        }
        for (gid, id) in links.sorted(by: { $0.key < $1.key }) where wanted[gid] == nil {
            if local[id] != nil { batch.data(.deleteNote(id)) }
            batch.delete(SyncSpace.noteLink, [gid])
            batch.delete(SyncSpace.noteShadow, [gid])
        }
        for (gid, target) in wanted.sorted(by: { $0.key < $1.key }) {
            var note = target.note
            if let existing = links[gid].flatMap({ local[$0] }) {
                note.id = existing.id
                note.createdAt = existing.createdAt
                if (existing.title, existing.content, existing.isPinned) != (note.title, note.content, note.isPinned) {
                    batch.data(.updateNote(note))
                }
            } else {
                batch.data(.insertNote(note), link: (SyncSpace.noteLink, gid))
            }
            var shadow = target.shadow
            shadow.fields = try SyncNoteShadow.fields(of: note)
            let text = try shadow.encoded()
            if snapshot.records(SyncSpace.noteShadow)[gid] != text { batch.save(SyncSpace.noteShadow, gid, text) }
        }
    }
}
