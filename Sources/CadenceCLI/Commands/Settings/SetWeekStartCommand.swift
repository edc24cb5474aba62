import ArgumentParser

/// `cadence settings set week-start mon|sun`.
struct SetWeekStartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "week-start",
        abstract: "Set the first day of your week (mon or sun).",
        discussion: """
            Examples:
              cadence settings set week-start sun
            """)

    @Argument(help: "mon or sun.")
    var day: WeekStartChoice

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let weekday = day.weekday
        try await SettingsSetCommand.update(global) { $0.weekStart = weekday }
    }
}
