import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// The user's categories in order: the four presets (seeded once per user) and their own.
    public func categories(of user: UserID) async throws -> [Category] {
        try await store.categories(of: user)
    }

    /// Finds a category by id or name (case-insensitive).
    public func resolveCategory(_ reference: String, of user: UserID) async throws -> Category {
        let categories = try await store.categories(of: user)
        let text = reference.trimmingCharacters(in: .whitespaces)
        if let id = CategoryID(text), let match = categories.first(where: { $0.id == id }) { return match }
        guard let match = categories.first(where: { NameKey.of($0.name) == NameKey.of(text) }) else {
            throw CadenceError(.notFound, field: "category", "no category named '\(text)'; see `cadence category list`")
        }
        return match
    }

    /// Adds a user category, placed last. docs/domain-rules.md §7: names unique per user.
    public func addCategory(named name: String, for user: UserID) async throws -> Category {
        let name = try HabitValidator.validatedName(name)
        let existing = try await store.categories(of: user)
        try requireUniqueCategoryName(name, among: existing, except: nil)
        let category = Category(id: 0, name: name, isPreset: false, sortOrder: (existing.map(\.sortOrder).max() ?? -1) + 1, createdAt: now)
        let ids = try await store.apply([.insertCategory(category)], for: user, at: now)
        return try await categories(of: user).first { $0.id == ids.first } ?? category
    }

    /// Renames a category (presets included: only deleting them is refused).
    public func renameCategory(_ id: CategoryID, to name: String, for user: UserID) async throws -> Category {
        let name = try HabitValidator.validatedName(name)
        let existing = try await store.categories(of: user)
        guard var category = existing.first(where: { $0.id == id }) else {
            throw CadenceError(.notFound, field: "category", "no category with id \(id)")
        }
        try requireUniqueCategoryName(name, among: existing, except: id)
        category.name = name
        try await store.apply([.updateCategory(category)], for: user, at: now)
        return category
    }

    /// docs/domain-rules.md §2: deletes a user category; its habits become uncategorized. Presets cannot be deleted.
    public func deleteCategory(_ id: CategoryID, for user: UserID) async throws {
        guard let category = try await store.categories(of: user).first(where: { $0.id == id }) else {
            throw CadenceError(.notFound, field: "category", "no category with id \(id)")
        }
        guard !category.isPreset else {
            throw CadenceError(.presetCategoryLocked, field: "category", "'\(category.name)' is a preset category and cannot be deleted")
        }
        try await store.apply([.deleteCategory(id)], for: user, at: now)
    }

    /// Moves a category to a 1-based position.
    public func moveCategory(_ id: CategoryID, toPosition position: Int, for user: UserID) async throws -> [Category] {
        var order = try await store.categories(of: user).map(\.id)
        guard let index = order.firstIndex(of: id) else {
            throw CadenceError(.notFound, field: "category", "no category with id \(id)")
        }
        guard (1...order.count).contains(position) else {
            throw CadenceError(.positionOutOfRange, field: "position", "position must be between 1 and \(order.count)")
        }
        order.remove(at: index)
        order.insert(id, at: position - 1)
        try await store.apply([.setCategoryOrder(order)], for: user, at: now)
        return try await store.categories(of: user)
    }

    private func requireUniqueCategoryName(_ name: String, among categories: [Category], except id: CategoryID?) throws(CadenceError) {
        if let clash = categories.first(where: { $0.id != id && NameKey.of($0.name) == NameKey.of(name) }) {
            throw CadenceError(.nameDuplicate, field: "name", "a category named '\(clash.name)' already exists")
        }
    }
}
