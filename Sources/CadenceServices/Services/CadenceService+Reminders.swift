import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// The longest span `reminderFirings` plans at once.
    public static let maximumPlanningSpan: TimeInterval = 400 * 86_400

    /// docs/domain-rules.md §9: the user's reminders with their ids (of one habit when given).
    public func reminders(of user: UserID, habit: HabitID? = nil) async throws -> [HabitReminder] {
        if let habit { _ = try await self.habit(habit, of: user) }
        return try await store.reminders(of: user, habit: habit)
    }

    /// The user's reminders (of one habit when given), each with its habit — what every
    /// interface lists.
    public func reminderEntries(of user: UserID, habit: HabitID? = nil) async throws -> [(entry: HabitReminder, habit: Habit)] {
        let entries = try await reminders(of: user, habit: habit)
        let habits = Dictionary(uniqueKeysWithValues: try await store.habits(of: user, includeArchived: true).map { ($0.id, $0) })
        return entries.compactMap { entry in habits[entry.habitID].map { (entry, $0) } }
    }

    /// docs/domain-rules.md §9 "Calendar feed": the next 14 days of the user's firings as an
    /// iCalendar document (`remind ics`, `/calendar/{secret}.ics`).
    public func reminderCalendar(for user: UserID) async throws -> String {
        let instant = now
        let windowEnd = instant.addingTimeInterval(ReminderCalendar.feedSpan)
        let firings = try await reminderFirings(for: user, from: instant, to: windowEnd)
        // docs/domain-rules.md §17 The calendar feed's recurring events: a year
        // after the single events, each reminder of a fixed schedule as one recurring event.
        let later = try await reminderFirings(for: user, from: windowEnd, to: windowEnd.addingTimeInterval(ReminderCalendar.seriesSpan))
        let calendar = try UserCalendar(settings: try await store.settings(of: user))
        let byReminder = Dictionary(grouping: later, by: \.reminderID)
        let series = try await reminderEntries(of: user).compactMap { entry, habit -> ReminderSeries? in
            guard !habit.isArchived, entry.reminder.isActive, let planned = byReminder[entry.id] else { return nil }
            return ReminderSeries(habit: habit, reminderID: entry.id, reminder: entry.reminder, firings: planned, calendar: calendar)
        }
        return ReminderCalendar.document(firings: firings, stamp: instant, series: series, calendar: calendar)
    }

    /// Adds a reminder to a habit (`remind add H HH:MM [--on …]`); the same time and weekdays
    /// twice is refused. Answers the stored reminder with its id.
    public func addReminder(_ reminder: Reminder, to habitID: HabitID, for user: UserID) async throws -> HabitReminder {
        _ = try await changeReminders(of: habitID, for: user) { habit in
            guard reminder.isValidTime else {
                throw CadenceError(.reminderInvalid, field: "time", "a reminder time is between 00:00 and 23:59")
            }
            guard !habit.reminders.contains(where: { $0.hour == reminder.hour && $0.minute == reminder.minute && $0.weekdays == reminder.weekdays })
            else {
                throw CadenceError(.reminderInvalid, field: "time", "'\(habit.name)' already has a reminder at \(reminder.timeText) on those days")
            }
            guard habit.reminders.count < HabitValidator.maximumReminders else {
                throw CadenceError(.reminderInvalid, field: "time", "a habit has at most \(HabitValidator.maximumReminders) reminders")
            }
            habit.reminders.append(reminder)
        }
        let stored = try await store.reminders(of: user, habit: habitID)
        guard let added = stored.first(where: { $0.reminder == reminder }) else {
            throw CadenceError(.notFound, field: "habit", "the reminder was not stored")
        }
        return added
    }

    /// Deletes one reminder by id.
    public func deleteReminder(_ id: ReminderID, for user: UserID) async throws {
        let target = try await reminder(id, of: user)
        _ = try await changeReminders(of: target.habitID, for: user) { habit in
            guard let index = habit.reminders.firstIndex(of: target.reminder) else {
                throw CadenceError(.notFound, field: "id", "no reminder with id \(id)")
            }
            habit.reminders.remove(at: index)
        }
    }

    /// Turns one reminder on or off; answers it as stored.
    public func setReminderActive(_ active: Bool, _ id: ReminderID, for user: UserID) async throws -> HabitReminder {
        let target = try await reminder(id, of: user)
        _ = try await changeReminders(of: target.habitID, for: user) { habit in
            guard let index = habit.reminders.firstIndex(of: target.reminder) else {
                throw CadenceError(.notFound, field: "id", "no reminder with id \(id)")
            }
            habit.reminders[index].isActive = active
        }
        return try await reminder(id, of: user)
    }

    /// One of the user's reminders by id.
    public func reminder(_ id: ReminderID, of user: UserID) async throws -> HabitReminder {
        guard let found = try await store.reminders(of: user, habit: nil).first(where: { $0.id == id }) else {
            throw CadenceError(.notFound, field: "id", "no reminder with id \(id)")
        }
        return found
    }

    /// Reads the habit, lets `change` edit its reminders, and writes it under the revision guard.
    private func changeReminders(
        of habitID: HabitID, for user: UserID, _ change: @Sendable (inout Habit) throws -> Void
    ) async throws -> Habit {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            var habit = try await self.habit(habitID, of: user)
            try change(&habit)
            habit.reminders.sort { ($0.hour, $0.minute) < ($1.hour, $1.minute) }
            try await write([.requireRevision(revision), .updateHabit(habit)], for: user, at: now)
            return habit
        }
    }

    /// docs/domain-rules.md §9 "The planner": the firings of the user's reminders with
    /// `from ≤ at < to` (default: now to 24 hours later), at most 400 days at once.
    public func reminderFirings(for user: UserID, from: Date? = nil, to: Date? = nil) async throws -> [ReminderFiring] {
        let from = from ?? now
        let to = to ?? from.addingTimeInterval(86_400)
        guard from < to else { throw CadenceError(.dateRangeInvalid, field: "from", "the span starts at or after its end") }
        guard to.timeIntervalSince(from) <= Self.maximumPlanningSpan else {
            throw CadenceError(.dateRangeInvalid, field: "to", "plan at most 400 days at once")
        }
        let settings = try await store.settings(of: user)
        let calendar = try UserCalendar(settings: settings)
        let reminders = Dictionary(grouping: try await store.reminders(of: user, habit: nil), by: \.habitID)
        // docs/domain-rules.md "§19 Routines": a routine with a time fires too; its habits' facts are read with the others'.
        let routines = try await store.routines(of: user).filter { $0.minuteOfDay != nil }
        let routineHabits = Set(routines.flatMap(\.habitIDs))
        let habits = try await store.habits(of: user, includeArchived: false).filter { reminders[$0.id] != nil || routineHabits.contains($0.id) }
        guard !habits.isEmpty else { return [] }
        let firstDay = calendar.day(containing: from).adding(days: -1)
        let lastDay = calendar.day(containing: to).adding(days: 1)
        // Check-ins count from the start of the unit holding the first day (only those made
        // before a firing matter, so none after the last day); skipped days to the end of the unit
        // holding the last day (a flexible unit's later skips lower what it needs).
        var coverage = firstDay
        var recordsEnd = lastDay
        for habit in habits {
            let plan = SpanPlan(habit: habit)
            if let unit = plan.unit(containing: max(firstDay, habit.startDay), habit: habit, weekStart: settings.weekStart) {
                coverage = min(coverage, unit.first)
            }
            if let unit = plan.unit(containing: lastDay, habit: habit, weekStart: settings.weekStart) {
                recordsEnd = max(recordsEnd, unit.last)
            }
        }
        let ids = habits.map(\.id)
        let checkIns = Dictionary(
            grouping: try await store.checkIns(of: user, habit: nil, from: coverage, through: lastDay), by: \.habitID)
        let records = try await store.dayRecords(of: user, habits: ids, from: coverage, through: recordsEnd)
        let skipped = Dictionary(grouping: records.filter(\.isSkipped), by: \.habitID).mapValues { Set($0.map(\.day)) }
        let facts = habits.map {
            ReminderFacts(habit: $0, reminders: reminders[$0.id] ?? [], checkIns: checkIns[$0.id] ?? [], skippedDays: skipped[$0.id] ?? [])
        }
        let firings = ReminderPlanner.firings(for: facts, calendar: calendar, from: from, to: to)
        guard !routines.isEmpty else { return firings }
        let routineFirings = ReminderPlanner.routineFirings(
            for: routines, habits: facts.filter { routineHabits.contains($0.habit.id) }, calendar: calendar, from: from, to: to)
        // By instant; at one instant the habits' firings first, each list in its own order.
        return (firings.enumerated().map { (0, $0.offset, $0.element) } + routineFirings.enumerated().map { (1, $0.offset, $0.element) })
            .sorted { ($0.2.at, $0.0, $0.1) < ($1.2.at, $1.0, $1.1) }.map(\.2)
    }
}

extension Reminder {
    /// Hour 0–23 and minute 0–59.
    var isValidTime: Bool { (0...23).contains(hour) && (0...59).contains(minute) }
}
