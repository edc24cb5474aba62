import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence settings show`.
struct SettingsShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show your settings.",
        discussion: """
            Examples:
              cadence settings show --json
            """)

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        try context.output.emit(SettingsJSON(context.settings)) {
            SettingsView.render(context.settings, style: context.output.style)
        }
    }
}
