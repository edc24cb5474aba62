import CadenceCore
import CadenceStorage
import GRDB

/// Row decoding and encoding for the `habit` and `reminder` tables (docs/domain-rules.md §2, §9).
enum HabitRecord {
    /// Columns read for a `Habit` (without its reminders), in decoding order.
    static let columns = """
        id, name, description, icon, color, category_id, kind, goal_type, unit, target, period, baseline, \
        schedule, start_day, end_day, sort_order, archived, preset_id, created_at, updated_at, source_id, linked_health
        """

    /// Decodes a habit row; its reminders are read separately from the `reminder` table.
    /// Targets and baselines are brought within their bounds as they are read
    /// (`QuantityLimits.readBack`, docs/domain-rules.md §7): a row from before the bounds
    /// existed still reads.
    static func habit(_ row: Row, reminders: [Reminder]) throws -> Habit {
        var goal = Goal(
            type: try storedEnum(GoalType.self, try row.decode(String.self, atIndex: 7), column: "goal_type"),
            unit: try row.decode(String?.self, atIndex: 8),
            target: try row.decode(Double.self, atIndex: 9),
            period: try storedEnum(GoalPeriod.self, try row.decode(String.self, atIndex: 10), column: "period"))
        let maximum = QuantityLimits.maximumTarget(for: goal)
        goal.target = QuantityLimits.readBack(goal.target, atMost: maximum)
        return Habit(
            id: try row.decode(Int64.self, atIndex: 0),
            name: try row.decode(String.self, atIndex: 1),
            description: try row.decode(String.self, atIndex: 2),
            icon: try row.decode(String?.self, atIndex: 3),
            color: try row.decode(String.self, atIndex: 4),
            categoryID: try row.decode(Int64?.self, atIndex: 5),
            kind: try storedEnum(HabitKind.self, try row.decode(String.self, atIndex: 6), column: "kind"),
            goal: goal,
            baseline: try row.decode(Double?.self, atIndex: 11).map { QuantityLimits.readBack($0, atMost: maximum) },
            schedule: try StoredSchedule.schedule(try row.decode(String.self, atIndex: 12)),
            startDay: Day(ordinal: try row.decode(Int.self, atIndex: 13)),
            endDay: try row.decode(Int?.self, atIndex: 14).map(Day.init(ordinal:)),
            reminders: reminders,
            sortOrder: try row.decode(Int.self, atIndex: 15),
            isArchived: try row.decode(Bool.self, atIndex: 16),
            presetID: try row.decode(String?.self, atIndex: 17),
            sourceID: try row.decode(String?.self, atIndex: 20),
            linkedHealth: try row.decode(String?.self, atIndex: 21).map { try storedEnum(HealthType.self, $0, column: "linked_health") },
            createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 18)),
            updatedAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 19)))
    }

    /// Values for the definition columns `name, name_key, description, icon, color,
    /// category_id, kind, goal_type, unit, target, period, baseline, schedule, start_day,
    /// end_day, sort_order, archived, preset_id, source_id, linked_health` — the ones both insert and update write.
    static func definitionValues(_ habit: Habit) throws -> [(any DatabaseValueConvertible)?] {
        [
            habit.name, nameKey(habit.name), habit.description, habit.icon, habit.color, habit.categoryID,
            habit.kind.rawValue, habit.goal.type.rawValue, habit.goal.unit, habit.goal.target,
            habit.goal.period.rawValue, habit.baseline, try StoredSchedule.json(habit.schedule),
            habit.startDay.ordinal, habit.endDay?.ordinal, habit.sortOrder, habit.isArchived, habit.presetID,
            habit.sourceID, habit.linkedHealth?.rawValue,
        ]
    }

    /// Columns read for a reminder: `habit_id, hour, minute, weekdays, is_active`.
    static let reminderColumns = "habit_id, hour, minute, weekdays, is_active"

    static func reminder(_ row: Row) throws -> Reminder {
        Reminder(
            hour: try row.decode(Int.self, atIndex: 1),
            minute: try row.decode(Int.self, atIndex: 2),
            weekdays: StoredWeekdays.weekdays(try row.decode(Int.self, atIndex: 3)),
            isActive: try row.decode(Bool.self, atIndex: 4))
    }
}
