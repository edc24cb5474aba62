import Foundation

/// An entry of the static preset catalog (docs/domain-rules.md §2): not stored; creating
/// from a preset pre-fills a draft the user can change.
public struct Preset: Sendable, Hashable, Codable, Identifiable {
    /// Stable key, e.g. `fitness.run`.
    public let id: String
    public let name: String
    /// One of the preset category names (Health, Fitness, Learning, Social).
    public let categoryName: String
    public let kind: HabitKind
    public let goal: Goal
    /// An SF Symbol name.
    public let icon: String
    public let color: String

    public init(id: String, name: String, categoryName: String, kind: HabitKind = .build, goal: Goal, icon: String, color: String) {
        self.id = id
        self.name = name
        self.categoryName = categoryName
        self.kind = kind
        self.goal = goal
        self.icon = icon
        self.color = color
    }

    /// A draft pre-filled from this preset, in the given category.
    public func draft(categoryID: CategoryID?) -> HabitDraft {
        HabitDraft(
            name: name, icon: icon, color: color, categoryID: categoryID, kind: kind, goal: goal, presetID: id)
    }
}
