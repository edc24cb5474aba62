import CadenceCore
import CadenceStorage
import Foundation
import Logging
import Testing

@testable import CadencePostgres

/// docs/deploy.md "Upgrading", PostgreSQL: a database written at every earlier schema version
/// (the migrator stopped there, then the fixture below written with that version's tables)
/// migrates to the current schema with the same stored facts.
@Suite(.serialized) struct PostgresUpgradeTests {
    /// The fixture, in the columns every version since 1 has.
    static let fixture = [
        """
        INSERT INTO "user" (id, name, created_at, time_zone, day_start, week_start, onboarding_completed)
            VALUES (1, 'local', 1735689600000, 'Europe/Paris', 4, 1, TRUE)
        """,
        "INSERT INTO user_revision (user_id) VALUES (1) ON CONFLICT DO NOTHING",
        """
        INSERT INTO habit (id, user_id, name, name_key, description, color, kind, goal_type, target, period, schedule,
                start_day, sort_order, created_at, updated_at)
            VALUES (1, 1, 'Read', 'read', 'ten pages', 'blue', 'build', 'none', 1.0, 'day', '{"type":"daily"}',
                20089, 0, 1735689600000, 1735689600000)
        """,
        """
        INSERT INTO checkin (id, user_id, habit_id, day, at, amount, note) VALUES
            (1, 1, 1, 20090, 1735819200000, 1.0, 'Dune, ch. 1'), (2, 1, 1, 20091, 1735905600000, 1.0, NULL)
        """,
        "INSERT INTO day_record (user_id, habit_id, day, is_skipped, difficulty, note) VALUES (1, 1, 20092, TRUE, NULL, 'ill')",
    ]

    /// What the current binary reads of the fixture.
    static func facts(_ store: PostgresStore) async throws -> String {
        let user = try #require(try await store.users().first?.id)
        let habits = try await store.habits(of: user, includeArchived: true).map { "\($0.name) \($0.description) \($0.startDay)" }
        let checkIns = try await store.checkIns(of: user, habit: nil, from: nil, through: nil).map { "\($0.day) \($0.amount) \($0.note ?? "-")" }
        let records = try await store.dayRecords(of: user, habits: nil, from: nil, through: nil).map { "\($0.day) \($0.isSkipped) \($0.note ?? "-")" }
        let settings = try await store.settings(of: user)
        return "\(settings.timeZoneIdentifier) \(settings.dayStartHour) | \(habits) | \(checkIns) | \(records)"
    }

    @Test func everyEarlierSchemaVersionMigratesWithTheSameFacts() async throws {
        var seen: [Int64: String] = [:]
        for migration in PostgresSchema.migrations {
            let (url, drop) = try await PostgresTestDatabase.freshSchema()
            let database = PostgresDatabase(configuration: try PostgresLocation(url: url).clientConfiguration(), logger: PostgresStore.defaultLogger)
            try await PostgresMigrator.migrate(database, now: Date(timeIntervalSince1970: 0), upTo: migration.version)
            database.close()
            for statement in Self.fixture {
                do {
                    try await PostgresTestDatabase.execute(statement, on: url)
                } catch {
                    Issue.record("version \(migration.version): \(String(reflecting: error).prefix(600))")
                    throw error
                }
            }
            let store = try await PostgresStore.open(url: url)
            seen[migration.version] = try await Self.facts(store)
            store.close()
            await drop()
        }
        let reference = try #require(seen[1])
        #expect(reference.contains("Dune, ch. 1") && reference.contains("ill") && reference.contains("Europe/Paris"), "\(reference)")
        for (version, facts) in seen { #expect(facts == reference, "version \(version)") }
        #expect(seen.count == PostgresSchema.migrations.count)
    }
}
