import CadenceCore
import CadenceImport
import CadenceSQLite
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceServices

extension LoopDatabaseImportTests {
    @Test func version12HasNoValuesAndStoresARGBColors() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("loop-v12.db")
        try LoopBackupWriter.write(
            to: file, version: 12,
            habits: [
                .init(
                    id: 1, name: "Floss", description: "Did you floss?", color: -2_937_041, reminderHour: 21,
                    reminderMinute: 30, reminderDays: 0),
                .init(id: 2, name: "Read", numerator: 1, denominator: 2, color: -16_777_216 + 0x123456, position: 1),
            ],
            entries: [
                .init(habit: 1, timestamp: Self.stamp("2016-05-01")),
                .init(habit: 1, timestamp: Self.stamp("2016-05-02")),
                .init(habit: 2, timestamp: Self.stamp("2016-05-02")),
                .init(habit: 9, timestamp: Self.stamp("2016-05-02")),
            ])
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(file)
        #expect(result.summary.checkIns == 3, "before version 16 every row is a check-in")
        #expect(result.summary.notImported["entries of habits not in the file"] == 1)
        let floss = try #require(try await fixture.habit(named: "Floss"))
        #expect(floss.color == "red", "ARGB 0xFFD32F2F was palette red")
        #expect(floss.description == "Did you floss?")
        #expect(
            floss.reminders == [Reminder(hour: 21, minute: 30, isActive: false)], "a reminder on no day is kept, off")
        #expect(result.summary.warnings.contains { $0.field == "reminder_days" })
        let read = try #require(try await fixture.habit(named: "Read"))
        #expect(read.color == "#123456")
        #expect(read.schedule == .timesInDays(1, 2))
        #expect(read.sourceID == "loop:2")
    }

    @Test func version18UsesTheThirteenColorPalette() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("loop-v18.db")
        try LoopBackupWriter.write(
            to: file, version: 18,
            habits: [.init(id: 1, name: "Old palette", color: 12), .init(id: 2, name: "Teal", color: 5, position: 1)],
            entries: [.init(habit: 1, timestamp: Self.stamp("2018-01-01"), value: 2)])
        let fixture = try await ImportFixture()
        try await fixture.importFile(file)
        #expect(
            try await fixture.habit(named: "Old palette")?.color == "#AAAAAA", "old index 12 became light grey (19)")
        #expect(try await fixture.habit(named: "Teal")?.color == "teal", "old index 5 became teal (8)")
    }

    static let frequencies: [(Int, Int, Schedule)] = [
        (1, 1, .daily), (3, 7, .timesPerWeek(3)), (7, 7, .timesPerWeek(7)), (10, 30, .timesPerMonth(10)),
        (10, 31, .timesPerMonth(10)), (2, 3, .timesInDays(2, 3)), (1, 2, .timesInDays(1, 2)),
    ]

    @Test(arguments: frequencies)
    func frequencyMapsToSchedules(numerator: Int, denominator: Int, schedule: Schedule) async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("frequency.db")
        try LoopBackupWriter.write(
            to: file, version: 25,
            habits: [.init(id: 1, name: "H", numerator: numerator, denominator: denominator, uuid: "u")],
            entries: [])
        let fixture = try await ImportFixture()
        try await fixture.importFile(file)
        #expect(try await fixture.habit(named: "H")?.schedule == schedule)
    }

    static let reminderMasks: [(Int, Set<Weekday>)] = [
        (127, []), (1, [.saturday]), (2, [.sunday]), (4, [.monday]), (64, [.friday]),
        (124, [.monday, .tuesday, .wednesday, .thursday, .friday]),
    ]

    @Test(arguments: reminderMasks)
    func reminderDaysBitsStartOnSaturday(mask: Int, weekdays: Set<Weekday>) async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("reminder.db")
        try LoopBackupWriter.write(
            to: file, version: 22,
            habits: [.init(id: 1, name: "H", reminderHour: 7, reminderMinute: 5, reminderDays: mask)], entries: [])
        let fixture = try await ImportFixture()
        try await fixture.importFile(file)
        #expect(try await fixture.habit(named: "H")?.reminders == [Reminder(hour: 7, minute: 5, weekdays: weekdays)])
    }

    @Test func anOldFilesRowIDMatchesOnlyWithTheSameName() async throws {
        let folder = try TemporaryFolder()
        let phoneA = folder.file("a.db")
        let phoneB = folder.file("b.db")
        try LoopBackupWriter.write(
            to: phoneA, version: 22, habits: [.init(id: 1, name: "Walk")],
            entries: [.init(habit: 1, timestamp: Self.stamp("2020-01-01"))])
        try LoopBackupWriter.write(
            to: phoneB, version: 22, habits: [.init(id: 1, name: "Swim")],
            entries: [.init(habit: 1, timestamp: Self.stamp("2020-01-01"))])
        let fixture = try await ImportFixture()
        try await fixture.importFile(phoneA)
        let result = try await fixture.importFile(phoneB)
        #expect(result.summary.habitsCreated == 1)
        let swim = try #require(try await fixture.habit(named: "Swim"))
        #expect(swim.sourceID == nil, "loop:1 already belongs to Walk")
        #expect(try await fixture.checkIns(of: swim).count == 1)
        #expect(try await fixture.habit(named: "Walk")?.sourceID == "loop:1")
    }

    @Test func duplicateEntriesOfOldFilesKeepTheFirst() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("dupes.db")
        try LoopBackupWriter.write(
            to: file, version: 21, habits: [.init(id: 1, name: "H")],
            entries: [
                .init(habit: 1, timestamp: Self.stamp("2020-01-01"), value: 2),
                .init(habit: 1, timestamp: Self.stamp("2020-01-01"), value: 3),
            ])
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(file)
        #expect(result.summary.checkIns == 1)
        #expect(result.summary.skippedDays == 0)
        #expect(result.summary.notImported["second entries on the same day (Loop keeps the first)"] == 1)
    }

    @Test func aTruncatedBackupIsRefusedAndLogged() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("big.db")
        try LoopBackupGenerator.write(to: file, habits: 3, years: 2)
        let data = try Data(contentsOf: file)
        let truncated = try folder.write(data.prefix(data.count / 2), to: "truncated.db")
        let fixture = try await ImportFixture()
        let before = try await fixture.snapshot()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(truncated) }
        #expect(failure?.fileName == "truncated.db")
        #expect(failure?.description.contains("damaged or truncated") == true)
        #expect(try await fixture.snapshot() == before)
        let log = try await fixture.importer.history(for: fixture.user)
        #expect(log.count == 1)
        #expect(log.first?.succeeded == false)
        #expect(log.first?.fileName == "truncated.db")
        #expect(log.first?.errorMessage?.contains("truncated") == true)
    }

    @Test func aSQLiteFileThatIsNotLoopIsRefused() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("other.db")
        try LoopBackupWriter.write(to: file, version: 22, habits: [], entries: [])
        let store = try SQLiteStore(path: folder.file("cadence.sqlite").path)
        _ = store
        let fixture = try await ImportFixture()
        let failure = await #expect(throws: ImportFailure.self) {
            try await fixture.importFile(folder.file("cadence.sqlite"), format: .loopDatabase)
        }
        #expect(failure?.description.contains("no Habits and Repetitions tables") == true)
        let notSQLite = try folder.write("hello", to: "text.db")
        let second = await #expect(throws: ImportFailure.self) {
            try await fixture.importFile(notSQLite, format: .loopDatabase)
        }
        #expect(second?.description.contains("not a SQLite database") == true)
    }

    @Test func anInvalidFrequencyNamesTheHabitAndField() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("bad.db")
        try LoopBackupWriter.write(
            to: file, version: 25,
            habits: [
                .init(id: 1, name: "Good", uuid: "g"),
                .init(id: 4, name: "Broken", numerator: 3, denominator: 0, uuid: "b"),
            ],
            entries: [.init(habit: 1, timestamp: Self.stamp("2020-01-01"))])
        let fixture = try await ImportFixture()
        let before = try await fixture.snapshot()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file) }
        let issue = try #require(failure?.issues.first)
        #expect(issue.location.contains("'Broken'"))
        #expect(issue.location.contains("Habits id 4"))
        #expect(issue.field == "freq_den")
        #expect(try await fixture.snapshot() == before, "nothing is half-imported")
    }

    @Test func aCheckInAfterTodayRefusesTheWholeImport() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("future.db")
        try LoopBackupWriter.write(
            to: file, version: 25, habits: [.init(id: 1, name: "H", uuid: "h")],
            entries: [
                .init(habit: 1, timestamp: Self.stamp("2026-03-01")),
                .init(habit: 1, timestamp: Self.stamp("2026-03-25")),
            ])
        let fixture = try await ImportFixture()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file) }
        let issue = try #require(failure?.issues.first)
        #expect(issue.location.contains("check-in on 2026-03-25"))
        #expect(issue.field == "date")
        #expect(try await fixture.store.habits(of: fixture.user, includeArchived: true).isEmpty)
    }
}
