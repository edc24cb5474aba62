import Foundation

/// Mutations of a CSV file's cells and rows: a cell replaced by a hostile number, string or a
/// huge string, a row repeated thousands of times, columns added or removed, a quoted cell left
/// open.
enum CSVMutator {
    /// `data` with 1–3 cell or row mutations.
    static func mutate(_ data: Data, _ random: inout FuzzRandom, log: inout [String]) -> Data {
        var rows = String(decoding: data, as: UTF8.self).components(separatedBy: "\n").map {
            $0.components(separatedBy: ",")
        }
        for _ in 0...random.below(3) where !rows.isEmpty {
            let row = random.below(rows.count)
            let column = random.below(max(1, rows[row].count))
            switch random.below(100) {
            case 0..<35:
                let number = random.pick(HostileValues.numbers)
                set(&rows, row, column, number)
                log.append("cell \(row),\(column) = \(number)")
            case 35..<60:
                let text = random.pick(HostileValues.strings)
                set(&rows, row, column, text)
                log.append("cell \(row),\(column) = \(text.debugDescription)")
            case 60..<63:
                let huge = HostileValues.hugeString(&random)
                set(&rows, row, column, huge)
                log.append("cell \(row),\(column) = huge string of \(huge.utf8.count) bytes")
            case 63..<73:
                let rowBytes = rows[row].reduce(1) { $0 + $1.utf8.count + 1 }
                let times = min(random.pick([2, 100, 5_000]), max(1, InputMutator.maximumBytes / 2 / rowBytes))
                rows.insert(contentsOf: Array(repeating: rows[row], count: times), at: row)
                log.append("repeat row \(row) \(times) times")
            case 73..<81:
                let extra = random.pick(["", "x", "1e19", "\"open"])
                rows[row].append(extra)
                log.append("extra cell \(extra.debugDescription) in row \(row)")
            case 81..<89 where rows[row].count > 1:
                rows[row].remove(at: column)
                log.append("remove cell \(row),\(column)")
            case 89..<94:
                set(&rows, row, column, "\"" + (rows[row].indices.contains(column) ? rows[row][column] : ""))
                log.append("open quote in cell \(row),\(column)")
            default:
                rows.remove(at: row)
                log.append("remove row \(row)")
            }
        }
        return Data(rows.map { $0.joined(separator: ",") }.joined(separator: "\n").utf8)
    }

    private static func set(_ rows: inout [[String]], _ row: Int, _ column: Int, _ value: String) {
        if rows[row].indices.contains(column) { rows[row][column] = value } else { rows[row].append(value) }
    }
}
