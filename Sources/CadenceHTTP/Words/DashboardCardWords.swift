import CadenceCore
import CadenceLocalization

/// A Home card's title and summary line in a language other than English (docs/domain-rules.md
/// §23), written from the card's metric: `DashboardCard.summary` is the API's English text, which
/// English keeps as it is. Shared by the web app's Home and the assistants' `dashboard` tool.
public struct DashboardCardWords: Sendable {
    let card: DashboardCard
    let localizer: Localizer

    /// The words of one card in the localizer's language.
    public init(card: DashboardCard, localizer: Localizer) {
        self.card = card
        self.localizer = localizer
    }

    /// The card's heading: its area's name (`DashboardArea.title`) in the language.
    public static func title(_ area: DashboardArea, localizer: Localizer) -> String {
        switch area {
        case .habits: localizer.localized("Habits")
        case .health: localizer.localized("Health")
        case .money: localizer.localized("Money")
        case .todos: localizer.localized("To-dos")
        case .notes: localizer.localized("Notes")
        }
    }

    /// The card's title in the language.
    public var title: String { Self.title(card.area, localizer: localizer) }

    private func number(_ key: String) -> Double? {
        if case .number(let value) = card.metric[key] { return value }
        return nil
    }

    private func count(_ key: String) -> Int {
        if case .integer(let value) = card.metric[key] { return value }
        return 0
    }

    private func tenths(_ value: Double) -> String { number((value * 10).rounded() / 10) }
    private func number(_ value: Double) -> String { localizer.format.decimal(value) }
    private func integer(_ value: Int) -> String { localizer.format.integer(value) }

    /// The summary line.
    public var line: String {
        switch card.area {
        case .habits: habits
        case .health: health
        case .money:
            localizer.localized(one: "{count} account", other: "{count} accounts", count: count("accounts"))
        case .todos: todos
        case .notes: notes
        }
    }

    private var habits: String {
        let total = count("total")
        var line =
            total == 0
            ? localizer.localized("Nothing due today")
            : localizer.localized("{done}/{total} habits today", ["done": integer(count("done")), "total": integer(total)])
        let best = count("bestStreak")
        if best > 0 {
            let days = localizer.periods("day", count: best, formatted: integer(best))
            line += " · " + localizer.localized("longest habit streak: {days}", ["days": days])
        }
        return line
    }

    private var health: String {
        var parts: [String] = []
        if let sleep = number("sleepHours") { parts.append(localizer.localized("{hours} h sleep", ["hours": tenths(sleep)])) }
        if let steps = number("stepsToday") { parts.append(localizer.localized("{steps} steps today", ["steps": number(steps)])) }
        if let water = number("waterTodayML") {
            parts.append(localizer.localized("{liters} L water today", ["liters": number((water / 10).rounded() / 100)]))
        }
        if let mood = number("moodToday") { parts.append(localizer.localized("mood {mood}/5", ["mood": tenths(mood)])) }
        return parts.isEmpty ? localizer.localized("Nothing logged today") : parts.prefix(2).joined(separator: " · ")
    }

    private var todos: String {
        var parts: [String] = []
        if count("overdue") > 0 { parts.append(localizer.localized("{count} overdue", ["count": integer(count("overdue"))])) }
        if count("dueToday") > 0 { parts.append(localizer.localized("{count} due today", ["count": integer(count("dueToday"))])) }
        let open = count("open")
        parts.append(open == 0 ? localizer.localized("nothing open") : localizer.localized("{count} open", ["count": integer(open)]))
        let line = parts.joined(separator: " · ")
        return line.prefix(1).uppercased() + line.dropFirst()
    }

    private var notes: String {
        var line = localizer.localized(one: "{count} note", other: "{count} notes", count: count("count"))
        let pinned = count("pinned")
        if pinned > 0 { line += " · " + localizer.localized("{count} pinned", ["count": integer(pinned)]) }
        return line
    }
}
