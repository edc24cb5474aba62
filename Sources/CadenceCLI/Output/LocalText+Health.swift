import CadenceCore
import CadenceHTTP
import CadenceLocalization

/// Health's words in the person's language (docs/domain-rules.md §23): English keeps the type's
/// and unit's own names (`sleep`, `steps`), as the command line always printed them.
extension LocalText {
    /// A health type's name (`sleep`, `Schlaf`).
    func healthType(_ type: HealthType) -> String {
        guard !isEnglish else { return type.rawValue }
        return HealthWords.type(type, localizer: localizer)
    }

    /// A health type's stored unit; the words among them (`steps`, `score`) in the language.
    func healthUnit(_ type: HealthType) -> String {
        guard !isEnglish else { return type.storedUnit }
        return HealthWords.unit(type, localizer: localizer)
    }

    /// `7.5 h`, `9.000 Schritte`.
    func healthValue(_ value: Double, _ type: HealthType) -> String {
        "\(isEnglish ? QuantityText.format(value) : localizer.format.decimal(value)) \(healthUnit(type))"
    }
}
