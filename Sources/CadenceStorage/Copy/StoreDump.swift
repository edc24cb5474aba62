/// A whole store read in one snapshot for `cadence store copy` (docs/deploy.md "Moving between
/// backends"): the tables of `StoreDump.tableNames` in that order, and each table's id counter
/// (the highest id ever given, so ids of deleted rows are not handed out again on the target).
public struct StoreDump: Sendable {
    public var tables: [StoredTable]
    /// Table name → the last id its counter gave (SQLite's `sqlite_sequence`, PostgreSQL's identity).
    public var idCounters: [String: Int64]
    /// User id → the last sync sequence the user's counter gave (`user_revision.sync_sequence`,
    /// docs/schema.md "v11-sync"), so sequences of deleted sync records are not given again.
    public var syncSequences: [Int64: Int64]

    public init(tables: [StoredTable], idCounters: [String: Int64], syncSequences: [Int64: Int64] = [:]) {
        self.tables = tables
        self.idCounters = idCounters
        self.syncSequences = syncSequences
    }

    /// Every table a copy moves, parents before children (foreign keys hold at every insert).
    /// `user_revision` is not copied: the target's triggers rebuild it as the rows arrive, and its
    /// sync counters travel in `syncSequences`.
    /// Search indexes (SQLite's `note_fts`, PostgreSQL's `note.search`) are derived on the target.
    public static let tableNames = [
        "user", "category", "habit", "reminder", "checkin", "day_record", "perfect_day_award", "xp_transaction",
        "achievement_unlock", "import_log", "account", "session", "api_token", "server_setting", "client_request",
        "health_entry", "todo", "note", "money_account", "money_transaction", "calendar_feed",
        "notification_channel", "reminder_delivery", "delivery_state", "sync_record", "day_total_set", "trash",
        "push_key", "routine", "webhook_endpoint", "webhook_message", "oidc_identity", "partner_invite", "partnership", "habit_share",
        "challenge", "challenge_member", "partner_news", "partner_news_settings",
    ]

    /// How many rows the dump holds.
    public var rowCount: Int { tables.reduce(0) { $0 + $1.rowCount } }
}
