import CadenceCore
import CadenceSQLite
import CadenceStorage
import Foundation
import GRDB
import Testing

@testable import CadenceImport
@testable import CadenceServices

/// Rewire database backups (docs/import-export.md "Rewire"), written by the tests with the
/// tables Rewire's backups have: `HABITS`, `CHECKINS`, `REMINDERS`, `UNIT`.
@Suite struct RewireImportTests {
    static let schema = """
        CREATE TABLE android_metadata (locale TEXT);
        CREATE TABLE HABITS (_id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, description TEXT, schedule INTEGER,
            active_days TEXT, repeating_count INTEGER, days INTEGER, period INTEGER);
        CREATE TABLE CHECKINS (_id INTEGER PRIMARY KEY AUTOINCREMENT, habit_id INTEGER, date TEXT, type INTEGER);
        CREATE TABLE REMINDERS (_id INTEGER PRIMARY KEY AUTOINCREMENT, habit_id INTEGER, time INTEGER,
            active_days TEXT);
        CREATE TABLE UNIT (_id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT);
        INSERT INTO UNIT (name) VALUES ('times');
        """

    /// Five habits, one of each schedule, with reminders and check-ins of every kind.
    static let sample = """
        INSERT INTO HABITS VALUES (1, 'Meditate', ' Ten quiet minutes ', 0, '1,3,5', 1, 1, 0);
        INSERT INTO HABITS VALUES (2, 'Gym', '', 1, '', 1, 3, 0);
        INSERT INTO HABITS VALUES (3, 'Water plants', NULL, 2, '', 4, 1, 0);
        INSERT INTO HABITS VALUES (4, 'Budget review', 'Monthly money check', 1, '', 1, 10, 1);
        INSERT INTO HABITS VALUES (5, 'Every day', NULL, 0, '0,1,2,3,4,5,6', 1, 1, 0);
        INSERT INTO REMINDERS (habit_id, time, active_days) VALUES (1, 450, '1,3,5');
        INSERT INTO REMINDERS (habit_id, time, active_days) VALUES (2, 1080, '0,1,2,3,4,5,6');
        INSERT INTO REMINDERS (habit_id, time, active_days) VALUES (2, '1230', '6,0');
        INSERT INTO REMINDERS (habit_id, time, active_days) VALUES (3, 0, '1');
        INSERT INTO REMINDERS (habit_id, time, active_days) VALUES (77, 600, '1');
        INSERT INTO CHECKINS VALUES (1, 1, '20250303', 2);
        INSERT INTO CHECKINS VALUES (2, 1, '20250305', 2);
        INSERT INTO CHECKINS VALUES (3, 1, '20250305', 2);
        INSERT INTO CHECKINS VALUES (4, 1, '20250307', 1);
        INSERT INTO CHECKINS VALUES (5, 2, 20250304, 2);
        INSERT INTO CHECKINS VALUES (6, 2, '20250306', 3);
        INSERT INTO CHECKINS VALUES (7, 3, '20250301', 2);
        INSERT INTO CHECKINS VALUES (8, 99, '20250301', 2);
        INSERT INTO CHECKINS VALUES (9, 4, '20250228', 2);
        """

    /// Writes a SQLite file from SQL statements (synchronously, so that no async GRDB overload is picked).
    static func write(_ sql: String, to url: URL) throws {
        if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
    }

    static func sampleFile(in folder: TemporaryFolder, name: String = "rewire_backup.db") throws -> URL {
        let file = folder.file(name)
        try write(schema + sample, to: file)
        return file
    }

    @Test func aBackupIsDetectedByItsTables() throws {
        let folder = try TemporaryFolder()
        let file = try Self.sampleFile(in: folder)
        #expect(try FormatDetector.detect(file).format == .rewire)
        #expect(RewireImporter.recognizes(tables: ["habits", "checkins", "reminders", "unit", "android_metadata"]))
        #expect(!RewireImporter.recognizes(tables: ["habits", "repetitions"]))
        #expect(!RewireImporter.recognizes(tables: ["tracks", "ticks"]))
    }

    @Test func habitsSchedulesRemindersAndCheckInsAreImported() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(try Self.sampleFile(in: folder))
        #expect(result.summary.format == .rewire)
        #expect(result.summary.habitsCreated == 5)
        #expect(result.summary.checkIns == 5)
        #expect(result.summary.notImported["second check-ins on the same day"] == 1)
        #expect(result.summary.notImported["check-ins of type 1 (only type 2, done, is known)"] == 1)
        #expect(result.summary.notImported["check-ins of type 3 (only type 2, done, is known)"] == 1)
        #expect(result.summary.notImported["check-ins of habits not in the file"] == 1)
        #expect(result.summary.notImported["reminders of habits not in the file"] == 1)
        #expect(result.summary.warnings.contains { $0.field == "time" && $0.location.contains("reminders row 4") })

        let meditate = try #require(try await fixture.habit(named: "Meditate"))
        #expect(meditate.description == "Ten quiet minutes")
        #expect(meditate.schedule == .weekdays([.monday, .wednesday, .friday]), "Rewire counts weekdays from 0 = Sunday")
        #expect(meditate.reminders == [Reminder(hour: 7, minute: 30, weekdays: [.monday, .wednesday, .friday])])
        #expect(meditate.sourceID == "rewire:1")
        #expect(meditate.goal == .simple())
        #expect(try await fixture.checkIns(of: meditate).map(\.day) == [Day.of("2025-03-03"), Day.of("2025-03-05")])

        let gym = try #require(try await fixture.habit(named: "Gym"))
        #expect(gym.schedule == .timesPerWeek(3))
        #expect(
            gym.reminders == [Reminder(hour: 18, minute: 0), Reminder(hour: 20, minute: 30, weekdays: [.saturday, .sunday])],
            "all seven days is no weekday limit; 1230 minutes is 20:30")
        #expect(try await fixture.checkIns(of: gym).map(\.day) == [Day.of("2025-03-04")])

        let plants = try #require(try await fixture.habit(named: "Water plants"))
        #expect(plants.schedule == .everyNDays(4))
        #expect(plants.reminders.isEmpty, "time 0 is no reminder in Rewire")
        #expect(plants.description.isEmpty)

        let budget = try #require(try await fixture.habit(named: "Budget review"))
        #expect(budget.schedule == .timesPerMonth(10))
        #expect(try await fixture.checkIns(of: budget).map(\.day) == [Day.of("2025-02-28")])

        let everyDay = try #require(try await fixture.habit(named: "Every day"))
        #expect(everyDay.schedule == .daily)
        #expect(meditate.sortOrder < gym.sortOrder && gym.sortOrder < plants.sortOrder)
    }

    @Test func aDateStoredAsAnIntegerIsRead() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("integer-dates.db")
        let schema = Self.schema.replacingOccurrences(of: "date TEXT", with: "date INTEGER")
        try Self.write(schema + Self.sample, to: file)
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(file)
        #expect(result.summary.checkIns == 5)
        let meditate = try #require(try await fixture.habit(named: "Meditate"))
        #expect(try await fixture.checkIns(of: meditate).map(\.day) == [Day.of("2025-03-03"), Day.of("2025-03-05")])
    }

    /// The tables of a real Rewire backup, as Loop Habit Tracker's Rewire importer reads them:
    /// mixed-case names (`Habits`, `Name`, `Habit_id`), many columns the import does not use,
    /// and tables it does not read. Columns are found without case.
    @Test func theFullRewireSchemaWithMixedCaseNamesImports() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("rewire-full.db")
        try Self.write(
            """
            CREATE TABLE android_metadata (locale TEXT);
            CREATE TABLE category (_id INTEGER PRIMARY KEY, remote_id INTEGER, category_name TEXT NOT NULL,
                category_color TEXT, order_no INTEGER);
            CREATE TABLE Habits (_id INTEGER PRIMARY KEY, Order_num INTEGER, Name TEXT NOT NULL, description TEXT,
                Remote_id INTEGER, Current_streak INTEGER NOT NULL, Longest_streak INTEGER NOT NULL, active_days TEXT,
                consecutive_days INTEGER NOT NULL, show_percentage INTEGER NOT NULL, category INTEGER, archived INTEGER,
                schedule INTEGER, days INTEGER, period INTEGER, unit INTEGER, target_count REAL, milestone_id INTEGER,
                repeating_count INTEGER, start_date TEXT);
            CREATE TABLE CHECKINS (_id INTEGER PRIMARY KEY, Habit_id INTEGER NOT NULL, Remote_id INTEGER,
                date TEXT NOT NULL, type INTEGER NOT NULL, note TEXT, unit_type INTEGER, actual_count REAL,
                target_count REAL, milestone_id INTEGER, UNIQUE(Habit_id, date) ON CONFLICT REPLACE);
            CREATE TABLE UNIT (_id INTEGER PRIMARY KEY, REMOTE_ID INTEGER, UNIT_NAME TEXT, MIN_INCREMENT REAL);
            CREATE TABLE REMINDERS (_id INTEGER PRIMARY KEY, REMOTE_ID INTEGER, habit_id INTEGER, time INTEGER,
                active_days TEXT);
            CREATE TABLE MISC (key_v TEXT UNIQUE, value_v TEXT);
            INSERT INTO UNIT VALUES (1, -1, 'times', 1.0);
            INSERT INTO Habits VALUES (1, 1, 'Stretch', NULL, -1, 2, 5, '1,3,5', 21, 1, -1, 0, 0, 7, 0, 1, 0.0, -1, 0,
                '20250101');
            INSERT INTO Habits VALUES (2, 2, 'Gym', 'Weights', -1, 0, 3, '0,1,2,3,4,5,6', 21, 1, -1, 0, 1, 3, 0, 1,
                0.0, -1, 1, '20250101');
            INSERT INTO Habits VALUES (3, 3, 'Water plants', '', -1, 0, 1, '0,1,2,3,4,5,6', 21, 1, -1, 0, 2, 0, 0, 1,
                0.0, -1, 3, '20250101');
            INSERT INTO REMINDERS VALUES (1, 0, 2, 480, '0,1,2,3,4');
            INSERT INTO CHECKINS VALUES (1, 1, -1, '20250303', 2, NULL, 1, 0.0, 0.0, -1);
            INSERT INTO CHECKINS VALUES (2, 1, -1, '20250304', 1, NULL, 1, 0.0, 0.0, -1);
            INSERT INTO CHECKINS VALUES (3, 2, -1, '20250305', 2, 'legs', 1, 0.0, 0.0, -1);
            INSERT INTO CHECKINS VALUES (4, 3, -1, '20250306', 3, NULL, 1, 0.0, 0.0, -1);
            """, to: file)
        #expect(try FormatDetector.detect(file).format == .rewire)
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(file)
        #expect(result.summary.habitsCreated == 3)
        #expect(result.summary.checkIns == 2)
        let stretch = try #require(try await fixture.habit(named: "Stretch"))
        #expect(stretch.schedule == .weekdays([.monday, .wednesday, .friday]))
        #expect(try await fixture.checkIns(of: stretch).map(\.day) == [Day.of("2025-03-03")])
        let gym = try #require(try await fixture.habit(named: "Gym"))
        #expect(gym.description == "Weights")
        #expect(gym.schedule == .timesPerWeek(3))
        #expect(gym.reminders == [Reminder(hour: 8, minute: 0, weekdays: [.sunday, .monday, .tuesday, .wednesday, .thursday])])
        let plants = try #require(try await fixture.habit(named: "Water plants"))
        #expect(plants.schedule == .everyNDays(3))
    }

    @Test func reimportingTheSameBackupChangesNothing() async throws {
        let folder = try TemporaryFolder()
        let file = try Self.sampleFile(in: folder)
        let fixture = try await ImportFixture()
        try await fixture.importFile(file)
        let before = try await fixture.snapshot()
        let again = try await fixture.importFile(file)
        #expect(again.summary.habitsCreated == 0)
        #expect(again.summary.habitsMerged == 5)
        #expect(again.summary.checkIns == 0)
        #expect(again.summary.checkInsAlreadyPresent == 5)
        #expect(try await fixture.snapshot() == before)
    }

    @Test func aTruncatedBackupIsRefusedAndNothingIsWritten() async throws {
        let folder = try TemporaryFolder()
        let full = folder.file("full.db")
        try Self.write(
            Self.schema + Self.sample + """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1500)
                INSERT INTO CHECKINS (habit_id, date, type)
                SELECT 1 + i % 5, strftime('%Y%m%d', '2020-01-01', '+' || i || ' days'), 2 FROM n;
                """, to: full)
        let data = try Data(contentsOf: full)
        let truncated = try folder.write(data.prefix(data.count / 2), to: "truncated.db")
        let fixture = try await ImportFixture()
        let before = try await fixture.snapshot()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(truncated, format: .rewire) }
        #expect(failure?.fileName == "truncated.db")
        #expect(failure?.description.contains("truncated") == true)
        #expect(try await fixture.snapshot() == before)
    }

    @Test(arguments: [
        ("UPDATE CHECKINS SET date = 'yesterday' WHERE _id = 2", "checkins _id 2", "date"),
        ("UPDATE CHECKINS SET date = 9223372036854775807 WHERE _id = 2", "checkins _id 2", "date"),
        ("UPDATE CHECKINS SET date = '20250230' WHERE _id = 2", "checkins _id 2", "date"),
        ("UPDATE CHECKINS SET type = 'done' WHERE _id = 5", "checkins _id 5", "type"),
        ("UPDATE CHECKINS SET habit_id = x'00ff' WHERE _id = 5", "checkins _id 5", "habit_id"),
        ("UPDATE HABITS SET schedule = 'weekly' WHERE _id = 2", "'Gym'", "schedule"),
        ("UPDATE HABITS SET schedule = 9223372036854775807 WHERE _id = 2", "'Gym'", "schedule"),
        ("UPDATE HABITS SET days = 9 WHERE _id = 2", "'Gym'", "days"),
        ("UPDATE HABITS SET active_days = '1,9' WHERE _id = 1", "'Meditate'", "active_days"),
        ("UPDATE HABITS SET name = NULL WHERE _id = 3", "habits _id 3", "name"),
        ("UPDATE REMINDERS SET time = 'soon' WHERE habit_id = 1", "reminders row 1", "time"),
    ])
    func aWrongValueIsAnErrorNamingItsPlace(change: String, location: String, field: String) async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("bad.db")
        try Self.write(Self.schema + Self.sample + change + ";", to: file)
        let fixture = try await ImportFixture()
        let before = try await fixture.snapshot()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file) }
        let issue = try #require(failure?.issues.first)
        #expect(issue.location.contains(location), "\(issue)")
        #expect(issue.field == field, "\(issue)")
        #expect(try await fixture.snapshot() == before)
    }

    @Test func aSQLiteFileWithOtherTablesIsRefused() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("notes.db")
        try Self.write("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes VALUES (1, 'hi');", to: file)
        #expect(throws: ImportFailure.self) { try FormatDetector.detect(file) }
        let fixture = try await ImportFixture()
        let before = try await fixture.snapshot()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file, format: .rewire) }
        #expect(failure?.description.contains("not a Rewire backup") == true)
        let text = try folder.write("HABITS,CHECKINS", to: "text.db")
        let second = await #expect(throws: ImportFailure.self) { try await fixture.importFile(text, format: .rewire) }
        #expect(second?.description.contains("not a SQLite database") == true)
        #expect(try await fixture.snapshot() == before)
    }

    @Test func theFuzzSeedImports() async throws {
        let seed = ImportFixture.packageRoot.appendingPathComponent("Tests/Fuzz/Corpus/rewire/rewire.db")
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(seed)
        #expect(result.summary.format == .rewire)
        #expect(result.summary.habitsCreated == 3)
        #expect(result.summary.checkIns == 4)
    }
}
