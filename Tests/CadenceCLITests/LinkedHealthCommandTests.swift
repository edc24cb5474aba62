import Foundation
import Testing

/// Issue #37 part 1 on the command line (docs/domain-rules.md "§18 Habits fed by
/// health data"), through the built binary: `habit add --from-health`, the habit's days from
/// `health add`, `done` and `set` refused with `habitLinked` (exit 1), `habit edit --from-health`.
@Suite struct LinkedHealthCommandTests {
    @Test func aHabitFedBySteps() throws {
        let store = try TemporaryStore()
        let walk = try store.runJSON(["habit", "add", "Walk", "--from-health", "steps", "--target", "10000"]).object()
        #expect(walk.string("linkedHealth") == "steps")
        #expect(walk.string("unit") == "steps" && walk.double("target") == 10_000 && walk.string("goalType") == "repetitions")
        try store.runJSON(["health", "add", "steps", "12000"])
        let days = try store.runJSON(["entries", "Walk"]).array()
        #expect(days.map { $0.double("amount") } == [12_000])
        #expect(try store.runJSON(["habit", "show", "Walk"]).object().string("linkedHealth") == "steps")

        let done = try store.run(["--json", "done", "Walk"])
        #expect(done.status == 1)
        #expect(try done.errorCode() == "habitLinked")
        #expect(done.stderr.contains("log the steps value on Health instead"), "\(done.stderr)")
        let set = try store.run(["set", "Walk", "3"])
        #expect(set.status == 1)
        #expect(set.stderr.contains("is fed by health data"), "\(set.stderr)")
        #expect(try store.runJSON(["entries", "Walk"]).array().count == 1, "a refused check-in changes nothing")

        try store.runJSON(["health", "add", "steps", "9000"])
        #expect(try store.runJSON(["entries", "Walk"]).array().map { $0.double("amount") } == [9_000], "a replaced value replaces the day")
    }

    @Test func waterSleepAndMoodLinksAndUnlinking() throws {
        let store = try TemporaryStore()
        let water = try store.runJSON(["habit", "add", "Drink water", "--from-health", "water", "--target", "2000"]).object()
        #expect(water.string("unit") == "mL" && water.double("target") == 2_000)
        let sleep = try store.runJSON(["habit", "add", "Sleep", "--from-health", "sleep", "--target", "7.5"]).object()
        #expect(sleep.string("unit") == "hr" && sleep.double("target") == 7.5)
        try store.runJSON(["habit", "add", "Mood", "--from-health", "mood"])
        try store.runJSON(["health", "add", "water", "1", "L"])
        try store.runJSON(["health", "add", "water", "2", "cups"])
        try store.runJSON(["health", "add", "sleep", "450", "min"])
        try store.runJSON(["health", "add", "mood", "4"])
        try store.runJSON(["health", "add", "mood", "2"])
        #expect(try store.runJSON(["entries", "Drink water"]).array().map { $0.double("amount") } == [1_500])
        #expect(try store.runJSON(["entries", "Sleep"]).array().map { $0.double("amount") } == [7.5])
        #expect(try store.runJSON(["entries", "Mood"]).array().map { $0.double("amount") } == [1], "a mood logged: done once")

        let unlinked = try store.runJSON(["habit", "edit", "Drink water", "--from-health", "none"]).object()
        #expect(unlinked.isNull("linkedHealth"))
        #expect(try store.runJSON(["entries", "Drink water"]).array().count == 1, "the days stay")
        #expect(try store.run(["done", "Drink water", "250"]).status == 0, "its own check-ins again")

        try store.runJSON(["habit", "add", "Stretch"])
        try store.runJSON(["done", "Stretch"])
        let linked = try store.runJSON(["habit", "edit", "Stretch", "--from-health", "weight"]).object()
        #expect(linked.string("linkedHealth") == "weight")
        #expect(try store.runJSON(["entries", "Stretch"]).array().isEmpty, "a new link: the history is the entries'")

        let typo = try store.run(["habit", "add", "Run", "--from-health", "calories"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("is no health metric"), "\(typo.stderr)")
    }
}
