import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence todo delete ID`.
struct TodoDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a to-do.")

    @Argument(help: "The to-do's id.")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        try await context.service.deleteTodo(id, for: context.user)
        try context.output.emit(["deleted": id]) {
            LocalText(localizer: context.output.localizer).localized(
                "Deleted to-do {id} (`cadence todo restore {id}` brings it back within 30 days).", ["id": String(id)])
        }
    }
}
