import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence category add NAME`.
struct CategoryAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a category.",
        discussion: """
            Examples:
              cadence category add Work
              cadence habit add Inbox-zero --category Work
            """)

    @Argument(help: "The new category's name.")
    var name: String

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let category = try await context.service.addCategory(named: name, for: context.user)
        try context.output.emit(CategoryJSON(category)) {
            let text = LocalText(localizer: context.output.localizer)
            guard text.isEnglish else {
                return text.localized(
                    "Added category {name} (id {id})", ["name": context.output.style.bold(category.name), "id": String(category.id)])
            }
            return "Added category \(context.output.style.bold(category.name))" + context.output.style.dim(" (id \(category.id))")
        }
    }
}
