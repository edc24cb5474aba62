import ArgumentParser

/// `cadence entry …`: manage one check-in by id.
struct EntryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entry",
        abstract: "Manage one check-in by its id.",
        discussion: """
            Examples:
              cadence entries Run        (shows the ids)
              cadence entry delete 42
            """,
        subcommands: [EntryDeleteCommand.self])
}
