import CadenceCore
import CadenceLocalization

/// Health's words in the person's language (docs/domain-rules.md §23): English keeps the type's
/// and unit's own names (`sleep`, `steps`), as the command line always printed them.
extension LocalText {
    /// A health type's name (`sleep`, `Schlaf`).
    func healthType(_ type: HealthType) -> String {
        guard !isEnglish else { return type.rawValue }
        return switch type {
        case .sleep: localizer.localized("sleep", context: "assistant")
        case .steps: localizer.localized("steps", context: "assistant")
        case .mood: localizer.localized("mood", context: "assistant")
        case .water: localizer.localized("water", context: "assistant")
        case .weight: localizer.localized("weight", context: "assistant")
        }
    }

    /// A health type's stored unit; the words among them (`steps`, `score`) in the language.
    func healthUnit(_ type: HealthType) -> String {
        guard !isEnglish else { return type.storedUnit }
        return switch type {
        case .steps: localizer.localized("steps", context: "assistant unit")
        case .mood: localizer.localized("score", context: "assistant unit")
        default: type.storedUnit
        }
    }

    /// `7.5 h`, `9.000 Schritte`.
    func healthValue(_ value: Double, _ type: HealthType) -> String {
        "\(isEnglish ? QuantityText.format(value) : localizer.format.decimal(value)) \(healthUnit(type))"
    }
}
