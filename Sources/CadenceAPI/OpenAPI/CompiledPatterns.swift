import CadenceHTTP
import Foundation

/// The regular expressions of a document's `pattern` keywords, compiled once.
final class CompiledPatterns: @unchecked Sendable {
    // Immutable after `init`; `NSRegularExpression` matching is thread-safe.
    private let expressions: [String: NSRegularExpression]

    init(document: JSONValue) {
        var found: [String: NSRegularExpression] = [:]
        func visit(_ value: JSONValue) {
            switch value {
            case .object(let members):
                if let pattern = members["pattern"]?.stringValue, let expression = try? NSRegularExpression(pattern: pattern) {
                    found[pattern] = expression
                }
                members.values.forEach(visit)
            case .array(let elements):
                elements.forEach(visit)
            default:
                break
            }
        }
        visit(document)
        expressions = found
    }

    /// Whether `text` matches `pattern` (compiled now if the document did not hold it).
    func matches(_ text: String, pattern: String) -> Bool {
        guard let expression = expressions[pattern] ?? (try? NSRegularExpression(pattern: pattern)) else { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
