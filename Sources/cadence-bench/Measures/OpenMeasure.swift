import CadenceSQLite
import Foundation

/// Opening an existing store — `SQLiteStore(path:)`: the WAL pool, the configuration, the
/// migrator's check — then one read (`users()`) and closing it, beside a raw
/// `sqlite3_open_v2` + one trivial query + close.
enum OpenMeasure {
    static let target = 20.0

    static func run(_ fixture: DatasetFixture, context: BenchContext) async throws -> BenchResult {
        let path = fixture.path
        let (engine, baseline) = try await context.sampler.compare(
            context.medium,
            engine: { _ in try await openAndRead(path) },
            baseline: { _ in
                let database = try RawDatabase(path: path)
                _ = try database.integer(#"SELECT id FROM "user" ORDER BY id LIMIT 1"#)
            })
        return BenchResult(
            measure: "open existing store (migrations included)", engine: engine, baseline: baseline, target: target,
            note: "typical store; engine: SQLiteStore(path:) + users() + close; raw: sqlite3_open_v2 + SELECT + close")
    }

    /// The store is released (and closed) when this returns.
    private static func openAndRead(_ path: String) async throws {
        let store = try SQLiteStore(path: path)
        _ = try await store.users()
    }
}
