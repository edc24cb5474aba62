import ArgumentParser
import CadenceCore

/// `cadence todo …`: to-dos (docs/domain-rules.md §12 "To-dos").
struct TodoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo",
        abstract: "Keep to-dos: due days, priorities, repeats.",
        discussion: """
            Open to-dos list overdue first, then by due day, then priority. Completing a repeating to-do creates \
            the next one, due one period after the previous due day.

            Examples:
              cadence todo add "Pay rent" --due 2026-12-01 --priority high --repeat monthly
              cadence todo add "Water plants" --due today --repeat "every 3 days"
              cadence todo list --today
              cadence todo done 4
              cadence todo list --done --days 30
            """,
        subcommands: [
            TodoAddCommand.self, TodoListCommand.self, TodoDoneCommand.self, TodoReopenCommand.self,
            TodoEditCommand.self, TodoDeleteCommand.self, TodoRestoreCommand.self,
        ])
}

extension TodoPriority: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

/// `--repeat daily|weekly|monthly|"every N days"|Nd`, read by `TodoRepeat`.
struct TodoRepeatArgument: ExpressibleByArgument, Sendable {
    let rule: TodoRepeat

    init?(argument: String) {
        guard let rule = TodoRepeat(argument) else { return nil }
        self.rule = rule
    }
}
