import CadenceCore

/// The query of `GET /api/v1/sync?after=&limit=&deviceId=&continued=` (docs/api.md "Sync"): the
/// cursor to page after (default 0), the page size (1…1,000, default 500), whether this is a later
/// page of one pull, and, optionally, the pulling device's id — each range-checked by `SyncLimits` (422 `syncEntryInvalid` naming it).
struct SyncPullQuery: Sendable {
    var after: Int64
    var limit: Int
    var deviceID: String?
    /// A later page of the same pull: no capture or merge first (docs/sync.md "Protocol").
    var continued: Bool

    init(_ query: QueryParameters) throws(CadenceError) {
        continued = try SyncLimits.continued(query.string("continued"))
        after = try SyncLimits.cursor(query.string("after"))
        limit = try SyncLimits.pageSize(query.string("limit"))
        deviceID = query.string("deviceId")
        if let deviceID { try SyncLimits.checkDeviceID(deviceID) }
    }
}
