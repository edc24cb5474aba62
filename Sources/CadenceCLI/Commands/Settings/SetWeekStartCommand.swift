import ArgumentParser

/// `cadence settings set week-start mon|sun|language`.
struct SetWeekStartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "week-start",
        abstract: "Set the first day of your week (mon or sun), or follow your language's (language).",
        discussion: """
            Until you choose, the week starts as your account's language has it (Sunday in English,
            Monday in German); an account with no language starts on Monday.

            Examples:
              cadence settings set week-start sun
              cadence settings set week-start language
            """)

    @Argument(help: "mon, sun or language.")
    var day: WeekStartChoice

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let weekday = day.weekday
        try await SettingsSetCommand.update(global) { settings in
            settings.weekStartChosen = weekday != nil
            if let weekday { settings.weekStart = weekday }
        }
    }
}
