import ArgumentParser

/// `cadence settings set day-start HOUR`.
struct SetDayStartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "day-start",
        abstract: "Set the hour your day starts (0–23): with 4, a check-in at 01:30 counts for the day before.",
        discussion: """
            Examples:
              cadence settings set day-start 4
            """)

    @Argument(help: "An hour from 0 to 23.")
    var hour: Int

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let hour = self.hour
        try await SettingsSetCommand.update(global) { $0.dayStartHour = hour }
    }
}
