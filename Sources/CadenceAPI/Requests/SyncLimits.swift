import CadenceCore
import CadenceServices

/// docs/api.md "Sync": the one place where every number and size of `/api/v1/sync` is
/// range-checked — the push body's device id, entry count and each entry's space, key and value
/// sizes, and the pull's `after`, `limit` and `deviceId`. A value out of range is a 422
/// `syncEntryInvalid` naming the field (docs/domain-rules.md §7), before anything is read or
/// written. The entries' contents are the engine's to check (`SyncEngine.validate`).
enum SyncLimits {
    /// The largest push body: 1,000 ordinary entries fit many times over; a batch of large values
    /// must be split by the client.
    static let maximumBodySize = 8 << 20
    /// Entries in one push, and in one pull page.
    static let maximumEntries = SyncEngine.maximumBatch
    static let maximumSpaceBytes = 32
    static let maximumKeyBytes = 200
    static let maximumValueBytes = 65_536
    /// Entries per pull page when `limit` is not given.
    static let defaultPageSize = 500
    /// The largest cursor: the API's integers stay within ±(2^53 − 1) (docs/api.md "Conventions").
    static let maximumCursor: Int64 = 9_007_199_254_740_991

    /// Refuses a push body whose device id or entries are out of range.
    static func check(_ input: SyncPushInput) throws(CadenceError) {
        try checkDeviceID(input.deviceId)
        guard input.entries.count <= maximumEntries else {
            throw CadenceError(
                .syncEntryInvalid, field: "entries",
                "a push holds at most \(maximumEntries) entries, got \(input.entries.count); send them in batches")
        }
        for (index, entry) in input.entries.enumerated() {
            try checkSize(entry.space, of: "entries[\(index)].space", atMost: maximumSpaceBytes)
            try checkSize(entry.key, of: "entries[\(index)].key", atMost: maximumKeyBytes)
            // docs/sync.md "Notes": a note's entry may be larger (`SyncEngine.maximumValueBytes`).
            try checkSize(
                entry.value, of: "entries[\(index)].value", atMost: max(maximumValueBytes, SyncEngine.maximumValueBytes(space: entry.space)))
        }
    }

    /// A device id: 1–64 of `A–Z a–z 0–9 . _` (`SyncDeviceID`).
    static func checkDeviceID(_ id: String) throws(CadenceError) {
        guard SyncDeviceID.isValid(id) else {
            throw CadenceError(
                .syncEntryInvalid, field: "deviceId",
                "a device id is 1–\(SyncDeviceID.maximumLength) of A–Z a–z 0–9 . _, got \(InputExcerpt.quoted(id))")
        }
    }

    /// `after` as a cursor (0…2^53 − 1; 0 when absent).
    static func cursor(_ text: String?) throws(CadenceError) -> Int64 {
        guard let text else { return 0 }
        guard let value = Int64(text), (0...maximumCursor).contains(value) else {
            throw CadenceError(
                .syncEntryInvalid, field: "after",
                "after is a cursor from 0 to \(maximumCursor), got \(InputExcerpt.quoted(text))")
        }
        return value
    }

    /// `continued` as a flag (`true` or `false`; false when absent).
    static func continued(_ text: String?) throws(CadenceError) -> Bool {
        switch text {
        case nil, "false": return false
        case "true": return true
        case let other?:
            throw CadenceError(.syncEntryInvalid, field: "continued", "continued is true or false, got \(InputExcerpt.quoted(other))")
        }
    }

    /// `limit` as a page size (1…1,000; 500 when absent).
    static func pageSize(_ text: String?) throws(CadenceError) -> Int {
        guard let text else { return defaultPageSize }
        guard let value = Int(text), (1...maximumEntries).contains(value) else {
            throw CadenceError(
                .syncEntryInvalid, field: "limit",
                "limit is a whole number from 1 to \(maximumEntries), got \(InputExcerpt.quoted(text))")
        }
        return value
    }

    private static func checkSize(_ text: String, of field: String, atMost bytes: Int) throws(CadenceError) {
        let size = text.utf8.count
        guard size <= bytes else {
            throw CadenceError(.syncEntryInvalid, field: field, "\(field) is at most \(bytes) bytes, got \(size)")
        }
    }
}
