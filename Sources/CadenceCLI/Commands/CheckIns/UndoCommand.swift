import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence undo H`: removes the day's latest check-in (docs/domain-rules.md §3 "Undo").
struct UndoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Remove a habit's latest check-in of the day.",
        discussion: """
            Examples:
              cadence undo Water
              cadence undo Run --date yesterday
            """)

    @OptionGroup var habit: HabitArgument

    @OptionGroup var when: DayOption

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let day = context.day(when.date)
        let removed = try await context.service.undoCheckIn(of: habit.id, for: context.user, on: when.date.map { _ in day })
        let remaining = try await context.service.entries(of: habit.id, for: context.user, from: day, through: day)
        try context.output.emit(EntryJSON(removed, habit: habit)) {
            let style = context.output.style
            let text = LocalText(localizer: context.output.localizer)
            let line = text.dayLine(habit: habit, dayTotal: remaining.totalAmount, day: day, today: context.today, style: style)
            let name = style.bold(HabitText.title(of: habit))
            guard text.isEnglish else {
                guard habit.goal.type != .none else { return text.localized("Undid {name} → {progress}", ["name": name, "progress": line]) }
                let values = ["name": name, "amount": text.amount(removed.amount, unit: habit.goal.unit), "progress": line]
                return text.localized("Undid {name} ({amount}) → {progress}", values)
            }
            let amount =
                habit.goal.type == .none ? "" : " (" + Formatting.amount(removed.amount, unit: habit.goal.unit) + ")"
            return "Undid \(name)\(amount) → " + line
        }
    }
}
