import CadenceCore
import CadenceStorage
import Foundation
import GRDB
import Testing

@testable import CadenceImport
@testable import CadenceServices

/// `cadence export --format loop` (docs/import-export.md "Loop backup export"): a version-25
/// Loop backup whose rows say what Loop needs, which Cadence's own Loop importer reads back to
/// the same habits and per-day history.
@Suite struct LoopExportTests {
    static func export(_ fixture: ImportFixture, in folder: TemporaryFolder) async throws -> (URL, LoopBackupExport) {
        let backup = try await fixture.exporter.loopBackup(for: fixture.user)
        return (try folder.write(backup.data, to: "Loop Habits Backup.db"), backup)
    }

    @Test func theFileHasLoopsVersion25Schema() async throws {
        let folder = try TemporaryFolder()
        let (file, backup) = try await Self.export(try await CadenceRoundTripTests.populated(), in: folder)
        let queue = try DatabaseQueue(path: file.path)
        try await queue.read { db throws in
            #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == 25)
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
            #expect(
                try db.columns(in: "Habits").map(\.name) == [
                    "id", "archived", "color", "description", "freq_den", "freq_num", "highlight", "name", "position",
                    "reminder_hour", "reminder_min", "reminder_days", "type", "target_type", "target_value", "unit",
                    "question", "uuid",
                ])
            #expect(try db.columns(in: "Repetitions").map(\.name) == ["id", "habit", "timestamp", "value", "notes"])
            #expect(try db.tableExists("android_metadata"))
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM Habits") == backup.habits)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM Repetitions") == backup.entries)
            // Every stamp is a UTC midnight; every uuid 32 hex digits; every color in the palette.
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM Repetitions WHERE timestamp % 86400000 != 0") == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM Habits WHERE length(uuid) != 32") == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM Habits WHERE color NOT BETWEEN 0 AND 19") == 0)
        }
        try queue.close()
    }

    @Test func habitsMapToLoopsKindsFrequenciesAndValues() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await CadenceRoundTripTests.populated()
        let (file, backup) = try await Self.export(fixture, in: folder)
        let queue = try DatabaseQueue(path: file.path)
        defer { try? queue.close() }
        try await queue.read { db throws in
            let read = try #require(try Row.fetchOne(db, sql: "SELECT * FROM Habits WHERE name = 'Read'"))
            #expect(read["type"] as Int == 1)
            #expect(read["target_value"] as Double == 20)
            #expect(read["unit"] as String == "pages")
            #expect(read["reminder_hour"] as Int == 21)
            // Monday (bit 2) and Friday (bit 6).
            #expect(read["reminder_days"] as Int == 0b100_0100)
            let smoke = try #require(try Row.fetchOne(db, sql: "SELECT * FROM Habits WHERE name = 'Smoke'"))
            #expect(smoke["target_type"] as Int == 1)
            let old = try #require(try Row.fetchOne(db, sql: "SELECT * FROM Habits WHERE name = 'Old run'"))
            #expect(old["freq_den"] as Int == 7)
            #expect(
                try Int.fetchOne(db, sql: "SELECT value FROM Repetitions WHERE habit = ?", arguments: [old["id"] as Int64])
                    == 5250)
            let skips = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM Repetitions WHERE habit = ? AND value = 3", arguments: [read["id"] as Int64])
            #expect(skips == 3)
        }
        #expect(backup.warnings.contains { $0.contains("Smoke") && $0.contains("schedule") })
    }

    @Test func yesNoHabitsAreYesManualAndWeekdaysBecomeACount() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let service = fixture.service
        let gym = try await service.createHabit(
            HabitDraft(
                name: "Gym", color: "mint", schedule: .weekdays([.monday, .wednesday, .friday]),
                startDay: Day.of("2026-03-01")),
            for: fixture.user)
        try await service.addCheckIn(to: gym.id, for: fixture.user, on: Day.of("2026-03-02"), note: "legs")
        _ = try await service.setDayNote("rest", habit: gym.id, for: fixture.user, on: Day.of("2026-03-03"))
        let (file, backup) = try await Self.export(fixture, in: folder)
        #expect(backup.warnings == ["habit 'Gym': Loop has no weekdays: on mon, wed, fri it becomes 3 times per week"])
        let queue = try DatabaseQueue(path: file.path)
        defer { try? queue.close() }
        try await queue.read { db throws in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT * FROM Habits"))
            #expect(row["type"] as Int == 0)
            #expect(row["freq_num"] as Int == 3)
            #expect(row["freq_den"] as Int == 7)
            #expect(row["color"] as Int == 8, "mint (#3EB489) is nearest to Loop's teal (#00897B)")
            let entries = try Row.fetchAll(db, sql: "SELECT timestamp, value, notes FROM Repetitions ORDER BY timestamp")
            #expect(entries.map { $0["value"] as Int } == [LoopEntry.yesManual, LoopEntry.unknown])
            #expect(entries.map { $0["notes"] as String } == ["legs", "rest"])
            #expect(entries.first?["timestamp"] as Int64? == Day.of("2026-03-02").utcMidnightMilliseconds)
        }
    }

    @Test func reimportingTheBackupRestoresTheSameHistory() async throws {
        let folder = try TemporaryFolder()
        let source = try await CadenceRoundTripTests.populated()
        let (file, _) = try await Self.export(source, in: folder)
        let restored = try await ImportFixture(zone: "America/New_York")
        let result = try await restored.importFile(file)
        #expect(result.summary.format == .loopDatabase)
        let before = try await source.snapshot()
        let after = try await restored.snapshot()
        #expect(after.habits.map(\.name) == before.habits.map(\.name))
        #expect(after.habits.map(\.kind) == before.habits.map(\.kind))
        #expect(after.habits.map(\.isArchived) == before.habits.map(\.isArchived))
        for habit in before.habits {
            let twin = try #require(after.habits.first { $0.name == habit.name })
            #expect(Self.totals(before.checkIns, habit.id) == Self.totals(after.checkIns, twin.id))
            #expect(
                Set(before.dayRecords.filter { $0.habitID == habit.id && $0.isSkipped }.map(\.day))
                    == Set(after.dayRecords.filter { $0.habitID == twin.id && $0.isSkipped }.map(\.day)))
        }
        // Into the store it came from: every habit matches, nothing is added twice.
        let again = try await source.importFile(file)
        #expect(again.summary.habitsCreated == 0)
        #expect(again.summary.checkIns == 0)
    }

    @Test func largestAmountsAreClampedToWhatLoopHolds() async throws {
        let habit = Habit(
            id: 1, name: "Steps", goal: Goal(type: .repetitions, unit: "steps", target: 10_000),
            startDay: Day.of("2026-01-01"), createdAt: Date(timeIntervalSince1970: 0))
        let checkIn = CheckIn(id: 1, habitID: 1, day: Day.of("2026-01-02"), at: Date(timeIntervalSince1970: 0), amount: 1e12)
        let exported = LoopExportMapping.habit(habit, id: 1, position: 0, checkIns: [checkIn], records: [], uuid: "x")
        #expect(exported.entries.map(\.value) == [Int(Int32.max)])
        #expect(exported.warnings.count == 1)
    }

    @Test(arguments: [
        ("red", 0), ("amber", 3), ("gray", 18), ("#D32F2F", 0), ("#AAAAAB", 19), ("rose", 15), ("#000000", 17),
    ])
    func colorsTakeTheNamedOrNearestPaletteEntry(color: String, index: Int) {
        #expect(LoopExportMapping.paletteIndex(of: color) == index)
    }

    /// docs/domain-rules.md §9: a reminder without weekdays fires on every due day, so on a
    /// weekdays schedule Loop's mask holds the due days (kept by the reminder's own weekdays).
    @Test func reminderMasksFollowTheDueDays() {
        let cases: [(weekdays: Set<Weekday>, schedule: Schedule, expected: Set<Weekday>)] = [
            ([], .weekdays([.monday, .wednesday, .friday]), [.monday, .wednesday, .friday]),
            ([.monday, .saturday], .weekdays([.monday, .wednesday]), [.monday]),
            ([.saturday], .weekdays([.monday]), []),
            ([], .daily, []),
            ([.sunday], .timesPerWeek(3), [.sunday]),
        ]
        for item in cases {
            let reminder = Reminder(hour: 7, minute: 30, weekdays: item.weekdays)
            #expect(LoopExportMapping.firingDays(of: reminder, schedule: item.schedule) == item.expected)
        }
    }

    @Test func aReminderOnNoDueDayIsLeftOutWithAWarning() async throws {
        let fixture = try await ImportFixture()
        _ = try await fixture.service.createHabit(
            HabitDraft(
                name: "Run", schedule: .weekdays([.monday]), startDay: Day.of("2026-03-01"),
                reminders: [Reminder(hour: 6, minute: 0, weekdays: [.saturday])]),
            for: fixture.user)
        let folder = try TemporaryFolder()
        let (file, backup) = try await Self.export(fixture, in: folder)
        #expect(backup.warnings.contains { $0.contains("falls on no due day") })
        let queue = try DatabaseQueue(path: file.path)
        defer { try? queue.close() }
        try await queue.read { db throws in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT reminder_hour, reminder_days FROM Habits"))
            #expect(row["reminder_hour"] as Int? == nil)
            #expect(row["reminder_days"] as Int == 127)
        }
    }

    static func totals(_ checkIns: [CheckIn], _ habit: HabitID) -> [Day: Double] {
        checkIns.filter { $0.habitID == habit && $0.amount > 0 }.reduce(into: [:]) { $0[$1.day, default: 0] += $1.amount }
    }
}
