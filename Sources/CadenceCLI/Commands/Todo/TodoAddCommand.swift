import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence todo add TITLE [--due D] [--priority P] [--repeat R] [--notes T]`.
struct TodoAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a to-do.")

    @Argument(help: "What to do.")
    var title: String

    @Option(parsing: .unconditional, help: ArgumentHelp("The due day.", valueName: "date"))
    var due: DateArgument?

    @Option(help: "low, medium (default) or high.")
    var priority: TodoPriority = .medium

    @Option(
        name: .customLong("repeat"),
        help: ArgumentHelp("daily, weekly, monthly, or \"every N days\".", valueName: "rule"))
    var repeatRule: TodoRepeatArgument?

    @Option(help: ArgumentHelp("Notes.", valueName: "text"))
    var notes: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let todo = try await context.service.addTodo(
            title: title, due: due.map { context.day($0) }, priority: priority, notes: notes, repeatRule: repeatRule?.rule,
            for: context.user)
        try context.output.emit(TodoJSON(todo, today: context.today)) {
            let text = LocalText(localizer: context.output.localizer)
            let line = TodoText.line(todo, today: context.today, style: context.output.style, text: text)
            return context.output.style.green("✓") + " " + text.localized("Added {todo}", ["todo": line])
        }
    }
}
