import CadenceCore

/// The query of `GET /api/v1/sync?after=&limit=&deviceId=` (docs/api.md "Sync"): the cursor to
/// page after (default 0), the page size (1…1,000, default 500) and, optionally, the pulling
/// device's id — each range-checked by `SyncLimits` (422 `syncEntryInvalid` naming it).
struct SyncPullQuery: Sendable {
    var after: Int64
    var limit: Int
    var deviceID: String?

    init(_ query: QueryParameters) throws(CadenceError) {
        after = try SyncLimits.cursor(query.string("after"))
        limit = try SyncLimits.pageSize(query.string("limit"))
        deviceID = query.string("deviceId")
        if let deviceID { try SyncLimits.checkDeviceID(deviceID) }
    }
}
