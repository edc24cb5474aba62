import CadenceCore
import CadenceServices
import Foundation

/// The body of `POST /api/v1/habits` and of `PATCH /api/v1/habits/{id}` (schemas `HabitCreate`
/// and `HabitPatch`). Its keys are `HabitJSON`'s writable ones; absent keys keep their defaults
/// (or the preset's, or, for a PATCH, the habit's current values).
struct HabitInput: Codable, Sendable {
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
    /// docs/domain-rules.md "§18 Habits fed by health data"; `null` in a PATCH removes the link.
    var linkedHealth: HealthType?

    /// The keys a PATCH may set to `null` to clear the field (the schema allows no other nulls).
    static let clearableKeys: Set<String> = ["icon", "categoryId", "unit", "baseline", "endDate", "presetId", "linkedHealth"]

    /// The given fields as a `HabitPatch` (docs/domain-rules.md §2 "Editing a habit"); a key
    /// in `cleared` (sent as `null` in a PATCH) clears its field. A bad reminder is refused as
    /// `POST …/reminders` refuses it (`ReminderInput`), never dropped.
    func patch(clearing cleared: Set<String> = []) throws(CadenceError) -> HabitPatch {
        var patch = HabitPatch()
        patch.name = name
        patch.description = description
        patch.icon = cleared.contains("icon") ? .some(nil) : icon.map { $0 }
        patch.color = color
        patch.categoryID = cleared.contains("categoryId") ? .some(nil) : categoryId.map { $0 }
        patch.kind = kind
        patch.goalType = goalType
        patch.unit = cleared.contains("unit") ? .some(nil) : unit.map { $0 }
        patch.target = target
        patch.period = period
        patch.timesPerDay = timesPerDay
        patch.schedule = schedule
        patch.baseline = cleared.contains("baseline") ? .some(nil) : baseline.map { $0 }
        patch.startDay = startDate
        patch.endDay = cleared.contains("endDate") ? .some(nil) : endDate.map { $0 }
        if let reminders {
            var parsed: [Reminder] = []
            for input in reminders { parsed.append(try input.reminder()) }
            patch.reminders = parsed
        }
        patch.presetID = cleared.contains("presetId") ? .some(nil) : presetId.map { $0 }
        patch.linkedHealth = cleared.contains("linkedHealth") ? .some(nil) : linkedHealth.map { $0 }
        return patch
    }
}
