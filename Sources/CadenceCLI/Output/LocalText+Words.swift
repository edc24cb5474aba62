import CadenceCore
import CadenceLocalization
import CadenceServices

/// Category names and routine lines in the person's language (docs/domain-rules.md §23); a
/// person's own names stay as written.
extension LocalText {
    /// `Fitness`, or `—` when uncategorized; a preset category's name in the language.
    func category(of habit: Habit, among categories: [CadenceCore.Category]) -> String {
        guard let id = habit.categoryID, let category = categories.first(where: { $0.id == id }) else { return "—" }
        return categoryName(category)
    }

    /// A category's name: a preset's in the language (presets cannot be renamed), a person's own as written.
    func categoryName(_ category: CadenceCore.Category) -> String {
        guard category.isPreset, !isEnglish else { return category.name }
        return switch category.name {
        case "Health": localized("Health")
        case "Fitness": localized("Fitness")
        case "Learning": localized("Learning")
        case "Social": localized("Social")
        default: category.name
        }
    }

    /// `Morning (id 2) at 07:00: Stretch → Read`.
    func routineLine(_ json: RoutineJSON) -> String {
        guard !isEnglish else { return RoutineHabitsOption.line(json) }
        let habits = json.habits.map(\.name).joined(separator: " → ")
        guard let time = json.time else {
            return localized("{name} (id {id}): {habits}", ["name": json.name, "id": String(json.id), "habits": habits])
        }
        return localized("{name} (id {id}) at {time}: {habits}", ["name": json.name, "id": String(json.id), "time": time, "habits": habits])
    }
}
