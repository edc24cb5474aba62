import CadenceCore
import CadenceStorage
import Foundation

extension SyncEntryValidator {
    /// docs/sync.md "To-dos": a to-do's fields as `cadence todo add` checks them — a title of
    /// 1–200 characters, a due day Cadence stores or `null`, a priority, notes of at most 10,000
    /// characters, a repeat (`daily`, `weekly`, `monthly`, `every N days` with N 1–365) or `null`,
    /// instants.
    static func todo(_ value: String) throws(CadenceError) {
        let entry = try SyncDocument.decode(SyncFieldsEntry.self, value)
        if let unknown = entry.fields.keys.sorted().first(where: { !SyncFields.todoFields.contains($0) }) {
            throw CadenceError(.syncEntryInvalid, "there is no field \(InputExcerpt.quoted(unknown))")
        }
        var fields = entry.fields.mapValues(\.v)
        if fields["title"] == nil { fields["title"] = #""x""# }
        if fields["createdAt"] == nil { fields["createdAt"] = "0" }
        _ = try SyncFields.todo(from: fields, id: 0, now: Date(timeIntervalSince1970: 0))
    }
}
