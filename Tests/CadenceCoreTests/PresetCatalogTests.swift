import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §2: the 25-entry preset catalog is static data; creating from a preset
/// pre-fills name, category, goal type, unit, icon and a default target.
@Suite struct PresetCatalogTests {
    @Test func catalogHasTwentyFiveEntries() {
        #expect(PresetCatalog.all.count == 25)
    }

    @Test func identifiersAreUnique() {
        #expect(Set(PresetCatalog.all.map(\.id)).count == PresetCatalog.all.count)
        #expect(Set(PresetCatalog.all.map { $0.name.lowercased() }).count == PresetCatalog.all.count)
    }

    @Test func catalogCoversTheFourPresetCategories() {
        #expect(Set(PresetCatalog.all.map(\.categoryName)) == Set(Category.presetNames))
        #expect(Category.presetNames == ["Health", "Fitness", "Learning", "Social"])
        let counts = Category.presetNames.map { PresetCatalog.presets(inCategory: $0).count }
        #expect(counts.reduce(0, +) == 25)
        #expect(counts.allSatisfy { $0 > 0 })
    }

    @Test(arguments: PresetCatalog.all)
    func eachPresetsDraftValidates(preset: Preset) throws {
        var draft = preset.draft(categoryID: 3)
        draft.startDay = Day("2026-06-01")!
        let validated = try HabitValidator.validated(draft)
        #expect(validated.name == preset.name)
        #expect(validated.goal.type == preset.goal.type)
        #expect(validated.goal.unit == preset.goal.unit)
        #expect(validated.goal.target == preset.goal.target)
        #expect(validated.presetID == preset.id)
    }

    @Test(arguments: PresetCatalog.all)
    func buildPresetsHaveAPositiveTargetAndQuitPresetsALimit(preset: Preset) {
        switch preset.kind {
        case .build: #expect(preset.goal.target > 0)
        case .quit: #expect(preset.goal.target >= 0)
        }
    }

    @Test func draftPrefillsEveryPresetField() throws {
        let run = try #require(PresetCatalog.preset(id: "fitness.run"))
        let draft = run.draft(categoryID: 2)
        #expect(draft.name == "Run")
        #expect(draft.categoryID == 2)
        #expect(draft.goal == Goal(type: .distance, unit: "km", target: 5))
        #expect(draft.icon == "figure.run")
        #expect(draft.color == run.color)
        #expect(draft.kind == .build)
        #expect(draft.presetID == "fitness.run")
    }

    @Test func quitPresetsAreLimits() throws {
        let quitIDs = Set(PresetCatalog.all.filter { $0.kind == .quit }.map(\.id))
        #expect(
            quitIDs == [
                "health.decreaseCaffeine", "health.decreaseCalories", "health.dontSmoke", "health.dontBiteNails",
            ])
        #expect(try #require(PresetCatalog.preset(id: "health.dontSmoke")).goal.target == 0)
    }

    @Test func lookupByIdentifierAndCategory() {
        #expect(PresetCatalog.preset(id: "health.drinkWater")?.goal.unit == "cups")
        #expect(PresetCatalog.preset(id: "nothing") == nil)
        #expect(PresetCatalog.presets(inCategory: "fitness") == PresetCatalog.presets(inCategory: "Fitness"))
        #expect(PresetCatalog.presets(inCategory: "Cooking").isEmpty)
    }
}
