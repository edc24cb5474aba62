import ArgumentParser

/// `cadence category …`: the categories habits are grouped in.
struct CategoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "category",
        abstract: "List, add, rename, delete and order categories.",
        discussion: """
            Health, Fitness, Learning and Social are built in: they can be renamed, not deleted.

            Examples:
              cadence category list
              cadence category add Work
            """,
        subcommands: [
            CategoryListCommand.self, CategoryAddCommand.self, CategoryRenameCommand.self, CategoryDeleteCommand.self,
            CategoryMoveCommand.self,
        ])
}
