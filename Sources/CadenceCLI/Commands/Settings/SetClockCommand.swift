import ArgumentParser
import CadenceCore

/// `cadence settings set clock 12h|24h|language` (docs/domain-rules.md §23 "Week start and clock").
struct SetClockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clock",
        abstract: "Write times on a 12-hour or 24-hour clock, or as your language does (language).",
        discussion: """
            Examples:
              cadence settings set clock 12h
              cadence settings set clock language
            """)

    @Argument(help: "12h, 24h or language.")
    var clock: ClockChoice

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let chosen = clock.clock
        try await SettingsSetCommand.update(global) { $0.clock = chosen }
    }
}
