import CadenceStorage
import GRDB

extension SQLiteStore {
    /// Runs `PRAGMA integrity_check` and `PRAGMA foreign_key_check`, and compares every stored
    /// case-insensitive key (`habit.name_key`, `category.name_key`, `account.username_key`) with
    /// the key of its name. Reads only (`cadence doctor`, docs/operations.md).
    public func storageCheck() async throws -> StorageCheck {
        try await databaseWriter.read { db in
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check(100)").filter { $0 != "ok" }
            var violations: [String] = []
            for row in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") {
                let table: String = row["table"]
                let rowID: Int64? = row["rowid"]
                let parent: String = row["parent"]
                violations.append("\(table) row \(rowID.map(String.init) ?? "?") → \(parent) (missing)")
            }
            return StorageCheck(
                integrityProblems: integrity, foreignKeyViolations: violations, keyMismatches: try Self.keyMismatches(db))
        }
    }

    /// Rewrites every mismatched key found by `storageCheck()` in one transaction; returns how
    /// many rows changed. A key that cannot take its folded form because another row of the
    /// user already holds it (two old names the folding rule of docs/domain-rules.md §7 makes
    /// one, e.g. `Straße` beside `STRASSE`) is left as it is and still reported: renaming one
    /// of the two resolves it.
    @discardableResult
    public func repairKeys() async throws -> Int {
        try await databaseWriter.write { db in
            let mismatches = try Self.keyMismatches(db)
            var changed = 0
            for mismatch in mismatches {
                let column = mismatch.table == "account" ? "username_key" : "name_key"
                let idColumn = mismatch.table == "account" ? "user_id" : "id"
                try db.execute(
                    sql: "UPDATE OR IGNORE \(mismatch.table) SET \(column) = ? WHERE \(idColumn) = ?",
                    arguments: [mismatch.expected, mismatch.id])
                changed += db.changesCount
            }
            return changed
        }
    }

    private static func keyMismatches(_ db: Database) throws -> [StorageCheck.KeyMismatch] {
        var result: [StorageCheck.KeyMismatch] = []
        for table in ["habit", "category"] {
            for row in try Row.fetchAll(db, sql: "SELECT id, name, name_key FROM \(table) ORDER BY id") {
                let name: String = row["name"]
                let stored: String = row["name_key"]
                let expected = nameKey(name)
                if stored != expected {
                    result.append(.init(table: table, id: row["id"], stored: stored, expected: expected))
                }
            }
        }
        for row in try Row.fetchAll(db, sql: "SELECT user_id, username, username_key FROM account ORDER BY user_id") {
            let username: String = row["username"]
            let stored: String = row["username_key"]
            let expected = AccountValidator.usernameKey(username)
            if stored != expected {
                result.append(.init(table: "account", id: row["user_id"], stored: stored, expected: expected))
            }
        }
        return result
    }
}
