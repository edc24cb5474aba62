import CadenceCore
import CadenceStorage
import Foundation

extension SyncCapture {
    /// docs/domain-rules.md "§22 Sync of every area" (docs/sync.md "To-dos"): a to-do's
    /// fields against its shadow, stamped at its `updatedAt`; a linked to-do that is gone is a
    /// delete. The next occurrence a completion made — a new to-do made at the instant its
    /// repeating predecessor was completed, with the same title — gets a global id derived from
    /// the predecessor's (`nextOccurrenceID`), so two devices completing one to-do apart make one
    /// next occurrence, whose fields merge.
    mutating func captureTodos() throws {
        var entries = document.todos
        let links = snapshot.links(SyncSpace.todoLink)
        var taken = Set(links.keys)
        var ranks: [String: Int] = [:]
        for todo in snapshot.todos.sorted(by: { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }) {
            var predecessor: Todo?
            var derived: String?
            if reverse[SyncSpace.todoLink]?[todo.id] == nil,
                let found = snapshot.todos.first(where: {
                    $0.id != todo.id && $0.repeatRule != nil && $0.completedAt == todo.createdAt && $0.title == todo.title
                }),
                let predecessorGID = reverse[SyncSpace.todoLink]?[found.id]
            {
                let next = Self.nextOccurrenceID(of: predecessorGID)
                // Not when that occurrence was deleted: this one is put back from the trash, a new one.
                if !taken.contains(next), entries[next]?.deleted == nil { (predecessor, derived) = (found, next) }
            }
            let identity = Self.identity([todo.title, todo.due?.description], at: todo.createdAt)
            let gid: String
            if let derived {
                gid = self.gid(for: todo.id, in: SyncSpace.todoLink, new: derived)
            } else {
                gid = identityGID(
                    for: todo.id, in: SyncSpace.todoLink, identity: identity, ranks: &ranks, deleted: { entries[$0]?.deleted != nil })
            }
            taken.insert(gid)
            if let predecessor, derived == gid, snapshot.records(SyncSpace.todoShadow)[gid] == nil {
                try recordOccurrence(todo, of: predecessor, gid: gid, entries: &entries)
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

    /// A next occurrence made by a completion, recorded once: the fields as the completion made them
    /// — the predecessor's title, priority, notes and repeat, its due day one period on, open, the
    /// creation instant — stamped before every edit (milliseconds 0, this device as tie-break), so an
    /// occurrence made on two devices is one and any change made to it anywhere wins over its
    /// making; fields changed since (completed, edited before this sync) at its `updatedAt`.
    private mutating func recordOccurrence(_ todo: Todo, of predecessor: Todo, gid: String, entries: inout [String: SyncFieldsEntry]) throws {
        let fields = try SyncFields.of(todo)
        var made = predecessor
        made.due = predecessor.due.flatMap { due in predecessor.repeatRule?.next(after: due) } ?? todo.due
        made.completedAt = nil
        made.createdAt = todo.createdAt
        let asMade = try SyncFields.of(made)
        guard let origin = SyncStamp(milliseconds: 0, counter: 0, device: clock.device) else { return }
        var update = SyncFieldsEntry(fields: fields.filter { asMade[$0.key] == $0.value }.mapValues { .init(v: $0, t: origin) })
        let changed = fields.filter { asMade[$0.key] != $0.value }
        if !changed.isEmpty {
            let stamp = try tick(StoredMilliseconds.of(todo.updatedAt))
            for (name, value) in changed { update.fields[name] = .init(v: value, t: stamp) }
        }
        let entry = (entries[gid] ?? SyncFieldsEntry()).merged(with: update)
        entries[gid] = entry
        batch.save(SyncSpace.todo, gid, try SyncDocument.text(entry))
        batch.save(SyncSpace.todoShadow, gid, try SyncDocument.text(fields))
    }
}
