import CadenceCore
import CadenceImport
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// Cadence's own export (docs/import-export.md): export → import into an empty store → export
/// gives an identical document; the CSV files have their documented headers.
@Suite struct CadenceRoundTripTests {
    /// A store with a bit of everything: a user category, habits of every kind (one archived),
    /// check-ins with notes and instants, skips, difficulty, notes, perfect days, XP, achievements.
    static func populated() async throws -> ImportFixture {
        let fixture = try await ImportFixture(zone: "America/New_York")
        let service = fixture.service
        let user = fixture.user
        try await service.updateSettings(of: user) {
            $0.dayStartHour = 4
            $0.weekStart = .sunday
            $0.weekStartChosen = true
            // A language whose week starts on Monday: the restored Sunday must stay (docs/domain-rules.md §23).
            $0.locale = "de"
            $0.onboardingCompleted = true
        }
        let work = try await service.addCategory(named: "Deep work", for: user)
        let start = Day.of("2026-02-01")
        let read = try await service.createHabit(
            HabitDraft(
                name: "Read", description: "Fiction and \"non-fiction\"\nat night", icon: "book", color: "#A1B2C3",
                categoryID: work.id, goal: Goal(type: .repetitions, unit: "pages", target: 20), startDay: start,
                reminders: [
                    Reminder(hour: 21, minute: 15, weekdays: [.monday, .friday]),
                    Reminder(hour: 7, minute: 0, isActive: false),
                ]),
            for: user)
        let water = try await service.createHabit(
            HabitDraft(
                name: "Water", icon: "💧", goal: .simple(timesPerDay: 3), schedule: .timesPerWeek(5), startDay: start),
            for: user)
        let smoke = try await service.createHabit(
            HabitDraft(
                name: "Smoke", kind: .quit, goal: Goal(type: .repetitions, unit: "cigarettes", target: 2), baseline: 12,
                schedule: .weekdays([.monday, .tuesday, .wednesday, .thursday, .friday]), startDay: start,
                endDay: Day.of("2026-12-31")),
            for: user)
        let old = try await service.createHabit(
            HabitDraft(
                name: "Old run", goal: Goal(type: .distance, unit: "km", target: 10, period: .week), startDay: start),
            for: user)
        for offset in 0..<30 {
            let day = start.adding(days: offset)
            try await service.addCheckIn(
                to: read.id, for: user, amount: Double(15 + offset % 10), on: day,
                note: offset == 3 ? "great chapter" : nil)
            try await service.addCheckIn(to: water.id, for: user, on: day, time: (hour: 9, minute: 30))
            if offset % 7 != 0 {
                try await service.addCheckIn(to: smoke.id, for: user, amount: Double(offset % 3), on: day)
            }
        }
        try await service.addCheckIn(to: old.id, for: user, amount: 5.25, on: start.adding(days: 2))
        try await service.setSkipped(
            true, habit: read.id, for: user, from: Day.of("2026-03-05"), through: Day.of("2026-03-07"))
        _ = try await service.setDifficulty(4, habit: read.id, for: user, on: Day.of("2026-02-10"))
        _ = try await service.setDayNote("tired", habit: water.id, for: user, on: Day.of("2026-02-11"))
        // docs/import-export.md "Routines": a routine travels with its habits' ids, an archived one included.
        _ = try await service.createRoutine(name: "Morning", habits: [water.id, read.id, old.id], time: "07:00", for: user)
        _ = try await service.archiveHabit(old.id, for: user)
        try await service.addHealthEntry(type: .water, value: 2, unit: "cups", on: start, for: user)
        try await service.addHealthEntry(type: .sleep, value: 7.5, on: start.adding(days: 1), note: "woke at 3, \"again\"", for: user)
        try await service.addHealthEntry(type: .mood, value: 4, on: start.adding(days: 1), note: "calm", for: user)
        try await service.addHealthEntry(type: .weight, value: 165, unit: "lb", on: start.adding(days: 2), for: user)
        let rent = try await service.addTodo(
            title: "Rent, \"flat\"", due: Day.of("2026-02-28"), priority: .high, notes: "transfer\nby noon",
            repeatRule: .monthly, for: user)
        _ = try await service.completeTodo(rent.id, for: user)
        _ = try await service.addTodo(title: "Someday", priority: .low, repeatRule: .everyNDays(3), for: user)
        _ = try await service.addNote(title: "Trip, \"ideas\"", content: "# Huts\n\n- by the *lake*\n", pinned: true, for: user)
        _ = try await service.addNote(title: "Empty", content: "", for: user)
        let checking = try await service.addMoneyAccount(name: "Checking, \"main\"", currency: "EUR", opening: "1200.00", for: user)
        _ = try await service.recordMoneyTransaction(
            account: checking.id, amount: "-42.50", on: start, note: "food", category: "groceries", for: user)
        _ = try await service.recordMoneyTransaction(account: checking.id, amount: "2500", on: start.adding(days: 1), for: user)
        let wallet = try await service.addMoneyAccount(name: "Wallet", currency: "BHD", type: .cash, opening: "-0.005", for: user)
        _ = try await service.recordMoneyTransaction(account: wallet.id, amount: "1.250", on: start, for: user)
        try await service.recalculateProgress(for: user)
        return fixture
    }

    @Test func exportImportExportGivesTheSameDocument() async throws {
        let original = try await Self.populated()
        let first = try await original.exporter.exportJSON(for: original.user)
        let document = try JSONDecoder().decode(CadenceExportDocument.self, from: first)
        #expect(document.habits.count == 4)
        #expect(document.version == 4)
        #expect(document.routines?.map(\.habits.count) == [3] && document.routines?.first?.time == "07:00")
        #expect(document.accounts?.map(\.name) == ["Checking, \"main\"", "Wallet"])
        #expect(document.accounts?.first?.transactions.map(\.amount) == ["-42.50", "2500.00"])
        #expect(document.accounts?.last?.opening == "-0.005" && document.accounts?.last?.transactions.first?.amount == "1.250")
        #expect(document.health?.map(\.type) == [.water, .sleep, .mood, .weight])
        #expect(document.todos?.map(\.title) == ["Rent, \"flat\"", "Rent, \"flat\"", "Someday"])
        #expect(document.notes?.map(\.title) == ["Trip, \"ideas\"", "Empty"])
        #expect(document.todos?.first?.completedAt != nil && document.todos?[1].due == Day.of("2026-03-28"))
        #expect(!document.perfectDays.isEmpty || !document.xp.isEmpty || !document.achievements.isEmpty)

        let folder = try TemporaryFolder()
        let file = try folder.write(first, to: "cadence-export.json")
        let restored = try await ImportFixture(zone: "UTC")
        let result = try await restored.importFile(file)
        #expect(result.summary.format == .cadenceJSON)
        #expect(result.summary.settingsRestored)
        #expect(result.summary.progressRestored)
        #expect(result.summary.categoriesCreated == 1)
        #expect(result.progressChanges == 0, "the restored facts already agree with a recalculation")
        #expect(
            result.summary.lifeRecords == ["health": 4, "todos": 3, "notes": 2, "accounts": 2, "transactions": 3, "routines": 1]
                && result.summary.lifeRecordsAlreadyPresent.isEmpty)
        let second = try await restored.exporter.exportJSON(for: restored.user)
        #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
    }

    @Test func importingTheExportAgainChangesNothing() async throws {
        let original = try await Self.populated()
        let data = try await original.exporter.exportJSON(for: original.user)
        let folder = try TemporaryFolder()
        let file = try folder.write(data, to: "export.json")
        let restored = try await ImportFixture()
        try await restored.importFile(file)
        let before = try await restored.snapshot()
        let again = try await restored.importFile(file)
        #expect(again.summary.habitsCreated == 0)
        #expect(again.summary.habitsMerged == 4)
        #expect(again.summary.checkIns == 0)
        #expect(again.summary.dayRecords == 0)
        #expect(!again.summary.progressRestored)
        #expect(
            again.summary.lifeRecords.isEmpty
                && again.summary.lifeRecordsAlreadyPresent
                    == ["health": 4, "todos": 3, "notes": 2, "accounts": 2, "transactions": 3, "routines": 1]
        )
        #expect(try await restored.snapshot() == before)
    }

    @Test func aNewerVersionIsRefused() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(#"{"format": "cadence-export", "version": 99, "habits": []}"#, to: "future.json")
        let fixture = try await ImportFixture()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file) }
        #expect(failure?.issues.first?.field == "version")
    }

    @Test func aTruncatedExportIsRefusedWithoutWriting() async throws {
        let original = try await Self.populated()
        let data = try await original.exporter.exportJSON(for: original.user)
        let folder = try TemporaryFolder()
        let file = try folder.write(data.prefix(data.count * 2 / 3), to: "cut.json")
        let fixture = try await ImportFixture()
        let before = try await fixture.snapshot()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file) }
        #expect(failure?.fileName == "cut.json")
        #expect(failure?.description.contains("truncated or malformed") == true)
        #expect(try await fixture.snapshot() == before)
    }

    @Test func csvExportHasTheDocumentedHeaders() async throws {
        let fixture = try await Self.populated()
        let folder = try TemporaryFolder()
        let urls = try await fixture.exporter.writeCSV(for: fixture.user, to: folder.url.appendingPathComponent("csv"))
        #expect(
            urls.map(\.lastPathComponent) == [
                "habits.csv", "checkins.csv", "days.csv", "health.csv", "todos.csv", "notes.csv", "accounts.csv", "transactions.csv",
            ])
        let files = try urls.map { try String(contentsOf: $0, encoding: .utf8) }
        let headers = files.map { $0.split(separator: "\n").first.map(String.init) }
        #expect(
            headers == [
                "id,name,description,icon,color,category,kind,goal_type,unit,target,period,schedule,baseline,"
                    + "start_date,end_date,reminders,sort_order,archived,preset_id,created_at,updated_at",
                "habit_id,habit,day,at,amount,unit,note",
                "habit_id,habit,day,skipped,difficulty,note",
                "id,day,type,value,unit,note,created_at",
                "id,title,due,priority,repeat,completed_at,notes,created_at,updated_at",
                "id,title,content,pinned,created_at,updated_at",
                "id,name,currency,type,opening,created_at,updated_at",
                "account_id,account,day,amount,currency,note,category,created_at",
            ])
        #expect(files[6].contains("1,\"Checking, \"\"main\"\"\",EUR,checking,1200.00,"))
        #expect(files[7].contains(",2026-02-01,-42.50,EUR,food,groceries,"))
        #expect(files[5].contains("1,\"Trip, \"\"ideas\"\"\",\"# Huts\n\n- by the *lake*\n\",true,"))
        #expect(files[4].contains("\"Rent, \"\"flat\"\"\",2026-02-28,high,monthly,"))
        #expect(files[3].contains("2026-02-02,sleep,7.5,h,\"woke at 3, \"\"again\"\"\","))
        #expect(files[0].contains("\"Fiction and \"\"non-fiction\"\"\nat night\""), "quotes and line breaks are quoted")
        #expect(files[0].contains("weekdays:1,2,3,4,5"))
        #expect(files[0].contains("\"07:00 off; 21:15 on 1,5\""))
        let checkInLines: Int = files[1].split(separator: "\n").count
        let expectedLines = 1 + 30 + 30 + 25 + 1  // header, Read, Water, Smoke (not on every 7th day), Old run
        #expect(checkInLines == expectedLines)
        #expect(files[2].contains(",2026-03-05,true,,"))
    }
}
