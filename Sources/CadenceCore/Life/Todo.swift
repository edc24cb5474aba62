import Foundation

/// A to-do (docs/domain-rules.md §12 "To-dos"): a title, an optional due day, a priority,
/// optional notes and repeat, and whether (and when) it was completed.
public struct Todo: Sendable, Hashable, Identifiable {
    public var id: TodoID
    public var title: String
    public var due: Day?
    public var priority: TodoPriority
    public var notes: String?
    public var repeatRule: TodoRepeat?
    public var completedAt: Date?
    public var createdAt: Date
    public var updatedAt: Date

    public init(
        id: TodoID = 0, title: String, due: Day? = nil, priority: TodoPriority = .medium, notes: String? = nil,
        repeatRule: TodoRepeat? = nil, completedAt: Date? = nil, createdAt: Date, updatedAt: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.due = due
        self.priority = priority
        self.notes = notes
        self.repeatRule = repeatRule
        self.completedAt = completedAt
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    public var isCompleted: Bool { completedAt != nil }

    /// Open and due before `today`.
    public func isOverdue(today: Day) -> Bool {
        guard !isCompleted, let due else { return false }
        return due < today
    }

    /// The to-do that completing this one creates, when it repeats: the same title, priority,
    /// notes and repeat, due one period after this one's due day (or after `completedOn`, the
    /// day it was completed, when it had none).
    public func nextOccurrence(completedOn: Day, at instant: Date) -> Todo? {
        guard let repeatRule else { return nil }
        return Todo(
            title: title, due: repeatRule.next(after: due ?? completedOn), priority: priority, notes: notes,
            repeatRule: repeatRule, createdAt: instant)
    }
}
