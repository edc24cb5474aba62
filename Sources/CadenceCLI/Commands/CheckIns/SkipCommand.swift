import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence skip H [--date D | --from D --to D] [--undo]`: marks days skipped (vacation,
/// illness), which neither break nor extend streaks (docs/domain-rules.md §3, §4).
struct SkipCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skip",
        abstract: "Skip a day or a range of days (vacation, illness), or take a skip back.",
        discussion: """
            Skipped days neither break nor extend a streak. Future days may be skipped ahead.

            Examples:
              cadence skip Run
              cadence skip Run --from 2025-07-01 --to 2025-07-14
              cadence skip Run --date yesterday --undo
            """)

    @OptionGroup var habit: HabitArgument

    @Option(parsing: .unconditional, help: ArgumentHelp("The day (default: today).", valueName: "date"))
    var date: DateArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The first day of a range (with --to).", valueName: "date"))
    var from: DateArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last day of a range (with --from).", valueName: "date"))
    var to: DateArgument?

    @Flag(help: "Take the skip back: the days count again.")
    var undo = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        if date != nil, from != nil || to != nil {
            throw ValidationError("give either --date or --from and --to, not both")
        }
        if (from == nil) != (to == nil) {
            throw ValidationError("--from and --to go together")
        }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let first = context.day(from ?? date)
        let last = context.day(to ?? date)
        try await context.service.setSkipped(!undo, habit: habit.id, for: context.user, from: first, through: last)
        try context.output.emit(SkipJSON(habit: habit, from: first, to: last, skipped: !undo)) {
            let name = context.output.style.bold(HabitText.title(of: habit))
            let text = LocalText(localizer: context.output.localizer)
            let range = text.range(from: first, to: last, today: context.today)
            guard text.isEnglish else {
                let values = ["name": name, "range": range]
                return undo ? text.localized("{name} counts again {range}.", values) : text.localized("Skipped {name} {range}.", values)
            }
            return undo ? "\(name) counts again \(range)." : "Skipped \(name) \(range)."
        }
    }
}
