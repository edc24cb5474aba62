import CadenceCore

/// The goal of a habit whose source records amounts but no goal (docs/import-export.md
/// "Counted habits without a goal"): HabitBull, Tickmate, harsh and the generic CSV keep how
/// much was done each day but no target, so the habit counts its unit (`times` unless the
/// file names one) with a target of 1 a day, and the report says so, for the person to set it.
enum CountedGoal {
    /// The goal: `unit` counted, 1 a day.
    static func goal(unit: String = "times") -> Goal {
        Goal(type: GoalType.implied(byUnit: unit), unit: MeasureUnit.canonical(unit), target: 1)
    }

    /// The warning that goes with it, for `title` (the habit) and the source `field`;
    /// `why` says what the source lacks, when there is more to say.
    static func warning(_ title: String, field: String, unit: String = "times", why: String? = nil) -> ImportIssue {
        let reason = why.map { " (\($0))" } ?? ""
        return ImportIssue(
            title, field: field,
            "it counts \(MeasureUnit.canonical(unit)); its target is set to 1 a day\(reason) — change it after the import")
    }
}
