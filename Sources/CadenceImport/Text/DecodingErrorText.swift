import CadenceCore
import Foundation

/// Turns a `DecodingError` into words a person can act on: which record (by 1-based position) and
/// field, and what was wrong (a truncated file, JSON nested too deeply, a wrong type or shape, a
/// missing field). Values from the file are quoted as excerpts (`InputExcerpt`).
enum DecodingErrorText {
    /// How deep Foundation's JSON parser reads (it refuses deeper documents).
    static let maximumDepth = 512

    /// `(location, field, message)` for `error`, `location` prefixed with `fileName`. With the
    /// `data` that failed, a document refused as a whole is told apart: too deeply nested JSON is
    /// valid JSON of the wrong shape, not a truncated file.
    static func describe(_ error: any Error, fileName: String, recordNoun: String = "record", data: Data? = nil)
        -> ImportIssue
    {
        guard let decoding = error as? DecodingError else {
            return ImportIssue(fileName, "cannot read the JSON: \(error)")
        }
        let path: [any CodingKey]
        let message: String
        switch decoding {
        case .dataCorrupted(let context):
            path = context.codingPath
            let underlying = context.underlyingError.map { "\($0)" } ?? ""
            if isTooDeep(underlying) || (path.isEmpty && data.map { nestingDepth(of: $0) > maximumDepth } == true) {
                message =
                    "the JSON is nested more than \(maximumDepth) levels deep: not the expected shape of this format's file"
            } else {
                message =
                    path.isEmpty
                    ? "not valid JSON — the file is truncated or malformed\(underlying.isEmpty ? "" : " (\(InputExcerpt.excerpt(underlying)))")"
                    : InputExcerpt.excerpt(context.debugDescription, limit: 200)
            }
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
            message = "the field '\(key.stringValue)' is missing"
        case .typeMismatch(let type, let context):
            path = context.codingPath
            message =
                "not the expected shape: expected \(describe(type)) (\(InputExcerpt.excerpt(context.debugDescription, limit: 200)))"
        case .valueNotFound(let type, let context):
            path = context.codingPath
            message = "expected \(describe(type)) but found null"
        @unknown default:
            return ImportIssue(fileName, "cannot read the JSON: \(error)")
        }
        return ImportIssue(
            location(fileName: fileName, path: path, recordNoun: recordNoun), field: field(path), message)
    }

    /// How deeply arrays and objects nest in `data`, read byte by byte outside strings.
    static func nestingDepth(of data: Data) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// Whether the parser's error says the document is nested too deeply.
    private static func isTooDeep(_ description: String) -> Bool {
        let lowered = description.lowercased()
        return lowered.contains("nested") || lowered.contains("depth") || lowered.contains("too deep")
    }

    private static func location(fileName: String, path: [any CodingKey], recordNoun: String) -> String {
        let indexes = path.compactMap(\.intValue)
        guard let first = indexes.first else { return fileName }
        return "\(fileName) \(recordNoun) \(first + 1)"
    }

    private static func field(_ path: [any CodingKey]) -> String? {
        let names = path.map { $0.intValue.map { "[\($0)]" } ?? InputExcerpt.excerpt($0.stringValue) }
        let trimmed = names.drop { $0.hasPrefix("[") }
        guard !trimmed.isEmpty else { return nil }
        return trimmed.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Double.Type, is Int.Type, is Int64.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        case is [String: Any].Type: "an object"
        default: "\(type)"
        }
    }
}
