import CadenceCore
import MCP

/// One argument of a tool: its name, what it holds, what it means, and whether it must be given
/// (docs/domain-rules.md §11 "Strict arguments"). A tool's input schema is built from its
/// parameters, and `ToolSchema.read(_:)` checks arguments against the same list, so what an
/// assistant is told and what Cadence accepts cannot drift apart.
struct ToolParameter: Sendable {
    /// What a parameter holds, and the JSON Schema that says so.
    enum Kind: Sendable {
        /// Text of at most `maxLength` characters (not empty when `nonEmpty`).
        case text(maxLength: Int, nonEmpty: Bool)
        /// A finite number (JSON integers and fractions alike).
        case number
        /// A whole number inside `range`.
        case integer(ClosedRange<Int>)
        case boolean
        /// A day as written (docs/domain-rules.md §1 "Days as written").
        case day
        /// A local wall-clock time `HH:MM` (24-hour).
        case time
        /// One of a few words.
        case choice([String])
        /// A list of `HH:MM` times.
        case times(maxItems: Int)
    }

    let name: String
    let kind: Kind
    let description: String
    let isRequired: Bool

    init(_ name: String, _ kind: Kind, _ description: String, required: Bool = false) {
        self.name = name
        self.kind = kind
        self.description = description
        self.isRequired = required
    }

    /// The pattern of `HH:MM`, shared by the schema and the check.
    static let timePattern = "^([01]?[0-9]|2[0-3]):[0-5][0-9]$"

    /// This parameter's JSON Schema.
    var schema: Value {
        var schema: [String: Value] = ["description": .string(description)]
        switch kind {
        case .text(let maxLength, let nonEmpty):
            schema["type"] = "string"
            schema["maxLength"] = .int(maxLength)
            if nonEmpty { schema["minLength"] = 1 }
        case .number:
            schema["type"] = "number"
        case .integer(let range):
            schema["type"] = "integer"
            schema["minimum"] = .int(range.lowerBound)
            schema["maximum"] = .int(range.upperBound)
        case .boolean:
            schema["type"] = "boolean"
        case .day:
            schema["type"] = "string"
            schema["maxLength"] = 16
        case .time:
            schema["type"] = "string"
            schema["pattern"] = .string(Self.timePattern)
        case .choice(let words):
            schema["type"] = "string"
            schema["enum"] = .array(words.map { .string($0) })
        case .times(let maxItems):
            schema["type"] = "array"
            schema["maxItems"] = .int(maxItems)
            schema["items"] = ["type": "string", "pattern": .string(Self.timePattern)]
        }
        return .object(schema)
    }
}
