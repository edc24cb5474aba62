import CadenceCore
import CadenceStorage

/// A category (`category list|add|rename|delete|move`): `{"id", "name", "preset", "sortOrder"}`.
/// `preset` marks the four seeded categories, which cannot be deleted (docs/domain-rules.md §2).
public struct CategoryJSON: Codable, Sendable, Hashable {
    public var id: CategoryID
    public var name: String
    public var preset: Bool
    public var sortOrder: Int

    public init(_ category: Category) {
        id = category.id
        name = category.name
        preset = category.isPreset
        sortOrder = category.sortOrder
    }
}
