import CadenceCore
import GRDB

/// One row of a Loop backup's `Habits` table and the Cadence habit it becomes
/// (docs/import-export.md: frequency, numerical goals, color, reminder, question and description).
struct LoopDatabaseHabit {
    let row: Row
    let version: Int
    let position: Int

    /// The habit, whether it is numerical, and what had to be approximated.
    func sourceHabit(fileName: String) throws(ImportIssue) -> (
        habit: SourceHabit, isNumerical: Bool, warnings: [ImportIssue]
    ) {
        let rowLocation = "\(fileName) Habits row \(position + 1)"
        let loopID: Int64 = try row.loopValue("id", at: rowLocation) ?? 0
        let location = "\(fileName) Habits id \(loopID)"
        let name: String = try row.loopValue("name", at: location) ?? ""
        try SourceName.check(name, location: location, field: "name")
        let title = "habit \(InputExcerpt.quoted(name)) (\(location))"
        var warnings: [ImportIssue] = []
        let numerator: Int? = try row.loopValue("freq_num", at: title)
        let denominator: Int? = try row.loopValue("freq_den", at: title)
        guard let numerator, let denominator else {
            throw ImportIssue(title, field: "freq_num", "the habit has no frequency")
        }
        let isNumerical = (try row.loopValue("type", at: title) as Int?) == 1
        var draft = HabitDraft(name: name)
        if isNumerical {
            guard let period = LoopHabitMapping.numericalPeriod(numerator: numerator, denominator: denominator) else {
                throw ImportIssue(
                    title, field: "freq_den", "the frequency \(numerator)/\(denominator) is not a valid frequency")
            }
            if period.approximated {
                warnings.append(
                    ImportIssue(
                        title, field: "freq_den",
                        "a numerical habit with frequency \(numerator)/\(denominator) has no exact Cadence equivalent; its target counts per day on "
                            + "a \(period.schedule.summary) schedule"
                    ))
            }
            let targetType: Int = try row.loopValue("target_type", at: title) ?? 0
            draft.kind = targetType == 1 ? .quit : .build
            draft.goal = LoopHabitMapping.numericalGoal(
                unit: try row.loopValue("unit", at: title) ?? "",
                target: try row.loopValue("target_value", at: title) ?? 0,
                period: period.period)
            draft.schedule = period.schedule
        } else {
            guard let schedule = LoopHabitMapping.schedule(numerator: numerator, denominator: denominator) else {
                throw ImportIssue(
                    title, field: "freq_den", "the frequency \(numerator)/\(denominator) is not a valid frequency")
            }
            draft.schedule = schedule
        }
        let storedDescription: String? = try row.loopValue("description", at: title)
        let storedQuestion: String? = try row.loopValue("question", at: title)
        // Before version 23 the description column held the question.
        let question = version >= 23 ? storedQuestion : storedDescription
        let description = version >= 23 ? storedDescription : nil
        draft.description = LoopHabitMapping.description(question: question, description: description)
        if let stored: Int = try row.loopValue("color", at: title) {
            if let color = LoopHabitMapping.color(stored: stored, version: version) {
                draft.color = color
            } else {
                warnings.append(
                    ImportIssue(title, field: "color", "color \(stored) is not in Loop's palette; the habit is blue"))
            }
        }
        let hour: Int? = try row.loopValue("reminder_hour", at: title)
        let minute: Int? = try row.loopValue("reminder_min", at: title)
        if let hour, let minute {
            let days: Int = try row.loopValue("reminder_days", at: title) ?? 127
            let reminder = LoopHabitMapping.reminder(hour: hour, minute: minute, days: days)
            if !reminder.isActive {
                warnings.append(
                    ImportIssue(
                        title, field: "reminder_days", "the reminder is set for no day; it is imported switched off"))
            }
            draft.reminders = [reminder]
        }
        let uuid: String? = try row.loopValue("uuid", at: title)
        let hasUUID = !(uuid ?? "").isEmpty
        draft.sourceID = hasUUID ? "loop:\(uuid ?? "")" : "loop:\(loopID)"
        let archived: Int = try row.loopValue("archived", at: title) ?? 0
        let habit = SourceHabit(
            location: location, draft: draft, sourceIDIsWeak: !hasUUID, isArchived: archived != 0,
            position: try row.loopValue("position", at: title) ?? position)
        return (habit, isNumerical, warnings)
    }
}

extension Row {
    /// The value of `column` (`nil` for NULL or a column the file lacks), or an issue naming the
    /// column when the stored value has another type.
    func loopValue<Value: DatabaseValueConvertible>(_ column: String, at location: String) throws(ImportIssue) -> Value? {
        do {
            return try decode(Value?.self, forColumn: column)
        } catch {
            let stored: DatabaseValue = self[column] ?? .null
            throw ImportIssue(location, field: column, "unexpected value \(InputExcerpt.excerpt(stored.description))")
        }
    }
}
