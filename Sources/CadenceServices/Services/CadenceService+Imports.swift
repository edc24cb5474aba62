import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// Writes a planned import (docs/import-export.md): the habit limit is checked by the one rule
    /// (`HabitLimits`, docs/domain-rules.md §7) against the store as it is now, then every change
    /// and the import-log entry `record` are applied as one transaction — all of them or none.
    /// Answers the record with its id. The caller recalculates progress afterwards
    /// (`recalculateProgress`), reporting that phase to the person.
    public func applyImport(_ changes: [StoreChange], record: ImportRecord, for user: UserID) async throws -> ImportRecord {
        let adding = changes.reduce(0) { count, change in
            switch change {
            case .insertHabit(let habit): count + (habit.isArchived ? 0 : 1)
            case .insertHabitWithHistory(let inserted): count + (inserted.habit.isArchived ? 0 : 1)
            default: count
            }
        }
        if adding > 0 {
            let active = try await store.habits(of: user, includeArchived: false).count
            try HabitLimits.check(active: active + adding)
        }
        var record = record
        let ids = try await store.apply(changes + [.recordImport(record)], for: user, at: now)
        record.id = ids.last ?? 0
        return record
    }

    /// Logs a failed import in its own small transaction. A failure to log is ignored: the
    /// import's own error matters more.
    public func logFailedImport(_ record: ImportRecord, for user: UserID) async {
        _ = try? await store.apply([.recordImport(record)], for: user, at: now)
    }

    /// The user's import log, newest first.
    public func importHistory(of user: UserID) async throws -> [ImportRecord] {
        try await store.imports(of: user)
    }
}
