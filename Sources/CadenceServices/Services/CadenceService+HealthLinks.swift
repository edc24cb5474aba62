import CadenceCore
import CadenceStorage
import Foundation

/// docs/domain-rules.md "§18 Habits fed by health data": a linked habit's days are
/// check-in rows the service keeps equal to the metric's day values — in the transaction of every
/// health change (save, replace, edit, delete, restore), with the perfect days, XP and
/// achievements that change decides (`progressChanges`, as a check-in's) — so every read of a
/// habit (streaks, rates, strength, folds, verdicts, exports, sync) works unchanged.
extension CadenceService {
    /// The changes that bring every active habit linked to `type` in line with the health entries
    /// after `removed` leaves and `added` arrives (an edit or a replace is both, with one id),
    /// and the progress they decide. Empty when no habit is linked to the type.
    func healthLinkChanges(
        type: HealthType, removing removed: HealthEntry? = nil, adding added: HealthEntry? = nil, for user: UserID
    ) async throws -> [StoreChange] {
        let linked = try await store.habits(of: user, includeArchived: false).filter { $0.linkedHealth == type }
        let days = Set([removed?.day, added?.day].compactMap { $0 })
        guard !linked.isEmpty, let first = days.min(), let last = days.max() else { return [] }
        let settings = try await store.settings(of: user)
        let calendar = try UserCalendar(settings: settings)
        let today = calendar.day(containing: now)
        var entries = try await store.healthEntries(of: user, type: type, from: first, through: last).filter { days.contains($0.day) }
        let gone = Set([removed?.id, added?.id].compactMap { $0 }.filter { $0 != 0 })
        entries.removeAll { gone.contains($0.id) }
        if let added { entries.append(added) }
        let stored = try await store.dayTotals(of: user, habits: linked.map(\.id), from: first, through: last)
        var changes: [StoreChange] = []
        for habit in linked {
            for day in days.sorted() where day >= habit.startDay && day <= today {
                let ofDay = entries.filter { $0.day == day }
                let total = HealthLink.dayTotal(of: type, entries: ofDay)
                let current = stored.first { $0.habitID == habit.id && $0.day == day }?.total ?? 0
                guard abs(current - total) > Habit.tolerance else { continue }
                changes.append(.deleteCheckIns(habit: habit.id, day: day))
                if total > 0 {
                    let at = Self.linkedStamp(day: day, entries: ofDay, calendar: calendar)
                    changes += checkInChanges(for: habit, day: day, amount: total, at: at, note: nil)
                }
            }
        }
        let progress = try await linkedProgress(after: changes, habits: linked, for: user, today: today, weekStart: settings.weekStart)
        return changes + progress
    }

    /// The whole history of a habit that is (newly) linked: every day it holds check-ins is
    /// cleared and every day from its start through today holding a value of the metric gets the
    /// day value — the habit's history becomes the health entries'.
    func linkedHistoryChanges(of habit: Habit, for user: UserID) async throws -> [StoreChange] {
        guard let type = habit.linkedHealth else { return [] }
        let settings = try await store.settings(of: user)
        let calendar = try UserCalendar(settings: settings)
        let today = calendar.day(containing: now)
        let own = try await store.dayTotals(of: user, habits: [habit.id], from: nil, through: nil)
        var changes: [StoreChange] = Set(own.map(\.day)).sorted().map { .deleteCheckIns(habit: habit.id, day: $0) }
        changes += try await linkedCheckIns(of: habit, type: type, through: today, calendar: calendar, for: user)
            .map { .insertCheckIn($0) }
        guard !changes.isEmpty else { return [] }
        let progress = try await linkedProgress(after: changes, habits: [habit], for: user, today: today, weekStart: settings.weekStart)
        return changes + progress
    }

    /// The check-ins a linked habit holds: one per day with a value (a yes/no goal: one of 1),
    /// from its start through `today`.
    func linkedCheckIns(
        of habit: Habit, type: HealthType, through today: Day, calendar: UserCalendar, for user: UserID
    ) async throws -> [CheckIn] {
        guard habit.startDay <= today else { return [] }
        let entries = try await store.healthEntries(of: user, type: type, from: habit.startDay, through: today)
        let byDay = Dictionary(grouping: entries, by: \.day)
        return byDay.keys.sorted().compactMap { day in
            let ofDay = byDay[day] ?? []
            let total = HealthLink.dayTotal(of: type, entries: ofDay)
            guard total > 0 else { return nil }
            let at = Self.linkedStamp(day: day, entries: ofDay, calendar: calendar)
            return CheckIn(id: 0, habitID: habit.id, day: day, at: at, amount: habit.goal.type == .none ? 1 : total, note: nil)
        }
    }

    /// The progress (perfect days, XP, achievements) the link's changes decide: each habit's, as a
    /// check-in's, with a day's award or reversal and an achievement's unlock taken once when
    /// several linked habits reach it.
    private func linkedProgress(
        after changes: [StoreChange], habits: [Habit], for user: UserID, today: Day, weekStart: Weekday
    ) async throws -> [StoreChange] {
        var merged: [StoreChange] = []
        var decided: Set<String> = []
        for habit in habits where changes.contains(where: { Self.touches($0, habit.id) }) {
            let progress = try await progressChanges(
                after: changes, to: habit, removing: [], for: user, today: today, weekStart: weekStart)
            var index = progress.startIndex
            while index < progress.endIndex {
                let key: String? =
                    switch progress[index] {
                    case .awardPerfectDay(let day), .revokePerfectDay(let day): "day \(day)"
                    case .unlockAchievement(let unlock): "achievement \(unlock.achievementID)"
                    default: nil
                    }
                if let key, decided.contains(key) {
                    index += 2  // the decision and its XP entry
                    continue
                }
                if let key { decided.insert(key) }
                merged.append(progress[index])
                index += 1
            }
        }
        return merged
    }

    private static func touches(_ change: StoreChange, _ habit: HabitID) -> Bool {
        switch change {
        case .deleteCheckIns(let id, _): id == habit
        case .insertCheckIn(let checkIn): checkIn.habitID == habit
        default: false
        }
    }

    /// A linked day's check-in is stamped when its latest entry was recorded, when that instant
    /// lies in the day; otherwise at noon of the day (or the day start, when later).
    static func linkedStamp(day: Day, entries: [HealthEntry], calendar: UserCalendar) -> Date {
        if let latest = entries.max(by: { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }),
            calendar.day(containing: latest.createdAt) == day
        {
            return latest.createdAt
        }
        return calendar.instant(on: day, hour: max(12, calendar.dayStartHour), minute: 0)
    }

    /// The refusal of a check-in (add, set, undo, delete) on a linked habit.
    func refuseLinked(_ habit: Habit) throws(CadenceError) {
        guard let type = habit.linkedHealth else { return }
        throw CadenceError(.habitLinked, field: "habit", HealthLink.refusal(habit: habit.name, type: type))
    }
}
