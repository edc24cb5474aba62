import Foundation

/// docs/sync.md "Merge rules", docs/domain-rules.md §13: a synced record whose fields merge one by
/// one — a habit, a category, the settings, a habit's day record. Each field holds its value (JSON
/// text) with the stamp of the change that wrote it; the later stamp wins, per field. `deleted`
/// marks a deleted habit or category: a delete wins over every edit, earlier or later.
public struct SyncFieldsEntry: Sendable, Hashable, Codable {
    /// One field: its value as canonical JSON text, and its stamp.
    public struct Field: Sendable, Hashable, Codable {
        public var v: String
        public var t: SyncStamp

        public init(v: String, t: SyncStamp) {
            self.v = v
            self.t = t
        }
    }

    public var fields: [String: Field]
    public var deleted: SyncStamp?

    public init(fields: [String: Field] = [:], deleted: SyncStamp? = nil) {
        self.fields = fields
        self.deleted = deleted
    }

    /// The field's value text, when it has one.
    public func value(_ name: String) -> String? { fields[name]?.v }

    /// The join of two versions: per field the later stamp (equal stamps: the larger value text,
    /// so every device picks the same), and the earliest delete. Commutative, associative and
    /// idempotent, so any order of merges ends the same.
    public func merged(with other: SyncFieldsEntry) -> SyncFieldsEntry {
        var result = self
        for (name, field) in other.fields {
            if let mine = result.fields[name], (mine.t, mine.v) >= (field.t, field.v) { continue }
            result.fields[name] = field
        }
        switch (deleted, other.deleted) {
        case (let a?, let b?): result.deleted = min(a, b)
        case (nil, let b): result.deleted = b
        case (let a, nil): result.deleted = a
        }
        return result
    }

    /// Every stamp in the entry (for the clock to observe).
    public var stamps: [SyncStamp] { fields.values.map(\.t) + (deleted.map { [$0] } ?? []) }
}
