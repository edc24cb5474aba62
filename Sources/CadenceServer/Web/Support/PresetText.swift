import CadenceCore

/// How a preset's or habit's goal reads on a page: "5 km a day", "Once a day", "Under 1 a day".
enum PresetText {
    static func goal(_ preset: Preset) -> String {
        goal(preset.goal, kind: preset.kind)
    }

    static func goal(_ goal: Goal, kind: HabitKind) -> String {
        let period =
            switch goal.period {
            case .day: "a day"
            case .week: "a week"
            case .month: "a month"
            }
        if kind == .quit {
            return goal.target == 0 ? "Not at all" : "At most \(WebFormat.amount(goal.target)) \(goal.displayUnit) \(period)"
        }
        if goal.type == .none {
            return goal.target == 1 ? "Once \(period)" : "\(WebFormat.amount(goal.target)) times \(period)"
        }
        return "\(WebFormat.amount(goal.target)) \(goal.displayUnit) \(period)"
    }
}
