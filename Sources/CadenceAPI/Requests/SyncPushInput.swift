import CadenceServices

/// The body of `POST /api/v1/sync` (schema `SyncPushRequest`, docs/api.md "Sync"): the pushing
/// device's id and a batch of its document entries. The schema checks the shape; `SyncLimits`
/// the sizes; `SyncEngine.validate` the entries' contents.
struct SyncPushInput: Codable, Sendable {
    var deviceId: String
    var entries: [SyncEntry]
    /// More batches of this push follow (default false): the server joins this one and merges
    /// its store after the last, or before it answers the device's next pull.
    var more: Bool?
}
