import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// `create_habit`, `edit_habit`, `archive_habit`, `list_habits`, `list_presets`: the command
/// line's options and rules (docs/domain-rules.md §2 "Editing a habit", §11).
@Suite struct HabitToolTests {
    @Test func createHabitTakesTheCommandLinesOptions() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let result = try await client.call(
            "create_habit",
            ["name": "Run", "target": 5, "unit": "km", "on": "mon,wed,fri", "remind": ["07:00"], "color": "blue"])
        #expect(result.isError == false, "\(result.summary)")
        #expect(result.summary.hasPrefix("Added Run (id "))
        let habit = try await fixture.service.resolveHabit("Run", of: fixture.alice)
        #expect(habit.goal.type == .distance && habit.goal.unit == "km" && habit.goal.target == 5)
        #expect(habit.schedule == .weekdays([.monday, .wednesday, .friday]))
        #expect(habit.reminders.map(\.hour) == [7])
        let categories = try await fixture.service.categories(of: fixture.alice)
        #expect(result.structuredContent == (try ToolOutput.value(of: HabitJSON(habit, categories: categories))))
        await fixture.stop()
    }

    @Test func createHabitFromAPresetAndAQuitHabit() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let preset = try #require(PresetCatalog.all.first)
        let fromPreset = try await client.call("create_habit", ["preset": .string(preset.id)])
        #expect(fromPreset["name"] == .string(preset.name))
        #expect(fromPreset["presetId"] == .string(preset.id))
        let quit = try await client.call("create_habit", ["name": "Smoking", "quit": true, "baseline": 10])
        #expect(quit["kind"] == "quit" && quit["target"] == 0)
        #expect(try await fixture.service.habits(of: fixture.alice).count == 2)
        await fixture.stop()
    }

    @Test func createHabitRefusalsWriteNothing() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        _ = try await client.call("create_habit", ["name": "Run"])
        let cases: [([String: Value], String)] = [
            (["name": "run"], "nameDuplicate"),
            ([:], "usage"),
            (["name": "Gym", "weekly": 9], "timesPerWeekOutOfRange"),
            (["name": "Gym", "weekly": 3, "on": "mon"], "scheduleInvalid"),
            (["name": "Gym", "times": 3], "scheduleInvalid"),
            (["name": "Gym", "on": "funday"], "weekdayOutOfRange"),
            (["name": "Gym", "target": -1], "targetInvalid"),
            (["name": "Gym", "weekly": .double(1e19)], "usage"),
            (["name": "Gym", "preset": "no.such"], "presetUnknown"),
            (["name": "Gym", "category": "Nowhere"], "notFound"),
            (["name": "Gym", "start": "2026-03-20", "end": "2026-03-10"], "startAfterEnd"),
        ]
        for (arguments, code) in cases {
            let result = try await client.call("create_habit", arguments)
            #expect(result.errorCode == code, "\(arguments): \(result.summary)")
        }
        #expect(try await fixture.service.habits(of: fixture.alice, includeArchived: true).map(\.name) == ["Run"])
        await fixture.stop()
    }

    @Test func createHabitStopsAtTheHundredHabitCap() async throws {
        let fixture = try await MCPFixture()
        _ = try await fixture.service.createHabits((1...100).map { HabitDraft(name: "Habit \($0)") }, for: fixture.alice)
        let client = try await fixture.client()
        let result = try await client.call("create_habit", ["name": "One more"])
        #expect(result.errorCode == "habitLimitReached")
        #expect(try await fixture.service.habits(of: fixture.alice).count == 100)
        await fixture.stop()
    }

    @Test func editHabitPatchesOnlyWhatIsGiven() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        _ = try await client.call("create_habit", ["name": "Water", "target": 8, "unit": "cups", "icon": "💧"])
        let edited = try await client.call("edit_habit", ["habit": "water", "target": 10, "noIcon": true])
        #expect(edited.summary == "Updated Water: 10 cups a day.")
        let habit = try await fixture.service.resolveHabit("Water", of: fixture.alice)
        #expect(habit.goal.target == 10 && habit.goal.unit == "cups" && habit.icon == nil)
        let renamed = try await client.call("edit_habit", ["habit": "Water", "name": "Drink water", "weekly": 5])
        #expect(renamed["name"] == "Drink water")
        #expect(try await client.call("edit_habit", ["habit": "Drink", "icon": "💧", "noIcon": true]).errorCode == "usage")
        #expect(try await client.call("edit_habit", ["habit": "Drink", "quit": true, "build": true]).errorCode == "usage")
        #expect(try await client.call("edit_habit", ["habit": "Drink", "name": ""]).errorCode == "usage")
        #expect(try await fixture.service.resolveHabit("Drink water", of: fixture.alice).schedule == .timesPerWeek(5))
        await fixture.stop()
    }

    @Test func archiveHidesAndListHabitsCanShowArchived() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        _ = try await client.call("create_habit", ["name": "Run"])
        _ = try await client.call("create_habit", ["name": "Read"])
        let archived = try await client.call("archive_habit", ["habit": "Read"])
        #expect(archived["archived"] == true)
        let active = try await client.call("list_habits")
        #expect(active["habits"]?.arrayValue?.compactMap { $0.objectValue?["name"]?.stringValue } == ["Run"])
        #expect(active.summary == "1 habit: Run.")
        let all = try await client.call("list_habits", ["archived": true])
        #expect(all["habits"]?.arrayValue?.count == 2)
        #expect(try await fixture.service.habits(of: fixture.alice, includeArchived: true).count == 2, "archived, not deleted")
        await fixture.stop()
    }

    @Test func listPresetsByCategory() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let fitness = try await client.call("list_presets", ["category": "Fitness"])
        let ids = fitness["presets"]?.arrayValue?.compactMap { $0.objectValue?["id"]?.stringValue } ?? []
        #expect(ids == PresetCatalog.presets(inCategory: "Fitness").map(\.id))
        #expect(!ids.isEmpty)
        #expect(try await client.call("list_presets", ["category": "Cooking"]).errorCode == "usage")
        await fixture.stop()
    }
}
