import CadenceCore
import Foundation
import Testing

// Test builders: explicit calendars, fixed instants, habits and histories. Nothing here reads
// the system clock or the system time zone.

/// A user calendar for one IANA zone.
func userCalendar(_ identifier: String, dayStartHour: Int = 0, weekStart: Weekday = .monday) -> UserCalendar {
    UserCalendar(timeZone: TimeZone(identifier: identifier)!, dayStartHour: dayStartHour, weekStart: weekStart)
}

/// An instant written in ISO 8601 with an explicit offset, such as `2026-03-08T05:30:00Z`.
func instant(_ text: String) -> Date {
    try! Date(text, strategy: .iso8601)
}

/// A habit with test defaults: a daily, simple-completion build habit.
func makeHabit(
    id: HabitID = 1,
    name: String = "Habit",
    kind: HabitKind = .build,
    goal: Goal = .simple(),
    baseline: Double? = nil,
    schedule: Schedule = .daily,
    start: String,
    end: String? = nil,
    sortOrder: Int = 0,
    isArchived: Bool = false
) -> Habit {
    Habit(
        id: id, name: name, kind: kind, goal: goal, baseline: baseline, schedule: schedule,
        startDay: Day(start)!, endDay: end.map { Day($0)! }, sortOrder: sortOrder, isArchived: isArchived)
}

/// A habit's history from daily totals keyed by `YYYY-MM-DD`.
///
/// Each day with a non-zero total holds one check-in, except for simple-completion (`none`)
/// habits, where every check-in is 1 and a total of 3 means three check-ins; `checkIns`
/// overrides the count for a day.
func history(
    _ habit: Habit,
    totals: [String: Double] = [:],
    checkIns: [String: Int] = [:],
    skipped: [String] = [],
    coverageStart: String? = nil
) -> HabitHistory {
    history(
        habit,
        dayTotals: Dictionary(uniqueKeysWithValues: totals.map { (Day($0.key)!, $0.value) }),
        checkIns: Dictionary(uniqueKeysWithValues: checkIns.map { (Day($0.key)!, $0.value) }),
        skipped: skipped.map { Day($0)! },
        coverageStart: coverageStart.map { Day($0)! })
}

/// A habit's history from daily totals keyed by day (see the `String`-keyed overload).
func history(
    _ habit: Habit,
    dayTotals: [Day: Double],
    checkIns: [Day: Int] = [:],
    skipped: [Day] = [],
    coverageStart: Day? = nil
) -> HabitHistory {
    var rows: [DayTotal] = []
    for day in Set(dayTotals.keys).union(checkIns.keys).sorted() {
        let total = dayTotals[day] ?? 0
        let defaultCount = total == 0 ? 0 : (habit.goal.type == .none ? max(Int(total), 1) : 1)
        rows.append(DayTotal(habitID: habit.id, day: day, total: total, count: checkIns[day] ?? defaultCount))
    }
    return HabitHistory(habit: habit, dayTotals: rows, skippedDays: skipped, coverageStart: coverageStart)
}

/// What a store does with check-ins: per habit and *stored* day, their sum and number.
func dayTotals(of checkIns: [CheckIn]) -> [DayTotal] {
    let groups = Dictionary(grouping: checkIns) { CheckInKey(habitID: $0.habitID, day: $0.day) }
    return groups.map { key, rows in
        DayTotal(habitID: key.habitID, day: key.day, total: rows.reduce(0) { $0 + $1.amount }, count: rows.count)
    }
    .sorted { ($0.habitID, $0.day) < ($1.habitID, $1.day) }
}

private struct CheckInKey: Hashable {
    let habitID: HabitID
    let day: Day
}

/// Every unit of a history evaluated as of `today`.
func evaluations(of history: HabitHistory, today: String, weekStart: Weekday = .monday) -> [SpanEvaluation] {
    SpanEvaluator(history: history, today: Day(today)!, weekStart: weekStart).evaluations()
}

/// The evaluation of the unit containing `day`, as of `today`.
func evaluation(
    of history: HabitHistory, containing day: String, today: String, weekStart: Weekday = .monday
) -> SpanEvaluation? {
    SpanEvaluator(history: history, today: Day(today)!, weekStart: weekStart).evaluation(containing: Day(day)!)
}

/// All statistics of a history as of `today`.
func statistics(
    of history: HabitHistory, today: String, weekStart: Weekday = .monday, window: DateWindow? = nil
) -> HabitStatistics {
    HabitStatistics(history: history, today: Day(today)!, weekStart: weekStart, window: window)
}

/// A window from `from` through `to`, inclusive.
func window(_ from: String, _ to: String) -> DateWindow {
    try! DateWindow(from: Day(from)!, to: Day(to)!)
}

/// Expects `body` to throw a `CadenceError` with `code`.
func expectError(
    _ code: CadenceError.Code,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {
    let error = #expect(throws: CadenceError.self, sourceLocation: sourceLocation) { try body() }
    #expect(error?.code == code, sourceLocation: sourceLocation)
}
