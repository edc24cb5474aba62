import CadenceCore
import CadenceStorage
import CadenceStoreConformance
import Foundation
import GRDB
import Testing

@testable import CadenceSQLite
@testable import CadenceServices

/// The storage conformance suite (docs/architecture.md) against both SQLite configurations.
@Suite struct SQLiteConformanceTests {
    @Test(arguments: StoreConformance.checks)
    func inMemoryQueue(_ check: StoreConformance.Check) async throws {
        try await check.run(try SQLiteStore.inMemory())
    }

    @Test(arguments: StoreConformance.checks)
    func fileDatabasePool(_ check: StoreConformance.Check) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await check.run(try SQLiteStore(path: folder.file("cadence.sqlite")))
    }

    /// Two pools on one file: two server processes, whose writes SQLite serializes.
    @Test(arguments: StoreConformance.twoProcessChecks)
    func twoPoolsOnOneFile(_ check: StoreConformance.TwoProcessCheck) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cadence.sqlite")
        try await check.run(try SQLiteStore(path: path), try SQLiteStore(path: path))
    }
}

/// What only the SQLite backend promises: its file, its schema and its constraints (docs/schema.md).
@Suite struct SQLiteStoreTests {
    static let instant = Date(timeIntervalSince1970: 1_767_225_600.5)
    static let day = Day(ordinal: 20_454)

    /// A store with one user and one habit.
    static func storeWithHabit(_ store: SQLiteStore, name: String = "Read") async throws -> (UserID, HabitID) {
        let user = try await store.createUser(
            name: "Ada", settings: UserSettings(timeZoneIdentifier: "UTC"), at: instant)
        let habit = Habit(id: 0, name: name, startDay: day)
        let ids = try await store.apply([.insertHabit(habit)], for: user, at: instant)
        return (user, try #require(ids.first))
    }

    @Test func reopeningAFileKeepsItsDataAndMigratesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cadence.sqlite")
        var store: SQLiteStore? = try SQLiteStore(path: path)
        let (user, habit) = try await Self.storeWithHabit(try #require(store))
        try await store?.apply(
            [.insertCheckIn(CheckIn(id: 0, habitID: habit, day: Self.day, at: Self.instant, amount: 2.5, note: "n"))],
            for: user, at: Self.instant)
        let schema = try await Self.schema(try #require(store))
        store = nil

        let reopened = try SQLiteStore(path: path)
        #expect(try await reopened.habit(habit, of: user)?.name == "Read")
        #expect(try await reopened.checkIns(of: user, habit: habit, from: nil, through: nil).map(\.note) == ["n"])
        #expect(try await Self.schema(reopened) == schema)
        try SchemaMigrator.migrator.migrate(reopened.databaseWriter)
        #expect(try await Self.schema(reopened) == schema)
        let migrations = try await reopened.databaseWriter.read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(migrations == SchemaMigrator.migrator.migrations)
        #expect(migrations.first == "v1-multi-user-schema")
    }

    @Test func fileStoreUsesWALAndForeignKeys() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try SQLiteStore(path: folder.file("cadence.sqlite"))
        #expect(store.databaseWriter is DatabasePool)
        let (journal, foreignKeys) = try await store.databaseWriter.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Bool.fetchOne(db, sql: "PRAGMA foreign_keys"))
        }
        #expect(journal == "wal")
        #expect(foreignKeys == true)
        let memoryForeignKeys = try await SQLiteStore.inMemory().databaseWriter.read { db in
            try Bool.fetchOne(db, sql: "PRAGMA foreign_keys")
        }
        #expect(memoryForeignKeys == true)
    }

    @Test func databaseAllowsOneDayRecordPerUserHabitAndDay() async throws {
        let store = try SQLiteStore.inMemory()
        let (user, habit) = try await Self.storeWithHabit(store)
        let insert = "INSERT INTO day_record (user_id, habit_id, day, is_skipped) VALUES (?, ?, ?, 1)"
        try await store.databaseWriter.write { db in
            try db.execute(sql: insert, arguments: [user, habit, Self.day.ordinal])
        }
        let error = await #expect(throws: DatabaseError.self) {
            try await store.databaseWriter.write { db in
                try db.execute(sql: insert, arguments: [user, habit, Self.day.ordinal])
            }
        }
        #expect(error?.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY)
    }

    @Test func databaseAllowsOneActiveHabitPerCaseInsensitiveName() async throws {
        let store = try SQLiteStore.inMemory()
        let (user, _) = try await Self.storeWithHabit(store)
        let insert = """
            INSERT INTO habit (user_id, name, name_key, color, kind, goal_type, target, period, schedule, start_day,
                               sort_order, archived, created_at, updated_at)
            VALUES (?, 'READ', 'read', 'blue', 'build', 'none', 1, 'day', '{"type":"daily"}', 0, 0, ?, 0, 0)
            """
        try await store.databaseWriter.write { db in try db.execute(sql: insert, arguments: [user, 1]) }
        let error = await #expect(throws: DatabaseError.self) {
            try await store.databaseWriter.write { db in try db.execute(sql: insert, arguments: [user, 0]) }
        }
        #expect(error?.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE)
    }

    @Test func databaseTiesChildRowsToTheHabitsOwner() async throws {
        let store = try SQLiteStore.inMemory()
        let (_, habit) = try await Self.storeWithHabit(store)
        let (intruder, _) = try await Self.storeWithHabit(store, name: "Other")
        for sql in [
            "INSERT INTO checkin (user_id, habit_id, day, at, amount) VALUES (?, ?, 0, 0, 1)",
            "INSERT INTO day_record (user_id, habit_id, day, is_skipped) VALUES (?, ?, 0, 1)",
            "INSERT INTO reminder (user_id, habit_id, position, hour, minute) VALUES (?, ?, 0, 8, 0)",
        ] {
            let error = await #expect(throws: DatabaseError.self) {
                try await store.databaseWriter.write { db in try db.execute(sql: sql, arguments: [intruder, habit]) }
            }
            #expect(error?.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY)
        }
    }

    @Test func constraintFailuresBecomeTypedErrors() async throws {
        let store = try SQLiteStore.inMemory()
        let (user, habit) = try await Self.storeWithHabit(store)
        var badReminder = try #require(try await store.habit(habit, of: user))
        badReminder.reminders = [Reminder(hour: 24, minute: 0)]
        var badTarget = Habit(id: 0, name: "NaN", startDay: Self.day)
        badTarget.goal.target = .nan
        let cases: [(StoreChange, CadenceError.Code)] = [
            (
                .insertCheckIn(CheckIn(id: 0, habitID: habit, day: Self.day, at: Self.instant, amount: -1)),
                .amountInvalid
            ),
            (
                .insertCheckIn(CheckIn(id: 0, habitID: habit, day: Self.day, at: Self.instant, amount: .nan)),
                .amountInvalid
            ),
            (.saveDayRecord(DayRecord(habitID: habit, day: Self.day, difficulty: 6)), .difficultyOutOfRange),
            (.saveSettings(UserSettings(timeZoneIdentifier: "UTC", dayStartHour: 24)), .dayStartOutOfRange),
            (.updateHabit(badReminder), .reminderInvalid),
            (.insertHabit(badTarget), .targetInvalid),
        ]
        for (change, code) in cases {
            let error = await #expect(throws: CadenceError.self) {
                try await store.apply([change], for: user, at: Self.instant)
            }
            #expect(error?.code == code)
        }
        let error = await #expect(throws: CadenceError.self) {
            try await store.createUser(
                name: "Bad", settings: UserSettings(timeZoneIdentifier: "UTC", dayStartHour: -1), at: Self.instant)
        }
        #expect(error?.code == .dayStartOutOfRange)
        #expect(try await store.users().count == 1)
    }

    @Test func instantsAreStoredToTheNearestMillisecond() async throws {
        let store = try SQLiteStore.inMemory()
        let (user, habit) = try await Self.storeWithHabit(store)
        let precise = Date(timeIntervalSince1970: 1_767_225_600.123_6)
        let ids = try await store.apply(
            [.insertCheckIn(CheckIn(id: 0, habitID: habit, day: Self.day, at: precise, amount: 1))], for: user,
            at: precise)
        let stored = try await store.checkIn(try #require(ids.first), of: user)
        #expect(stored?.at == Date(timeIntervalSince1970: 1_767_225_600.124))
        let raw = try await store.databaseWriter.read { db in try Int64.fetchOne(db, sql: "SELECT at FROM checkin") }
        #expect(raw == 1_767_225_600_124)
    }

    @Test func dayTotalsReadOnlyTheCoveringIndex() async throws {
        let store = try SQLiteStore.inMemory()
        let query = PerHabitQuery.checkInAmounts
        let plans = try await store.databaseWriter.read { db in
            try [(query.allHabitsSQL, [1, 0, 9]), (query.oneHabitSQL, [1, 2, 0, 9])].map { sql, values in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(sql)", arguments: StatementArguments(values))
                    .map { $0["detail"] as String? ?? "" }.joined(separator: "; ")
            }
        }
        for plan in plans {
            // Each habit's day range is one index seek, even when no habits are named.
            #expect(
                plan.contains("COVERING INDEX checkin_habit_day (user_id=? AND habit_id=? AND day>? AND day<?)"),
                "\(plan)")
            #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
        }
    }
}

/// A fresh folder under the system's temporary directory.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

extension SQLiteStoreTests {
    /// The schema's SQL, to compare before and after migrating again.
    static func schema(_ store: SQLiteStore) async throws -> [String] {
        try await store.databaseWriter.read { db in
            try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name")
        }
    }
}
