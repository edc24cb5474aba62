import Foundation
import Testing

/// docs/domain-rules.md "§19 Routines": a routine's time fires once on each day where one of its
/// habits is due, in `cadence remind due` — across Paris's DST Sunday (2025-03-30, 07:00 CEST is
/// 05:00 UTC, the day before 06:00 UTC).
@Suite struct RoutineReminderCommandTests {
    private let now = "2025-03-28T12:00:00+01:00"

    @Test func aRoutineTimeFiresOnItsHabitsDueDays() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Run", "--on", "sat,sun", "--start", "2025-03-01"], now: now)
        try store.runJSON(["habit", "add", "Read", "--on", "sun", "--start", "2025-03-01"], now: now)
        let routine = try store.runJSON(["routine", "add", "Weekend", "--habits", "Run,Read", "--time", "07:00"], now: now).object()
        let id = try #require(routine.int("id"))
        let firings = try store.runJSON(["remind", "due", "--from", "2025-03-28", "--to", "2025-04-01"], now: now).array()
        #expect(firings.map { $0.string("day") } == ["2025-03-29", "2025-03-30"], "Saturday and Sunday; two habits due Sunday, one firing")
        #expect(firings.compactMap { $0.string("at") }.map { String($0.prefix(19)) } == ["2025-03-29T06:00:00", "2025-03-30T05:00:00"])
        #expect(firings.allSatisfy { $0.object("routine")?.int("id") == id && $0.object("routine")?.string("name") == "Weekend" })
        #expect(firings.allSatisfy { $0.int("reminderId") == -id && $0.bool("cancelled") == false })
        let text = try store.run(["remind", "due", "--from", "2025-03-28", "--to", "2025-04-01"], now: now)
        #expect(text.status == 0 && text.stdout.contains("2025-03-30 07:00  Weekend (routine)"))
        try store.runJSON(["routine", "edit", "Weekend", "--no-time"], now: now)
        #expect(try store.runJSON(["remind", "due", "--from", "2025-03-28", "--to", "2025-04-01"], now: now).array().isEmpty)
    }
}
