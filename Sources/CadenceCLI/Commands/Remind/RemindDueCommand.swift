import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// `cadence remind due [--from INSTANT] [--to INSTANT]`: the planned firings in the span
/// (default: now to 24 hours later), by instant.
struct RemindDueCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "due", abstract: "Show when reminders fire (default: the next 24 hours).")

    @Option(help: ArgumentHelp("The span's start: an ISO 8601 instant, a local YYYY-MM-DDTHH:MM, or a date (default: now).", valueName: "instant"))
    var from: String?

    @Option(help: ArgumentHelp("The span's end (default: 24 hours after its start).", valueName: "instant"))
    var to: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let start = try RemindInstant.read(from, field: "from", context: context)
        let end = try RemindInstant.read(to, field: "to", context: context)
        let firings = try await context.service.reminderFirings(for: context.user, from: start, to: end)
        try context.output.emit(firings.map(ReminderFiringJSON.init)) {
            let text = LocalText(localizer: context.output.localizer)
            guard !firings.isEmpty else { return text.localized("No reminders fire in that span.") }
            return firings.map { firing in
                let line =
                    "\(text.mediumDate(firing.day)) \(firing.localTime)  \(firing.habitName)"
                    + (firing.routineID == nil ? "" : " " + text.localized("(routine)"))
                return firing.isCancelled ? context.output.style.dim(line + " " + text.localized("(done already)")) : line
            }.joined(separator: "\n")
        }
    }
}

/// `--from`/`--to` of the reminder commands, read as `--now` is.
enum RemindInstant {
    static func read(_ text: String?, field: String, context: CommandContext) throws -> Date? {
        guard let text else { return nil }
        guard let value = NowArgument(text) else {
            throw CadenceError(
                .timeInvalid, field: field, "'\(text)' is not an instant (2026-12-01T07:00:00Z), a local time (2026-12-01T07:00) or a date")
        }
        return value.instant(in: context.calendar)
    }
}
