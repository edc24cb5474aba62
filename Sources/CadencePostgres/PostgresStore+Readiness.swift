import PostgresNIO

extension PostgresStore {
    /// docs/operations.md "Health and readiness": `nil` when the database answers a read and its
    /// newest schema version is the one this binary knows; else a short reason (`GET /readyz`).
    public func readinessProblem() async -> String? {
        let known = PostgresSchema.migrations.last?.version ?? 0
        do {
            let applied = try await database.read { connection in
                try await connection.first(
                    "SELECT coalesce(max(version), 0) FROM cadence_schema_version", logger: database.logger
                )?.decode(Int64.self) ?? 0
            }
            if applied > known { return "the database's schema is version \(applied), newer than this Cadence knows (\(known))" }
            if applied < known { return "the database's schema is version \(applied); this Cadence needs \(known)" }
            return nil
        } catch {
            return "the database does not answer: \(String(reflecting: error).prefix(200))"
        }
    }
}
