import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence todo done ID`: completes a to-do (a repeating one comes back, due a period later).
struct TodoDoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "done", abstract: "Complete a to-do.")

    @Argument(help: "The to-do's id (see `cadence todo list`).")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let (completed, next) = try await context.service.completeTodo(id, for: context.user)
        try context.output.emit(TodoCompletionJSON(completed: completed, next: next, today: context.today)) {
            let style = context.output.style
            let words = LocalText(localizer: context.output.localizer)
            var text = style.green("✓") + " " + words.localized("Done: {title}", ["title": style.bold(completed.title)])
            if let next {
                text += "\n  " + words.localized("Next: {todo}", ["todo": TodoText.line(next, today: context.today, style: style, text: words)])
            }
            return text
        }
    }
}
