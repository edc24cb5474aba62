import ArgumentParser
import CadenceCore
import CadenceStore

/// `cadence note H TEXT`: sets a day's note (docs/domain-rules.md §3); an empty text clears it.
struct NoteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "note",
        abstract: "Write a note on a habit's day (an empty note clears it).",
        discussion: """
            Examples:
              cadence note Run "windy, felt strong"
              cadence note Run "" --date yesterday
            """)

    @Argument(help: "The habit: its name, an unambiguous prefix, or its id.")
    var habit: String

    @Argument(help: "The note.")
    var text: String

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The day: YYYY-MM-DD, today, yesterday or -N.", valueName: "date"))
    var date: DateArgument?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let record = try await context.service.setDayNote(
            text, habit: habit.id, for: context.user, on: date.map { $0.day(relativeTo: context.today) })
        try context.output.emit(DayRecordJSON(record)) {
            let name = context.output.style.bold(HabitText.title(of: habit))
            let when = DayProgressText.when(record.day, today: context.today)
            guard let note = record.note else { return "Cleared the note of \(name) \(when)." }
            return "Noted on \(name) \(when): \(note)"
        }
    }
}
