import CadenceCore
import CadenceLocalization

/// A health type's name and stored unit in a language other than English (docs/domain-rules.md
/// §23), with the catalog's `assistant` contexts; shared by the tools for assistants and the
/// command line, whose English keeps the type's and unit's own names (`sleep`, `steps`).
public enum HealthWords {
    /// A health type's name (`Schlaf`).
    public static func type(_ type: HealthType, localizer: Localizer) -> String {
        switch type {
        case .sleep: localizer.localized("sleep", context: "assistant")
        case .steps: localizer.localized("steps", context: "assistant")
        case .mood: localizer.localized("mood", context: "assistant")
        case .water: localizer.localized("water", context: "assistant")
        case .weight: localizer.localized("weight", context: "assistant")
        }
    }

    /// A health type's stored unit; the words among them (`steps`, `score`) in the language.
    public static func unit(_ type: HealthType, localizer: Localizer) -> String {
        switch type {
        case .steps: localizer.localized("steps", context: "assistant unit")
        case .mood: localizer.localized("score", context: "assistant unit")
        default: type.storedUnit
        }
    }
}
