import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence habit edit H [options]`: changes the options given; everything else stays.
struct HabitEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a habit's definition.",
        discussion: """
            Only the options given change; the history stays and statistics follow the new definition.

            Examples:
              cadence habit edit Water --target 10
              cadence habit edit Run --name Jog --weekly 3
              cadence habit edit Read --no-reminders --remind 21:00
              cadence habit edit Smoking --build --unit none
            """)

    @OptionGroup var habit: HabitArgument

    @Option(help: ArgumentHelp("A new name.", valueName: "name"))
    var name: String?

    @OptionGroup(title: "Definition") var definition: HabitDefinitionOptions

    @Flag(help: "Make it a habit to build (reach at least the target).")
    var build = false

    @Flag(help: "Remove it from its category.")
    var noCategory = false

    @Flag(help: "Remove the end date.")
    var noEnd = false

    @Flag(help: "Remove all reminders (before adding any --remind).")
    var noReminders = false

    @Flag(help: "Remove the quit baseline.")
    var noBaseline = false

    @Flag(help: "Remove the icon.")
    var noIcon = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        if build, definition.quit { throw ValidationError("give --build or --quit, not both") }
        if noCategory, definition.category != nil {
            throw ValidationError("give --category or --no-category, not both")
        }
        if noEnd, definition.end != nil { throw ValidationError("give --end or --no-end, not both") }
        if noIcon, definition.icon != nil { throw ValidationError("give --icon or --no-icon, not both") }
        if noBaseline, definition.baseline != nil {
            throw ValidationError("give --baseline or --no-baseline, not both")
        }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let current = try await context.habit(habit)
        let categoryID = try await context.categoryID(definition.category)
        var patch = try definition.patch(categoryID: categoryID, today: context.today)
        if let name { patch.name = name }
        if build { patch.kind = .build }
        if noCategory { patch.categoryID = .some(nil) }
        if noEnd { patch.endDay = .some(nil) }
        if noReminders, patch.reminders == nil { patch.reminders = [] }
        if noBaseline { patch.baseline = .some(nil) }
        if noIcon { patch.icon = .some(nil) }
        var draft = HabitDraft(current)
        patch.apply(to: &draft)
        let updated = try await context.service.updateHabit(current.id, with: draft, for: context.user)
        let categories = try await context.categories()
        try context.output.emit(HabitJSON(updated, categories: categories)) {
            let style = context.output.style
            let text = LocalText(localizer: context.output.localizer)
            guard text.isEnglish else {
                let values = ["name": style.bold(HabitText.title(of: updated)), "summary": text.summary(of: updated)]
                return style.green("✓") + " " + text.localized("Updated {name}: {summary}", values)
            }
            return style.green("✓") + " Updated " + style.bold(HabitText.title(of: updated))
                + ": \(HabitText.summary(of: updated))"
        }
    }
}
