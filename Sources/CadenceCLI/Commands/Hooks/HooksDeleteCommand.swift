import ArgumentParser
import CadenceCore
import CadenceDelivery
import CadenceServices

/// `cadence hooks delete ID`: the endpoint and its queue.
struct HooksDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a webhook endpoint.")

    @Argument(help: "The endpoint's id.")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        try await Webhooks(service: context.service).delete(id, for: context.user)
        try context.output.emit(["deleted": id]) {
            LocalText(localizer: context.output.localizer).localized("Deleted webhook {id}.", ["id": String(id)])
        }
    }
}
