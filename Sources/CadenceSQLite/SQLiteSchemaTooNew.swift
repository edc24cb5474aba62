/// A store whose schema holds a migration this binary does not know: it was opened by a newer
/// Cadence (docs/deploy.md "Upgrading"). It is refused, and left as it is.
public struct SQLiteSchemaTooNew: Error, Sendable, Hashable, CustomStringConvertible {
    /// An unknown migration found in the store (the last by name).
    public var migration: String

    public var description: String {
        "the store's schema is newer than this Cadence knows (migration '\(migration)'); upgrade Cadence"
    }
}
