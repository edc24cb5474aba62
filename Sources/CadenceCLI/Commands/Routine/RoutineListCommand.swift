import ArgumentParser
import CadenceServices

/// `cadence routine list`: every routine with its habits in order.
struct RoutineListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List routines.")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habits = try await context.service.habits(of: context.user, includeArchived: true)
        let routines = try await context.service.routines(of: context.user).map { RoutineJSON($0, habits: habits) }
        try context.output.emit(routines) {
            let text = LocalText(localizer: context.output.localizer)
            return routines.isEmpty
                ? text.localized("No routines yet: `cadence routine add NAME --habits \"A,B\"`.")
                : routines.map(text.routineLine).joined(separator: "\n")
        }
    }
}
