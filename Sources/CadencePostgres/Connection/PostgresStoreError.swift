/// Why a PostgreSQL store could not be opened or used (docs/schema.md "PostgreSQL").
public enum PostgresStoreError: Error, Equatable, CustomStringConvertible {
    /// The `postgres://` URL could not be read; the reason names the part.
    case invalidURL(String)
    /// The database was migrated by a newer Cadence than this one.
    case schemaTooNew(found: Int64, known: Int64)
    /// A stored value that does not decode into the model (an unknown enum raw value, a day
    /// ordinal out of range).
    case invalidStoredValue(String)
    /// The database refused a statement for a reason no domain rule names, or the connection failed.
    case database(String)

    public var description: String {
        switch self {
        case .invalidURL(let reason): "invalid PostgreSQL URL: \(reason)"
        case .schemaTooNew(let found, let known):
            "the database's schema is version \(found), newer than this Cadence knows (\(known)); upgrade Cadence"
        case .invalidStoredValue(let reason): "invalid stored value: \(reason)"
        case .database(let reason): "PostgreSQL: \(reason)"
        }
    }
}
