import CadenceCore
import CadenceStorage
import Foundation

extension SyncCapture {
    /// docs/domain-rules.md "§NEW-i38-sync-1 Sync of every area" (docs/sync.md "To-dos"): a to-do's
    /// fields against its shadow, stamped at its `updatedAt`; a linked to-do that is gone is a
    /// delete. The next occurrence a completion made — a new to-do made at the instant its
    /// repeating predecessor was completed, with the same title — gets a global id derived from
    /// the predecessor's (`nextOccurrenceID`), so two devices completing one to-do apart make one
    /// next occurrence, whose fields merge.
    mutating func captureTodos() throws {
        var entries = document.todos
        let links = snapshot.links(SyncSpace.todoLink)
        var taken = Set(links.keys)
        for todo in snapshot.todos.sorted(by: { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }) {
            var derived: String?
            if reverse[SyncSpace.todoLink]?[todo.id] == nil,
                let predecessor = snapshot.todos.first(where: {
                    $0.id != todo.id && $0.repeatRule != nil && $0.completedAt == todo.createdAt && $0.title == todo.title
                }),
                let predecessorGID = reverse[SyncSpace.todoLink]?[predecessor.id]
            {
                let next = Self.nextOccurrenceID(of: predecessorGID)
                if !taken.contains(next) { derived = next }
            }
            let gid = gid(for: todo.id, in: SyncSpace.todoLink, new: derived)
            taken.insert(gid)
            if derived == gid, snapshot.records(SyncSpace.todoShadow)[gid] == nil,
                let stamp = SyncStamp(milliseconds: 0, counter: 0, device: clock.device)
            {
                // Made by a completion: stamped before every edit, so an occurrence made on two
                // devices is one, and any change made to it anywhere wins over its making.
                let fields = try SyncFields.of(todo)
                let entry = (entries[gid] ?? SyncFieldsEntry()).merged(with: SyncFieldsEntry(fields: fields.mapValues { .init(v: $0, t: stamp) }))
                entries[gid] = entry
                batch.save(SyncSpace.todo, gid, try SyncDocument.text(entry))
                batch.save(SyncSpace.todoShadow, gid, try SyncDocument.text(fields))
                continue
            }
            try record(
                SyncFields.of(todo), space: SyncSpace.todo, shadowSpace: SyncSpace.todoShadow, gid: gid,
                physical: StoredMilliseconds.of(todo.updatedAt), entries: &entries)
        }
        let local = Set(snapshot.todos.map(\.id))
        for (gid, id) in links where !local.contains(id) {
            try delete(space: SyncSpace.todo, linkSpace: SyncSpace.todoLink, shadowSpace: SyncSpace.todoShadow, gid: gid, entries: &entries)
        }
        document.todos = entries
    }

    /// The global id of the next occurrence of the repeating to-do `gid`: the same on every device
    /// (32 hex digits, `SyncNoteText.derivedID`).
    static func nextOccurrenceID(of gid: String) -> String { SyncNoteText.derivedID("\(gid)|next") }
}
