import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// `check_in`, `set_day_total`, `undo_check_in`, `skip_days` through a real MCP client: each
/// call is the service's, and every refusal is a tool error that wrote nothing
/// (docs/domain-rules.md §3, §11).
@Suite struct CheckInToolTests {
    func fixtureWithRun() async throws -> (MCPFixture, Habit) {
        let fixture = try await MCPFixture()
        var draft = HabitDraft(name: "Run")
        var patch = HabitPatch()
        patch.unit = "km"
        patch.target = 5
        patch.startDay = Day("2026-03-01")
        patch.apply(to: &draft)
        let run = try await fixture.service.createHabit(draft, for: fixture.alice)
        return (fixture, run)
    }

    func checkIns(_ fixture: MCPFixture, _ habit: Habit) async throws -> [CheckIn] {
        try await fixture.service.entries(of: habit.id, for: fixture.alice)
    }

    @Test func checkInAddsAndAnswersTheEntriesAsTheCommandLineDoes() async throws {
        let (fixture, run) = try await fixtureWithRun()
        let client = try await fixture.client()
        let result = try await client.call("check_in", ["habit": "run", "amount": 500, "unit": "m", "note": "easy"])
        #expect(result.isError == false)
        #expect(result.summary == "Checked in. Run: 0.5/5 km today")
        let stored = try await checkIns(fixture, run)
        #expect(stored.map(\.amount) == [0.5])
        let expected = try ToolOutput.value(of: stored.map { EntryJSON($0, habit: run) })
        #expect(result["entries"] == expected)
        #expect(result.content.count == 2, "the JSON is also given as text for clients that read only text")
        await fixture.stop()
    }

    @Test func checkInOnAnEarlierDayWithATime() async throws {
        let (fixture, run) = try await fixtureWithRun()
        let client = try await fixture.client()
        let result = try await client.call("check_in", ["habit": "Run", "amount": 5, "date": "yesterday", "time": "07:30"])
        #expect(result.summary == "Checked in. Run: 5/5 km yesterday · goal met")
        let stored = try await checkIns(fixture, run)
        #expect(stored.map(\.day.description) == ["2026-03-17"])
        #expect(ContractJSON.instant(try #require(stored.first?.at)) == "2026-03-17T06:30:00Z")
        await fixture.stop()
    }

    @Test func refusalsAreToolErrorsThatChangeNothing() async throws {
        let (fixture, run) = try await fixtureWithRun()
        let client = try await fixture.client()
        let cases: [([String: Value], String)] = [
            (["habit": "Run", "amount": -1], "amountInvalid"),
            (["habit": "Run", "amount": .double(1e308)], "amountInvalid"),
            (["habit": "Swim"], "notFound"),
            (["habit": "Run", "unit": "kg"], "unitIncompatible"),
            (["habit": "Run", "date": "tomorrow"], "checkInInFuture"),
            (["habit": "Run", "amount": "5"], "usage"),
            (["habit": "Run", "user": 2], "usage"),
            ([:], "usage"),
        ]
        for (arguments, code) in cases {
            let result = try await client.call("check_in", arguments)
            #expect(result.isError == true, "\(arguments)")
            #expect(result.errorCode == code, "\(arguments): \(result.summary)")
            #expect(result.summary.hasPrefix("error: "))
        }
        #expect(try await checkIns(fixture, run).isEmpty)
        #expect(try await fixture.service.progress(for: fixture.alice).level.totalXP == 0)
        await fixture.stop()
    }

    /// docs/domain-rules.md §3 "A yes/no day is complete": one more check-in of a done yes/no day
    /// is a tool error naming `dayComplete` that changes nothing.
    @Test func aDoneYesNoDayRefusesOneMore() async throws {
        let fixture = try await MCPFixture()
        var draft = HabitDraft(name: "Floss")
        var patch = HabitPatch()
        patch.startDay = Day("2026-03-01")
        patch.apply(to: &draft)
        let floss = try await fixture.service.createHabit(draft, for: fixture.alice)
        let client = try await fixture.client()
        #expect(try await client.call("check_in", ["habit": "Floss"]).isError == false)
        let again = try await client.call("check_in", ["habit": "Floss"])
        #expect(again.isError == true && again.errorCode == "dayComplete")
        #expect(again.summary.hasPrefix("error: 'Floss' is already done for the day"), "\(again.summary)")
        #expect(try await checkIns(fixture, floss).count == 1)
        await fixture.stop()
    }

    @Test func anAmbiguousHabitAnswersItsCandidates() async throws {
        let fixture = try await MCPFixture()
        for name in ["Reading", "Read aloud", "Running"] {
            _ = try await fixture.service.createHabit(HabitDraft(name: name), for: fixture.alice)
        }
        let client = try await fixture.client()
        let result = try await client.call("check_in", ["habit": "rea"])
        #expect(result.errorCode == "ambiguous")
        let candidates = result["error"]?.objectValue?["candidates"]?.arrayValue ?? []
        #expect(candidates.compactMap { $0.objectValue?["name"]?.stringValue } == ["Reading", "Read aloud"])
        #expect(result.summary.contains("'Reading'") && result.summary.contains("'Read aloud'"))
        let habits = try await fixture.service.habits(of: fixture.alice)
        for habit in habits { #expect(try await fixture.service.entries(of: habit.id, for: fixture.alice).isEmpty) }
        await fixture.stop()
    }

    @Test func setDayTotalReplacesAndIsIdempotent() async throws {
        let (fixture, run) = try await fixtureWithRun()
        let client = try await fixture.client()
        _ = try await client.call("check_in", ["habit": "Run", "amount": 1])
        _ = try await client.call("check_in", ["habit": "Run", "amount": 2])
        for _ in 0..<2 {
            let result = try await client.call("set_day_total", ["habit": "Run", "value": 4.5])
            #expect(result.summary == "Set. Run: 4.5/5 km today")
        }
        #expect(try await checkIns(fixture, run).map(\.amount) == [4.5])
        #expect(try await client.call("set_day_total", ["habit": "Run"]).errorCode == "usage")
        #expect(try await checkIns(fixture, run).map(\.amount) == [4.5])
        await fixture.stop()
    }

    @Test func undoRemovesTheLatestThenRefuses() async throws {
        let (fixture, run) = try await fixtureWithRun()
        let client = try await fixture.client()
        _ = try await client.call("check_in", ["habit": "Run", "amount": 1])
        _ = try await client.call("check_in", ["habit": "Run", "amount": 2])
        let undone = try await client.call("undo_check_in", ["habit": "Run"])
        #expect(undone.summary == "Removed 2 km. Run: 1/5 km today")
        #expect(undone["amount"] == 2)
        _ = try await client.call("undo_check_in", ["habit": "Run"])
        #expect(try await client.call("undo_check_in", ["habit": "Run"]).errorCode == "nothingToUndo")
        #expect(try await checkIns(fixture, run).isEmpty)
        await fixture.stop()
    }

    @Test func skipDaysTakesADayOrARangeAndUndo() async throws {
        let (fixture, run) = try await fixtureWithRun()
        let client = try await fixture.client()
        let ranged = try await client.call("skip_days", ["habit": "Run", "from": "2026-03-20", "to": "2026-03-22"])
        #expect(ranged.summary == "Skipped Run from 2026-03-20 to 2026-03-22.")
        #expect(ranged["skipped"] == true && ranged["from"] == "2026-03-20" && ranged["to"] == "2026-03-22")
        let records = try await fixture.service.dayRecords(of: run.id, for: fixture.alice)
        #expect(records.filter(\.isSkipped).map(\.day.description) == ["2026-03-20", "2026-03-21", "2026-03-22"])
        let back = try await client.call("skip_days", ["habit": "Run", "date": "2026-03-21", "undo": true])
        #expect(back.summary == "Run counts again on 2026-03-21.")
        let after = try await fixture.service.dayRecords(of: run.id, for: fixture.alice)
        #expect(after.filter(\.isSkipped).map(\.day.description) == ["2026-03-20", "2026-03-22"])
        for bad: [String: Value] in [
            ["habit": "Run", "date": "today", "from": "today", "to": "today"],
            ["habit": "Run", "from": "today"],
        ] {
            #expect(try await client.call("skip_days", bad).errorCode == "usage")
        }
        let tooLong = try await client.call("skip_days", ["habit": "Run", "from": "2026-01-01", "to": "2027-06-01"])
        #expect(tooLong.errorCode == "dateRangeInvalid")
        #expect(try await fixture.service.dayRecords(of: run.id, for: fixture.alice).filter(\.isSkipped).count == 2)
        await fixture.stop()
    }
}
