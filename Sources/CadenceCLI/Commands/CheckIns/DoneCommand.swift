import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence done H [AMOUNT [UNIT]]`: adds a check-in (docs/domain-rules.md §3 "Add").
struct DoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done",
        abstract: "Check in: add to a habit's day.",
        discussion: """
            With no amount: 1 for simple habits, the daily target for measured ones. An amount in \
            another unit of the same kind is converted (500 m on a km habit records 0.5 km).

            Examples:
              cadence done Stretch
              cadence done Water 2
              cadence done Run 500 m --date yesterday
              cadence done Read 20 --time 21:30 --note "chapter 3"
            """)

    @OptionGroup var habit: HabitArgument

    @Argument(help: "How much (default: 1, or the daily target of a measured habit).")
    var amount: Double?

    @Argument(help: "The amount's unit, when not the habit's own (m, mi, hr, …).")
    var unit: String?

    @OptionGroup var when: DayOption

    @Option(help: ArgumentHelp("The local time it happened.", valueName: "HH:MM"))
    var time: TimeOfDay?

    @Option(help: ArgumentHelp("A note on this check-in.", valueName: "text"))
    var note: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let day = context.day(when.date)
        let added = try await context.service.addCheckIn(
            to: habit.id, for: context.user, amount: amount, unit: unit, on: when.date.map { _ in day },
            time: time.map { (hour: $0.hour, minute: $0.minute) }, note: note)
        let dayEntries = try await context.service.entries(of: habit.id, for: context.user, from: day, through: day)
        try context.output.emit(added.map { EntryJSON($0, habit: habit) }) {
            let style = context.output.style
            let text = LocalText(localizer: context.output.localizer)
            let amount = added.totalAmount
            let total = dayEntries.totalAmount
            let mark = habit.kind == .build && habit.isSuccessful(dayTotal: total) ? style.green("✓") : "+"
            let logged = habit.goal.type == .none ? "" : " +" + text.amount(amount, unit: habit.goal.unit)
            return "\(mark) \(style.bold(HabitText.title(of: habit)))\(logged) → "
                + text.dayLine(habit: habit, dayTotal: total, day: day, today: context.today, style: style)
        }
    }
}
