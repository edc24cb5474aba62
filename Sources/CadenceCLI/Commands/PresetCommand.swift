import ArgumentParser

/// `cadence preset …`: the built-in habit presets.
struct PresetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preset",
        abstract: "Browse the built-in habit presets.",
        discussion: """
            Examples:
              cadence preset list --category fitness
              cadence habit add --preset fitness.run
            """,
        subcommands: [PresetListCommand.self])
}
