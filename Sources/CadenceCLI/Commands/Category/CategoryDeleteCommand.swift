import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence category delete C`: its habits become uncategorized (docs/domain-rules.md §2).
struct CategoryDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a category you added; its habits become uncategorized.",
        discussion: """
            Examples:
              cadence category delete Work
            """)

    @Argument(help: "The category, by name or id.")
    var category: String

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let category = try await context.service.resolveCategory(self.category, of: context.user)
        try await context.service.deleteCategory(category.id, for: context.user)
        try context.output.emit(CategoryJSON(category)) {
            LocalText(localizer: context.output.localizer).localized(
                "Deleted category {name}; its habits are now uncategorized.", ["name": context.output.style.bold(category.name)])
        }
    }
}
