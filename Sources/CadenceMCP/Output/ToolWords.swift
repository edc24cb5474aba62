import CadenceCore
import CadenceHTTP
import CadenceLocalization
import Foundation

/// The tools' sentences in the account's language (docs/domain-rules.md §28 Errors
/// in the person's language, "Tool texts"): English is `ToolText`'s wording, byte for byte; every
/// other language says the catalog's sentence with its own numbers and dates. *Decision:* outside
/// English a goal by the week or month is not restated after the total (its sentence is English).
struct ToolWords: Sendable {
    let localizer: Localizer

    var isEnglish: Bool { localizer.language == .english }

    /// `today`, `yesterday`, or `on DAY`.
    func when(_ day: Day, today: Day) -> String {
        guard !isEnglish else { return ToolText.when(day, today: today) }
        if day == today { return localizer.localized("today", context: "assistant") }
        if day == today.adding(days: -1) { return localizer.localized("yesterday", context: "assistant") }
        return localizer.localized("on {date}", context: "assistant", ["date": date(day)])
    }

    /// A day as the language writes it (`1. Juni 2026` in German).
    func date(_ day: Day) -> String {
        isEnglish ? "\(day)" : localizer.format.date(year: day.year, month: day.month, day: day.dayOfMonth)
    }

    /// A count: as it is in English, grouped as the language groups it elsewhere.
    func integer(_ value: Int) -> String {
        isEnglish ? String(value) : localizer.format.integer(value)
    }

    /// A quantity with at most two decimals (`0.5`, `0,5`).
    func quantity(_ value: Double) -> String {
        isEnglish ? QuantityText.format(value) : localizer.format.decimal(value)
    }

    /// A health type's name (`sleep`, `Schlaf`): English keeps the type's own name.
    func healthType(_ type: HealthType) -> String {
        guard !isEnglish else { return type.rawValue }
        return HealthWords.type(type, localizer: localizer)
    }

    /// A health type's stored unit; the words among them (`steps`, `score`) in the language.
    func healthUnit(_ type: HealthType) -> String {
        guard !isEnglish else { return type.storedUnit }
        return HealthWords.unit(type, localizer: localizer)
    }

    /// An exact amount with its currency as the language writes it (`3.594,10 €`).
    func money(_ amount: MoneyAmount) -> String {
        guard !isEnglish, let exact = Decimal(string: amount.text, locale: Locale(identifier: "en_US_POSIX")) else {
            return "\(amount.text) \(amount.currency.code)"
        }
        return localizer.format.currency(exact, code: amount.currency.code)
    }

    /// A shared habit's state today (`done`, `notYet`, `skipped`, `notDue`) in words.
    func dayState(_ state: String) -> String {
        switch state {
        case "done": localizer.localized("done", context: "assistant state")
        case "notYet": localizer.localized("not yet", context: "assistant state")
        case "skipped": localizer.localized("skipped", context: "assistant state")
        case "notDue": localizer.localized("not due", context: "assistant state")
        default: state
        }
    }

    /// A share as a percentage in the language's form (`87 %` in German).
    func percent(_ rate: Double?) -> String {
        guard let rate, rate.isFinite else { return "—" }
        return localizer.format.percent(rate)
    }

    /// A due day: `today`, else the day as the language writes it.
    func due(_ day: Day, today: Day) -> String {
        day == today ? localizer.localized("today", context: "assistant") : date(day)
    }

    /// `from FIRST to LAST`.
    func range(from first: Day, to last: Day, today: Day) -> String {
        if first == last { return when(first, today: today) }
        guard !isEnglish else { return "from \(first) to \(last)" }
        return localizer.localized("from {first} to {last}", ["first": date(first), "last": date(last)])
    }

    /// An amount with the habit's own unit; outside English a habit without a unit shows the number.
    func amount(_ value: Double, of habit: Habit) -> String {
        guard !isEnglish else { return ToolText.amount(value, of: habit) }
        let number = localizer.format.decimal(value)
        return habit.goal.unit.map { "\(number) \($0)" } ?? number
    }

    /// A habit's day total against its goal (`Run: 3.5/5 km today · goal met`).
    func day(of habit: Habit, total: Double, day: Day, today: Day) -> String {
        guard !isEnglish else { return ToolText.day(of: habit, total: total, day: day, today: today) }
        let when = when(day, today: today)
        guard habit.goal.period == .day else {
            return localizer.localized("{name}: {amount} {when}", ["name": habit.name, "amount": amount(total, of: habit), "when": when])
        }
        let values = ["name": habit.name, "progress": localizer.format.decimal(total) + "/" + amount(habit.goal.target, of: habit), "when": when]
        let met = habit.isSuccessful(dayTotal: total)
        switch habit.kind {
        case .build:
            return met
                ? localizer.localized("{name}: {progress} {when} · goal met", values) : localizer.localized("{name}: {progress} {when}", values)
        case .quit:
            return met
                ? localizer.localized("{name}: {progress} {when} · within the limit", values)
                : localizer.localized("{name}: {progress} {when} · over the limit", values)
        }
    }
}
