import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence habit add NAME [options]`: creates a habit, optionally from a preset.
struct HabitAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a habit.",
        discussion: """
            The goal type follows from the unit: km → distance, min → time, a custom label such as \
            pages → repetitions; no unit → a simple yes/no habit. --weekly 3 means 3 times per week.

            Examples:
              cadence habit add Stretch
              cadence habit add Water --target 8 --unit cups --category Health
              cadence habit add Run --target 5 --unit km --on mon,wed,fri --remind 07:00
              cadence habit add Gym --weekly 3
              cadence habit add Read --target 20 --unit pages --times 5 --in-days 7
              cadence habit add Smoking --quit --baseline 10
              cadence habit add --preset fitness.run --target 3
            """)

    @Argument(help: "The habit's name (with --preset: defaults to the preset's name).")
    var name: String?

    @OptionGroup(title: "Definition") var definition: HabitDefinitionOptions

    @Option(help: ArgumentHelp("Start from a preset (see `cadence preset list`).", valueName: "id"))
    var preset: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        if name == nil, preset == nil {
            throw ValidationError("give the habit a name, or --preset ID (see `cadence preset list`)")
        }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let categoryID = try await context.categoryID(definition.category)
        let patch = try definition.patch(categoryID: categoryID, today: context.today)
        let habit = try await context.service.createHabit(named: name, preset: preset, patch: patch, for: context.user)
        let categories = try await context.categories()
        try context.output.emit(HabitJSON(habit, categories: categories)) {
            let style = context.output.style
            let category = habit.categoryID == nil ? "" : " · " + HabitText.category(of: habit, among: categories)
            let text = LocalText(localizer: context.output.localizer)
            guard text.isEnglish else {
                let values = ["name": style.bold(HabitText.title(of: habit)), "id": String(habit.id), "summary": text.summary(of: habit)]
                let command = "cadence done \(CommandLineText.quoted(habit.name))"
                return style.green("✓") + " " + text.localized("Added {name} (id {id}): {summary}", values) + category + "\n"
                    + style.dim("  " + text.localized("Check in with `{command}`.", ["command": command]))
            }
            return style.green("✓") + " Added " + style.bold(HabitText.title(of: habit))
                + style.dim(" (id \(habit.id))")
                + ": \(HabitText.summary(of: habit))\(category)\n"
                + style.dim("  Check in with `cadence done \(CommandLineText.quoted(habit.name))`.")
        }
    }
}
