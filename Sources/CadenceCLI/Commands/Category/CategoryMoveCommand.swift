import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence category move C --to POSITION`.
struct CategoryMoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move a category to another position.",
        discussion: """
            Examples:
              cadence category move Learning --to 1
            """)

    @Argument(help: "The category, by name or id.")
    var category: String

    @Option(help: ArgumentHelp("The new position, 1 being the first.", valueName: "position"))
    var to: Int

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let category = try await context.service.resolveCategory(self.category, of: context.user)
        let categories = try await context.service.moveCategory(category.id, toPosition: to, for: context.user)
        let habits = try await context.service.habits(of: context.user, includeArchived: false)
        try context.output.emit(categories.map(CategoryJSON.init)) {
            CategoryListView(
                categories: categories, habits: habits, style: context.output.style, text: LocalText(localizer: context.output.localizer)
            ).render()
        }
    }
}
