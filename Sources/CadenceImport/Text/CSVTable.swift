import CadenceCore
import Foundation

/// A CSV file read into rows of fields (RFC 4180: quoted fields, doubled quotes, CRLF or LF line
/// ends, a UTF-8 byte-order mark), each row with the line it starts on, for error messages.
///
/// docs/domain-rules.md §7: no field of the files Cadence imports holds more than
/// `maximumFieldLength` characters (names 100, descriptions 2,000, notes 1,000), so a longer one
/// is refused as soon as the parser reaches that length — a 64 MiB field costs what 64 KiB does.
struct CSVTable: Sendable {
    /// The most characters (Unicode scalars) a field may hold.
    static let maximumFieldLength = 65_536

    /// One record and the 1-based line it starts on.
    struct Row: Sendable {
        let line: Int
        let fields: [String]

        /// The field at `index`, or `""` when the row is shorter.
        subscript(index: Int) -> String { index < fields.count ? fields[index] : "" }
    }

    let rows: [Row]

    /// Parses `text`; an unterminated quoted field is an error naming its line.
    init(text: String, fileName: String) throws(ImportFailure) {
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var quotedFieldLine = 1
        var line = 1
        var rowLine = 1
        var characters = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = characters.next()
        if pending == "\u{FEFF}" { pending = characters.next() }
        var rowHasContent = false
        var fieldLength = 0
        while let scalar = pending {
            pending = characters.next()
            fieldLength += 1
            if fieldLength > Self.maximumFieldLength {
                throw Self.fieldTooLong(
                    field, index: fields.count, line: inQuotes ? quotedFieldLine : rowLine, header: rows.first, fileName: fileName)
            }
            if inQuotes {
                if scalar == "\"" {
                    if pending == "\"" {
                        field.unicodeScalars.append("\"")
                        pending = characters.next()
                    } else {
                        inQuotes = false
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"":
                inQuotes = true
                quotedFieldLine = line
                rowHasContent = true
            case ",":
                fields.append(field)
                field = ""
                fieldLength = 0
                rowHasContent = true
            case "\r" where pending == "\n":
                continue
            case "\n", "\r":
                if rowHasContent || !field.isEmpty {
                    fields.append(field)
                    rows.append(Row(line: rowLine, fields: fields))
                }
                fields = []
                field = ""
                fieldLength = 0
                rowHasContent = false
                line += 1
                rowLine = line
            default:
                field.unicodeScalars.append(scalar)
                rowHasContent = true
            }
        }
        if inQuotes {
            throw ImportFailure(
                fileName: fileName,
                [
                    ImportIssue(
                        "\(fileName) line \(quotedFieldLine)",
                        "a quoted field is never closed: the file is truncated or malformed")
                ])
        }
        if rowHasContent || !field.isEmpty {
            fields.append(field)
            rows.append(Row(line: rowLine, fields: fields))
        }
        self.rows = rows
    }

    /// The refusal of a field longer than `maximumFieldLength`, named by its header when the
    /// file has one: `Habits.csv line 2, field 'Name'`.
    private static func fieldTooLong(_ field: String, index: Int, line: Int, header: Row?, fileName: String)
        -> ImportFailure
    {
        let name = header.flatMap { index < $0.fields.count ? $0.fields[index] : nil }
        let issue = ImportIssue(
            "\(fileName) line \(line)", field: name ?? "column \(index + 1)",
            "the value \(InputExcerpt.quotedStart(field)) goes on past \(InputExcerpt.grouped(maximumFieldLength)) characters, more than any field "
                + "of an export holds"
        )
        return ImportFailure(fileName: fileName, [issue])
    }

    /// Reads and parses the file at `url`, which must be UTF-8.
    init(contentsOf url: URL) throws(ImportFailure) {
        let name = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportFailure(
                fileName: name, [ImportIssue(name, "cannot read the file: \(error.localizedDescription)")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ImportFailure(fileName: name, [ImportIssue(name, "the file is not UTF-8 text")])
        }
        try self.init(text: text, fileName: name)
    }
}
