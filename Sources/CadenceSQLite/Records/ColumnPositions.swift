import GRDB

/// Where named columns stand in the rows of one statement, found once by name so that a loop over
/// many rows reads them without a lookup by name in every row (GRDB's `row["name"]` hashes the
/// name each time). Rows are still read by the columns' names, never by a position written by hand.
struct ColumnPositions: Sendable {
    private let positions: [Int]

    /// The positions of `names` among `row`'s columns; throws when one is missing.
    init(of names: [String], in row: Row) throws {
        let columns = Array(row.columnNames)
        positions = try names.map { name in
            guard let position = columns.firstIndex(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) else {
                throw DatabaseError(resultCode: .SQLITE_ERROR, message: "the statement has no column \(name)")
            }
            return position
        }
    }

    /// The position of the `index`th name given.
    subscript(index: Int) -> Int { positions[index] }
}
