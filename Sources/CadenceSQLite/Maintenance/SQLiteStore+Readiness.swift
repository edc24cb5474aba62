import GRDB

extension SQLiteStore {
    /// docs/operations.md "Health and readiness": `nil` when the file answers a read and holds
    /// every migration this binary knows and no other; else a short reason (`GET /readyz`).
    public func readinessProblem() async -> String? {
        do {
            return try await databaseWriter.read { db in
                let migrator = SchemaMigrator.migrator
                if try migrator.hasBeenSuperseded(db) { return "the store's schema is newer than this Cadence" }
                guard try migrator.hasCompletedMigrations(db) else { return "the store's migrations are not all applied" }
                return nil
            }
        } catch {
            return "the store does not answer: \(error)"
        }
    }
}
