import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence settings set …`: change one setting.
struct SettingsSetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Change a setting.",
        discussion: """
            Changing the time zone or day start never moves past check-ins to other days.

            Examples:
              cadence settings set timezone America/New_York
              cadence settings set day-start 4
              cadence settings set week-start sun
              cadence settings set clock 12h
            """,
        subcommands: [SetTimeZoneCommand.self, SetDayStartCommand.self, SetWeekStartCommand.self, SetClockCommand.self])

    /// Applies `change` through the service and prints the resulting settings.
    static func update(_ global: GlobalOptions, _ change: (inout UserSettings) -> Void) async throws {
        let context = try await CommandContext.open(global)
        let settings = try await context.service.updateSettings(of: context.user, change)
        try context.output.emit(SettingsJSON(settings)) {
            SettingsView.render(settings, style: context.output.style)
        }
    }
}
