import CadenceCore
import CadenceStore
import Foundation

/// The body of `POST /api/v1/habits` and, merged onto the habit's current fields, of
/// `PATCH /api/v1/habits/{id}` (schemas `HabitCreate` and `HabitPatch`). Its keys are
/// `HabitJSON`'s writable ones; absent keys keep their defaults (or the preset's).
struct HabitInput: Codable, Sendable {
    /// A reminder: `{"time": "HH:MM", "weekdays": [1, 3], "active": true}`.
    struct ReminderInput: Codable, Sendable {
        var time: String
        var weekdays: [Int]?
        var active: Bool?
    }

    var name: String?
    var description: String?
    var icon: String?
    var color: String?
    var categoryId: CategoryID?
    var kind: HabitKind?
    var goalType: GoalType?
    var unit: String?
    var target: Double?
    var period: GoalPeriod?
    var timesPerDay: Int?
    var schedule: Schedule?
    var baseline: Double?
    var startDate: Day?
    var endDate: Day?
    var reminders: [ReminderInput]?
    var presetId: String?

    /// The writable fields of an existing habit, to merge a PATCH onto.
    init(_ habit: Habit) {
        name = habit.name
        description = habit.description
        icon = habit.icon
        color = habit.color
        categoryId = habit.categoryID
        kind = habit.kind
        goalType = habit.goal.type
        unit = habit.goal.unit
        target = habit.goal.target
        period = habit.goal.period
        timesPerDay = nil  // `target` carries it; a PATCH may still set it
        schedule = habit.schedule
        baseline = habit.baseline
        startDate = habit.startDay
        endDate = habit.endDay
        reminders = habit.reminders.map { reminder in
            ReminderInput(time: reminder.timeText, weekdays: reminder.weekdays.map(\.rawValue).sorted(), active: reminder.isActive)
        }
        presetId = habit.presetID
    }

    /// Writes the given fields into `draft`, as `cadence habit add` does with its options: a
    /// unit implies its goal type (`km` → distance) unless `goalType` says otherwise, a goal
    /// type alone takes its default unit, and a quit habit with no target gets the limit 0.
    func apply(to draft: inout HabitDraft) {
        if let name { draft.name = name }
        if let description { draft.description = description }
        if let icon { draft.icon = icon }
        if let color { draft.color = color }
        if let categoryId { draft.categoryID = categoryId }
        if let kind {
            if kind == .quit, draft.kind != .quit, target == nil, draft.goal.type == .none, goalType == nil, unit == nil {
                draft.goal.target = 0
            }
            draft.kind = kind
        }
        if let unit {
            let trimmed = unit.trimmingCharacters(in: .whitespaces)
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
        if let timesPerDay { draft.timesPerDay = timesPerDay }
        if let schedule { draft.schedule = schedule }
        if let baseline { draft.baseline = baseline }
        if let startDate { draft.startDay = startDate }
        if let endDate { draft.endDay = endDate }
        if let reminders { draft.reminders = reminders.compactMap(Self.reminder) }
        if let presetId { draft.presetID = presetId }
    }

    /// A reminder from its input; the schema has already checked the time and weekdays.
    private static func reminder(_ input: ReminderInput) -> Reminder? {
        guard var reminder = Reminder(time: input.time) else { return nil }
        reminder.weekdays = Set((input.weekdays ?? []).compactMap(Weekday.init(rawValue:)))
        reminder.isActive = input.active ?? true
        return reminder
    }
}
