import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence entries H [--from D --to D]`: a habit's check-ins, with the days' skips, ratings and notes.
struct EntriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entries",
        abstract: "List a habit's check-ins.",
        discussion: """
            Without --from/--to, the whole history. The ids are what `cadence entry delete` takes.

            Examples:
              cadence entries Run
              cadence entries Run --from -7 --to today --json
            """)

    @OptionGroup var habit: HabitArgument

    @Option(parsing: .unconditional, help: ArgumentHelp("The first day.", valueName: "date"))
    var from: DateArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last day.", valueName: "date"))
    var to: DateArgument?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let first = from.map { $0.day(relativeTo: context.today) }
        let last = to.map { $0.day(relativeTo: context.today) }
        let entries = try await context.service.entries(of: habit.id, for: context.user, from: first, through: last)
        if context.output.isJSON {
            try context.output.emit(entries.map { EntryJSON($0, habit: habit) }) { "" }
            return
        }
        let records = try await context.service.dayRecords(of: habit.id, for: context.user, from: first, through: last)
        try context.output.emit(entries.map { EntryJSON($0, habit: habit) }) {
            EntriesView(
                habit: habit, entries: entries, records: records, calendar: context.calendar,
                style: context.output.style, text: LocalText(localizer: context.output.localizer)
            )
            .render()
        }
    }
}
