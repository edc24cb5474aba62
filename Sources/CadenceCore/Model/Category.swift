import Foundation

/// A grouping label for habits (docs/domain-rules.md §2).
public struct Category: Sendable, Hashable, Codable, Identifiable {
    public var id: CategoryID
    public var name: String
    /// docs/domain-rules.md §2: the four presets (Health, Fitness, Learning, Social) cannot be deleted.
    public var isPreset: Bool
    public var sortOrder: Int
    public var createdAt: Date

    public init(id: CategoryID, name: String, isPreset: Bool, sortOrder: Int, createdAt: Date) {
        self.id = id
        self.name = name
        self.isPreset = isPreset
        self.sortOrder = sortOrder
        self.createdAt = createdAt
    }

    /// docs/domain-rules.md §2: the preset categories seeded once per user, in sort order 0–3.
    public static let presetNames = ["Health", "Fitness", "Learning", "Social"]
}
