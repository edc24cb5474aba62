import CadenceCore
import Foundation

/// docs/sync.md: one stored record of a user's sync state — a document entry, a link from a local id to a
/// global id, the device's metadata, or a staged (pulled, not yet merged) entry.
///
/// docs/domain-rules.md §8: every record belongs to one user and is read and written only for that
/// user. docs/schema.md "v11-sync": stored in `sync_record`, one row per (user, space, key).
public struct SyncRecord: Sendable, Hashable {
    /// The record's kind of entry (a document space such as `habit`, or a bookkeeping space).
    public var space: String
    /// The record's key within its space (a global id, a composite key, a local id).
    public var key: String
    /// The record's value (JSON text, or a decimal id for links).
    public var value: String
    /// Assigned by the store when saved: per user, strictly greater than every sequence that user's records had
    /// before (never reused, also after deletes).
    public var sequence: Int64

    public init(space: String, key: String, value: String, sequence: Int64) {
        self.space = space
        self.key = key
        self.value = value
        self.sequence = sequence
    }
}
