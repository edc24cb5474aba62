import Foundation
import GRDB

extension SchemaMigrator {
    /// Version 4: name keys follow the name-folding rule (docs/domain-rules.md §7): canonical
    /// composition, then case folding through the upper case, so `ß`/`SS` and a decomposed
    /// `Ä` compare as one name. Names written before were keyed by `lowercased()` alone.
    ///
    /// The rule is spelled out here rather than calling the app's `NameKey`, so that this
    /// migration keeps its meaning if the rule changes again. Two names that the new rule
    /// makes equal (an active `Straße` beside an active `STRASSE`) cannot both take the new
    /// key: `UPDATE OR IGNORE` leaves the later one on its old key, so the store opens and
    /// both habits keep working; renaming either resolves it.
    static func createSchemaVersion4(_ db: Database) throws {
        for table in ["category", "habit"] {
            let rows = try Row.fetchAll(db, sql: "SELECT id, name, name_key FROM \(table) ORDER BY id")
            let update = try db.makeStatement(sql: "UPDATE OR IGNORE \(table) SET name_key = ? WHERE id = ?")
            for row in rows {
                let id: Int64 = row["id"]
                let name: String = row["name"]
                let oldKey: String = row["name_key"]
                let newKey = name.precomposedStringWithCanonicalMapping.uppercased().lowercased()
                if newKey != oldKey { try update.execute(arguments: [newKey, id]) }
            }
        }
    }
}
