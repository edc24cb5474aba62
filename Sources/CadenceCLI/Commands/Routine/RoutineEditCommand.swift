import ArgumentParser
import CadenceCore
import CadenceServices

/// `cadence routine edit R [--name N] [--habits "A,B"] [--time HH:MM | --no-time]`.
struct RoutineEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: "Change a routine's name, habits or time.")

    @Argument(help: "The routine, by name or id.")
    var routine: String

    @Option(help: ArgumentHelp("A new name.", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("The habits in order, comma-separated, replacing the list.", valueName: "habits"))
    var habits: String?

    @Option(help: ArgumentHelp("A new time of day.", valueName: "HH:MM"))
    var time: String?

    @Flag(name: .customLong("no-time"), help: "Remove the routine's time.")
    var noTime = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        if time != nil, noTime { throw ValidationError("give --time or --no-time, not both") }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let found = try await context.service.resolveRoutine(routine, of: context.user)
        var ids: [HabitID]?
        if let habits { ids = try await RoutineHabitsOption.ids(habits, context: context) }
        let timeChange: String?? = noTime ? .some(nil) : time.map { $0 }
        let updated = try await context.service.updateRoutine(found.id, name: name, habits: ids, time: timeChange, for: context.user)
        let json = try await RoutineHabitsOption.json(updated, context: context)
        try context.output.emit(json) {
            let text = LocalText(localizer: context.output.localizer)
            return "✓ " + text.localized("Saved routine {routine}", ["routine": text.routineLine(json)])
        }
    }
}
