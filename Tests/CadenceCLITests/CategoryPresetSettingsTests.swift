import Foundation
import Testing

/// `cadence category …`, `cadence preset list` and `cadence settings …`.
@Suite struct CategoryPresetSettingsTests {
    @Test func categoriesListAddRenameMoveDelete() throws {
        let store = try TemporaryStore()
        let presets = try store.runJSON(["category", "list"]).array()
        #expect(presets.map { $0.string("name") } == ["Health", "Fitness", "Learning", "Social"])
        #expect(presets.allSatisfy { $0.keySet == Shape.category && $0.bool("preset") == true })
        let work = try store.runJSON(["category", "add", "Work"]).object()
        #expect(work.bool("preset") == false)
        #expect(work.int("sortOrder") == 4)
        try store.runJSON(["habit", "add", "Inbox", "--category", "work"])
        let renamed = try store.runJSON(["category", "rename", "Work", "Job"]).object()
        #expect(renamed.string("name") == "Job")
        #expect(try store.runJSON(["habit", "show", "Inbox"]).object().string("category") == "Job")
        let moved = try store.runJSON(["category", "move", "Job", "--to", "1"]).array()
        #expect(moved.map { $0.string("name") } == ["Job", "Health", "Fitness", "Learning", "Social"])
        let locked = try store.run(["--json", "category", "delete", "Health"])
        #expect(locked.status == 1)
        #expect(try locked.errorCode() == "presetCategoryLocked")
        let duplicate = try store.run(["--json", "category", "add", "health"])
        #expect(try duplicate.errorCode() == "nameDuplicate")
        try store.runJSON(["category", "delete", "Job"])
        let inbox = try store.runJSON(["habit", "show", "Inbox"]).object()
        #expect(inbox.isNull("categoryId"))
        #expect(inbox.isNull("category"))
        #expect(try store.run(["category", "list"]).stdout.contains("Fitness"))
    }

    @Test func presetsListAndFilter() throws {
        let store = try TemporaryStore()
        let all = try store.runJSON(["preset", "list"]).array()
        #expect(all.count == 25)
        #expect(all.allSatisfy { $0.keySet == Shape.preset })
        let fitness = try store.runJSON(["preset", "list", "--category", "fitness"]).array()
        #expect(!fitness.isEmpty)
        #expect(fitness.allSatisfy { $0.string("category") == "Fitness" })
        let run = try #require(all.first { $0.string("id") == "fitness.run" })
        #expect(run.string("unit") == "km")
        #expect(all.first { $0.string("id") == "health.dontSmoke" }?.string("kind") == "quit")
        let unknown = try store.run(["--json", "preset", "list", "--category", "nope"])
        #expect(unknown.status == 1)
        #expect(try unknown.errorCode() == "notFound")
    }

    @Test func settingsShowAndSet() throws {
        let store = try TemporaryStore()
        let shown = try store.runJSON(["settings", "show"]).object()
        #expect(shown.keySet == Shape.settings)
        #expect(shown.string("timeZone") == "Europe/Paris")
        #expect(shown.int("dayStart") == 0)
        #expect(shown.string("weekStart") == "mon")
        #expect(
            try store.runJSON(["settings", "set", "timezone", "America/New_York"]).object().string("timeZone")
                == "America/New_York")
        #expect(try store.runJSON(["settings", "set", "day-start", "4"]).object().int("dayStart") == 4)
        #expect(try store.runJSON(["settings", "set", "week-start", "sun"]).object().string("weekStart") == "sun")
        let zone = try store.run(["--json", "settings", "set", "timezone", "Mars/Olympus"])
        #expect(zone.status == 1)
        #expect(try zone.errorCode() == "timeZoneUnknown")
        #expect(try store.run(["settings", "set", "week-start", "tue"]).status == 2)
        let final = try store.runJSON(["settings", "show"]).object()
        #expect(final.string("timeZone") == "America/New_York")
        #expect(final.string("weekStart") == "sun")
        #expect(try store.run(["settings", "show"]).stdout.contains("Sunday"))
    }

    @Test func firstUseTakesTheZoneFromTZ() throws {
        let store = try TemporaryStore()
        store.timeZone = "Pacific/Kiritimati"
        #expect(try store.runJSON(["settings", "show"]).object().string("timeZone") == "Pacific/Kiritimati")
        // 2025-03-10T12:00Z is already the 11th in Kiritimati (UTC+14).
        try store.runJSON(["habit", "add", "Read"], now: "2025-03-10T12:00:00Z")
        #expect(try store.runJSON(["today"], now: "2025-03-10T12:00:00Z").object().string("date") == "2025-03-11")
    }
}
