import CadenceCore
import CadenceLocalization

/// The Health page's metrics, units and moods in the page's language (docs/domain-rules.md §23,
/// §12 "Health"). English keeps the page's own forms ("7.5 h", "9,000 steps", "4/5 🙂 good").
extension WebText {
    /// A metric's name inside a sentence: `steps` in English, `Schritte` in German (nouns keep
    /// their capital), lower case in the other languages that have one.
    func metricInSentence(_ type: HealthType) -> String {
        switch localizer.language {
        case .english: type.rawValue
        case .german: metric(type)
        default: metric(type).lowercased()
        }
    }

    /// A value in the metric's stored unit: `7.5 h`, `9,000 steps`, `250 mL`, `71 kg`, `4/5`.
    func healthValue(_ type: HealthType, _ value: Double) -> String {
        if isEnglish { return type == .mood ? "\(number(value))/5" : "\(number(value)) \(type.storedUnit)" }
        let shown = ["value": number(value)]
        switch type {
        case .sleep: return localizer.localized("{value} h", shown)
        case .steps:
            let count = NumericBoundary.clamped(value, to: Int.min...Int.max)
            return localizer.localized(one: "{value} step", other: "{value} steps", count: count, shown)
        case .water: return localizer.localized("{value} mL", shown)
        case .weight: return localizer.localized("{value} kg", shown)
        case .mood: return "\(number(value))/5"
        }
    }

    /// The hours' symbol after the sleep stepper and on its chart: `h`, `Std.`.
    var hourSymbol: String { localizer.localized("h") }

    /// The mood scale's word for 1…5: awful, bad, okay, good, great.
    func moodWord(_ score: Int) -> String {
        switch score {
        case 1: localizer.localized("awful")
        case 2: localizer.localized("bad")
        case 3: localizer.localized("okay")
        case 4: localizer.localized("good")
        default: localizer.localized("great")
        }
    }

    /// docs/domain-rules.md §12 "Health": "Replaced last night's sleep: 7.5 h", "Replaced today's
    /// steps: 9,000 steps", "Replaced the weight of 3 Mar: 71 kg".
    func replaced(_ entry: HealthEntry, today: Day) -> String {
        let value = healthValue(entry.type, entry.value)
        let metric = metricInSentence(entry.type)
        return switch (entry.type, entry.day == today) {
        case (.sleep, true): localizer.localized("Replaced last night's sleep: {value}", ["value": value])
        case (.sleep, false):
            localizer.localized("Replaced the sleep of the night to {day}: {value}", ["day": shortDay(entry.day), "value": value])
        case (_, true): localizer.localized("Replaced today's {metric}: {value}", ["metric": metric, "value": value])
        case (_, false):
            localizer.localized("Replaced the {metric} of {day}: {value}", ["metric": metric, "day": shortDay(entry.day), "value": value])
        }
    }
}
