import CadenceCore
import CadenceStorage
import Foundation

extension SyncProjection {
    /// docs/sync.md "To-dos": brings the store's to-dos to the document's — per field, so a to-do
    /// completed on one device and edited on the other is both; a to-do whose entry is deleted
    /// goes. To-dos never merge by title; a repeating to-do's next occurrence is one entry on every
    /// device (its id derived from its predecessor's, `SyncCapture.nextOccurrenceID`).
    mutating func projectTodos() throws {
        let links = snapshot.links(SyncSpace.todoLink)
        let local = Dictionary(snapshot.todos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var wanted: [String: Todo] = [:]
        for (gid, entry) in document.todos where entry.deleted == nil {
            guard let todo = try? SyncFields.todo(from: entry.fields.mapValues(\.v), id: links[gid] ?? 0, now: now) else {
                refused.append("todo \(gid): its merged fields are not a valid to-do")
                continue
            }
            wanted[gid] = todo
        }
        for (gid, id) in links.sorted(by: { $0.key < $1.key }) where wanted[gid] == nil {
            if local[id] != nil { batch.data(.deleteTodo(id)) }
            batch.delete(SyncSpace.todoLink, [gid])
            batch.delete(SyncSpace.todoShadow, [gid])
        }
        for (gid, todo) in wanted.sorted(by: { $0.key < $1.key }) {
            var todo = todo
            if let existing = links[gid].flatMap({ local[$0] }),
                StoredMilliseconds.of(existing.createdAt) == StoredMilliseconds.of(todo.createdAt)
            {
                todo.createdAt = existing.createdAt
                if try SyncFields.of(existing) != SyncFields.of(todo) { batch.data(.updateTodo(todo)) }
            } else {
                // A next occurrence made on two devices: the one made elsewhere is kept (a to-do's
                // creation instant is never changed in place), under a new row id here.
                if let id = links[gid], local[id] != nil { batch.data(.deleteTodo(id)) }
                batch.data(.insertTodo(todo), link: (SyncSpace.todoLink, gid))
            }
            let shadow = try SyncDocument.text(try SyncFields.of(todo))
            if snapshot.records(SyncSpace.todoShadow)[gid] != shadow { batch.save(SyncSpace.todoShadow, gid, shadow) }
        }
    }
}
