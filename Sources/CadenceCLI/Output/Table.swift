/// A plain-text table with aligned columns; cells may carry ANSI styling, which takes no width.
struct Table {
    enum Alignment { case left, right }

    struct Column {
        let title: String
        let alignment: Alignment

        init(_ title: String, _ alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    let columns: [Column]
    var rows: [[String]] = []
    /// Spaces before each line.
    var indent = 2
    /// Whether the first line is the column titles.
    var showsHeader = true

    init(_ columns: [Column]) {
        self.columns = columns
    }

    mutating func append(_ row: [String]) {
        rows.append(row)
    }

    /// The table as lines: a header (styled with `style`), then the rows. Trailing spaces are trimmed.
    func render(style: TerminalStyle) -> String {
        let titles = showsHeader ? [columns.map(\.title)] : []
        let widths = columns.indices.map { index in
            (titles + rows).map { index < $0.count ? TextWidth.of($0[index]) : 0 }.max() ?? 0
        }
        var lines = titles.map { style.bold(line($0, widths: widths)) }
        for row in rows { lines.append(line(row, widths: widths)) }
        return lines.joined(separator: "\n")
    }

    private func line(_ cells: [String], widths: [Int]) -> String {
        var parts: [String] = []
        for (index, column) in columns.enumerated() {
            let cell = index < cells.count ? cells[index] : ""
            parts.append(
                column.alignment == .left
                    ? TextWidth.padRight(cell, to: widths[index]) : TextWidth.padLeft(cell, to: widths[index]))
        }
        let text = String(repeating: " ", count: indent) + parts.joined(separator: "  ")
        return String(text.reversed().drop(while: { $0 == " " }).reversed())
    }
}
