import ArgumentParser

/// `cadence habit …`: define, list, change, archive, delete and order habits.
struct HabitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "habit",
        abstract: "Add, list, show, edit, archive, delete and order habits.",
        discussion: """
            Examples:
              cadence habit add Meditate --target 10 --unit min --remind 07:30
              cadence habit list
              cadence habit show Med
            """,
        subcommands: [
            HabitAddCommand.self, HabitListCommand.self, HabitShowCommand.self, HabitEditCommand.self,
            HabitArchiveCommand.self, HabitUnarchiveCommand.self, HabitDeleteCommand.self, HabitMoveCommand.self,
        ])
}
