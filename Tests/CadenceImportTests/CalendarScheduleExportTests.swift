import CadenceCore
import CadenceImport
import Foundation
import GRDB
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §16 Schedules by the month and by the fortnight in the
/// formats: the Cadence export and its import keep the three schedules exactly; the CSV writes
/// them in one cell; the Loop backup writes their rate with a warning, and its reminder on the
/// schedule's weekdays.
@Suite struct CalendarScheduleExportTests {
    static let schedules: [(String, Schedule)] = [
        ("Bills", .daysOfMonth([1, 15, -1])), ("Meeting", .nthWeekday(week: 2, weekday: .tuesday)),
        ("Review", .nthWeekday(week: -1, weekday: .friday)), ("Run", .everyNWeeks(2, [.monday, .thursday])),
    ]

    static func populated() async throws -> ImportFixture {
        let fixture = try await ImportFixture()
        for (name, schedule) in schedules {
            _ = try await fixture.service.createHabit(
                HabitDraft(name: name, schedule: schedule, startDay: Day.of("2026-03-02"), reminders: [Reminder(hour: 8, minute: 0)]),
                for: fixture.user)
        }
        return fixture
    }

    @Test func theExportAndItsImportKeepTheSchedules() async throws {
        let original = try await Self.populated()
        let data = try await original.exporter.exportJSON(for: original.user)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""type":"daysOfMonth""#) || text.contains(#""type" : "daysOfMonth""#))
        let folder = try TemporaryFolder()
        let restored = try await ImportFixture()
        try await restored.importFile(try folder.write(data, to: "export.json"))
        let habits = try await restored.service.habits(of: restored.user, includeArchived: true)
        #expect(Dictionary(uniqueKeysWithValues: habits.map { ($0.name, $0.schedule) }) == Dictionary(uniqueKeysWithValues: Self.schedules))
        let again = try await restored.exporter.exportJSON(for: restored.user)
        #expect(String(decoding: again, as: UTF8.self) == text)
    }

    @Test func theCSVCellNamesTheSchedule() async throws {
        let fixture = try await Self.populated()
        let habits = try #require(try await fixture.exporter.exportCSV(for: fixture.user)["habits.csv"])
        #expect(habits.contains("daysOfMonth:1,15,-1"))
        #expect(habits.contains("nthWeekday:2/tue"))
        #expect(habits.contains("nthWeekday:-1/fri"))
        #expect(habits.contains("everyNWeeks:2/mon,thu"))
    }

    @Test func loopGetsTheRateAndAWarning() async throws {
        let fixture = try await Self.populated()
        let backup = try await fixture.exporter.loopBackup(for: fixture.user)
        #expect(backup.warnings.contains("habit 'Bills': Loop has no days of the month: days 1, 15, last of the month becomes 3 times in 30 days"))
        #expect(backup.warnings.contains("habit 'Meeting': Loop has no days of the month: 2nd tue of the month becomes 1 times in 30 days"))
        #expect(backup.warnings.contains("habit 'Run': Loop has no weekdays: mon, thu every 2 weeks becomes 2 times in 14 days"))
        let folder = try TemporaryFolder()
        let file = try folder.write(backup.data, to: "Loop Habits Backup.db")
        let queue = try DatabaseQueue(path: file.path)
        defer { try? queue.close() }
        try await queue.read { db throws in
            let run = try #require(try Row.fetchOne(db, sql: "SELECT * FROM Habits WHERE name = 'Run'"))
            #expect(run["freq_num"] as Int == 2)
            #expect(run["freq_den"] as Int == 14)
            // Loop's reminder bits from bit 0: Saturday, Sunday, Monday … Friday: Monday 4 + Thursday 32.
            #expect(run["reminder_days"] as Int == 36)
            let meeting = try #require(try Row.fetchOne(db, sql: "SELECT * FROM Habits WHERE name = 'Meeting'"))
            #expect(meeting["reminder_days"] as Int == 8)  // Tuesday
        }
    }
}
