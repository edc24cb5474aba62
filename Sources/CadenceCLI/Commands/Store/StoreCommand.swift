import ArgumentParser

/// `cadence store …`: whole-store operations across backends (docs/deploy.md).
struct StoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store",
        abstract: "Whole-store operations: copy a store between SQLite and PostgreSQL.",
        subcommands: [StoreCopyCommand.self])
}
