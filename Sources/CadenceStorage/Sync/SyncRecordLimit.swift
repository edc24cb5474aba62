import CadenceCore

/// docs/domain-rules.md §7 "Numbers at the boundary": the checks both backends make on the numbers
/// a sync-record read or write takes (docs/sync.md), so they refuse the same input with the same error.
public enum SyncRecordLimit {
    /// A page's `limit` is 0 or more (0 reads nothing).
    public static func check(_ limit: Int) throws(CadenceError) {
        guard limit >= 0 else {
            throw CadenceError(.positionOutOfRange, field: "limit", "a page holds 0 or more records, not \(limit)")
        }
    }

    /// The id the batch's `index`-th insert returned (0-based, as `apply` returns them), or the
    /// refusal that fails the whole batch (`StoreChange.linkSyncRecord`).
    public static func linkedID(_ index: Int, in inserted: [Int64]) throws(CadenceError) -> Int64 {
        guard inserted.indices.contains(index) else {
            throw CadenceError(
                .positionOutOfRange, field: "insertedIndex",
                "a sync link names insert \(index), but the batch made \(inserted.count) insert"
                    + "\(inserted.count == 1 ? "" : "s") before it; nothing was written")
        }
        return inserted[index]
    }
}
