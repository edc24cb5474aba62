import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence todo edit ID [--title T] [--due D | --no-due] [--priority P] [--repeat R | --no-repeat] [--notes T]`.
struct TodoEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change a to-do.")

    @Argument(help: "The to-do's id.")
    var id: Int64

    @Option(help: ArgumentHelp("A new title.", valueName: "text"))
    var title: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("A new due day.", valueName: "date"))
    var due: DateArgument?

    @Flag(help: "Remove the due day.")
    var noDue = false

    @Option(help: "low, medium or high.")
    var priority: TodoPriority?

    @Option(name: .customLong("repeat"), help: ArgumentHelp("daily, weekly, monthly, or \"every N days\".", valueName: "rule"))
    var repeatRule: TodoRepeatArgument?

    @Flag(help: "Stop repeating.")
    var noRepeat = false

    @Option(help: ArgumentHelp("New notes (empty removes them).", valueName: "text"))
    var notes: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        if noDue, due != nil { throw ValidationError("give --due or --no-due, not both") }
        if noRepeat, repeatRule != nil { throw ValidationError("give --repeat or --no-repeat, not both") }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let (title, due, noDue, priority, rule, noRepeat, notes) = (
            self.title, self.due.map { context.day($0) }, self.noDue, self.priority, self.repeatRule, self.noRepeat, self.notes
        )
        let todo = try await context.service.updateTodo(id, for: context.user) { todo in
            if let title { todo.title = title }
            if let due { todo.due = due }
            if noDue { todo.due = nil }
            if let priority { todo.priority = priority }
            if let rule { todo.repeatRule = rule.rule }
            if noRepeat { todo.repeatRule = nil }
            if let notes { todo.notes = notes }
        }
        try context.output.emit(TodoJSON(todo, today: context.today)) {
            let text = LocalText(localizer: context.output.localizer)
            return text.localized("Updated {todo}", ["todo": TodoText.line(todo, today: context.today, style: context.output.style, text: text)])
        }
    }
}
