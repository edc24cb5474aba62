import Foundation

/// A habit fed by health data (docs/domain-rules.md "§18 Habits fed by health data"):
/// the habit's day total *is* the health metric's day value — steps as a count, water in mL,
/// sleep in hours a night; weight and mood count 1 on a day that holds one ("logged today").
public enum HealthLink {
    /// The goal a habit linked to `type` measures in (kind build, per day): steps a count of
    /// `steps`, water `mL`, sleep `hr`; weight and mood a yes/no goal done once a day.
    public static func goal(for type: HealthType, target: Double) -> Goal {
        switch type {
        case .steps: Goal(type: .repetitions, unit: "steps", target: target, period: .day)
        case .water: Goal(type: .capacity, unit: "mL", target: target, period: .day)
        case .sleep: Goal(type: .time, unit: "hr", target: target, period: .day)
        case .weight, .mood: .simple()
        }
    }

    /// The target a link takes when none is given: 10,000 steps, 2,000 mL, 8 h; once a day.
    public static func defaultTarget(for type: HealthType) -> Double {
        switch type {
        case .steps: 10_000
        case .water: 2_000
        case .sleep: 8
        case .weight, .mood: 1
        }
    }

    /// Makes a draft's definition fit its link: a build habit with the metric's goal per day.
    /// A target already in the metric's goal type is kept (a yes/no link always counts once a day);
    /// otherwise the metric's default target. A draft without a link is left as it is.
    public static func conform(_ draft: inout HabitDraft) {
        guard let type = draft.linkedHealth else { return }
        let fitting = goal(for: type, target: defaultTarget(for: type))
        let keeps = draft.goal.type == fitting.type && fitting.type != .none
        var target = keeps ? draft.goal.target : fitting.target
        if keeps, let unit = draft.goal.unit, let fittingUnit = fitting.unit,
            let converted = MeasureUnit.convert(target, from: unit, to: fittingUnit)
        {
            target = converted
        }
        draft.kind = .build
        draft.goal = goal(for: type, target: target)
        draft.baseline = nil
        draft.timesPerDay = nil
    }

    /// The day total a linked habit has on a day holding `entries` (all of the day and of the
    /// habit's type): the metric's day value (§12 "Health": water sums, the others the latest
    /// entry), or 1 for weight and mood when the day holds any; 0 for no entry.
    public static func dayTotal(of type: HealthType, entries: [HealthEntry]) -> Double {
        let own = entries.filter { $0.type == type }
        guard !own.isEmpty else { return 0 }
        switch type {
        case .weight, .mood: return 1
        case .steps, .water, .sleep:
            return HealthDayValue.of(own).first?.value ?? 0
        }
    }

    /// The day totals of a linked habit for every day `entries` (of any types and days) hold one
    /// of `type`, keyed by day.
    public static func dayTotals(of type: HealthType, entries: [HealthEntry]) -> [Day: Double] {
        let byDay = Dictionary(grouping: entries.filter { $0.type == type }, by: \.day)
        return byDay.mapValues { dayTotal(of: type, entries: $0) }
    }

    /// The link a text names: a metric (`steps`, `water`, `sleep`, `weight`, `mood`, any case) →
    /// `.some(type)`; `none` or empty → `.some(nil)` (no link); anything else → `nil`.
    public static func link(named text: String) -> HealthType?? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.isEmpty || trimmed == "none" { return .some(nil) }
        guard let type = HealthType(rawValue: trimmed) else { return nil }
        return .some(type)
    }

    /// The message for a text that names no metric.
    public static func unknownLink(_ text: String) -> String {
        "'\(text)' is no health metric to feed a habit: steps, water, sleep, weight, mood, or none"
    }

    /// The metric's words for a check-in refusal: what to log instead.
    public static func refusal(habit name: String, type: HealthType) -> String {
        "'\(name)' is fed by health data (\(type.rawValue)); log the \(type.rawValue) value on Health instead "
            + "(`cadence health add \(type.rawValue) VALUE`)"
    }
}
