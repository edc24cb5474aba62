import CadenceCore

/// One habit of a dataset plan: its definition (id 0 until stored) and its preset category.
public struct PlannedHabit: Sendable, Hashable {
    public var habit: Habit
    /// One of `Category.presetNames`; the generator files the habit under it.
    public var categoryName: String
}

/// One check-in of a dataset plan, before the store assigns ids.
public struct PlannedCheckIn: Sendable, Hashable {
    /// The position of its habit in ``DatasetPlan/habits``.
    public var habitIndex: Int
    public var day: Day
    /// Local wall-clock time, in minutes after midnight (05:00–22:00; before noon on the last day).
    public var minute: Int
    /// In the habit's unit (1 for simple habits).
    public var amount: Double
    public var note: String?
}

/// One skipped day (a vacation or an illness) of a dataset plan.
public struct PlannedSkip: Sendable, Hashable {
    public var habitIndex: Int
    public var day: Day
}

/// Everything a generated dataset holds, computed without a store: pure and deterministic.
///
/// Tests can compare a store filled by ``DatasetGenerator`` with this plan, or derive expected
/// answers from it directly.
public struct DatasetPlan: Sendable {
    public let profile: DatasetProfile
    /// In sort order; habit `i` is the `i`-th of the mix (see ``DatasetGenerator``).
    public let habits: [PlannedHabit]
    /// Ordered by habit, day, then time.
    public let checkIns: [PlannedCheckIn]
    /// Ordered by habit, then day.
    public let skippedDays: [PlannedSkip]

    /// Simulates every habit of `profile`, then splits measured days into several check-ins
    /// until ``DatasetProfile/checkInTarget`` is reached.
    public init(profile: DatasetProfile) {
        self.profile = profile
        var habits: [PlannedHabit] = []
        var checkIns: [PlannedCheckIn] = []
        var skippedDays: [PlannedSkip] = []
        for index in 0..<profile.habitCount {
            let kind = DatasetHabitKind.of(index: index)
            let (habit, categoryName) = kind.definition(index: index, start: profile.firstDay)
            habits.append(PlannedHabit(habit: habit, categoryName: categoryName))
            var simulator = DatasetHabitSimulator(
                kind: kind, habit: habit, index: index, today: profile.today,
                random: SplitMix64(seed: profile.seed, stream: UInt64(index)))
            let result = simulator.simulate()
            checkIns += result.checkIns
            skippedDays += result.skipped.map { PlannedSkip(habitIndex: index, day: $0) }
        }
        self.habits = habits
        if let target = profile.checkInTarget, target > checkIns.count {
            checkIns = DatasetPlan.split(checkIns, extra: target - checkIns.count, habits: habits, today: profile.today)
        }
        self.checkIns = checkIns
        self.skippedDays = skippedDays
    }

    /// Logs some measured days as several check-ins with the same total, `extra` more rows in
    /// all, spread evenly over the candidates (measured check-ins worth at least two steps).
    static func split(_ checkIns: [PlannedCheckIn], extra: Int, habits: [PlannedHabit], today: Day) -> [PlannedCheckIn] {
        let steps = habits.enumerated().map { index, planned in
            DatasetHabitKind.of(index: index).step(for: planned.habit.goal)
        }
        func capacity(_ checkIn: PlannedCheckIn) -> Int {
            guard habits[checkIn.habitIndex].habit.goal.type != .none else { return 0 }
            return min(NumericBoundary.clamped(checkIn.amount / steps[checkIn.habitIndex], rounding: .down, to: 0...5) - 1, 4)
        }
        let candidates = checkIns.indices.filter { capacity(checkIns[$0]) > 0 }
        guard !candidates.isEmpty else { return checkIns }
        var extraRows = [Int](repeating: 0, count: checkIns.count)
        var remaining = extra
        // Bresenham-style passes: each pass spreads what is left evenly, within capacities.
        while remaining > 0 {
            let wanted = remaining
            var placed = 0
            for (position, index) in candidates.enumerated() {
                let share = (position + 1) * wanted / candidates.count - position * wanted / candidates.count
                let room = capacity(checkIns[index]) - extraRows[index]
                let added = min(share, room, remaining - placed)
                extraRows[index] += max(added, 0)
                placed += max(added, 0)
            }
            if placed == 0 { break }
            remaining -= placed
        }
        var result: [PlannedCheckIn] = []
        result.reserveCapacity(checkIns.count + extra)
        for (index, checkIn) in checkIns.enumerated() {
            let parts = extraRows[index] + 1
            guard parts > 1 else {
                result.append(checkIn)
                continue
            }
            let step = steps[checkIn.habitIndex]
            // Every part is at least one step (the capacity guarantees amount ≥ parts × step);
            // the last part takes the remainder, so the day's total is unchanged.
            let part = max((checkIn.amount / Double(parts) / step).rounded(.down) * step, step)
            let latest = checkIn.day == today ? DatasetHabitSimulator.latestMinuteToday : DatasetHabitSimulator.latestMinute
            for position in 0..<parts {
                var piece = checkIn
                piece.amount = position == parts - 1 ? checkIn.amount - part * Double(parts - 1) : part
                piece.minute = min(checkIn.minute + position * 90, latest)
                piece.note = position == 0 ? checkIn.note : nil
                result.append(piece)
            }
        }
        return result
    }
}
