/// One stored value as it crosses between backends in a store copy (docs/deploy.md "Moving
/// between backends"): SQLite's four storage classes, which every column of both schemas fits.
/// Flags travel as the integers 0 and 1 (SQLite's form); PostgreSQL's loader turns them back
/// into `BOOLEAN` by the target column's type.
public enum StoredCell: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
}
