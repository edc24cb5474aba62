import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// A generated dataset as stored: the user, the habits with their assigned ids, and counts.
public struct GeneratedDataset: Sendable {
    public let profile: DatasetProfile
    public let user: UserID
    /// The stored habits, in plan order (habit `i` of the mix has index `i`).
    public let habits: [Habit]
    public let checkInCount: Int
    public let skippedDayCount: Int
    /// The user's calendar (the profile's zone, day start 0, weeks from Monday).
    public let calendar: UserCalendar
    /// Noon of ``DatasetProfile/today`` in the user's zone: the instant to fix a service's clock at.
    public let now: Date
}

/// Fills any `CadenceStore` with a deterministic, realistic habit history (benchmarks and tests).
///
/// The generator creates one user in the profile's zone (with its preset categories), then
/// `habitCount` habits cycling through ten kinds: daily simple (meditate), daily measured
/// (read 20 pages, 8 cups of water, 30 minutes of guitar), fixed weekdays (run 5 km on
/// Monday/Wednesday/Friday, 15 minutes of Spanish on weekdays), flexible (gym 3 days a week),
/// twice a day (floss), quit (at most 2 coffees, or no sweets) and a weekly goal (150 minutes
/// of exercise a week). Every habit starts on the profile's first day. About 80% of units
/// succeed, in runs broken now and then (see `DatasetHabitSimulator`); failed measured days
/// often still log a partial amount; a third of the habits skip a few vacation days a year.
/// Check-ins happen at plausible local times (05:00–22:00, before noon on the last day).
///
/// **Check-in count.** Simulation alone gives about 0.8 check-ins per habit-day. To match a
/// requested count (``DatasetProfile/checkInTarget``: 18,250 for typical, 365,000 for
/// heavy), measured days are then logged in two to five parts with the same total (water drunk
/// over the day, a run in two legs), spread evenly over the history, until the count is exact.
/// Day totals, and so every statistic, are the same as without the split.
///
/// Everything follows from the profile's seed through `SplitMix64` (SplitMix64), never from
/// system randomness: the same profile always gives the same data, on every machine.
public enum DatasetGenerator {
    /// Check-ins written per `apply` (one transaction each).
    public static let defaultBatchSize = 10_000

    /// Plans and stores the dataset of `profile`.
    public static func fill(_ store: any CadenceStore, profile: DatasetProfile) async throws -> GeneratedDataset {
        try await fill(store, with: DatasetPlan(profile: profile))
    }

    /// Stores a plan through the store contract: `createUser`, one `apply` inserting every
    /// habit, then check-ins and skipped days in batches of `batchSize` changes per `apply`.
    public static func fill(_ store: any CadenceStore, with plan: DatasetPlan, batchSize: Int = defaultBatchSize) async throws
        -> GeneratedDataset
    {
        let profile = plan.profile
        let calendar = try UserCalendar(settings: UserSettings(timeZoneIdentifier: profile.timeZoneIdentifier))
        let noons = NoonTable(calendar: calendar, first: profile.firstDay, last: profile.today)
        let createdAt = noons.instant(on: profile.firstDay, minute: 8 * 60)
        let now = noons.instant(on: profile.today, minute: 12 * 60)
        let user = try await store.createUser(
            name: "\(profile.name) user", settings: UserSettings(timeZoneIdentifier: profile.timeZoneIdentifier, onboardingCompleted: true),
            at: createdAt)
        let categories = Dictionary(
            try await store.categories(of: user).map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })

        let habitChanges: [StoreChange] = plan.habits.map { planned in
            var habit = planned.habit
            habit.categoryID = categories[planned.categoryName]
            habit.createdAt = createdAt
            habit.updatedAt = createdAt
            return .insertHabit(habit)
        }
        let habitIDs = try await store.apply(habitChanges, for: user, at: createdAt)

        let batch = max(batchSize, 1)
        var changes: [StoreChange] = []
        changes.reserveCapacity(batch)
        for checkIn in plan.checkIns {
            let stored = CheckIn(
                id: 0, habitID: habitIDs[checkIn.habitIndex], day: checkIn.day,
                at: noons.instant(on: checkIn.day, minute: checkIn.minute), amount: checkIn.amount, note: checkIn.note)
            changes.append(.insertCheckIn(stored))
            if changes.count == batch {
                try await store.apply(changes, for: user, at: now)
                changes.removeAll(keepingCapacity: true)
            }
        }
        for skip in plan.skippedDays {
            changes.append(.saveDayRecord(DayRecord(habitID: habitIDs[skip.habitIndex], day: skip.day, isSkipped: true)))
            if changes.count == batch {
                try await store.apply(changes, for: user, at: now)
                changes.removeAll(keepingCapacity: true)
            }
        }
        if !changes.isEmpty { try await store.apply(changes, for: user, at: now) }

        let habits = try await store.habits(of: user, includeArchived: true)
        let byID = Dictionary(habits.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return GeneratedDataset(
            profile: profile, user: user, habits: habitIDs.compactMap { byID[$0] }, checkInCount: plan.checkIns.count,
            skippedDayCount: plan.skippedDays.count, calendar: calendar, now: now)
    }
}

/// Noon of every day of a range in a zone, computed once: a check-in's instant is its day's
/// noon plus its offset from 12:00, exact on DST days for times after the 02:00–03:00 switch.
struct NoonTable {
    private let first: Int
    private let noons: [Date]
    private let calendar: UserCalendar

    init(calendar: UserCalendar, first: Day, last: Day) {
        self.first = first.ordinal
        self.calendar = calendar
        noons = first.through(last).map { calendar.instant(on: $0, hour: 12, minute: 0) }
    }

    func instant(on day: Day, minute: Int) -> Date {
        let index = day.ordinal - first
        let noon = noons.indices.contains(index) ? noons[index] : calendar.instant(on: day, hour: 12, minute: 0)
        return noon.addingTimeInterval(Double(minute - 12 * 60) * 60)
    }
}
