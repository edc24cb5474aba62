import Foundation
import Testing

/// `cadence progress` (docs/domain-rules.md §6), through the built binary.
@Suite struct ProgressCommandTests {
    @Test func progressJSONShapeAndTheUndoReversal() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-07"])
        for day in ["2025-03-07", "2025-03-08", "2025-03-09", "2025-03-10"] {
            try store.runJSON(["done", "Read", "--date", day])
        }
        let progress = try store.runJSON(["progress"]).object()
        #expect(progress.keySet == ["xp", "globalStreak", "transactions", "achievements"])
        let xp = try #require(progress.object("xp"))
        #expect(xp.keySet == ["total", "level", "intoLevel", "levelSpan", "toNextLevel"])
        // 4 perfect days × 50 + first check-in 10 + first perfect day 25 + 3-day streak 50.
        #expect(xp.int("total") == 285)
        #expect(xp.int("level") == 1)
        #expect(xp.int("toNextLevel") == 15)
        let streak = try #require(progress.object("globalStreak"))
        #expect(streak.keySet == ["current", "longest", "perfectDays", "lastPerfectDay"])
        #expect(streak.int("current") == 4)
        #expect(streak.string("lastPerfectDay") == "2025-03-10")
        let transactions = try #require(progress.objects("transactions"))
        #expect(transactions.allSatisfy { $0.keySet == ["amount", "reason", "date", "at"] })
        let achievements = try #require(progress.objects("achievements"))
        #expect(achievements.count >= 12)
        #expect(achievements.allSatisfy { $0.keySet == ["id", "title", "unlocked", "unlockedAt", "progress", "target", "xp"] })
        #expect(achievements.first { $0.string("id") == "global-streak-3" }?.bool("unlocked") == true)

        try store.runJSON(["undo", "Read"])
        let after = try store.runJSON(["progress"]).object()
        #expect(after.object("xp")?.int("total") == 235)
        #expect(after.object("globalStreak")?.int("current") == 3)
        let last = try #require(after.objects("transactions")?.first)
        #expect(last.int("amount") == -50)
        #expect(last.string("reason") == "perfectDayRevoked")
        #expect(last.string("date") == "2025-03-10")

        let human = try store.run(["progress"])
        #expect(human.status == 0)
        #expect(human.stdout.contains("Level 1"))
        #expect(human.stdout.contains("Three in a row"))
    }

    @Test func recalculateIsANoOpWhenAwardsAlreadyAgree() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-09"])
        try store.runJSON(["done", "Read", "--date", "2025-03-09"])
        let before = try store.runJSON(["progress"]).object()
        let recalculated = try store.runJSON(["progress", "--recalculate"]).object()
        #expect(before.object("xp")?.int("total") == recalculated.object("xp")?.int("total"))
        #expect(recalculated.object("xp")?.int("total") == 85)
    }
}
