import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence todo reopen ID`: takes a completion back.
struct TodoReopenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reopen", abstract: "Reopen a completed to-do.")

    @Argument(help: "The to-do's id.")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let todo = try await context.service.reopenTodo(id, for: context.user)
        try context.output.emit(TodoJSON(todo, today: context.today)) {
            let text = LocalText(localizer: context.output.localizer)
            return text.localized("Reopened {todo}", ["todo": TodoText.line(todo, today: context.today, style: context.output.style, text: text)])
        }
    }
}
