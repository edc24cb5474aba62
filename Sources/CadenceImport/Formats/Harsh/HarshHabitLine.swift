import Foundation

/// One line of harsh's `habits` file (docs/import-export.md "harsh"), as harsh reads it: a
/// blank line or a `#` comment is nothing, `! Heading` starts a group, and anything else is
/// `Name: frequency` with an optional `: YYYY-MM-DD` end date, the parts separated by `": "`.
/// A habit line without `": "`, a name or a frequency is malformed (harsh skips it with a
/// warning).
enum HarshHabitLine: Equatable {
    case nothing
    /// A heading; `nil` when it is empty.
    case heading(String?)
    case habit(name: String, frequency: String, endDate: String?)
    /// Why the line is not a habit line.
    case malformed(String)

    init(_ line: Substring) {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.isEmpty || text.hasPrefix("#") {
            self = .nothing
        } else if text.hasPrefix("!") {
            let heading = text.dropFirst().trimmingCharacters(in: .whitespaces)
            self = .heading(heading.isEmpty ? nil : heading)
        } else {
            let parts = text.components(separatedBy: ": ")
            guard parts.count >= 2 else {
                self = .malformed("not a habit line (Name: frequency)")
                return
            }
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            let frequency = parts[1].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else {
                self = .malformed("the habit has no name")
                return
            }
            guard !frequency.isEmpty else {
                self = .malformed("the habit has no frequency")
                return
            }
            let end = parts.count >= 3 ? parts[2].trimmingCharacters(in: .whitespaces) : ""
            self = .habit(name: name, frequency: frequency, endDate: end.isEmpty ? nil : end)
        }
    }
}
