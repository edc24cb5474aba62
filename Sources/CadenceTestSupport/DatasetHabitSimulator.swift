import CadenceCore

/// Simulates one person keeping one habit from its start day through today.
///
/// Outcomes follow a two-state Markov chain per unit (a due day, or a week for weekly
/// habits): after a success the next unit succeeds with probability `keep` (0.86–0.94 per
/// habit), after a failure with `4 × (1 − keep)`, which makes about 80% of units successful
/// in runs that break now and then. About a third of the habits get a vacation of 3–7 skipped
/// days in each year; nothing is logged on skipped days.
struct DatasetHabitSimulator {
    let kind: DatasetHabitKind
    let habit: Habit
    let index: Int
    let today: Day
    var random: SplitMix64

    /// The latest wall-clock minute a check-in is logged at (22:00), so that a DST shift never
    /// moves it to another day.
    static let latestMinute = 22 * 60
    /// On the last day, check-ins happen before its noon "now" (11:45 at the latest).
    static let latestMinuteToday = 11 * 60 + 45
    static let earliestMinute = 5 * 60

    private var succeeding = true
    private var keep = 0.9
    private var checkIns: [PlannedCheckIn] = []

    init(kind: DatasetHabitKind, habit: Habit, index: Int, today: Day, random: SplitMix64) {
        self.kind = kind
        self.habit = habit
        self.index = index
        self.today = today
        self.random = random
    }

    /// The habit's check-ins (ordered by day, then time) and skipped days.
    mutating func simulate() -> (checkIns: [PlannedCheckIn], skipped: [Day]) {
        keep = 0.86 + 0.08 * random.unit()
        let skipped = vacations()
        switch kind {
        case .gym, .exercise:
            var weekFirst = habit.startDay.firstOfWeek(startingOn: .monday)
            while weekFirst <= today {
                let available = (0..<7).map { weekFirst.adding(days: $0) }
                    .filter { $0 >= habit.startDay && $0 <= today && !skipped.contains($0.ordinal) }
                if !available.isEmpty { simulateWeek(available) }
                weekFirst = weekFirst.adding(days: 7)
            }
        default:
            for ordinal in habit.startDay.ordinal...today.ordinal {
                let day = Day(ordinal: ordinal)
                guard !skipped.contains(ordinal), habit.schedule.isDue(on: day, start: habit.startDay) else { continue }
                simulateDay(day, success: nextOutcome())
            }
        }
        return (checkIns, skipped.sorted().map(Day.init(ordinal:)))
    }

    private mutating func nextOutcome() -> Bool {
        succeeding = random.chance(succeeding ? keep : 4 * (1 - keep))
        return succeeding
    }

    /// For about a third of the habits, one run of 3–7 skipped days in each year of history.
    private mutating func vacations() -> Set<Int> {
        var skipped = Set<Int>()
        var yearFirst = habit.startDay
        while yearFirst <= today {
            if random.chance(0.35) {
                let first = yearFirst.adding(days: random.integer(in: 0...357))
                for offset in 0..<random.integer(in: 3...7) where first.adding(days: offset) <= today {
                    skipped.insert(first.adding(days: offset).ordinal)
                }
            }
            yearFirst = yearFirst.adding(days: 365)
        }
        return skipped
    }

    // MARK: Days

    private mutating func simulateDay(_ day: Day, success: Bool) {
        let goal = habit.goal
        switch kind {
        case .meditate:
            if success { log(day, amount: 1) }
        case .floss:
            if success || random.chance(0.5) { log(day, amount: 1) }
            if success { log(day, amount: 1, minute: 21 * 60 + 45) }
        case .quit:
            let limit = NumericBoundary.clamped(goal.target, rounding: .towardZero, to: 0...1_000_000)
            let worst = NumericBoundary.clamped(habit.baseline ?? goal.target + 3, rounding: .towardZero, to: 0...1_000_000)
            let amount = success ? random.integer(in: 0...limit) : random.integer(in: (limit + 1)...max(worst, limit + 1))
            if amount > 0 { log(day, amount: Double(amount)) }
        default:
            let step = kind.step(for: goal)
            if success {
                let amount = (goal.target * (1 + 0.5 * random.unit()) / step).rounded(.up) * step
                log(day, amount: max(amount, goal.target))
            } else if random.chance(0.4) {
                let partial = (goal.target * (0.2 + 0.7 * random.unit()) / step).rounded(.down) * step
                log(day, amount: min(max(partial, step), goal.target - step))
            }
        }
    }

    // MARK: Weeks

    /// One week of a weekly habit: `available` are its days in range, not skipped, up to today.
    private mutating func simulateWeek(_ available: [Day]) {
        let success = nextOutcome()
        switch kind {
        case .gym:
            let required = min(3, available.count)
            let count = success ? min(available.count, required + random.integer(in: 0...1)) : random.integer(in: 0...(required - 1))
            for day in pick(count, from: available) { log(day, amount: 1) }
        default:
            // 150 minutes a week, prorated to the days in range.
            let required = habit.goal.target * Double(available.count) / 7
            let count = success ? min(available.count, random.integer(in: 4...5)) : min(available.count, random.integer(in: 1...3))
            let days = pick(count, from: available)
            var logged = 0.0
            for (position, day) in days.enumerated() {
                var amount = Double(success ? random.integer(in: 6...12) : random.integer(in: 4...8)) * 5
                if success, position == days.count - 1, logged + amount < required {
                    amount = ((required - logged) / 5).rounded(.up) * 5
                }
                logged += amount
                log(day, amount: amount)
            }
        }
    }

    /// `count` distinct days of `days`, in order (a partial Fisher–Yates shuffle).
    private mutating func pick(_ count: Int, from days: [Day]) -> [Day] {
        var pool = days
        let count = min(max(count, 0), pool.count)
        for position in 0..<count {
            pool.swapAt(position, random.integer(in: position...(pool.count - 1)))
        }
        return pool.prefix(count).sorted()
    }

    // MARK: Logging

    private static let notes = ["felt great", "hard today", "with a friend", "short one", "back on track"]

    private mutating func log(_ day: Day, amount: Double, minute: Int? = nil) {
        let jittered = (minute ?? kind.preferredMinute) + random.integer(in: -45...45)
        let latest = day == today ? Self.latestMinuteToday : Self.latestMinute
        let clamped = min(max(jittered, Self.earliestMinute), latest)
        let note = random.chance(0.01) ? Self.notes[random.integer(in: 0...(Self.notes.count - 1))] : nil
        checkIns.append(PlannedCheckIn(habitIndex: index, day: day, minute: clamped, amount: amount, note: note))
    }
}
