import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence health delete ID`: removes one entry.
struct HealthDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a health entry by its id.")

    @Argument(help: "The entry's id (see `cadence health list`).")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        try await context.service.deleteHealthEntry(id, for: context.user)
        try context.output.emit(["deleted": id]) {
            LocalText(localizer: context.output.localizer).localized(
                "Deleted health entry {id} (`cadence health restore {id}` brings it back within 30 days).", ["id": String(id)])
        }
    }
}
