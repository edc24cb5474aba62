import Foundation

/// docs/domain-rules.md "§14 Undo and the trash": a record in the trash and the
/// instant it was deleted (it is kept `TrashEntry.keptFor` after that).
public struct TrashEntry: Sendable, Hashable {
    /// How long the trash keeps a deleted record: 30 days.
    public static let keptFor: TimeInterval = 30 * 86_400

    public let record: TrashedRecord
    public let deletedAt: Date

    public init(record: TrashedRecord, deletedAt: Date) {
        self.record = record
        self.deletedAt = deletedAt
    }

    /// Whether the entry may still be restored at `instant`.
    public func isRestorable(at instant: Date) -> Bool {
        instant.timeIntervalSince(deletedAt) <= Self.keptFor
    }
}
