import ArgumentParser

/// `cadence settings set timezone ZONE`.
struct SetTimeZoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timezone",
        abstract: "Set your time zone (an IANA name).",
        discussion: """
            Examples:
              cadence settings set timezone Europe/Paris
            """)

    @Argument(help: "An IANA time zone such as Europe/Paris or America/New_York.")
    var zone: String

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let zone = self.zone
        try await SettingsSetCommand.update(global) { $0.timeZoneIdentifier = zone }
    }
}
