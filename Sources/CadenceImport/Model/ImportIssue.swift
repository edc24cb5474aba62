import CadenceCore

/// One thing an import has to say about its input: where (the file and line, or the record),
/// which field, and what — a warning when the import goes ahead, an error when it is refused.
///
/// docs/domain-rules.md §7: every violation is a clear error; docs/import-export.md: a phrase that cannot be
/// parsed is reported by habit and field, never guessed silently. docs/domain-rules.md §7
/// ("messages quote excerpts"): values are quoted with `InputExcerpt`, and as a last guard each
/// part is cut to `maximumLength` characters, so no issue ever carries a whole input.
public struct ImportIssue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file and line (`Habits.csv line 3`) or record (`habit 'Run' (Habits id 4)`).
    public var location: String
    /// The field at fault (`goal`, `freq_den`, `date`), when there is one.
    public var field: String?
    public var message: String

    /// The most characters an issue's location, field or message keeps.
    public static let maximumLength = 1_000

    public init(_ location: String, field: String? = nil, _ message: String) {
        self.location = InputExcerpt.excerpt(location, limit: Self.maximumLength)
        self.field = field.map { InputExcerpt.excerpt($0, limit: InputExcerpt.maximumCharacters) }
        self.message = InputExcerpt.excerpt(message, limit: Self.maximumLength)
    }

    /// `location, field: message`.
    public var description: String {
        "\(location)\(field.map { ", field '\($0)'" } ?? ""): \(message)"
    }
}

/// An import refused: the file it concerns and every error found (nothing was written but the
/// failed entry of the import log; docs/domain-rules.md §7).
public struct ImportFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or folder name, without its directory.
    public var fileName: String
    /// The errors, in the order found (at most `maximumIssues`).
    public var issues: [ImportIssue]

    /// How many errors a failure lists before it stops looking.
    public static let maximumIssues = 50

    public init(fileName: String, _ issues: [ImportIssue]) {
        self.fileName = InputExcerpt.excerpt(fileName)
        self.issues = issues
    }

    /// The same failure with every mention of `internalName` (a temporary copy) written as
    /// `fileName`, the name the person gave.
    public func naming(_ internalName: String, as fileName: String) -> ImportFailure {
        let renamed = issues.map { issue in
            var issue = issue
            issue.location = issue.location.replacingOccurrences(of: internalName, with: fileName)
            issue.message = issue.message.replacingOccurrences(of: internalName, with: fileName)
            return issue
        }
        return ImportFailure(fileName: fileName, renamed)
    }

    /// `cannot import 'FILE': first issue (and N more)`.
    public var description: String {
        let first = issues.first.map(\.description) ?? "unknown error"
        let more = issues.count > 1 ? " (and \(issues.count - 1) more)" : ""
        return "cannot import '\(fileName)': \(first)\(more); nothing was imported"
    }
}

extension ImportIssue: Error {}
