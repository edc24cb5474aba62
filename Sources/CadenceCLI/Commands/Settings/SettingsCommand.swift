import ArgumentParser

/// `cadence settings …`: time zone, day start and week start.
struct SettingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show or change your time zone, day start and week start.",
        discussion: """
            Examples:
              cadence settings show
              cadence settings set timezone Europe/Paris
              cadence settings set day-start 4
              cadence settings set week-start sun
            """,
        subcommands: [SettingsShowCommand.self, SettingsSetCommand.self])
}
