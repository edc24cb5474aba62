/// The largest amounts a habit can measure (docs/domain-rules.md §7, "Upper bounds").
///
/// A day holds at most one day's worth of any quantity: 24 hours, 1,000 km, 100 L. Each bound
/// is far above what a person does and far below where sums stop being exact or become
/// infinite (two check-ins of `1e308` km add up to infinity, which no JSON can carry). A
/// check-in's amount, a day's total (after the change) and a target per day are checked
/// against the day bound; a weekly or monthly target against 7 or 31 times it.
public enum QuantityLimits {
    /// Times a simple (`none`) habit can be done in one day, and the most times per day.
    public static let maximumTimesPerDay = 1000

    /// The most a day can hold for a goal type, in the type's base unit (`times`, `sec`,
    /// `cups`, `kcal`, `m`, `g`, `mL`; custom repetition labels count like `times`).
    public static func maximumPerDay(inBaseUnitOf type: GoalType) -> Double {
        switch type {
        case .none: Double(maximumTimesPerDay)
        case .repetitions: 1_000_000
        case .time: 86_400  // 24 h
        case .cups: 100
        case .calories: 100_000
        case .distance: 1_000_000  // 1,000 km
        case .weight: 100_000_000  // 100 t (a day's training volume)
        case .capacity: 100_000  // 100 L
        }
    }

    /// The most one day can hold for `goal`, in the goal's own unit (`1440` for minutes).
    public static func maximumPerDay(for goal: Goal) -> Double {
        let base = maximumPerDay(inBaseUnitOf: goal.type)
        guard let unit = goal.unit, let known = MeasureUnit.known(unit), known.goalType == goal.type else { return base }
        return base / known.factor
    }

    /// The largest target (or quit limit, or baseline) for `goal`'s period: a day's bound
    /// times the days the period can have (1, 7 or 31).
    public static func maximumTarget(for goal: Goal) -> Double {
        let days: Double =
            switch goal.period {
            case .day: 1
            case .week: 7
            case .month: 31
            }
        return maximumPerDay(for: goal) * days
    }
}

extension QuantityLimits {
    /// A quantity read back from a store (perhaps written by an older version without these
    /// bounds) brought into `0…maximum`: NaN reads as 0, infinity as the maximum. Reading
    /// never fails on such a row, so a store that holds one still lists, shows and exports.
    public static func readBack(_ value: Double, atMost maximum: Double = .greatestFiniteMagnitude) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), maximum)
    }
}
