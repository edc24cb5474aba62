import ArgumentParser
import CadenceServices

/// `cadence todo restore ID`: puts a deleted to-do back with its id (docs/domain-rules.md
/// "§14 Undo and the trash": the trash keeps it 30 days).
struct TodoRestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore", abstract: "Put a deleted to-do back (within 30 days), with its id.")

    @Argument(help: "The deleted to-do's id.")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let todo = try await context.service.restoreTodo(id, for: context.user)
        let today = try await context.service.today(for: context.user)
        try context.output.emit(TodoJSON(todo, today: today)) {
            LocalText(localizer: context.output.localizer).localized(
                "Restored to-do {id}: {title}.", ["id": String(todo.id), "title": todo.title])
        }
    }
}
