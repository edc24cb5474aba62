import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence pause --from DATE --to DATE [--habit H]... [--undo]`: a vacation — the habits' days
/// in the range are skipped, in one transaction; `cadence pause list` shows the ranges
/// (docs/domain-rules.md §9 "Pauses").
struct PauseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pause",
        abstract: "Pause habits for a while (a vacation): their days are skipped and no reminders fire.",
        discussion: """
            Examples:
              cadence pause --from 2026-12-20 --to 2027-01-03
              cadence pause --from tomorrow --to +6 --habit Run --habit Gym
              cadence pause --from 2026-12-20 --to 2027-01-03 --undo
              cadence pause list
            """,
        subcommands: [PauseListCommand.self])

    @Option(parsing: .unconditional, help: ArgumentHelp("The first day paused.", valueName: "date"))
    var from: DateArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last day paused.", valueName: "date"))
    var to: DateArgument?

    @Option(name: .customLong("habit"), help: ArgumentHelp("A habit to pause (repeatable; default: every active habit).", valueName: "habit"))
    var habits: [String] = []

    @Flag(help: "Take the pause back: the days are no longer skipped.")
    var undo = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        // Checked here, not in `validate()`: ArgumentParser validates this command for `pause list` too.
        guard from != nil, to != nil else {
            throw ValidationError("give --from and --to, or use `cadence pause list`")
        }
        let context = try await CommandContext.open(global)
        let first = context.day(from)
        let last = context.day(to)
        var ids: [HabitID]?
        if !habits.isEmpty {
            var resolved: [HabitID] = []
            for reference in habits { resolved.append(try await context.habit(reference).id) }
            ids = resolved
        }
        let paused = try await context.service.pause(habits: ids, from: first, through: last, undo: undo, for: context.user)
        let range = PauseRange(from: first, through: last, habits: paused)
        try context.output.emit(PauseJSON(range)) {
            let names = paused.map(\.name).joined(separator: ", ")
            let text = LocalText(localizer: context.output.localizer)
            if !text.isEnglish {
                let values = [
                    "names": paused.isEmpty ? text.localized("no habits") : names, "first": text.mediumDate(first), "last": text.mediumDate(last),
                ]
                return undo
                    ? text.localized("Resumed {names} from {first} to {last}.", values)
                    : text.localized("Paused {names} from {first} to {last}.", values)
            }
            return (undo ? "Resumed " : "Paused ") + (paused.isEmpty ? "no habits" : names) + " from \(first) to \(last)."
        }
    }
}
