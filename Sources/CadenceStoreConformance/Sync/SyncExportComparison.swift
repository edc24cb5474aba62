import CadenceCore
import CadenceImport
import CadenceServices
import CadenceStorage
import Foundation

/// docs/sync.md "What converges": a person's export with what is local to one store left out —
/// row ids, `updatedAt`, the export instant, the instants of XP entries and unlocks (each store
/// recomputes those when it merges) — and the XP ledger as its total. Two synced stores give the
/// same text.
public enum SyncExportComparison {
    public static func normalized(_ service: CadenceService, user: UserID) async throws -> String {
        let data = try await ExportService(service: service).exportJSON(for: user)
        guard var document = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return "" }
        document["exportedAt"] = nil
        let xp = (document["xp"] as? [[String: Any]]) ?? []
        document["xp"] = xp.reduce(0) { $0 + (($1["amount"] as? Int) ?? 0) }
        document["achievements"] = ((document["achievements"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }.sorted()
        var habits: [[String: Any]] = []
        for var habit in (document["habits"] as? [[String: Any]]) ?? [] {
            habit["id"] = nil
            habit["updatedAt"] = nil
            let checkIns = (habit["checkIns"] as? [[String: Any]]) ?? []
            habit["checkIns"] = try checkIns.map { try text($0) }.sorted()
            habits.append(habit)
        }
        document["habits"] = try habits.sorted { try text($0) < text($1) }
        // docs/sync.md "Notes": a note's row id and last change are the store's own.
        let notes = ((document["notes"] as? [[String: Any]]) ?? []).map { note in
            var note = note
            note["id"] = nil
            note["updatedAt"] = nil
            return note
        }
        document["notes"] = try notes.map { try text($0) }.sorted()
        // docs/sync.md "Money": an account's last change is the store's own; the order of accounts
        // and of one day's transactions follows row ids.
        let accounts = try ((document["accounts"] as? [[String: Any]]) ?? []).map { account in
            var account = account
            account["updatedAt"] = nil
            account["transactions"] = try ((account["transactions"] as? [[String: Any]]) ?? []).map { try text($0) }.sorted()
            return try text(account)
        }
        document["accounts"] = accounts.sorted()
        // docs/sync.md "Health entries": entries recorded at one instant are in row order.
        document["health"] = try ((document["health"] as? [[String: Any]]) ?? []).map { try text($0) }.sorted()
        // docs/sync.md "To-dos": a to-do's last change is the store's own; their order follows row ids.
        document["todos"] = try ((document["todos"] as? [[String: Any]]) ?? []).map { todo in
            var todo = todo
            todo["updatedAt"] = nil
            todo["id"] = nil
            return try text(todo)
        }.sorted()
        return try text(document)
    }

    static func text(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
    }
}
