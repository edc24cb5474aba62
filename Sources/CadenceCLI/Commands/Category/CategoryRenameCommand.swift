import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence category rename C NAME`.
struct CategoryRenameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a category.",
        discussion: """
            Examples:
              cadence category rename Social Friends
            """)

    @Argument(help: "The category, by name or id.")
    var category: String

    @Argument(help: "Its new name.")
    var name: String

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let current = try await context.service.resolveCategory(category, of: context.user)
        let renamed = try await context.service.renameCategory(current.id, to: name, for: context.user)
        try context.output.emit(CategoryJSON(renamed)) {
            LocalText(localizer: context.output.localizer).localized(
                "Renamed {old} to {new}.", ["old": current.name, "new": context.output.style.bold(renamed.name)])
        }
    }
}
