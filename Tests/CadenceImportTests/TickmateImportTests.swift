import CadenceCore
import CadenceSQLite
import CadenceStorage
import Foundation
import GRDB
import Testing

@testable import CadenceImport
@testable import CadenceServices

/// Tickmate database backups (docs/import-export.md "Tickmate"), written by the tests with the
/// schema of Tickmate's `DatabaseOpenHelper` (database version 14; months count from 0).
@Suite struct TickmateImportTests {
    static let schema = """
        PRAGMA user_version = 14;
        CREATE TABLE android_metadata (locale TEXT);
        CREATE TABLE tracks (_id integer primary key autoincrement, name text not null, description text not null,
            icon text not null, enabled integer not null, multiple_entries_per_day integer DEFAULT 0,
            color integer DEFAULT 0, "order" integer DEFAULT -1);
        CREATE TABLE ticks (_id integer primary key autoincrement, _track_id integer, year integer, month integer,
            day integer, hour integer, minute integer, second integer, has_time_info integer DEFAULT 0);
        CREATE TABLE groups (_id integer primary key autoincrement, name text not null, description text not null,
            "order" integer DEFAULT -1);
        CREATE TABLE track2groups (_id integer primary key autoincrement, _track_id integer not null,
            _group_id integer not null);
        """

    /// Three tracks: a one-a-day track, a counter, a disabled track; ticks of every kind.
    static let sample = """
        INSERT INTO tracks VALUES (1, 'Run', 'Around the park', 'sport_running', 1, 0, 16007990, 1);
        INSERT INTO tracks VALUES (2, 'Coffee', 'Cups a day', 'food_coffee', 1, 1, 16757504, 0);
        INSERT INTO tracks VALUES (3, 'Journal', '', 'book', 0, 0, 0, 2);
        INSERT INTO groups VALUES (1, 'Health', '', 0);
        INSERT INTO track2groups VALUES (1, 1, 1);
        INSERT INTO ticks VALUES (1, 1, 2025, 2, 3, 7, 30, 0, 1);
        INSERT INTO ticks VALUES (2, 1, 2025, 2, 5, 7, 45, 0, 1);
        INSERT INTO ticks VALUES (3, 1, 2025, 2, 5, 19, 0, 0, 1);
        INSERT INTO ticks VALUES (4, 2, 2025, 2, 3, 8, 0, 0, 1);
        INSERT INTO ticks VALUES (5, 2, 2025, 2, 3, 11, 0, 0, 1);
        INSERT INTO ticks VALUES (6, 2, 2025, 2, 3, 15, 0, 0, 1);
        INSERT INTO ticks VALUES (7, 2, 2025, 2, 4, 9, 0, 0, 1);
        INSERT INTO ticks VALUES (8, 3, 2024, 11, 31, 0, 0, 0, 0);
        INSERT INTO ticks VALUES (9, 3, 2025, 0, 31, 0, 0, 0, 0);
        INSERT INTO ticks VALUES (10, 42, 2025, 0, 1, 0, 0, 0, 0);
        INSERT INTO ticks VALUES (11, 1, NULL, NULL, NULL, NULL, NULL, NULL, 0);
        """

    /// Writes a SQLite file from SQL statements (synchronously, so that no async GRDB overload is picked).
    static func write(_ sql: String, to url: URL) throws {
        if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
    }

    static func sampleFile(in folder: TemporaryFolder, name: String = "tickmate-backup.db") throws -> URL {
        let file = folder.file(name)
        try write(schema + sample, to: file)
        return file
    }

    @Test func aBackupIsDetectedByItsTables() throws {
        let folder = try TemporaryFolder()
        let file = try Self.sampleFile(in: folder)
        #expect(try FormatDetector.detect(file).format == .tickmate)
        #expect(TickmateImporter.recognizes(tables: ["tracks", "ticks", "groups", "track2groups"]))
        #expect(!TickmateImporter.recognizes(tables: ["tracks"]))
        #expect(!TickmateImporter.recognizes(tables: ["habits", "checkins", "unit"]))
    }

    @Test func tracksAndTicksAreImported() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(try Self.sampleFile(in: folder))
        #expect(result.summary.format == .tickmate)
        #expect(result.summary.habitsCreated == 3)
        #expect(result.summary.checkIns == 6)
        #expect(result.summary.notImported["second ticks on the same day (the track takes one a day)"] == 1)
        #expect(result.summary.notImported["ticks of tracks not in the file"] == 1)
        #expect(result.summary.notImported["ticks without a date"] == 1)
        #expect(result.summary.warnings.contains { $0.field == "multiple_entries_per_day" && $0.location.contains("'Coffee'") })
        #expect(result.summary.warnings.contains { $0.field == "groups" })

        let run = try #require(try await fixture.habit(named: "Run"))
        #expect(run.description == "Around the park")
        #expect(run.schedule == .daily)
        #expect(run.goal == .simple())
        #expect(run.color == "#F44336")
        #expect(run.sourceID == "tickmate:1")
        #expect(!run.isArchived)
        #expect(
            try await fixture.checkIns(of: run).map(\.day) == [Day.of("2025-03-03"), Day.of("2025-03-05")],
            "month 2 is March: Tickmate counts months from 0")

        let coffee = try #require(try await fixture.habit(named: "Coffee"))
        #expect(coffee.goal == Goal(type: .repetitions, unit: "times", target: 1, period: .day))
        #expect(coffee.color == "#FFB300")
        let cups = try await fixture.checkIns(of: coffee)
        #expect(cups.map(\.day) == [Day.of("2025-03-03"), Day.of("2025-03-04")])
        #expect(cups.map(\.amount) == [3, 1], "a counter's ticks of one day are one check-in of their count")
        #expect(coffee.sortOrder < run.sortOrder, "Tickmate's order column orders the habits")

        let journal = try #require(try await fixture.habit(named: "Journal"))
        #expect(journal.isArchived, "a disabled track is archived")
        #expect(journal.color == "blue", "color 0 is Tickmate's unset default")
        #expect(try await fixture.checkIns(of: journal).map(\.day) == [Day.of("2024-12-31"), Day.of("2025-01-31")])
    }

    @Test func anOldVersion9FileWithoutLaterColumnsImports() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("tickmate-v9.db")
        try Self.write(
            """
            PRAGMA user_version = 9;
            CREATE TABLE tracks (_id integer primary key autoincrement, name text not null,
                description text not null, icon text not null, enabled integer not null);
            CREATE TABLE ticks (_id integer primary key autoincrement, _track_id integer, year integer,
                month integer, day integer);
            INSERT INTO tracks VALUES (1, 'Floss', 'Evening', 'tooth', 1);
            INSERT INTO ticks VALUES (1, 1, 2016, 4, 1);
            INSERT INTO ticks VALUES (2, 1, 2016, 4, 1);
            """, to: file)
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(file)
        #expect(result.summary.checkIns == 1)
        #expect(result.summary.notImported["second ticks on the same day (the track takes one a day)"] == 1)
        let floss = try #require(try await fixture.habit(named: "Floss"))
        #expect(floss.color == "blue")
        #expect(try await fixture.checkIns(of: floss).map(\.day) == [Day.of("2016-05-01")])
    }

    @Test func reimportingTheSameBackupChangesNothing() async throws {
        let folder = try TemporaryFolder()
        let file = try Self.sampleFile(in: folder)
        let fixture = try await ImportFixture()
        try await fixture.importFile(file)
        let before = try await fixture.snapshot()
        let again = try await fixture.importFile(file)
        #expect(again.summary.habitsCreated == 0)
        #expect(again.summary.habitsMerged == 3)
        #expect(again.summary.checkIns == 0)
        #expect(try await fixture.snapshot() == before)
    }

    @Test func aTruncatedBackupIsRefusedAndNothingIsWritten() async throws {
        let folder = try TemporaryFolder()
        let full = folder.file("full.db")
        try Self.write(
            Self.schema + Self.sample + """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1500)
                INSERT INTO ticks (_track_id, year, month, day, hour, minute, second, has_time_info)
                SELECT 1 + i % 3, 2020 + i / 400, i / 32 % 12, 1 + i % 28, 8, 0, 0, 1 FROM n;
                """, to: full)
        let data = try Data(contentsOf: full)
        let truncated = try folder.write(data.prefix(data.count / 2), to: "truncated.db")
        let fixture = try await ImportFixture()
        let before = try await fixture.snapshot()
        let failure = await #expect(throws: ImportFailure.self) {
            try await fixture.importFile(truncated, format: .tickmate)
        }
        #expect(failure?.fileName == "truncated.db")
        #expect(failure?.description.contains("truncated") == true)
        #expect(try await fixture.snapshot() == before)
    }

    @Test(arguments: [
        ("UPDATE ticks SET year = 'twenty' WHERE _id = 4", "ticks _id 4", "year"),
        ("UPDATE ticks SET year = 9223372036854775807 WHERE _id = 4", "ticks _id 4", "year, month, day"),
        ("UPDATE ticks SET year = -9223372036854775808 WHERE _id = 4", "ticks _id 4", "year, month, day"),
        ("UPDATE ticks SET month = 12 WHERE _id = 4", "ticks _id 4", "year, month, day"),
        ("UPDATE ticks SET month = 1, day = 29 WHERE _id = 4", "ticks _id 4", "year, month, day"),
        ("UPDATE ticks SET day = 2.5 WHERE _id = 4", "ticks _id 4", "day"),
        ("UPDATE ticks SET _track_id = 'Run' WHERE _id = 4", "ticks _id 4", "_track_id"),
        ("UPDATE tracks SET enabled = 'yes' WHERE _id = 2", "'Coffee'", "enabled"),
        ("UPDATE tracks SET color = 'red' WHERE _id = 2", "'Coffee'", "color"),
        ("UPDATE tracks SET name = '   ' WHERE _id = 2", "tracks _id 2", "name"),
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

    @Test func aHugeColorIsAWarningNotAnError() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("color.db")
        try Self.write(Self.schema + Self.sample + "UPDATE tracks SET color = 9223372036854775807 WHERE _id = 1;", to: file)
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(file)
        #expect(result.summary.warnings.contains { $0.field == "color" && $0.location.contains("'Run'") })
        #expect(try await fixture.habit(named: "Run")?.color == "blue")
    }

    @Test func aSQLiteFileWithOtherTablesIsRefused() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("other.db")
        try Self.write("CREATE TABLE tracks (id INTEGER PRIMARY KEY, title TEXT, artist TEXT);", to: file)
        #expect(throws: ImportFailure.self) { try FormatDetector.detect(file) }
        let fixture = try await ImportFixture()
        let before = try await fixture.snapshot()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file, format: .tickmate) }
        #expect(failure?.description.contains("not a Tickmate backup") == true)
        let text = try folder.write("tracks,ticks", to: "text.db")
        let second = await #expect(throws: ImportFailure.self) { try await fixture.importFile(text, format: .tickmate) }
        #expect(second?.description.contains("not a SQLite database") == true)
        #expect(try await fixture.snapshot() == before)
    }

    @Test func theFuzzSeedImports() async throws {
        let seed = ImportFixture.packageRoot.appendingPathComponent("Tests/Fuzz/Corpus/tickmate/tickmate.db")
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(seed)
        #expect(result.summary.format == .tickmate)
        #expect(result.summary.habitsCreated == 3)
        #expect(result.summary.checkIns == 5)
    }
}
