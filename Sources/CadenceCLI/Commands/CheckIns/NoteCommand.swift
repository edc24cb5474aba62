import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

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

    @OptionGroup var habit: HabitArgument

    @Argument(help: "The note.")
    var text: String

    @OptionGroup var when: DayOption

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let record = try await context.service.setDayNote(
            text, habit: habit.id, for: context.user, on: when.day(relativeTo: context.today))
        try context.output.emit(DayRecordJSON(record)) {
            let name = context.output.style.bold(HabitText.title(of: habit))
            let text = LocalText(localizer: context.output.localizer)
            let when = text.when(record.day, today: context.today)
            guard let note = record.note else {
                return text.localized("Cleared the note of {name} {when}.", ["name": name, "when": when])
            }
            return text.localized("Noted on {name} {when}: {note}", ["name": name, "when": when, "note": note])
        }
    }
}
