/// A backend that can be the source or the target of `cadence store copy` (docs/deploy.md
/// "Moving between backends"): SQLite to PostgreSQL or back, every user, account, session,
/// token, habit, check-in, day record, XP entry, achievement and import log, ids kept — so
/// `cadence export --format json` of every user reads the same on both.
public protocol StoreCopying: Sendable {
    /// Every row of `StoreDump.tableNames`, read in one snapshot.
    func dumpTables() async throws -> StoreDump

    /// Writes `dump` in one transaction: all of it or nothing. Refuses with
    /// `StoreCopyError.targetNotEmpty` when any of the tables already holds a row. `progress`
    /// is called with the rows written so far and the total.
    func loadTables(_ dump: StoreDump, progress: @Sendable (Int, Int) -> Void) async throws
}

/// Why a store copy was refused (docs/deploy.md "Moving between backends").
public enum StoreCopyError: Error, Equatable, CustomStringConvertible {
    /// The target already holds data; a copy only goes into an empty store.
    case targetNotEmpty(table: String)
    /// The source has a column the target's schema does not know (a newer Cadence wrote it).
    case unknownColumn(table: String, column: String)
    /// A cell cannot be stored in the target column's type.
    case cellMismatch(table: String, column: String)

    public var description: String {
        switch self {
        case .targetNotEmpty(let table):
            "the target store is not empty (its \(table) table has rows); copy into a new, empty store"
        case .unknownColumn(let table, let column):
            "the target store has no column \(table).\(column); upgrade the Cadence that opens it"
        case .cellMismatch(let table, let column):
            "a value of \(table).\(column) does not fit the target column"
        }
    }
}
