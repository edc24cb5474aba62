/// Every row of one table in a store copy (docs/deploy.md "Moving between backends"): the
/// column names, and the cells row after row (`cells.count` is a multiple of `columns.count`).
public struct StoredTable: Sendable {
    public let name: String
    public let columns: [String]
    public var cells: [StoredCell]

    public init(name: String, columns: [String], cells: [StoredCell] = []) {
        self.name = name
        self.columns = columns
        self.cells = cells
    }

    /// How many rows the table holds.
    public var rowCount: Int { columns.isEmpty ? 0 : cells.count / columns.count }

    /// The cells of row `index`.
    public func row(_ index: Int) -> ArraySlice<StoredCell> {
        cells[(index * columns.count)..<((index + 1) * columns.count)]
    }
}
