import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence todo list [--all | --today | --done [--days N]]`.
struct TodoListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List open to-dos (or all, today's, or the recently done).")

    @Flag(help: "Open to-dos, then completed ones.")
    var all = false

    @Flag(help: "Open to-dos due today or overdue.")
    var today = false

    @Flag(help: "To-dos completed in the last --days days.")
    var done = false

    @Option(help: ArgumentHelp("With --done: how many days back (default 7).", valueName: "n"))
    var days = 7

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        if [all, today, done].filter({ $0 }).count > 1 { throw ValidationError("give one of --all, --today, --done") }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let list: TodoListKind = all ? .all : today ? .today : done ? .done(days: days) : .open
        let todos = try await context.service.todos(of: context.user, list: list)
        try context.output.emit(todos.map { TodoJSON($0, today: context.today) }) {
            let text = LocalText(localizer: context.output.localizer)
            guard !todos.isEmpty else {
                guard !text.isEnglish else { return done ? "Nothing done in the last \(days) days." : "Nothing to do." }
                return done
                    ? text.localizer.localized(
                        one: "Nothing done in the last {count} day.", other: "Nothing done in the last {count} days.", count: days,
                        ["count": text.integer(days)])
                    : text.localized("Nothing to do.")
            }
            return todos.map { TodoText.line($0, today: context.today, style: context.output.style, text: text) }.joined(separator: "\n")
        }
    }
}
