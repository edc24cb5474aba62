import CadenceCore
import CadenceLocalization
import Foundation

/// A web page's words and numbers in the person's language (docs/domain-rules.md §23). English
/// keeps the web app's own forms (`1,234.5`, `Monday, 10 March 2025`); every other language gets
/// Foundation's formats for its locale.
struct WebText: Sendable {
    let localizer: Localizer

    init(_ localizer: Localizer = .english) {
        self.localizer = localizer
    }

    var isEnglish: Bool { localizer.language == .english }

    /// A text, its placeholders filled with plain values (escaped where it is written).
    func localized(_ english: String, _ values: [String: String] = [:]) -> String {
        localizer.localized(english, values)
    }

    /// A text whose placeholders take markup (`<strong>name</strong>`): the translation is
    /// escaped first, then each `{name}` replaced by its fragment.
    func html(_ translated: String, _ values: [String: HTML]) -> HTML {
        // One pass over the template, so a fragment's own braces (a habit named "{x}") are never read.
        HTML(trusted: Localizer.fill(HTMLEscaping.escape(translated), values.mapValues(\.rendered)))
    }

    /// A quantity: at most two decimals, grouped.
    func number(_ value: Double) -> String {
        isEnglish ? WebFormat.number(value) : localizer.format.decimal(value)
    }

    /// A whole count.
    func integer(_ value: Int) -> String {
        isEnglish ? String(value) : localizer.format.integer(value)
    }

    /// `5 days`, `1 week` (a `+` when the streak was cut at the lookback).
    func streak(_ streak: Streak) -> String {
        periods(streak.unit, count: streak.count) + (streak.isTruncated ? "+" : "")
    }

    /// A count of a streak's or a window's periods.
    func periods(_ kind: EvaluationSpan.Kind, count: Int) -> String {
        localizer.periods(kind.rawValue, count: count, formatted: integer(count))
    }

    /// `Monday, 10 March 2025`, `Montag, 10. März 2025`.
    func longDay(_ day: Day) -> String {
        isEnglish ? WebFormat.longDay(day) : localizer.format.date(year: day.year, month: day.month, day: day.dayOfMonth, style: .weekday)
    }

    /// An exact amount with its currency as the language writes it: `€3,594.10` (the web app's
    /// own English form), `3.594,10 €`, `￥3,594`. Exact: the amount's own decimal text is
    /// formatted, never a binary fraction.
    func money(_ amount: MoneyAmount) -> String {
        guard !isEnglish, let exact = Decimal(string: amount.text, locale: Locale(identifier: "en_US_POSIX")) else {
            return MoneyText.amount(amount)
        }
        return localizer.format.currency(exact, code: amount.currency.code)
    }

    /// `21 Nov`, `21. Nov.`.
    func shortDay(_ day: Day) -> String {
        isEnglish ? WebFormat.shortDay(day) : localizer.format.date(year: day.year, month: day.month, day: day.dayOfMonth, style: .monthAndDay)
    }

    /// A category's name: a preset's in the page's language (presets cannot be renamed), a
    /// person's own as written.
    func categoryName(_ category: CadenceCore.Category) -> String {
        category.isPreset ? presetCategoryName(category.name) : category.name
    }

    /// A preset category's name (`Health`, `Fitness`, `Learning`, `Social`) in the page's language.
    func presetCategoryName(_ name: String) -> String {
        switch name {
        case "Health": localizer.localized("Health")
        case "Fitness": localizer.localized("Fitness")
        case "Learning": localizer.localized("Learning")
        case "Social": localizer.localized("Social")
        default: name
        }
    }

    /// A preset habit's name in the page's language (docs/domain-rules.md §23 "Built-in names").
    func presetName(_ preset: Preset) -> String {
        localizer.presetName(id: preset.id, english: preset.name)
    }

    /// A health metric's name, capitalised as a label: `Steps`, `Schritte`.
    func metric(_ type: HealthType) -> String {
        switch type {
        case .sleep: localizer.localized("Sleep")
        case .steps: localizer.localized("Steps")
        case .mood: localizer.localized("Mood")
        case .water: localizer.localized("Water")
        case .weight: localizer.localized("Weight")
        }
    }
}
