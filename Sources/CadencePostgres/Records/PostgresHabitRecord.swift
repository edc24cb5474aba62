import CadenceCore
import PostgresNIO

/// Row decoding for the `habit` and `reminder` tables (docs/domain-rules.md §2, §9), as
/// `HabitRecord` does for SQLite.
enum PostgresHabitRecord {
    /// Columns read for a `Habit` (without its reminders), in decoding order.
    static let columns = """
        id, name, description, icon, color, category_id, kind, goal_type, unit, target, period, baseline, \
        schedule, start_day, end_day, sort_order, archived, preset_id, created_at, updated_at, source_id, linked_health
        """

    /// Decodes a habit row; its reminders come from `habitWithReminders`.
    /// Targets and baselines are brought within their bounds as they are read
    /// (`QuantityLimits.readBack`, docs/domain-rules.md §7): a row from before the bounds
    /// existed still reads.
    /// `linkedAt` is the column of `linked_health` (21 in `columns`, 25 in `columnsWithReminders`).
    static func habit(_ row: PostgresRow, reminders: [Reminder], linkedAt: Int = 21) throws -> Habit {
        let cells = row.makeRandomAccess()
        var goal = Goal(
            type: try PostgresValues.storedEnum(GoalType.self, try cells[7].decode(String.self), column: "goal_type"),
            unit: try cells[8].decode(String?.self),
            target: try cells[9].decode(Double.self),
            period: try PostgresValues.storedEnum(GoalPeriod.self, try cells[10].decode(String.self), column: "period"))
        let maximum = QuantityLimits.maximumTarget(for: goal)
        goal.target = QuantityLimits.readBack(goal.target, atMost: maximum)
        return Habit(
            id: try cells[0].decode(Int64.self),
            name: try cells[1].decode(String.self),
            description: try cells[2].decode(String.self),
            icon: try cells[3].decode(String?.self),
            color: try cells[4].decode(String.self),
            categoryID: try cells[5].decode(Int64?.self),
            kind: try PostgresValues.storedEnum(HabitKind.self, try cells[6].decode(String.self), column: "kind"),
            goal: goal,
            baseline: try cells[11].decode(Double?.self).map { QuantityLimits.readBack($0, atMost: maximum) },
            schedule: try PostgresValues.schedule(try cells[12].decode(String.self)),
            startDay: try PostgresValues.day(try cells[13].decode(Int64.self)),
            endDay: try cells[14].decode(Int64?.self).map(PostgresValues.day),
            reminders: reminders,
            sortOrder: try PostgresValues.int(try cells[15].decode(Int64.self)),
            isArchived: try cells[16].decode(Bool.self),
            presetID: try cells[17].decode(String?.self),
            sourceID: try cells[20].decode(String?.self),
            linkedHealth: try cells[linkedAt].decode(String?.self).map {
                try PostgresValues.storedEnum(HealthType.self, $0, column: "linked_health")
            },
            createdAt: PostgresValues.date(try cells[18].decode(Int64.self)),
            updatedAt: PostgresValues.date(try cells[19].decode(Int64.self)))
    }

    /// `columns` of `habit h` followed by the habit's reminders as four arrays in their stored
    /// order (columns 21–24), then `linked_health` (25): one round trip reads habits with their reminders, consistent
    /// without a transaction (docs/schema.md "PostgreSQL").
    static let columnsWithReminders = """
        h.id, h.name, h.description, h.icon, h.color, h.category_id, h.kind, h.goal_type, h.unit, h.target,         h.period, h.baseline, \
        h.schedule, h.start_day, h.end_day, h.sort_order, h.archived, h.preset_id,         h.created_at, h.updated_at, h.source_id, r.hours, \
        r.minutes, r.weekday_masks, r.actives, h.linked_health
        """

    /// The join that `columnsWithReminders` reads from; filter on `h.`.
    static let habitsWithReminders = """
        habit h LEFT JOIN LATERAL (
            SELECT array_agg(hour ORDER BY position, id) AS hours, array_agg(minute ORDER BY position, id) AS minutes,
                array_agg(weekdays ORDER BY position, id) AS weekday_masks,
                array_agg(is_active ORDER BY position, id) AS actives
            FROM reminder WHERE reminder.user_id = h.user_id AND reminder.habit_id = h.id
        ) r ON TRUE
        """

    /// Decodes a row of `columnsWithReminders`.
    static func habitWithReminders(_ row: PostgresRow) throws -> Habit {
        let cells = row.makeRandomAccess()
        let hours = try cells[21].decode([Int64]?.self) ?? []
        let minutes = try cells[22].decode([Int64]?.self) ?? []
        let masks = try cells[23].decode([Int64]?.self) ?? []
        let actives = try cells[24].decode([Bool]?.self) ?? []
        guard minutes.count == hours.count, masks.count == hours.count, actives.count == hours.count else {
            throw PostgresStoreError.invalidStoredValue("a habit's reminder arrays differ in length")
        }
        var reminders: [Reminder] = []
        for index in hours.indices {
            reminders.append(
                Reminder(
                    hour: try PostgresValues.int(hours[index]), minute: try PostgresValues.int(minutes[index]),
                    weekdays: PostgresValues.weekdays(masks[index]), isActive: actives[index]))
        }
        return try habit(row, reminders: reminders, linkedAt: 25)
    }
}
