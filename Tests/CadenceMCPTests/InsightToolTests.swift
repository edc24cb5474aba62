import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// `today`, `habit_stats`, `overview`, `progress`: read-only, and the same JSON the command
/// line's `--json` writes for the same facts (docs/domain-rules.md §5, §6, §11).
@Suite struct InsightToolTests {
    func fixtureWithHistory() async throws -> (MCPFixture, Habit) {
        let fixture = try await MCPFixture()
        let service = fixture.service
        let run = try await service.createHabit(
            {
                var draft = HabitDraft(name: "Run")
                draft.startDay = Day("2026-03-01")!
                return draft
            }(), for: fixture.alice)
        _ = try await service.createHabit(HabitDraft(name: "Stretch"), for: fixture.alice)
        for offset in 1...5 {
            try await service.addCheckIn(to: run.id, for: fixture.alice, on: Day("2026-03-18")!.adding(days: -offset))
        }
        return (fixture, run)
    }

    @Test func todayIsTheTodayJSON() async throws {
        let (fixture, run) = try await fixtureWithHistory()
        let client = try await fixture.client()
        _ = try await client.call("check_in", ["habit": "Run"])
        let result = try await client.call("today")
        let list = try await fixture.service.todayList(for: fixture.alice)
        #expect(result.structuredContent == (try ToolOutput.value(of: TodayJSON(list))))
        #expect(result["date"] == "2026-03-18")
        #expect(result.summary == "1/2 done today (2026-03-18). Still open: Stretch.")
        #expect(list.habits.first { $0.habit.id == run.id }?.streak.count == 6)
        await fixture.stop()
    }

    @Test func habitStatsTakesTheCommandLinesWindows() async throws {
        let (fixture, run) = try await fixtureWithHistory()
        let client = try await fixture.client()
        let all = try await client.call("habit_stats", ["habit": "Run"])
        let statistics = try await fixture.service.statistics(of: run.id, for: fixture.alice)
        #expect(all.structuredContent == (try ToolOutput.value(of: StatsJSON(habit: run, statistics: statistics))))
        #expect(all.summary.hasPrefix("Run: streak 5, best 5, success "))
        let week = try await client.call("habit_stats", ["habit": "Run", "days": 7])
        #expect(week["window"]?.objectValue?["from"] == "2026-03-12")
        let ranged = try await client.call("habit_stats", ["habit": "Run", "from": "2026-03-14", "to": "2026-03-15"])
        #expect(ranged["window"]?.objectValue?["from"] == "2026-03-14" && ranged["window"]?.objectValue?["to"] == "2026-03-15")
        #expect(try await client.call("habit_stats", ["habit": "Run", "days": 0]).errorCode == "usage")
        #expect(try await client.call("habit_stats", ["habit": "Run", "days": 7, "from": "-3"]).errorCode == "usage")
        let backwards = try await client.call("habit_stats", ["habit": "Run", "from": "2026-03-15", "to": "2026-03-14"])
        #expect(backwards.errorCode == "dateRangeInvalid")
        await fixture.stop()
    }

    @Test func overviewAndProgress() async throws {
        let (fixture, _) = try await fixtureWithHistory()
        let client = try await fixture.client()
        let overview = try await client.call("overview")
        let rows = try await fixture.service.overview(for: fixture.alice)
        #expect(overview["habits"] == (try ToolOutput.value(of: rows.map(OverviewJSON.init))))
        let progress = try await client.call("progress")
        let report = try await fixture.service.progress(for: fixture.alice)
        #expect(progress.structuredContent == (try ToolOutput.value(of: ProgressJSON(report))))
        #expect(progress.summary.hasPrefix("Level \(report.level.level) (\(report.level.totalXP) XP"))
        await fixture.stop()
    }

    @Test func readingWritesNothing() async throws {
        let (fixture, run) = try await fixtureWithHistory()
        let before = try await fixture.store.dataRevision(of: fixture.alice)
        let client = try await fixture.client()
        for name in ["today", "overview", "progress", "list_habits", "list_presets"] {
            #expect(try await client.call(name).isError == false, "\(name)")
        }
        _ = try await client.call("habit_stats", ["habit": .string(String(run.id))])
        #expect(try await fixture.store.dataRevision(of: fixture.alice) == before)
        await fixture.stop()
    }
}
