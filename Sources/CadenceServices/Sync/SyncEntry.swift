import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "Protocol": one entry of a person's replicated document on the wire — its space
/// (`habit`, `category`, `settings`, `dayrecord`, `checkin`, `dayset`, `achievement`, `routine`, `note`, `account`,
/// `transaction`, `todo`, `health`), its key (a global id, or
/// a habit's global id and a day) and its value (the entry's JSON text, with every field's clock).
public struct SyncEntry: Codable, Sendable, Hashable {
    public var space: String
    public var key: String
    public var value: String

    public init(space: String, key: String, value: String) {
        self.space = space
        self.key = key
        self.value = value
    }
}

/// docs/sync.md "Protocol": a page of a replica's entries changed after a cursor. `cursor` is the
/// last sequence the page covers (the next page starts after it); `more` when another page follows.
public struct SyncPage: Codable, Sendable, Hashable {
    public var entries: [SyncEntry]
    public var cursor: Int64
    public var more: Bool

    public init(entries: [SyncEntry], cursor: Int64, more: Bool) {
        self.entries = entries
        self.cursor = cursor
        self.more = more
    }
}

/// docs/sync.md "Protocol": what a push did — how many entries the server accepted (all of the
/// batch, or the push failed and changed nothing) and how many changed its document.
public struct SyncPushAnswer: Codable, Sendable, Hashable {
    public var accepted: Int
    public var changed: Int

    public init(accepted: Int, changed: Int) {
        self.accepted = accepted
        self.changed = changed
    }
}

/// docs/sync.md: what one `cadence sync` did — entries pushed and pulled, and the local rows the
/// merge changed.
public struct SyncSummary: Codable, Sendable, Hashable {
    public var deviceId: String
    public var pushed: Int
    public var pulled: Int
    public var changed: Int
    /// What the merged document holds that this store cannot (an invalid habit, one past the
    /// 100-habit cap); empty when everything merged.
    public var refused: [String]

    public init(deviceId: String, pushed: Int, pulled: Int, changed: Int, refused: [String] = []) {
        self.deviceId = deviceId
        self.pushed = pushed
        self.pulled = pulled
        self.changed = changed
        self.refused = refused
    }
}

/// docs/sync.md "Devices": the server a local store syncs with, the token it signs in with (saved
/// by `cadence sync login`), and how far the two have exchanged: the last local sequence the
/// server acknowledged (`pushed`) and the server's cursor pulled so far (`pulled`).
public struct SyncRemote: Codable, Sendable, Hashable {
    public var server: String
    public var token: String
    public var pushed: Int64
    public var pulled: Int64

    public init(server: String, token: String, pushed: Int64 = 0, pulled: Int64 = 0) {
        self.server = server
        self.token = token
        self.pushed = pushed
        self.pulled = pulled
    }
}
