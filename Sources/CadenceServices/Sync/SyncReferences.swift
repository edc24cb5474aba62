import CadenceCore
import CadenceStorage
import Foundation

/// docs/domain-rules.md §13 "Ids from elsewhere": every id an entry names — its key, and the ids
/// inside its value: a check-in's habit (in its event, or in the key of a row a set left), the
/// habit of a day record's or a set's key, a habit's category, a habit's or category's `merged`
/// field. `SyncEngine.refuseForeign` checks each like a key. Preset categories (`preset_<name>`)
/// and achievements have the same ids for everyone and are never anyone's alone.
struct SyncReferences: Sendable {
    /// (space, id) of every id the entry names, its key among them.
    var ids: [(space: String, id: String)] = []
    /// The id a `merged` field names, in the entry's own space.
    var merged: String?

    /// The ids of a validated entry (an entry `SyncEntryValidator` accepted).
    static func of(_ entry: SyncEntry) -> SyncReferences {
        var references = SyncReferences()
        func add(_ space: String, _ id: String?) {
            guard let id, !(space == SyncSpace.category && id.hasPrefix("preset_")) else { return }
            references.ids.append((space, id))
        }
        switch entry.space {
        case SyncSpace.habit, SyncSpace.category:
            add(entry.space, entry.key)
            let fields = (try? SyncDocument.decode(SyncFieldsEntry.self, entry.value))?.fields ?? [:]
            if entry.space == SyncSpace.habit, let text = fields["category"]?.v {
                add(SyncSpace.category, (try? SyncJSON.value(String?.self, from: text, field: "category")) ?? nil)
            }
            if let text = fields["merged"]?.v, let into = (try? SyncJSON.value(String?.self, from: text, field: "merged")) ?? nil {
                add(entry.space, into)
                references.merged = into
            }
        case SyncSpace.routine:
            add(SyncSpace.routine, entry.key)
            let fields = (try? SyncDocument.decode(SyncFieldsEntry.self, entry.value))?.fields ?? [:]
            for habit in SyncFields.routineHabitGIDs(in: fields.mapValues(\.v)) { add(SyncSpace.habit, habit) }
        case SyncSpace.note, SyncSpace.account, SyncSpace.todo, SyncSpace.health:
            add(entry.space, entry.key)
        case SyncSpace.transaction:
            add(SyncSpace.transaction, entry.key)
            let fields = (try? SyncDocument.decode(SyncFieldsEntry.self, entry.value))?.fields ?? [:]
            add(SyncSpace.account, SyncFields.transactionAccount(in: fields.mapValues(\.v)))
        case SyncSpace.dayRecord, SyncSpace.daySet:
            add(SyncSpace.habit, SyncDocument.dayKeyParts(entry.key)?.habit)
        case SyncSpace.checkIn:
            add(SyncSpace.checkIn, entry.key)
            add(SyncSpace.habit, SyncDocument.synthetic(entry.key)?.habit)
            add(SyncSpace.habit, (try? SyncDocument.decode(SyncCheckInEntry.self, entry.value))?.event?.habit)
        default:
            break
        }
        return references
    }
}
