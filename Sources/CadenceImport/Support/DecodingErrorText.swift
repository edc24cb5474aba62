/// Turns a `DecodingError` into words a person can act on: which record (by 1-based position) and
/// field, and what was wrong (a truncated file, a wrong type, a missing field).
enum DecodingErrorText {
    /// `(location, field, message)` for `error`, `location` prefixed with `fileName`.
    static func describe(_ error: any Error, fileName: String, recordNoun: String = "record") -> ImportIssue {
        guard let decoding = error as? DecodingError else {
            return ImportIssue(fileName, "cannot read the JSON: \(error)")
        }
        let path: [any CodingKey]
        let message: String
        switch decoding {
        case .dataCorrupted(let context):
            path = context.codingPath
            let underlying = context.underlyingError.map { " (\($0))" } ?? ""
            message =
                path.isEmpty
                ? "not valid JSON — the file is truncated or malformed\(underlying)"
                : context.debugDescription
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
            message = "the field '\(key.stringValue)' is missing"
        case .typeMismatch(let type, let context):
            path = context.codingPath
            message = "expected \(describe(type)): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            path = context.codingPath
            message = "expected \(describe(type)) but found null"
        @unknown default:
            return ImportIssue(fileName, "cannot read the JSON: \(error)")
        }
        return ImportIssue(
            location(fileName: fileName, path: path, recordNoun: recordNoun), field: field(path), message)
    }

    private static func location(fileName: String, path: [any CodingKey], recordNoun: String) -> String {
        let indexes = path.compactMap(\.intValue)
        guard let first = indexes.first else { return fileName }
        return "\(fileName) \(recordNoun) \(first + 1)"
    }

    private static func field(_ path: [any CodingKey]) -> String? {
        let names = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        let trimmed = names.drop { $0.hasPrefix("[") }
        guard !trimmed.isEmpty else { return nil }
        return trimmed.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Double.Type, is Int.Type, is Int64.Type: "a number"
        case is Bool.Type: "true or false"
        default: "\(type)"
        }
    }
}
