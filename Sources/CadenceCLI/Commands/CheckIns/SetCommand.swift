import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence set H VALUE [UNIT]`: replaces a day's check-ins by one total (docs/domain-rules.md §3 "Set").
struct SetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set a habit's total for a day, replacing that day's check-ins.",
        discussion: """
            0 clears the day.

            Examples:
              cadence set Water 6
              cadence set Run 5.2 km --date yesterday
              cadence set Stretch 0 --date 2025-03-09
            """)

    @OptionGroup var habit: HabitArgument

    @Argument(help: "The day's total.")
    var value: Double

    @Argument(help: "The value's unit, when not the habit's own.")
    var unit: String?

    @OptionGroup var when: DayOption

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let day = context.day(when.date)
        let entries = try await context.service.setDayTotal(
            of: habit.id, for: context.user, to: value, unit: unit, on: when.date.map { _ in day })
        try context.output.emit(entries.map { EntryJSON($0, habit: habit) }) {
            let style = context.output.style
            let text = LocalText(localizer: context.output.localizer)
            let line = text.dayLine(habit: habit, dayTotal: entries.totalAmount, day: day, today: context.today, style: style)
            guard text.isEnglish else {
                return text.localized("Set {name} → {progress}", ["name": style.bold(HabitText.title(of: habit)), "progress": line])
            }
            return "Set \(style.bold(HabitText.title(of: habit))) → " + line
        }
    }
}
