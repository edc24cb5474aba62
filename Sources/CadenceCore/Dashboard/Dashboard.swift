import Foundation

/// docs/domain-rules.md §12 "Dashboard": one card per area, in `DashboardArea` order, computed
/// from the stored facts alone — so it always agrees with them and is never stored.
public enum Dashboard {
    public static func cards(from facts: DashboardFacts) -> [DashboardCard] {
        [habitsCard(facts), healthCard(facts), moneyCard(facts), todosCard(facts), notesCard(facts)]
    }

    /// Habits: today's done/total and the longest current daily streak, labelled as one habit's
    /// streak so it is never taken for Today's perfect-day streak (issue #34) —
    /// "6/8 habits today · longest habit streak: 12 days".
    static func habitsCard(_ facts: DashboardFacts) -> DashboardCard {
        let list = facts.todayList
        let streak = list.habits.filter { $0.streak.unit == .day }.map(\.streak.count).max() ?? 0
        var summary: String
        if !facts.hasHabits {
            summary = "No habits yet"
        } else if list.total == 0 {
            summary = "Nothing due today"
        } else {
            summary = "\(list.done)/\(list.total) habits today"
        }
        if streak > 0 { summary += " · longest habit streak: \(streak) \(streak == 1 ? "day" : "days")" }
        return DashboardCard(
            area: .habits, summary: summary,
            metric: [
                "done": .integer(list.done), "total": .integer(list.total), "bestStreak": .integer(streak),
                "quitHabits": .integer(list.quitHabits.count),
            ],
            lastUpdated: facts.habitsChangedAt)
    }

    /// Health: last night's sleep (entries dated today; yesterday's when today has none), then
    /// today's steps, water and mood — "7.2 h sleep last night · 8432 steps today".
    static func healthCard(_ facts: DashboardFacts) -> DashboardCard {
        let values = HealthDayValue.of(
            facts.healthEntries.filter { $0.day == facts.today || $0.day == facts.today.adding(days: -1) })
        func value(_ type: HealthType, on day: Day) -> Double? {
            values.first { $0.type == type && $0.day == day }?.value
        }
        let sleepToday = value(.sleep, on: facts.today)
        let sleep = sleepToday ?? value(.sleep, on: facts.today.adding(days: -1))
        let steps = value(.steps, on: facts.today)
        let water = value(.water, on: facts.today)
        let mood = value(.mood, on: facts.today)
        let weight = facts.healthEntries.filter { $0.type == .weight }
            .max { ($0.day, $0.createdAt, $0.id) < ($1.day, $1.createdAt, $1.id) }?.value
        var parts: [String] = []
        if let sleep { parts.append("\(QuantityText.format(rounded(sleep, 1))) h sleep \(sleepToday != nil ? "last night" : "the night before")") }
        if let steps { parts.append("\(QuantityText.format(steps)) steps today") }
        if let water { parts.append("\(QuantityText.format(rounded(water / 1_000, 2))) L water today") }
        if let mood { parts.append("mood \(QuantityText.format(rounded(mood, 1)))/5") }
        let summary =
            facts.healthEntries.isEmpty ? "No health entries yet" : parts.isEmpty ? "Nothing logged today" : parts.prefix(2).joined(separator: " · ")
        return DashboardCard(
            area: .health, summary: summary,
            metric: [
                "sleepHours": .number(sleep), "stepsToday": .number(steps), "waterTodayML": .number(water),
                "moodToday": .number(mood), "latestWeightKg": .number(weight),
                "entriesToday": .integer(facts.healthEntries.filter { $0.day == facts.today }.count),
            ],
            lastUpdated: facts.healthEntries.map(\.createdAt).max())
    }

    /// Money: the totals per currency — "2 accounts · 1234.50 EUR · 5000 JPY".
    static func moneyCard(_ facts: DashboardFacts) -> DashboardCard {
        let totals = (try? MoneyLedger.totals(facts.moneyBalances)) ?? []
        let count = facts.moneyAccounts.count
        let summary =
            count == 0
            ? "No accounts yet"
            : (["\(count) account\(count == 1 ? "" : "s")"] + totals.map { "\($0.balance.text) \($0.currency.code)" })
                .joined(separator: " · ")
        let changes = facts.moneyAccounts.map(\.updatedAt) + facts.moneyTransactions.map(\.createdAt)
        return DashboardCard(
            area: .money, summary: summary,
            metric: [
                "accounts": .integer(count),
                "totals": .list(totals.map { .object(["currency": .text($0.currency.code), "balance": .text($0.balance.text)]) }),
                "transactionsToday": .integer(facts.moneyTransactions.filter { $0.day == facts.today }.count),
            ],
            lastUpdated: changes.max())
    }

    /// To-dos: overdue, due today and open — "3 overdue · 2 due today · 9 open".
    static func todosCard(_ facts: DashboardFacts) -> DashboardCard {
        let open = facts.todos.filter { !$0.isCompleted }
        let overdue = open.filter { $0.isOverdue(today: facts.today) }.count
        let dueToday = open.filter { $0.due == facts.today }.count
        var parts: [String] = []
        if overdue > 0 { parts.append("\(overdue) overdue") }
        if dueToday > 0 { parts.append("\(dueToday) due today") }
        parts.append(open.isEmpty ? "nothing open" : "\(open.count) open")
        let summary = facts.todos.isEmpty ? "No to-dos yet" : parts.joined(separator: " · ").capitalizedFirst
        let changes = facts.todos.flatMap { [$0.createdAt, $0.updatedAt] + ($0.completedAt.map { [$0] } ?? []) }
        return DashboardCard(
            area: .todos, summary: summary,
            metric: [
                "open": .integer(open.count), "overdue": .integer(overdue), "dueToday": .integer(dueToday),
                "completed": .integer(facts.todos.count - open.count),
            ],
            lastUpdated: changes.max())
    }

    /// Notes: how many, how many pinned, the latest changed — "12 notes · 2 pinned".
    static func notesCard(_ facts: DashboardFacts) -> DashboardCard {
        let pinned = facts.notes.filter(\.isPinned).count
        let count = facts.notes.count
        var summary = count == 0 ? "No notes yet" : "\(count) note\(count == 1 ? "" : "s")"
        if pinned > 0 { summary += " · \(pinned) pinned" }
        let latest = facts.notes.max { ($0.updatedAt, $0.id) < ($1.updatedAt, $1.id) }
        return DashboardCard(
            area: .notes, summary: summary,
            metric: [
                "count": .integer(count), "pinned": .integer(pinned), "latestTitle": latest.map { .text($0.title) } ?? .null,
            ],
            lastUpdated: latest?.updatedAt)
    }

    private static func rounded(_ value: Double, _ digits: Int) -> Double {
        let scale = digits == 1 ? 10.0 : 100.0
        return (value * scale).rounded() / scale
    }
}

extension String {
    /// The text with its first letter in capitals ("3 overdue", "Nothing open").
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
