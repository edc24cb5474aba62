import CadenceCore
import CadencePostgres
import CadenceSQLite
import CadenceServices
import CadenceStorage
import CadenceTestSupport
import Foundation

/// `cadence-bench --db postgres://…` (docs/benchmarks.md "PostgreSQL"): the typical and heavy
/// datasets are generated into SQLite files as for the SQLite run, copied into fresh schemas of
/// the database with `cadence store copy`'s code, and the engine's check-in, today list and
/// statistics are timed through `CadenceService` over `PostgresStore`, each beside a raw
/// PostgresNIO baseline that reads or writes the same rows in the fewest round trips.
struct PostgresBenchRunner {
    static let checkInTarget = 2.0
    static let checkInRatioTarget = 1.5
    static let readRatioTarget = 2.0

    let url: String
    let context: BenchContext

    func run(in directory: URL) async throws -> [BenchResult] {
        Log.info("building the typical dataset…")
        let typical = try await DatasetFixture.build(.typical(), in: directory)
        let typicalURL = try await copy(typical, schema: "bench_typical")
        Log.info("building the heavy dataset…")
        let heavy = try await DatasetFixture.build(.heavy(), in: directory)
        let heavyURL = try await copy(heavy, schema: "bench_heavy")
        var results: [BenchResult] = []
        results.append(try await checkIn(typical, url: typicalURL))
        results += try await reads(heavy, url: heavyURL)
        return results
    }

    /// Copies a dataset's SQLite file into a new schema (dropped first when it exists); the URL of that schema.
    private func copy(_ fixture: DatasetFixture, schema: String) async throws -> String {
        let raw = try await PostgresRawBaselines.connect(url: url, schema: nil)
        try await raw.execute("DROP SCHEMA IF EXISTS \(schema) CASCADE")
        try await raw.execute("CREATE SCHEMA \(schema)")
        try await raw.close()
        let separator = url.contains("?") ? "&" : "?"
        let schemaURL = url + separator + "search_path=\(schema)"
        let target = try await PostgresStore.open(url: schemaURL)
        defer { target.close() }
        let dump = try await SQLiteStore(path: fixture.path).dumpTables()
        try await target.loadTables(dump) { _, _ in }
        Log.info("  copied \(dump.rowCount) rows into \(schema)")
        return schemaURL
    }

    /// `CadenceService.addCheckIn` on PostgreSQL, beside one raw autocommitted INSERT.
    private func checkIn(_ fixture: DatasetFixture, url: String) async throws -> BenchResult {
        let store = try await PostgresStore.open(url: url)
        defer { store.close() }
        let service = CadenceService(store: store, environment: .fixed(fixture.dataset.now))
        let dataset = fixture.dataset
        let habit = dataset.habits[min(1, dataset.habits.count - 1)]
        let raw = try await PostgresRawBaselines.connect(url: self.url, schema: Self.schema(of: url))
        defer { Task { try? await raw.close() } }
        let day = Int64(dataset.profile.today.ordinal)
        let milliseconds = NumericBoundary.clamped64(dataset.now.timeIntervalSince1970 * 1000)
        let (engine, baseline) = try await context.sampler.compareAsync(
            context.cheap,
            engine: { _ in _ = try await service.addCheckIn(to: habit.id, for: dataset.user) },
            baseline: { _ in
                try await raw.insertCheckIn(
                    user: dataset.user, habit: habit.id, day: day, at: milliseconds, amount: habit.goal.target)
            })
        return BenchResult(
            measure: "PostgreSQL: add one check-in", engine: engine, baseline: baseline, target: Self.checkInTarget,
            ratioTarget: Self.checkInRatioTarget,
            note: "typical dataset; CadenceService.addCheckIn over PostgresStore (read the habit's day facts, then one "
                + "transaction: lock the user's revision row, check, insert, decide the perfect day); raw: one "
                + "autocommitted INSERT on its own connection")
    }

    /// Today's list, one habit's statistics and all statistics on the heavy dataset.
    private func reads(_ fixture: DatasetFixture, url: String) async throws -> [BenchResult] {
        let store = try await PostgresStore.open(url: url)
        defer { store.close() }
        let service = CadenceService(store: store, environment: .fixed(fixture.dataset.now))
        let raw = try await PostgresRawBaselines.connect(url: self.url, schema: Self.schema(of: url))
        defer { Task { try? await raw.close() } }
        let user = fixture.dataset.user
        let ids = fixture.dataset.habits.map(\.id)
        let today = fixture.dataset.profile.today
        let first = Int64(today.adding(days: -ReadMeasures.todayLookbackDays).ordinal)
        let last = Int64(today.ordinal)
        let (todayEngine, todayRaw) = try await context.sampler.compareAsync(
            context.medium,
            engine: { _ in _ = try await service.todayList(for: user) },
            baseline: { _ in try await raw.readFacts(user: user, habit: nil, from: first, through: last) })
        let (oneEngine, oneRaw) = try await context.sampler.compareAsync(
            context.cheap,
            engine: { iteration in _ = try await service.statistics(of: Self.pick(ids, iteration), for: user) },
            baseline: { iteration in
                try await raw.readFacts(user: user, habit: Self.pick(ids, iteration), from: Int64.min, through: Int64.max)
            })
        let (allEngine, allRaw) = try await context.sampler.compareAsync(
            context.expensive,
            engine: { _ in _ = try await service.overview(for: user) },
            baseline: { _ in try await raw.readFacts(user: user, habit: nil, from: Int64.min, through: Int64.max) })
        let rawNote = "raw: settings, habit rows, per-day totals (GROUP BY) and day records in 4 queries on one connection"
        return [
            BenchResult(
                measure: "PostgreSQL: today list + summary (heavy)", engine: todayEngine, baseline: todayRaw,
                target: nil, ratioTarget: Self.readRatioTarget,
                note: "CadenceService.todayList over \(ids.count) habits, the last \(ReadMeasures.todayLookbackDays) days; \(rawNote)"),
            BenchResult(
                measure: "PostgreSQL: one habit's statistics (heavy)", engine: oneEngine, baseline: oneRaw, target: nil,
                ratioTarget: Self.readRatioTarget,
                note: "CadenceService.statistics cycling through the habits (10 years each); \(rawNote), one habit"),
            BenchResult(
                measure: "PostgreSQL: statistics of all \(ids.count) habits (heavy)", engine: allEngine, baseline: allRaw,
                target: nil, ratioTarget: Self.readRatioTarget, note: "CadenceService.overview; \(rawNote)"),
        ]
    }

    private static func pick(_ ids: [HabitID], _ iteration: Int) -> HabitID {
        ids[((iteration % ids.count) + ids.count) % ids.count]
    }

    private static func schema(of url: String) -> String? {
        URLComponents(string: url)?.queryItems?.first { $0.name == "search_path" }?.value
    }
}
