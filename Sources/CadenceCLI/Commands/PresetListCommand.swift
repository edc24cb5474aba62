import ArgumentParser
import CadenceCore
import CadenceLocalization
import CadenceServices
import CadenceStorage
import Foundation

/// `cadence preset list [--category C]`: the static preset catalog (docs/domain-rules.md §2).
struct PresetListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the presets a habit can start from.",
        discussion: """
            Examples:
              cadence preset list
              cadence preset list --category health
              cadence habit add --preset health.drinkWater --target 10
            """)

    @Option(
        help: ArgumentHelp("Only this category's presets (Health, Fitness, Learning, Social).", valueName: "category"))
    var category: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let output = Output(options: global, environment: ProcessInfo.processInfo.environment)
        let presets = category.map { PresetCatalog.presets(inCategory: $0) } ?? PresetCatalog.all
        if let category, presets.isEmpty {
            let names = Category.presetNames.joined(separator: ", ")
            throw CadenceError(.notFound, field: "category", "no presets in '\(category)'; presets are in \(names)")
        }
        try output.emit(presets.map(PresetJSON.init)) {
            // Names in the person's language (docs/domain-rules.md §23 "Built-in names"); the JSON keeps them in English.
            let localizer = output.localizer
            var table = Table([.init("ID"), .init("Name"), .init("Category"), .init("Goal")])
            for preset in presets {
                table.append([
                    output.style.dim(preset.id), localizer.presetName(id: preset.id, english: preset.name), preset.categoryName,
                    HabitText.goal(preset.goal, kind: preset.kind),
                ])
            }
            return table.render(style: output.style)
        }
    }
}
