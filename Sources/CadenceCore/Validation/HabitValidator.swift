import Foundation

/// docs/domain-rules.md §7: the rules a habit definition must satisfy. Returns the draft normalized
/// (trimmed name, canonical unit, default unit) or throws the first violation as a typed error.
public enum HabitValidator {
    /// docs/domain-rules.md §7: names are trimmed and 1–100 characters long.
    public static let maximumNameLength = 100
    public static let maximumDescriptionLength = 2000
    /// docs/domain-rules.md §9: the most reminders one habit has.
    public static let maximumReminders = 24

    /// Validates and normalizes a draft. `startDay` must already be resolved.
    public static func validated(_ draft: HabitDraft) throws(CadenceError) -> HabitDraft {
        var draft = draft
        HealthLink.conform(&draft)
        draft.name = try validatedName(draft.name)
        draft.description = try TextRule.habitDescription.checked(
            draft.description.trimmingCharacters(in: .whitespacesAndNewlines))
        draft.icon = try validatedIcon(draft.icon)
        guard HabitColor.isValid(draft.color) else {
            throw CadenceError(
                .colorInvalid, field: "color",
                "color '\(draft.color)' is neither a palette color (\(HabitColor.palette.joined(separator: ", "))) nor #RRGGBB")
        }
        draft.goal = try validatedGoal(draft.goal, kind: draft.kind, timesPerDay: draft.timesPerDay)
        draft.timesPerDay = nil
        draft.baseline = try validatedBaseline(draft.baseline, kind: draft.kind, goal: draft.goal)
        try validate(schedule: draft.schedule)
        if draft.goal.period != .day, draft.schedule != .daily {
            throw CadenceError(
                .periodRequiresDailySchedule, field: "period",
                "a weekly or monthly goal needs the daily schedule; use --weekly/--monthly for n days per period instead")
        }
        if let start = draft.startDay { try CheckInValidator.validateSupported(start, field: "startDate") }
        if let end = draft.endDay { try CheckInValidator.validateSupported(end, field: "endDate") }
        if let start = draft.startDay, let end = draft.endDay, start > end {
            throw CadenceError(.startAfterEnd, field: "endDate", "the end date \(end) is before the start date \(start)")
        }
        guard draft.reminders.count <= maximumReminders else {
            throw CadenceError(.reminderInvalid, field: "reminders", "a habit has at most \(maximumReminders) reminders")
        }
        for reminder in draft.reminders {
            guard (0...23).contains(reminder.hour), (0...59).contains(reminder.minute) else {
                throw CadenceError(.reminderInvalid, field: "reminders", "a reminder time must be between 00:00 and 23:59")
            }
        }
        draft.reminders.sort { ($0.hour, $0.minute) < ($1.hour, $1.minute) }
        if let presetID = draft.presetID, PresetCatalog.preset(id: presetID) == nil {
            throw CadenceError(.presetUnknown, field: "preset", "there is no preset '\(presetID)'")
        }
        return draft
    }

    /// docs/domain-rules.md §7: trimmed, 1–100 characters, no control
    /// characters (`TextRule.habitName`: NUL, escapes, line breaks inside the name), stored in Unicode canonical
    /// composition (NFC) so that a name typed on two keyboards is one name.
    public static func validatedName(_ name: String, field: String = "name") throws(CadenceError) -> String {
        // A character is at most a few dozen bytes in any real name: refuse megabytes of
        // input before trimming or counting them.
        guard name.utf8.count <= maximumNameLength * 64 else {
            throw CadenceError(
                .nameTooLong, field: field, "the name is \(name.utf8.count) bytes long; at most \(maximumNameLength) characters are allowed")
        }
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
        guard !trimmed.isEmpty else {
            throw CadenceError(.nameEmpty, field: field, "the name is empty")
        }
        guard trimmed.count <= maximumNameLength else {
            throw CadenceError(.nameTooLong, field: field, "the name has \(trimmed.count) characters; at most \(maximumNameLength) are allowed")
        }
        return try TextRule.habitName.named(field).checked(trimmed)
    }

    /// docs/domain-rules.md §2: an SF Symbol name (`figure.run`) or one emoji; empty means none.
    static func validatedIcon(_ icon: String?) throws(CadenceError) -> String? {
        guard let icon = icon?.trimmingCharacters(in: .whitespaces), !icon.isEmpty else { return nil }
        let isSymbolName =
            icon.count <= 64
            && icon.unicodeScalars.allSatisfy {
                ($0.properties.isLowercase || $0.properties.isUppercase || ("0"..."9").contains($0) || $0 == ".")
                    && $0.isASCII
            }
        let isSingleEmoji = icon.count == 1 && icon.unicodeScalars.contains { $0.properties.isEmoji && !$0.isASCII }
        guard isSymbolName || isSingleEmoji else {
            throw CadenceError(.iconInvalid, field: "icon", "the icon must be a symbol name such as 'figure.run' or a single emoji")
        }
        return icon
    }

    /// docs/domain-rules.md §2, §7: target > 0 and finite (≥ 0 for a quit limit); unit compatible with
    /// the goal type; custom labels only for `repetitions`; times per day only for `none`.
    static func validatedGoal(_ goal: Goal, kind: HabitKind, timesPerDay: Int?) throws(CadenceError) -> Goal {
        var goal = goal
        if let timesPerDay {
            guard goal.type == .none || timesPerDay == 1 else {
                throw CadenceError(
                    .timesPerDayNotAllowed, field: "timesPerDay", "times per day is only for simple habits without a unit; set a target instead")
            }
            guard (1...QuantityLimits.maximumTimesPerDay).contains(timesPerDay) else {
                throw CadenceError(
                    .targetInvalid, field: "timesPerDay",
                    "times per day must be from 1 to \(QuantityLimits.maximumTimesPerDay), got \(timesPerDay)")
            }
            if goal.type == .none { goal.target = Double(timesPerDay) }
        }
        guard let target = NumericBoundary.quantity(goal.target), kind == .quit ? target >= 0 : target > 0 else {
            let bound = kind == .quit ? "0 or more" : "greater than 0"
            throw CadenceError(.targetInvalid, field: "target", "the \(kind == .quit ? "limit" : "target") must be a finite number \(bound)")
        }
        goal.target = target
        switch goal.type {
        case .none:
            if let unit = goal.unit, !unit.isEmpty {
                throw CadenceError(.unitIncompatible, field: "unit", "a simple habit has no unit; pick a goal type for '\(unit)'")
            }
            goal.unit = nil
            guard goal.target.rounded() == goal.target else {
                throw CadenceError(.targetInvalid, field: "target", "a simple habit counts whole times")
            }
        case .repetitions:
            let unit = goal.unit.map { MeasureUnit.canonical($0) } ?? "times"
            if unit.isEmpty {
                goal.unit = "times"
            } else if let known = MeasureUnit.known(unit), known.goalType != .repetitions {
                throw CadenceError(.unitIncompatible, field: "unit", "'\(unit)' measures \(known.goalType.rawValue), not repetitions")
            } else {
                goal.unit = try TextRule.unitLabel.checked(unit)
            }
        default:
            let text = goal.unit ?? goal.type.defaultUnit ?? ""
            guard let known = MeasureUnit.known(text) else {
                throw CadenceError(
                    .customUnitNotAllowed, field: "unit",
                    "custom unit '\(text)' is only allowed for repetitions; \(goal.type.rawValue) takes \(units(of: goal.type))")
            }
            guard known.goalType == goal.type else {
                throw CadenceError(
                    .unitIncompatible, field: "unit", "'\(known.symbol)' is not a \(goal.type.rawValue) unit; use \(units(of: goal.type))")
            }
            goal.unit = known.symbol
        }
        let maximum = QuantityLimits.maximumTarget(for: goal)
        guard goal.target <= maximum else {
            throw CadenceError(
                .targetInvalid, field: "target",
                "the \(kind == .quit ? "limit" : "target") is at most \(maximum.formatted) \(goal.displayUnit) a \(goal.period.rawValue), got "
                    + "\(goal.target.formatted)"
            )
        }
        return goal
    }

    private static func units(of type: GoalType) -> String {
        MeasureUnit.catalog.filter { $0.goalType == type }.map(\.symbol).joined(separator: ", ")
    }

    /// docs/domain-rules.md §2, §7: a baseline is for quit habits only, finite and above the limit.
    static func validatedBaseline(_ baseline: Double?, kind: HabitKind, goal: Goal) throws(CadenceError) -> Double? {
        guard let baseline else { return nil }
        guard kind == .quit else {
            throw CadenceError(.baselineNotAllowed, field: "baseline", "a baseline is only for quit habits")
        }
        guard let value = NumericBoundary.quantity(baseline), value > goal.target else {
            throw CadenceError(
                .baselineNotAboveLimit, field: "baseline",
                "the baseline (\(baseline.formatted)) must be greater than the limit (\(goal.target.formatted))")
        }
        let maximum = QuantityLimits.maximumTarget(for: goal)
        guard value <= maximum else {
            throw CadenceError(
                .targetInvalid, field: "baseline",
                "the baseline is at most \(maximum.formatted) \(goal.displayUnit) a \(goal.period.rawValue), got \(value.formatted)")
        }
        return value
    }

    /// docs/domain-rules.md §7: weekday sets non-empty within 1–7; everyNDays 1–365; timesPerWeek 1–7;
    /// timesPerMonth 1–31; timesInDays 1 ≤ n ≤ k ≤ 365; the schedules by the month and by the
    /// fortnight as `validateCalendar(schedule:)` says.
    public static func validate(schedule: Schedule) throws(CadenceError) {
        switch schedule {
        case .daily:
            return
        case .weekdays(let days):
            guard !days.isEmpty else {
                throw CadenceError(.weekdaysEmpty, field: "schedule", "pick at least one weekday")
            }
        case .everyNDays(let interval):
            guard (1...365).contains(interval) else {
                throw CadenceError(.everyNDaysOutOfRange, field: "schedule", "every N days takes N from 1 to 365, got \(interval)")
            }
        case .timesPerWeek(let count):
            guard (1...7).contains(count) else {
                throw CadenceError(.timesPerWeekOutOfRange, field: "schedule", "times per week must be 1 to 7, got \(count)")
            }
        case .timesPerMonth(let count):
            guard (1...31).contains(count) else {
                throw CadenceError(.timesPerMonthOutOfRange, field: "schedule", "times per month must be 1 to 31, got \(count)")
            }
        case .timesInDays(let count, let length):
            guard count >= 1, count <= length, length <= 365 else {
                throw CadenceError(
                    .timesInDaysOutOfRange, field: "schedule", "n times in k days needs 1 ≤ n ≤ k ≤ 365, got \(count) in \(length)")
            }
        case .daysOfMonth, .nthWeekday, .everyNWeeks:
            try validateCalendar(schedule: schedule)
        }
    }

    /// docs/domain-rules.md §7: weekday numbers must be 1–7.
    public static func weekdays(fromNumbers numbers: [Int]) throws(CadenceError) -> Set<Weekday> {
        var days = Set<Weekday>()
        for number in numbers {
            guard let day = Weekday(rawValue: number) else {
                throw CadenceError(.weekdayOutOfRange, field: "schedule", "weekday \(number) is not an ISO weekday (1 = Monday … 7 = Sunday)")
            }
            days.insert(day)
        }
        return days
    }
}

extension Double {
    /// A number without a trailing `.0` when whole (`5`, `2.5`).
    public var formatted: String {
        if let whole = NumericBoundary.integer64(self, in: -999_999_999_999_999...999_999_999_999_999) {
            return String(whole)
        }
        return String(self)
    }
}
