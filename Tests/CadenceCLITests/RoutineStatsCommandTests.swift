import Foundation
import Testing

/// Issue #37 part 3: a routine's streak and rate in `cadence stats` (docs/domain-rules.md
/// "§19 Routines"), across Paris's DST day (2025-03-30, 23 hours) with a habit not due every day and
/// a skipped one.
@Suite struct RoutineStatsCommandTests {
    private let now = "2025-03-31T21:00:00+02:00"

    private func morning() throws -> TemporaryStore {
        let store = try TemporaryStore()
        for name in ["Water", "Stretch"] { try store.runJSON(["habit", "add", name, "--start", "2025-03-27"], now: now) }
        try store.runJSON(["habit", "add", "Run", "--on", "mon", "--start", "2025-03-27"], now: now)
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-27"], now: now)
        try store.runJSON(["routine", "add", "Morning", "--habits", "Water,Run,Stretch"], now: now)
        for day in 28...31 {
            try store.runJSON(["done", "Water", "--date", "2025-03-\(day)"], now: now)
            if day != 29 { try store.runJSON(["done", "Stretch", "--date", "2025-03-\(day)"], now: now) }
        }
        try store.runJSON(["skip", "Stretch", "--from", "2025-03-29", "--to", "2025-03-29"], now: now)
        try store.runJSON(["done", "Run", "--date", "2025-03-31"], now: now)
        return store
    }

    @Test func everyRoutineInStatsWithoutAHabit() throws {
        let store = try morning()
        let json = try store.runJSON(["stats"], now: now).object()
        #expect(json.string("asOf") == "2025-03-31")
        #expect(Set(json.objects("habits")?.compactMap { $0.object("habit")?.string("name") } ?? []) == ["Water", "Stretch", "Run", "Read"])
        let routine = try #require(json.objects("routines")?.first)
        #expect(Set(routine.keys) == ["id", "name", "streak", "successRate", "doneToday"])
        #expect(routine.string("name") == "Morning" && routine.bool("doneToday") == true)
        let streak = try #require(routine.object("streak"))
        #expect(streak.int("current") == 4 && streak.int("best") == 4 && streak.string("unit") == "day")
        #expect(routine.double("successRate") == 4.0 / 5.0, "the 27th missed; the 28th to the 31st done (the 29th Stretch skipped)")
        let text = try store.run(["stats"], now: now)
        #expect(text.status == 0 && text.stdout.contains("Morning — streak 4 days · best 4 days · success rate 80%"))
    }

    @Test func aHabitsStatsListItsRoutines() throws {
        let store = try morning()
        let water = try store.runJSON(["stats", "Water", "--from", "2025-03-29", "--to", "2025-03-31"], now: now).object()
        let routines = try #require(water.objects("routines"))
        #expect(routines.count == 1 && routines.first?.double("successRate") == 1, "the window's three days, all done")
        let read = try store.runJSON(["stats", "Read"], now: now).object()
        #expect(read.objects("routines")?.isEmpty == true, "Read is in no routine")
        #expect(try store.run(["stats", "Nope"], now: now).status == 1)
    }
}
