import CadenceCore
import CadenceImport
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// HabitBull's CSV export (docs/import-export.md "HabitBull").
@Suite struct HabitBullImportTests {
    static let header = "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText"
    static let sample = """
        HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText
        Stretch,Ten minutes after waking,Health,2026-03-01,1,
        Stretch,Ten minutes after waking,Health,2026-03-02,0,slept in
        Stretch,Ten minutes after waking,Health,2026-03-03,1,"hips, back"
        Pages read,,Books,2026-03-01,24,
        Pages read,,Books,2026-03-02,0,
        Pages read,,Books,2026-03-03,-2147483648,
        Pages read,,Books,2026-03-04,12.5,on the train
        "Wake up early, really",,,2026-03-04,1,
        """
    static let zeroReason = "zero amounts (a day without check-ins totals 0)"
    static let noValueReason = "entries without a value (empty or negative)"

    @Test func rowsBecomeHabitsCategoriesCheckInsAndNotes() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let result = try await fixture.importFile(try folder.write(Self.sample, to: "HabitBull Data.csv"))
        #expect(result.summary.format == .habitBull)
        #expect(result.summary.habitsCreated == 3)
        #expect(result.summary.categoriesCreated == 1, "Health is one of the preset categories every user has; Books is new")
        #expect(result.summary.notImported[SourceHistoryReasons.notDone] == 1)
        #expect(result.summary.notImported[Self.zeroReason] == 1)
        #expect(result.summary.notImported[Self.noValueReason] == 1)
        let categories = try await fixture.store.categories(of: fixture.user)

        let stretch = try #require(try await fixture.habit(named: "Stretch"))
        #expect(stretch.goal == .simple())
        #expect(stretch.schedule == .daily)
        #expect(stretch.description == "Ten minutes after waking")
        #expect(stretch.sourceID == "habitbull:stretch")
        #expect(categories.first { $0.id == stretch.categoryID }?.name == "Health")
        let stretchCheckIns = try await fixture.checkIns(of: stretch)
        #expect(stretchCheckIns.map(\.day) == [Day.of("2026-03-01"), Day.of("2026-03-03")])
        #expect(stretchCheckIns.last?.note == "hips, back")
        let records = try await fixture.dayRecords(of: stretch)
        #expect(records.map(\.day) == [Day.of("2026-03-02")])
        #expect(records.first?.isSkipped == false)
        #expect(records.first?.note == "slept in")

        let pages = try #require(try await fixture.habit(named: "Pages read"))
        #expect(pages.goal == Goal(type: .repetitions, unit: "times", target: 1))
        #expect(categories.first { $0.id == pages.categoryID }?.name == "Books")
        let pageCheckIns = try await fixture.checkIns(of: pages)
        #expect(pageCheckIns.map(\.amount) == [24, 12.5])
        #expect(pageCheckIns.last?.note == "on the train")
        #expect(result.summary.warnings.contains { $0.field == "Value" && $0.location.contains("Pages read") })

        let wake = try #require(try await fixture.habit(named: "Wake up early, really"))
        #expect(wake.categoryID == nil)
        #expect(try await fixture.checkIns(of: wake).count == 1)
    }

    @Test func reimportingChangesNothing() async throws {
        let folder = try TemporaryFolder()
        try await ImportFixture().expectReimportAddsNothing(try folder.write(Self.sample, to: "habitbull.csv"))
    }

    @Test func olderExportsWithoutCategoryOrCommentAndSlashedDates() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text = """
            habitname,habitdescription,calendardate,value
            Walk,Around the block,2/27/2026,1
            Walk,Around the block,3/1/2026 00:00:00,1
            Walk,Around the block,3/2/2026,-2.15E+09
            Walk,Around the block,2026-03-05 08:30:00,1
            """
        let result = try await fixture.importFile(try folder.write(text, to: "export.csv"))
        #expect(result.summary.notImported[Self.noValueReason] == 1)
        let walk = try #require(try await fixture.habit(named: "Walk"))
        #expect(walk.goal == .simple())
        #expect(
            try await fixture.checkIns(of: walk).map(\.day) == [
                Day.of("2026-02-27"), Day.of("2026-03-01"), Day.of("2026-03-05"),
            ])
    }

    @Test func slashedDatesThatCannotBeMonthFirstAreDayFirst() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text = "\(Self.header)\nWalk,,,25/2/2026,1,\nWalk,,,3/2/2026,1,\n"
        let result = try await fixture.importFile(try folder.write(text, to: "export.csv"))
        let walk = try #require(try await fixture.habit(named: "Walk"))
        #expect(try await fixture.checkIns(of: walk).map(\.day) == [Day.of("2026-02-03"), Day.of("2026-02-25")])
        #expect(result.summary.warnings.contains { $0.message.contains("day first") })
    }

    @Test func theHeaderIsDetectedByContent() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(Self.sample, to: "data.csv")
        #expect(try FormatDetector.detect(file).format == .habitBull)
        let lowercase = try folder.write("habitname,calendardate,value\nRead,2026-03-01,1\n", to: "other.csv")
        #expect(try FormatDetector.detect(lowercase).format == .habitBull)
    }

    @Test(arguments: [
        ("Walk,,,2026-13-01,1,", "bad.csv line 3"),
        ("Walk,,,yesterday,1,", "not a date"),
        ("Walk,,,1899-12-31,1,", "not a date"),
        ("Walk,,,2026-03-01,lots,", "not a number"),
        ("Walk,,,2026-03-01,1e999,", "not a number"),
        ("Walk,,,2026-03-01,nan,", "not a number"),
        (",,,2026-03-01,1,", "empty"),
        ("Walk,\"Around the block,,2026-03-01,1,", "never closed"),
    ])
    func badRowsAreRefusedAndChangeNothing(row: String, expected: String) async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let before = try await fixture.snapshot()
        await #expect {
            try await fixture.importFile(
                try folder.write("\(Self.header)\nRead,,,2026-03-01,1,\n\(row)\n", to: "bad.csv"), format: .habitBull)
        } throws: { error in
            "\(error)".contains(expected)
        }
        #expect(try await fixture.snapshot() == before)
    }

    @Test func aTruncatedFileIsRefusedNamingTheLine() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let cut = String(Self.sample.prefix(Self.sample.count - 70))
        let truncated = cut + ",\"half a comm"
        try await fixture.expectRefusal(try folder.write(truncated, to: "cut.csv"), format: .habitBull, mentioning: "cut.csv line")
    }

    @Test func hugeAmountsAreRefusedWithoutACrash() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let before = try await fixture.snapshot()
        let text = "\(Self.header)\nRead,,,2026-03-01,1e300,\nRead,,,2026-03-02,\(Double.greatestFiniteMagnitude),\n"
        await #expect(throws: (any Error).self) {
            try await fixture.importFile(try folder.write(text, to: "huge.csv"), format: .habitBull)
        }
        #expect(try await fixture.snapshot() == before)
    }

    @Test func aHeaderWithoutTheNeededColumnsIsRefused() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        await #expect {
            try await fixture.importFile(
                try folder.write("HabitName,Value\nRead,1\n", to: "short.csv"), format: .habitBull)
        } throws: { error in
            "\(error)".contains("line 1")
        }
    }

    // MARK: Variants a real export holds

    @Test func loopsTestExportsImport() async throws {
        // The shapes of Loop's HabitBull test files: M/D/YYYY dates with -2150000000 for "no
        // value", and counted habits such as push-ups.
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text = """
            \(Self.header)
            H1,,C1,11/5/2020,1,
            H2,,C2,11/5/2020,-2150000000,
            H3,Habit 3,C3,4/11/2019,1,text
            H3,Habit 3,C3,4/12/2019,0,
            Pushups,,Fitness,2021-09-01,30,
            Pushups,,Fitness,2022-01-08,100,
            """
        let result = try await fixture.importFile(try folder.write(text, to: "HabitBullData.csv"))
        #expect(result.summary.format == .habitBull)
        #expect(result.summary.habitsCreated == 4)
        #expect(result.summary.notImported[Self.noValueReason] == 1)
        let h3 = try #require(try await fixture.habit(named: "H3"))
        #expect(try await fixture.checkIns(of: h3).map(\.day) == [Day.of("2019-04-11")])
        #expect(try await fixture.checkIns(of: h3).first?.note == "text")
        let pushups = try #require(try await fixture.habit(named: "Pushups"))
        #expect(try await fixture.checkIns(of: pushups).map(\.amount) == [30, 100])
    }

    @Test func shortDatesOfOtherLocalesAreRead() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text = """
            \(Self.header)
            Walk,,,5.11.2020,1,
            Walk,,,06.11.20,1,
            Walk,,,07-11-2020,1,
            Walk,,,2020/11/08,1,
            Walk,,,2020.11.09,1,
            """
        try await fixture.importFile(try folder.write(text, to: "HabitBullData.csv"))
        let walk = try #require(try await fixture.habit(named: "Walk"))
        #expect(
            try await fixture.checkIns(of: walk).map(\.day)
                == ["2020-11-05", "2020-11-06", "2020-11-07", "2020-11-08", "2020-11-09"].map(Day.of))
    }

    @Test func repeatedHeaderRowsAreSkipped() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text = "\(Self.header)\nWalk,,,2026-03-01,1,\n\(Self.header)\nRead,,,2026-03-02,1,\n"
        let result = try await fixture.importFile(try folder.write(text, to: "HabitBullData.csv"))
        #expect(result.summary.habitsCreated == 2)
        #expect(try await fixture.habit(named: "HabitName") == nil)
    }

    @Test func aFileResavedByASpreadsheetInWindows1252IsRead() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture()
        let text = "\(Self.header)\r\nCaf\u{E9} less,,Sant\u{E9},11/5/2020,1,\r\nCaf\u{E9} less,,Sant\u{E9},11/6/2020,-2.15E+09,\r\n"
        let data = try #require(text.data(using: .windowsCP1252))
        #expect(String(data: data, encoding: .utf8) == nil)
        let file = try folder.write(data, to: "HabitBullData.csv")
        #expect(try FormatDetector.detect(file).format == .habitBull)
        let result = try await fixture.importFile(file)
        #expect(result.summary.warnings.contains { $0.message.contains("Windows-1252") })
        let habit = try #require(try await fixture.habit(named: "Caf\u{E9} less"))
        #expect(try await fixture.checkIns(of: habit).map(\.day) == [Day.of("2020-11-05")])
    }
}
