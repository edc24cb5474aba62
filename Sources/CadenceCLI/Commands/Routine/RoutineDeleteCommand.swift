import ArgumentParser
import CadenceServices

/// `cadence routine delete R`: deletes a routine; its habits stay.
struct RoutineDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a routine (its habits stay).")

    @Argument(help: "The routine, by name or id.")
    var routine: String

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let found = try await context.service.resolveRoutine(routine, of: context.user)
        try await context.service.deleteRoutine(found.id, for: context.user)
        try context.output.emit(["deleted": found.id]) {
            LocalText(localizer: context.output.localizer).localized("Deleted routine {name}; its habits stay.", ["name": found.name])
        }
    }
}
