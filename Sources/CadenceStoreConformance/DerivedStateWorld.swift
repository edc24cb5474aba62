import CadenceCore
import CadenceImport
import CadenceServices
import CadenceStorage
import CadenceTestSupport
import Foundation

/// The random changes `DerivedStateProperty` applies, through the service as every interface
/// does (docs/domain-rules.md §5 and §6 "Stored derived state").
struct DerivedStateWorld {
    let service: CadenceService
    let user: UserID
    let clock: DerivedStateProperty.Clock
    private var created = 0

    init(service: CadenceService, user: UserID, clock: DerivedStateProperty.Clock) {
        self.service = service
        self.user = user
        self.clock = clock
    }

    private var today: Day {
        get async throws { try await service.today(for: user) }
    }

    /// One habit of each span kind, started some weeks back.
    mutating func createInitialHabits() async throws {
        let start = try await today.adding(days: -40)
        let drafts = [
            HabitDraft(name: "Read", startDay: start),
            HabitDraft(name: "Water", goal: Goal(type: .cups, unit: "cups", target: 3), startDay: start),
            HabitDraft(name: "Run", schedule: .weekdays([.monday, .wednesday, .friday]), startDay: start),
            HabitDraft(name: "Coffee", kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 1), startDay: start),
            HabitDraft(name: "Gym", schedule: .timesPerWeek(2), startDay: start),
            HabitDraft(name: "Minutes", goal: Goal(type: .time, unit: "min", target: 60, period: .week), startDay: start),
            HabitDraft(name: "Walk", schedule: .timesInDays(2, 5), startDay: start.adding(days: 3)),
            HabitDraft(name: "Plan", schedule: .timesPerMonth(3), startDay: start),
        ]
        for draft in drafts { _ = try await service.createHabit(draft, for: user) }
    }

    /// Applies one random change; returns its description and whether a change was saved (a
    /// refused one — an undo with nothing to undo, a check-in past the limit — saves nothing).
    mutating func randomStep(using random: inout SplitMix64) async throws -> (action: String, saved: Bool) {
        let habits = try await service.habits(of: user, includeArchived: true)
        guard let habit = habits.randomElement(using: &random) else { return ("nothing", false) }
        let today = try await today
        let back = Int.random(in: 0...45, using: &random)
        let day = max(today.adding(days: -back), habit.startDay)
        let amount = habit.goal.type == .none ? 1 : Double(Int.random(in: 1...40, using: &random)) / 4
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<25:
            clock.advance(hours: Double(Int.random(in: 0...7, using: &random)))
            guard !habit.isArchived, habit.isActive(on: today) else { return ("nothing", false) }
            let saved = (try? await service.addCheckIn(to: habit.id, for: user, amount: amount)) != nil
            return ("check-in now on \(habit.name)", saved)
        case 25..<40:
            guard !habit.isArchived, day <= today else { return ("nothing", false) }
            let saved = (try? await service.addCheckIn(to: habit.id, for: user, amount: amount, on: day)) != nil
            return ("backfill \(day) on \(habit.name)", saved)
        case 40..<46:
            let saved = (try? await service.undoCheckIn(of: habit.id, for: user, on: day)) != nil
            return ("undo \(day) on \(habit.name)", saved)
        case 46..<52:
            let total = Double(Int.random(in: 0...3, using: &random))
            let saved = (try? await service.setDayTotal(of: habit.id, for: user, to: total, on: day)) != nil
            return ("set \(day) on \(habit.name)", saved)
        case 52..<56:
            guard let entry = try await service.entries(of: habit.id, for: user).randomElement(using: &random) else {
                return ("nothing", false)
            }
            try await service.deleteCheckIn(entry.id, for: user)
            return ("delete an entry of \(habit.name)", true)
        case 56..<62:
            let skipped = Bool.random(using: &random)
            let saved =
                (try? await service.setSkipped(skipped, habit: habit.id, for: user, from: day, through: min(day.adding(days: 2), today))) != nil
            return ("skip \(skipped) from \(day) on \(habit.name)", saved)
        case 62..<66:
            var draft = HabitDraft(habit)
            if habit.goal.type == .none {
                // docs/domain-rules.md §16 Schedules by the month and by the fortnight too.
                let schedules: [Schedule] = [
                    .daily, .weekdays([.tuesday, .thursday]), .timesPerWeek(3), .everyNDays(2), .daysOfMonth([1, 15, 31, -1]),
                    .nthWeekday(week: -1, weekday: .friday), .everyNWeeks(2, [.monday, .thursday]),
                ]
                draft.schedule = schedules.randomElement(using: &random) ?? .daily
            } else {
                draft.goal.target = Double(Int.random(in: 1...8, using: &random))
            }
            let saved = (try? await service.updateHabit(habit.id, with: draft, for: user)) != nil
            return ("edit \(habit.name)", saved)
        case 66..<69:
            let saved =
                (try? await (habit.isArchived ? service.unarchiveHabit(habit.id, for: user) : service.archiveHabit(habit.id, for: user))) != nil
            return ("archive/unarchive \(habit.name)", saved)
        case 69..<71:
            created += 1
            let draft = HabitDraft(name: "New \(created)", startDay: today.adding(days: -back))
            let saved = (try? await service.createHabit(draft, for: user)) != nil
            return ("create a habit from \(today.adding(days: -back))", saved)
        case 71:
            guard habits.count > 3 else { return ("nothing", false) }
            try await service.deleteHabit(habit.id, for: user)
            return ("delete \(habit.name)", true)
        case 72..<75:
            let zones = ["Europe/Paris", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/New_York", "Asia/Kolkata"]
            let zone = zones.randomElement(using: &random) ?? "UTC"
            let hour = Int.random(in: 0...5, using: &random)
            let weekStart: Weekday = Bool.random(using: &random) ? .monday : .sunday
            try await service.updateSettings(of: user) { settings in
                settings.timeZoneIdentifier = zone
                settings.dayStartHour = hour
                settings.weekStart = weekStart
            }
            return ("settings \(zone), day start \(hour), week start \(weekStart)", true)
        case 75..<78:
            return try await importCSV(habit: habit, day: day, amount: amount)
        case 78..<80:
            try await service.recalculateProgress(for: user)
            return ("recalculate", true)
        default:
            let hours = Double(Int.random(in: 1...60, using: &random))
            clock.advance(hours: hours)
            return ("time passes (\(hours) h)", false)
        }
    }

    /// Imports two days of check-ins of `habit` from a generic CSV file (docs/import-export.md).
    private func importCSV(habit: Habit, day: Day, amount: Double) async throws -> (action: String, saved: Bool) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-derived-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("import.csv")
        let name = habit.name.replacingOccurrences(of: ",", with: " ")
        let text = "habit,date,amount\n\(name),\(day),\(amount)\n\(name),\(day.adding(days: -1)),\(amount)\n"
        try Data(text.utf8).write(to: file)
        let saved = (try? await ImportService(service: service).importFile(file, format: .genericCSV, for: user)) != nil
        return ("import of \(habit.name) on \(day)", saved)
    }
}
