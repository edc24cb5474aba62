import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence category list`: the categories in order, with how many habits each holds.
struct CategoryListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the categories.",
        discussion: """
            Examples:
              cadence category list
              cadence category list --json
            """)

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let categories = try await context.categories()
        let habits = try await context.service.habits(of: context.user, includeArchived: false)
        try context.output.emit(categories.map(CategoryJSON.init)) {
            CategoryListView(
                categories: categories, habits: habits, style: context.output.style, text: LocalText(localizer: context.output.localizer)
            ).render()
        }
    }
}
