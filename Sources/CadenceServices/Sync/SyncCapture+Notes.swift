import CadenceCore
import CadenceStorage
import Foundation

extension SyncCapture {
    /// docs/domain-rules.md "§22 Sync of every area" (docs/sync.md "Notes"): a note's
    /// title, pin and creation instant are fields (stamped at its `updatedAt`); a change of its text
    /// is a new version replacing the versions this store showed (the shadow's `seen`), never
    /// those pulled and not merged yet; a linked note that is gone is a deleting version.
    mutating func captureNotes() throws {
        var entries = document.notes
        var ranks: [String: Int] = [:]
        for note in snapshot.notes.sorted(by: { $0.id < $1.id }) {
            let gid = identityGID(
                for: note.id, in: SyncSpace.noteLink, identity: Self.identity([note.title], at: note.createdAt), ranks: &ranks)
            let shadow = SyncNoteShadow.of(snapshot.records(SyncSpace.noteShadow)[gid])
            let fields = try SyncNoteShadow.fields(of: note)
            let changed = fields.filter { shadow.fields[$0.key] != $0.value && (shadow.fields.isEmpty || !SyncFields.setOnce.contains($0.key)) }
            let textChanged = shadow.fields.isEmpty || shadow.text != note.content
            guard !changed.isEmpty || textChanged else { continue }
            let stamp = try tick(StoredMilliseconds.of(note.updatedAt))
            var update = SyncFieldsEntry(fields: changed.mapValues { SyncFieldsEntry.Field(v: $0, t: stamp) })
            var seen = shadow.seen
            if textChanged {
                let version = SyncNoteText.Version(text: note.content, title: note.title, history: shadow.seen)
                update.fields[SyncNoteText.field(stamp)] = .init(v: try SyncJSON.text(version), t: stamp)
                seen = Array(Set(seen + [stamp.description])).sorted()
            }
            let entry = SyncNoteText.merged(entries[gid] ?? SyncFieldsEntry(), update)
            entries[gid] = entry
            batch.save(SyncSpace.note, gid, try SyncDocument.text(entry))
            batch.save(SyncSpace.noteShadow, gid, try SyncNoteShadow(fields: fields, text: note.content, seen: seen).encoded())
        }
        let local = Set(snapshot.notes.map(\.id))
        for (gid, id) in snapshot.links(SyncSpace.noteLink) where !local.contains(id) {
            let shadow = SyncNoteShadow.of(snapshot.records(SyncSpace.noteShadow)[gid])
            let stamp = try tick(now)
            let title = shadow.fields["title"].flatMap { try? SyncJSON.value(String.self, from: $0, field: "title") } ?? "Note"
            let version = SyncNoteText.Version(text: nil, title: title, history: shadow.seen)
            let update = SyncFieldsEntry(fields: [SyncNoteText.field(stamp): .init(v: try SyncJSON.text(version), t: stamp)])
            let entry = SyncNoteText.merged(entries[gid] ?? SyncFieldsEntry(), update)
            entries[gid] = entry
            batch.save(SyncSpace.note, gid, try SyncDocument.text(entry))
            batch.delete(SyncSpace.noteLink, [gid])
            batch.delete(SyncSpace.noteShadow, [gid])
        }
        document.notes = entries
    }
}
