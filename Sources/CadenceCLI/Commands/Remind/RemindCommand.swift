import ArgumentParser

/// `cadence remind …`: reminders and their plan (docs/domain-rules.md §9).
struct RemindCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remind",
        abstract: "Manage reminders and see when they fire.",
        discussion: """
            A reminder fires at its local time on the habit's due days (every day of a flexible or weekly/monthly \
            unit until it has succeeded), never on skipped days; it is cancelled when the goal was met before it.

            Examples:
              cadence remind add Read 21:00
              cadence remind add Run 07:00 --on mon,wed,fri
              cadence remind list
              cadence remind off 4
              cadence remind due --to 2026-12-01T00:00Z
              cadence remind ics > reminders.ics
            """,
        subcommands: [
            RemindListCommand.self, RemindAddCommand.self, RemindDeleteCommand.self, RemindOffCommand.self,
            RemindOnCommand.self, RemindDueCommand.self, RemindICSCommand.self, RemindRunCommand.self,
        ])
}
