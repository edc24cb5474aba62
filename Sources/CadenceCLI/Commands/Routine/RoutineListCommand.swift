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
            routines.isEmpty
                ? "No routines yet: `cadence routine add NAME --habits \"A,B\"`." : routines.map(RoutineHabitsOption.line).joined(separator: "\n")
        }
    }
}
