import CadenceCore

/// `cadence dashboard`'s card titles and summary lines outside English (docs/domain-rules.md §23),
/// written from the card's figures as the web's Home does; English keeps the card's own title and
/// summary, byte for byte.
struct DashboardText {
    let card: DashboardCard
    let text: LocalText

    /// The area's name: `Habits`, `Gewohnheiten`.
    var title: String {
        guard !text.isEnglish else { return card.title }
        return switch card.area {
        case .habits: text.localized("Habits")
        case .health: text.localized("Health")
        case .money: text.localized("Money")
        case .todos: text.localized("To-dos")
        case .notes: text.localized("Notes")
        }
    }

    /// The summary line.
    var summary: String {
        guard !text.isEnglish else { return card.summary }
        return switch card.area {
        case .habits: habits
        case .health: health
        case .money:
            text.localizer.localized(
                one: "{count} account", other: "{count} accounts", count: count("accounts"), ["count": text.integer(count("accounts"))])
        case .todos: todos
        case .notes: notes
        }
    }

    private func number(_ key: String) -> Double? {
        if case .number(let value) = card.metric[key] { return value }
        return nil
    }

    private func count(_ key: String) -> Int {
        if case .integer(let value) = card.metric[key] { return value }
        return 0
    }

    private func tenths(_ value: Double) -> String { text.quantity((value * 10).rounded() / 10) }

    private var habits: String {
        let total = count("total")
        var line =
            total == 0
            ? text.localized("Nothing due today")
            : text.localized("{done}/{total} habits today", ["done": text.integer(count("done")), "total": text.integer(total)])
        let best = count("bestStreak")
        if best > 0 {
            line += " · " + text.localized("longest habit streak: {days}", ["days": text.periods(.day, count: best)])
        }
        return line
    }

    private var health: String {
        var parts: [String] = []
        if let sleep = number("sleepHours") { parts.append(text.localized("{hours} h sleep", ["hours": tenths(sleep)])) }
        if let steps = number("stepsToday") { parts.append(text.localized("{steps} steps today", ["steps": text.quantity(steps)])) }
        if let water = number("waterTodayML") {
            parts.append(text.localized("{liters} L water today", ["liters": text.quantity((water / 10).rounded() / 100)]))
        }
        if let mood = number("moodToday") { parts.append(text.localized("mood {mood}/5", ["mood": tenths(mood)])) }
        return parts.isEmpty ? text.localized("Nothing logged today") : parts.prefix(2).joined(separator: " · ")
    }

    private var todos: String {
        var parts: [String] = []
        if count("overdue") > 0 { parts.append(text.localized("{count} overdue", ["count": text.integer(count("overdue"))])) }
        if count("dueToday") > 0 { parts.append(text.localized("{count} due today", ["count": text.integer(count("dueToday"))])) }
        let open = count("open")
        parts.append(open == 0 ? text.localized("nothing open") : text.localized("{count} open", ["count": text.integer(open)]))
        let line = parts.joined(separator: " · ")
        return line.prefix(1).uppercased() + line.dropFirst()
    }

    private var notes: String {
        let notes = count("count")
        var line = text.localizer.localized(one: "{count} note", other: "{count} notes", count: notes, ["count": text.integer(notes)])
        let pinned = count("pinned")
        if pinned > 0 { line += " · " + text.localized("{count} pinned", ["count": text.integer(pinned)]) }
        return line
    }
}
