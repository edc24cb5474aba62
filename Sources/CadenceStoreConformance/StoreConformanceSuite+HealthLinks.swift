import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Habits fed by health data (docs/domain-rules.md "§18 Habits fed by health data")

extension StoreConformance {
    /// A habit linked to steps has the steps' day value as its day total, re-derived with its
    /// perfect day in the transaction of each add, replace, delete and restore: a replaced value
    /// below the target revokes the day and its XP. Its own check-ins are refused (`habitLinked`)
    /// and change nothing; removing the link keeps its days.
    public static func linkedHabitFollowsHealthEntries(_ store: any CadenceStore) async throws {
        let service = trashService(store)
        let user = try await service.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let start = try #require(Day("2026-03-10"))
        let day = try #require(Day("2026-03-16"))
        let read = try await service.createHabit(HabitDraft(name: "Read", startDay: start), for: user)
        var patch = HabitPatch()
        patch.linkedHealth = .some(.steps)
        patch.target = 10_000
        patch.startDay = start
        let walk = try await service.createHabit(named: "Walk", preset: nil, patch: patch, for: user)
        #expect(walk.linkedHealth == .steps)
        #expect(walk.goal == Goal(type: .repetitions, unit: "steps", target: 10_000, period: .day))
        _ = try await service.addCheckIn(to: read.id, for: user, on: day)
        #expect(try await !service.isPerfectDay(day, for: user))

        let saved = try await service.saveHealthEntry(type: .steps, value: 12_000, on: day, for: user)
        #expect(try await store.dayTotals(of: user, habits: [walk.id], from: nil, through: nil).map(\.total) == [12_000])
        #expect(try await service.isPerfectDay(day, for: user), "the steps completed the day in their own transaction")
        let xp = try await store.xpTotal(of: user)

        let replaced = try await service.saveHealthEntry(type: .steps, value: 8_000, on: day, for: user)
        #expect(replaced.replaced)
        #expect(try await store.dayTotals(of: user, habits: [walk.id], from: nil, through: nil).map(\.total) == [8_000])
        #expect(try await !service.isPerfectDay(day, for: user), "a replaced value below the target revokes the day")
        #expect(try await store.xpTotal(of: user) == xp - XPTransaction.perfectDayXP, "and its XP")

        try await service.deleteHealthEntry(saved.entry.id, for: user)
        #expect(try await store.dayTotals(of: user, habits: [walk.id], from: nil, through: nil).isEmpty)
        _ = try await service.restoreHealthEntry(saved.entry.id, for: user)
        #expect(try await store.dayTotals(of: user, habits: [walk.id], from: nil, through: nil).map(\.total) == [8_000])
        _ = try await service.updateHealthEntry(saved.entry.id, value: 10_500, note: nil, for: user)
        #expect(try await service.isPerfectDay(day, for: user), "an edit reaching the target awards the day again")

        let revision = try await store.dataRevision(of: user)
        let refusal = CadenceError(.habitLinked, field: "habit", HealthLink.refusal(habit: "Walk", type: .steps))
        await #expect(throws: refusal) { try await service.addCheckIn(to: walk.id, for: user, amount: 500) }
        await #expect(throws: refusal) { try await service.setDayTotal(of: walk.id, for: user, to: 3, on: day) }
        await #expect(throws: refusal) { try await service.undoCheckIn(of: walk.id, for: user, on: day) }
        let own = try #require(try await store.checkIns(of: user, habit: walk.id, from: nil, through: nil).first)
        await #expect(throws: refusal) { try await service.deleteCheckIn(own.id, for: user) }
        #expect(try await store.dataRevision(of: user) == revision, "a refused check-in changes nothing")

        var unlink = HabitPatch()
        unlink.linkedHealth = .some(nil)
        var draft = HabitDraft(try await service.habit(walk.id, of: user))
        unlink.apply(to: &draft)
        let unlinked = try await service.updateHabit(walk.id, with: draft, for: user)
        #expect(unlinked.linkedHealth == nil)
        #expect(try await store.dayTotals(of: user, habits: [walk.id], from: nil, through: nil).map(\.total) == [10_500])
        _ = try await service.saveHealthEntry(type: .steps, value: 2_000, on: Day("2026-03-17"), for: user)
        #expect(try await store.dayTotals(of: user, habits: [walk.id], from: nil, through: nil).count == 1, "no longer fed")
    }

    /// Water drunk just before and after midnight in Kiritimati (UTC+14) adds up on the day each
    /// drink was logged for; a habit linked afterwards gets that history, its own check-ins
    /// replaced; a sleep logged on the morning Paris moves its clocks forward is that day's value.
    public static func linkedDaysFollowThePersonsDays(_ store: any CadenceStore) async throws {
        let zone = "Pacific/Kiritimati"
        let setup = trashService(store)
        let user = try await setup.createUser(name: "Kiri", settings: UserSettings(timeZoneIdentifier: zone))
        let calendar = UserCalendar(timeZone: try #require(TimeZone(identifier: zone)))
        let evening = try #require(Day("2026-03-17"))
        let morning = evening.adding(days: 1)
        let late = trashService(store, at: calendar.instant(on: evening, hour: 23, minute: 30))
        let early = trashService(store, at: calendar.instant(on: morning, hour: 0, minute: 30))
        let water = try await late.createHabit(
            HabitDraft(name: "Drink water", goal: Goal(type: .cups, unit: "cups", target: 8), startDay: evening), for: user)
        _ = try await late.addCheckIn(to: water.id, for: user, amount: 3)
        _ = try await late.saveHealthEntry(type: .water, value: 600, on: nil, for: user)
        _ = try await early.saveHealthEntry(type: .water, value: 500, on: evening, for: user)
        _ = try await early.saveHealthEntry(type: .water, value: 0.7, unit: "L", for: user)
        var draft = HabitDraft(water)
        var link = HabitPatch()
        link.linkedHealth = .some(.water)
        link.target = 1_000
        link.apply(to: &draft)
        let linked = try await early.updateHabit(water.id, with: draft, for: user)
        #expect(linked.goal == Goal(type: .capacity, unit: "mL", target: 1_000, period: .day))
        let totals = try await store.dayTotals(of: user, habits: [water.id], from: nil, through: nil)
        #expect(totals.map(\.day) == [evening, morning], "the history is the entries' (the 3 cups are gone)")
        #expect(totals.map(\.total) == [1_100, 700], "each drink counts on its own day")
        _ = try await early.saveHealthEntry(type: .water, value: 400, for: user)
        #expect(try await store.dayTotals(of: user, habits: [water.id], from: morning, through: morning).map(\.total) == [1_100])

        let paris = UserCalendar(timeZone: try #require(TimeZone(identifier: "Europe/Paris")))
        let change = try #require(Day("2026-03-29"))  // 02:00 → 03:00 in Paris
        let wake = trashService(store, at: paris.instant(on: change, hour: 8, minute: 0))
        let ada = try await wake.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        var sleepPatch = HabitPatch()
        sleepPatch.linkedHealth = .some(.sleep)
        sleepPatch.target = 7
        let sleep = try await wake.createHabit(named: "Sleep 7 h", preset: nil, patch: sleepPatch, for: ada)
        let night = try await wake.saveHealthEntry(type: .sleep, value: 7.5, for: ada)
        #expect(night.entry.day == change)
        let checkIns = try await store.checkIns(of: ada, habit: sleep.id, from: nil, through: nil)
        #expect(checkIns.map(\.day) == [change])
        #expect(checkIns.map(\.amount) == [7.5])
        #expect(checkIns.map(\.at) == [night.entry.createdAt], "stamped when the night was logged, in its day")
        let stats = try await wake.statistics(of: sleep.id, for: ada)
        #expect(stats.currentStreak.count == 1)
    }
}
