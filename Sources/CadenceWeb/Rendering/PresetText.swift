import CadenceCore

/// How a preset's or habit's goal reads on a page, as a sentence starting with a capital:
/// "5 km a day", "Once a day", "At most 2 cups a day" (`Goal.sentence(kind:)`).
enum PresetText {
    static func goal(_ preset: Preset) -> String {
        goal(preset.goal, kind: preset.kind)
    }

    static func goal(_ goal: Goal, kind: HabitKind) -> String {
        let sentence = goal.sentence(kind: kind)
        return (sentence.first.map { String($0).uppercased() } ?? "") + sentence.dropFirst()
    }
}
