import ArgumentParser
import CadenceServices

/// `cadence routine add NAME --habits "A,B,C" [--time HH:MM]`.
struct RoutineAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a routine of habits, in order.")

    @Argument(help: "The routine's name.")
    var name: String

    @Option(help: ArgumentHelp("The habits in order, comma-separated (names, prefixes or ids).", valueName: "habits"))
    var habits: String

    @Option(help: ArgumentHelp("A time of day for the routine.", valueName: "HH:MM"))
    var time: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let ids = try await RoutineHabitsOption.ids(habits, context: context)
        let routine = try await context.service.createRoutine(name: name, habits: ids, time: time, for: context.user)
        let json = try await RoutineHabitsOption.json(routine, context: context)
        try context.output.emit(json) {
            let text = LocalText(localizer: context.output.localizer)
            return "✓ " + text.localized("Added routine {routine}", ["routine": text.routineLine(json)])
        }
    }
}
