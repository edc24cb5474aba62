import ArgumentParser

/// `cadence routine …`: routines, ordered groups of habits (docs/domain-rules.md
/// "§19 Routines").
struct RoutineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routine",
        abstract: "Group habits into routines (Morning: Water, Meditate, Stretch).",
        discussion: """
            A routine is done for a day when all of its habits due that day are done; `routine show` and \
            `cadence stats` give its streak and 30-day rate. Deleting a routine keeps its habits.

            Examples:
              cadence routine add "Morning" --habits "Water,Meditate,Stretch" --time 07:00
              cadence routine list
              cadence routine show Morning
              cadence routine edit Morning --habits "Water,Stretch" --no-time
              cadence routine delete Morning
            """,
        subcommands: [
            RoutineAddCommand.self, RoutineListCommand.self, RoutineShowCommand.self, RoutineEditCommand.self,
            RoutineDeleteCommand.self,
        ])
}
