import Foundation

/// A change to a habit's definition: the fields a person gave, each applied to a draft, the
/// others left as they are. The command line's options, the API's JSON body and the web's habit
/// form all become a `HabitPatch`, so the habit-edit rule lives here once
/// (docs/domain-rules.md §2 "Editing a habit"):
///
/// - A unit implies its goal type (`km` → distance, `min` → time, a custom label →
///   repetitions) unless a goal type is given with it; no unit (`nil`, empty, `none`) makes a
///   simple habit (or keeps the given goal type without a unit).
/// - A goal type given alone takes its default unit (`distance` → `km`).
/// - A habit that becomes a quit habit without a target, and was a simple habit, gets the
///   limit 0 (a simple habit's target counts times, which is no limit).
///
/// Fields that may be cleared are double optionals: `nil` leaves the field, `.some(nil)` clears
/// it. The services validate the draft afterwards (`HabitValidator`).
public struct HabitPatch: Sendable, Equatable {
    public var name: String?
    public var description: String?
    public var icon: String??
    public var color: String?
    public var categoryID: CategoryID??
    public var kind: HabitKind?
    public var goalType: GoalType?
    /// A unit, or `.some(nil)` / `""` / `"none"` for no unit.
    public var unit: String??
    public var target: Double?
    public var period: GoalPeriod?
    public var timesPerDay: Int?
    public var schedule: Schedule?
    public var baseline: Double??
    public var startDay: Day?
    public var endDay: Day??
    public var reminders: [Reminder]?
    public var presetID: String??
    /// A health metric to feed the habit, or `.some(nil)` to remove the link
    /// (docs/domain-rules.md "§18 Habits fed by health data").
    public var linkedHealth: HealthType??

    public init() {}

    /// Writes the given fields into `draft` (docs/domain-rules.md §2 "Editing a habit").
    public func apply(to draft: inout HabitDraft) {
        if let name { draft.name = name }
        if let description { draft.description = description }
        if let icon { draft.icon = icon }
        if let color { draft.color = color }
        if let categoryID { draft.categoryID = categoryID }
        if let kind {
            if kind == .quit, draft.kind != .quit, target == nil, draft.goal.type == .none { draft.goal.target = 0 }
            draft.kind = kind
        }
        applyGoal(to: &draft)
        if let timesPerDay { draft.timesPerDay = timesPerDay }
        if let schedule { draft.schedule = schedule }
        if let baseline { draft.baseline = baseline }
        if let startDay { draft.startDay = startDay }
        if let endDay { draft.endDay = endDay }
        if let reminders { draft.reminders = reminders }
        if let presetID { draft.presetID = presetID }
        if let linkedHealth {
            draft.linkedHealth = linkedHealth
            // A new link without a unit: the target is in the metric's unit (docs/domain-rules.md
            // "§18 Habits fed by health data"), the metric's default when not given.
            if let type = linkedHealth, unit == nil {
                let fitting = HealthLink.goal(for: type, target: target ?? HealthLink.defaultTarget(for: type))
                if target != nil || draft.goal.type != fitting.type { draft.goal = fitting }
            }
        }
    }

    /// The goal's type and unit (a unit implies its type; a type alone takes its default unit),
    /// then its target and period.
    private func applyGoal(to draft: inout HabitDraft) {
        if let unit {
            let trimmed = unit?.trimmingCharacters(in: .whitespaces) ?? ""
            if trimmed.isEmpty || trimmed.lowercased() == "none" {
                draft.goal.type = goalType ?? .none
                draft.goal.unit = nil
            } else {
                draft.goal.type = goalType ?? GoalType.implied(byUnit: trimmed)
                draft.goal.unit = trimmed
            }
        } else if let goalType {
            draft.goal.type = goalType
            draft.goal.unit = goalType.defaultUnit
        }
        if let target { draft.goal.target = target }
        if let period { draft.goal.period = period }
    }
}
