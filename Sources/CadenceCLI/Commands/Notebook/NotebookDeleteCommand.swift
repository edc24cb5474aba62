import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence notebook delete ID`.
struct NotebookDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a note.")

    @Argument(help: "The note's id.")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        try await context.service.deleteNote(id, for: context.user)
        try context.output.emit(["deleted": id]) {
            LocalText(localizer: context.output.localizer).localized(
                "Deleted note {id} (`cadence notebook restore {id}` brings it back within 30 days).", ["id": String(id)])
        }
    }
}
