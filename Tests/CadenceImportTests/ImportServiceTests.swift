import CadenceCore
import CadenceImport
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceServices

/// The import use cases across formats (docs/import-export.md): detection, dry runs, merging
/// into existing habits, the log, the active-habit limit, all-or-nothing.
@Suite struct ImportServiceTests {
    @Test func formatsAreDetectedFromContent() throws {
        let folder = try TemporaryFolder()
        let cadence = try folder.write(#"{"version": 1, "format": "cadence-export"}"#, to: "backup.txt")
        let habitto = try folder.write(
            #"[{"id": "1", "name": "A", "goal": "1 time everyday", "schedule": "Everyday"}]"#, to: "legacy.json")
        let lucid = try folder.write("[]", to: "lp/lucidpal_habits.json")
        let zip = try folder.write(Data([0x50, 0x4B, 0x03, 0x04, 0, 0]), to: "Loop Habits CSV.zip")
        let unknown = try folder.write("just text", to: "notes.txt")
        #expect(try FormatDetector.detect(cadence).format == .cadenceJSON)
        #expect(try FormatDetector.detect(habitto).format == .habittoLegacy)
        #expect(try FormatDetector.detect(lucid) == (.lucidPal, lucid.deletingLastPathComponent()))
        #expect(try FormatDetector.detect(ImportFixture.loopFixture("loop-v22.db")).format == .loopDatabase)
        #expect(try FormatDetector.detect(ImportFixture.loopFixture("csv-export")).format == .loopCSV)
        #expect(throws: ImportFailure.self) { try FormatDetector.detect(zip) }
        #expect(throws: ImportFailure.self) { try FormatDetector.detect(unknown) }
        #expect(throws: ImportFailure.self) { try FormatDetector.detect(folder.file("missing.db")) }
    }

    @Test func aWrongForcedFormatIsRefusedWithItsReason() async throws {
        let fixture = try await ImportFixture()
        let failure = await #expect(throws: ImportFailure.self) {
            try await fixture.importFile(ImportFixture.loopFixture("loop-v21.db"), format: .habittoLegacy)
        }
        #expect(failure?.fileName == "loop-v21.db")
        #expect(failure?.description.contains("not valid JSON") == true)
        #expect(try await fixture.importer.history(for: fixture.user).first?.format == "habitto-legacy")
    }

    @Test func aPreviewWritesNothingAndApplyingItWritesOneLoggedImport() async throws {
        let fixture = try await ImportFixture()
        let plan = try await fixture.importer.preview(ImportFixture.loopFixture("loop-v22.db"), for: fixture.user)
        #expect(plan.summary.habitsCreated == 2)
        #expect(plan.summary.checkIns == 1)
        #expect(try await fixture.store.habits(of: fixture.user, includeArchived: true).isEmpty)
        #expect(try await fixture.importer.history(for: fixture.user).isEmpty)

        let result = try await fixture.importer.apply(plan, for: fixture.user)
        let log = try await fixture.importer.history(for: fixture.user)
        #expect(log.count == 1)
        let entry = try #require(log.first)
        #expect(entry == result.record)
        #expect(entry.succeeded)
        #expect(entry.format == "loop-db")
        #expect(entry.fileName == "loop-v22.db")
        #expect(entry.habits == 2)
        #expect(entry.checkIns == 1)
        #expect(entry.errorMessage == nil)
        #expect(entry.startedAt <= entry.finishedAt)
    }

    @Test func mergingIntoAnExistingHabitSkipsDaysItAlreadyHas() async throws {
        let fixture = try await ImportFixture()
        let service = fixture.service
        let existing = try await service.createHabit(
            HabitDraft(name: "wake up EARLY", startDay: Day.of("2015-01-20")), for: fixture.user)
        try await service.addCheckIn(to: existing.id, for: fixture.user, on: Day.of("2015-01-21"))
        _ = try await service.setDayNote("mine", habit: existing.id, for: fixture.user, on: Day.of("2015-01-24"))
        let result = try await fixture.importFile(ImportFixture.loopFixture("csv-export"))
        #expect(result.summary.habitsCreated == 1)
        #expect(result.summary.habitsMerged == 1)
        let merged = try #require(result.summary.habits.first { $0.action == .merge })
        #expect(merged.existingHabitID == existing.id)
        #expect(merged.checkIns == 5)
        #expect(merged.checkInsAlreadyPresent == 1)
        let habit = try #require(try await fixture.store.habit(existing.id, of: fixture.user))
        #expect(habit.startDay == Day.of("2015-01-16"), "the start moves back to the imported history")
        #expect(habit.name == "wake up EARLY", "the user's definition is kept")
        #expect(try await fixture.checkIns(of: habit).count == 6)
        let notes = try await fixture.dayRecords(of: habit).map(\.note)
        #expect(notes == ["\"Vacation\"", "Forgot to do it, really", "mine"])
        #expect(result.summary.warnings.contains { $0.message.contains("differ from yours") })
    }

    @Test func incompatibleUnitsAreNotMerged() async throws {
        let fixture = try await ImportFixture()
        _ = try await fixture.service.createHabit(
            HabitDraft(name: "Run", goal: Goal(type: .time, unit: "min", target: 30)), for: fixture.user)
        let folder = try TemporaryFolder()
        let file = folder.file("run.db")
        try LoopBackupWriter.write(
            to: file, version: 25,
            habits: [.init(id: 1, name: "Run", type: 1, targetValue: 5, unit: "km", uuid: "r")],
            entries: [.init(habit: 1, timestamp: Int64(Day.of("2026-01-01").ordinal) * 86_400_000, value: 5000)])
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file) }
        #expect(failure?.issues.first?.field == "unit")
    }

    @Test func convertibleUnitsAreConvertedWhenMerging() async throws {
        let fixture = try await ImportFixture()
        let run = try await fixture.service.createHabit(
            HabitDraft(
                name: "Run", goal: Goal(type: .distance, unit: "m", target: 3000), startDay: Day.of("2026-01-01")),
            for: fixture.user)
        let folder = try TemporaryFolder()
        let file = folder.file("run.db")
        try LoopBackupWriter.write(
            to: file, version: 25,
            habits: [.init(id: 1, name: "run", type: 1, targetValue: 5, unit: "km", uuid: "r")],
            entries: [.init(habit: 1, timestamp: Int64(Day.of("2026-01-02").ordinal) * 86_400_000, value: 2500)])
        try await fixture.importFile(file)
        #expect(try await fixture.checkIns(of: run).map(\.amount) == [2500])
    }

    @Test func moreThanAHundredActiveHabitsAreRefusedBeforeWriting() async throws {
        let fixture = try await ImportFixture()
        _ = try await fixture.service.createHabit(HabitDraft(name: "Mine"), for: fixture.user)
        let folder = try TemporaryFolder()
        let file = folder.file("many.db")
        try LoopBackupWriter.write(
            to: file, version: 25,
            habits: (1...100).map { .init(id: Int64($0), name: "Habit \($0)", position: $0, uuid: "u\($0)") },
            entries: [])
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file) }
        #expect(failure?.issues.first?.message.contains("101 active habits") == true)
        #expect(try await fixture.store.habits(of: fixture.user, includeArchived: true).count == 1)
    }

    @Test func duplicateActiveNamesInTheFileAreNumberedAndReported() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("twins.db")
        try LoopBackupWriter.write(
            to: file, version: 25,
            habits: [.init(id: 1, name: "Walk", uuid: "a"), .init(id: 2, name: "walk", position: 1, uuid: "b")],
            entries: [])
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(file)
        #expect(
            try await fixture.store.habits(of: fixture.user, includeArchived: false).map(\.name) == [
                "Walk", "walk (2)",
            ])
        #expect(result.summary.warnings.contains { $0.field == "name" })
    }

    @Test func anUploadedFileImportsThroughData() async throws {
        let fixture = try await ImportFixture()
        let data = try Data(contentsOf: ImportFixture.loopFixture("loop-v22.db"))
        let plan = try await fixture.importer.preview(data: data, fileName: "upload.db", for: fixture.user)
        #expect(plan.summary.format == .loopDatabase)
        #expect(plan.summary.fileName == "upload.db")
        let result = try await fixture.importer.apply(plan, for: fixture.user)
        #expect(result.summary.habitsCreated == 2)
    }

    @Test func uploadedFilesImportAsAFolder() async throws {
        let fixture = try await ImportFixture()
        let root = ImportFixture.loopFixture("csv-export")
        var files: [String: Data] = [:]
        for path in ["Habits.csv", "001 Meditate/Checkmarks.csv", "002 Wake up early/Checkmarks.csv"] {
            files[path] = try Data(contentsOf: root.appendingPathComponent(path))
        }
        let document = try await fixture.importer.read(files: files, folderName: "Loop export", for: fixture.user)
        #expect(document.format == .loopCSV)
        let plan = try await fixture.importer.plan(document, for: fixture.user)
        #expect(plan.summary.checkIns == 6)
    }

    @Test func theSummaryEncodesWithEveryKey() throws {
        let habit = PlannedHabit(
            name: "A", source: "x", action: .create, existingHabitID: nil, archived: false, checkIns: 1,
            checkInsAlreadyPresent: 0, skippedDays: 0, dayRecords: 0)
        let data = try JSONEncoder().encode(habit)
        #expect(String(decoding: data, as: UTF8.self).contains("\"existingHabitId\":null"))
        #expect(try JSONDecoder().decode(PlannedHabit.self, from: data) == habit)
    }
}
