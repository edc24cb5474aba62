import CadenceCore
import CadenceHTTP
import Foundation

/// Checks JSON values against the schemas of the OpenAPI document (a subset of JSON Schema
/// 2020-12, the dialect of OpenAPI 3.1): `$ref`, `type` (one or a list; `null` in the list
/// makes a value nullable), `enum`, `const`, `properties`, `required`, `additionalProperties`
/// (`false` or a schema), `items`, `minItems`, `maxItems`, `minimum`, `maximum`,
/// `minLength`, `maxLength`, `pattern`, `format` (`date`, `date-time`), `oneOf` and `anyOf`.
///
/// The server checks request bodies with it before decoding them (unknown fields are refused),
/// and the tests check every response body, so the document and the code cannot drift apart.
public struct JSONSchemaValidator: Sendable {
    /// The keywords this validator understands; the rest of a schema (`description`,
    /// `example`, …) is documentation. A test makes sure the document uses no other
    /// validation keyword.
    public static let supportedKeywords: Set<String> = [
        "$ref", "type", "enum", "const", "properties", "required", "additionalProperties", "items", "minItems",
        "maxItems", "minimum", "maximum", "minLength", "maxLength", "pattern", "format", "oneOf", "anyOf",
    ]

    /// The document `$ref`s are resolved in.
    let document: JSONValue
    /// `#/components/schemas/…` references, resolved once.
    private let componentSchemas: [String: JSONValue]
    /// Every `pattern` of the document, compiled once.
    private let patterns: CompiledPatterns

    public init(document: JSONValue) {
        self.document = document
        var schemas: [String: JSONValue] = [:]
        for (name, schema) in document["components"]?["schemas"]?.objectValue ?? [:] {
            schemas["#/components/schemas/\(name)"] = schema
        }
        componentSchemas = schemas
        patterns = CompiledPatterns(document: document)
    }

    /// Every violation of `schema` by `value` (empty when the value conforms).
    public func violations(of value: JSONValue, against schema: JSONValue, at path: String = "") -> [SchemaViolation] {
        guard let rules = schema.objectValue else { return [] }
        if let reference = rules["$ref"]?.stringValue {
            guard let target = resolve(reference) else {
                return [SchemaViolation(code: "unresolvedReference", path: path, message: "unknown schema \(reference)")]
            }
            return violations(of: value, against: target, at: path)
        }
        if let types = rules["type"], let problem = typeViolation(of: value, allowed: types, at: path) {
            return [problem]
        }
        var found: [SchemaViolation] = []
        if let options = rules["enum"]?.arrayValue, !options.contains(where: { Self.equal($0, value) }) {
            let names = options.map(Self.literal).joined(separator: ", ")
            found.append(SchemaViolation(code: "notAllowed", path: path, message: "must be one of \(names)"))
        }
        if let constant = rules["const"], !Self.equal(constant, value) {
            found.append(SchemaViolation(code: "notAllowed", path: path, message: "must be \(Self.literal(constant))"))
        }
        found += combinatorViolations(of: value, rules: rules, at: path)
        switch value {
        case .object(let members): found += objectViolations(members, rules: rules, at: path)
        case .array(let elements): found += arrayViolations(elements, rules: rules, at: path)
        case .string(let text): found += stringViolations(text, rules: rules, at: path)
        case .number(let number): found += numberViolations(number, rules: rules, at: path)
        case .null, .bool: break
        }
        return found
    }

    /// The schema a local reference (`#/components/schemas/Habit`) points at.
    public func resolve(_ reference: String) -> JSONValue? {
        if let schema = componentSchemas[reference] { return schema }
        guard reference.hasPrefix("#/") else { return nil }
        var node = document
        for part in reference.dropFirst(2).split(separator: "/") {
            let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    // MARK: Keywords

    private func typeViolation(of value: JSONValue, allowed: JSONValue, at path: String) -> SchemaViolation? {
        let names = allowed.arrayValue?.compactMap(\.stringValue) ?? [allowed.stringValue].compactMap { $0 }
        let actual = value.typeName
        let matches = names.contains(actual) || (actual == "integer" && names.contains("number"))
        guard !matches else { return nil }
        if case .number(let number) = value, names.contains("integer"), number.rounded() == number {
            // docs/domain-rules.md §7: a JSON integer is a safe integer, so that no integer field
            // can overflow when it becomes a Swift `Int`.
            let bound = JSONValue.largestSafeInteger
            return SchemaViolation(code: "outOfRange", path: path, message: "must be a whole number from -\(bound) to \(bound)")
        }
        let expected = names.joined(separator: " or ")
        return SchemaViolation(code: "wrongType", path: path, message: "must be \(expected), not \(actual)")
    }

    private func combinatorViolations(of value: JSONValue, rules: [String: JSONValue], at path: String) -> [SchemaViolation] {
        var found: [SchemaViolation] = []
        if let options = rules["oneOf"]?.arrayValue {
            let results = options.map { violations(of: value, against: $0, at: path) }
            let matching = results.filter(\.isEmpty).count
            if matching != 1 {
                found.append(shapeViolation(results: results, matching: matching, at: path))
            }
        }
        if let options = rules["anyOf"]?.arrayValue {
            let results = options.map { violations(of: value, against: $0, at: path) }
            if !results.contains(where: \.isEmpty) {
                found.append(shapeViolation(results: results, matching: 0, at: path))
            }
        }
        return found
    }

    /// With no match, reports the branch that came closest: the fewest violations, a wrong
    /// discriminator (`const` or `enum`) counting as ten. When even that branch has the wrong
    /// discriminator, no shape fits and that is what is reported.
    private func shapeViolation(results: [[SchemaViolation]], matching: Int, at path: String) -> SchemaViolation {
        func score(_ violations: [SchemaViolation]) -> Int {
            violations.reduce(0) { $0 + ($1.code == "notAllowed" ? 10 : 1) }
        }
        if matching == 0, let closest = results.min(by: { score($0) < score($1) }), let first = closest.first,
            !closest.contains(where: { $0.code == "notAllowed" })
        {
            return first
        }
        let message = matching == 0 ? "matches none of the allowed shapes" : "matches \(matching) of the allowed shapes instead of one"
        return SchemaViolation(code: "noMatchingShape", path: path, message: message)
    }

    private func objectViolations(_ members: [String: JSONValue], rules: [String: JSONValue], at path: String) -> [SchemaViolation] {
        var found: [SchemaViolation] = []
        let properties = rules["properties"]?.objectValue ?? [:]
        for name in rules["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where members[name] == nil {
            found.append(SchemaViolation(code: "missingField", path: Self.join(path, name), message: "is required"))
        }
        for name in members.keys.sorted() {
            guard let member = members[name] else { continue }
            if let schema = properties[name] {
                found += violations(of: member, against: schema, at: Self.join(path, name))
            } else if let additional = rules["additionalProperties"] {
                if additional == .bool(false) {
                    found.append(
                        SchemaViolation(code: "unknownField", path: Self.join(path, name), message: "is not a known field"))
                } else if additional.objectValue != nil {
                    found += violations(of: member, against: additional, at: Self.join(path, name))
                }
            }
        }
        return found
    }

    private func arrayViolations(_ elements: [JSONValue], rules: [String: JSONValue], at path: String) -> [SchemaViolation] {
        var found: [SchemaViolation] = []
        if let minimum = rules["minItems"]?.numberValue, Double(elements.count) < minimum {
            found.append(SchemaViolation(code: "outOfRange", path: path, message: "needs at least \(Int(minimum)) items"))
        }
        if let maximum = rules["maxItems"]?.numberValue, Double(elements.count) > maximum {
            found.append(SchemaViolation(code: "outOfRange", path: path, message: "takes at most \(Int(maximum)) items"))
        }
        if let items = rules["items"] {
            for (index, element) in elements.enumerated() {
                found += violations(of: element, against: items, at: Self.join(path, String(index)))
            }
        }
        return found
    }

    private func stringViolations(_ text: String, rules: [String: JSONValue], at path: String) -> [SchemaViolation] {
        var found: [SchemaViolation] = []
        if let minimum = rules["minLength"]?.numberValue, Double(text.count) < minimum {
            found.append(SchemaViolation(code: "outOfRange", path: path, message: "needs at least \(Int(minimum)) characters"))
        }
        if let maximum = rules["maxLength"]?.numberValue, Double(text.count) > maximum {
            found.append(SchemaViolation(code: "outOfRange", path: path, message: "takes at most \(Int(maximum)) characters"))
        }
        if let pattern = rules["pattern"]?.stringValue, !patterns.matches(text, pattern: pattern) {
            found.append(SchemaViolation(code: "badFormat", path: path, message: "must match \(pattern)"))
        }
        switch rules["format"]?.stringValue {
        case "date" where Day(text) == nil:
            found.append(SchemaViolation(code: "badFormat", path: path, message: "must be a date, YYYY-MM-DD"))
        case "date-time" where InstantText.date(text) == nil:  // docs/domain-rules.md §1 "Instants as text"
            found.append(
                SchemaViolation(code: "badFormat", path: path, message: "must be an ISO 8601 instant (2026-01-31T08:00:00Z)"))
        default:
            break
        }
        return found
    }

    private func numberViolations(_ number: Double, rules: [String: JSONValue], at path: String) -> [SchemaViolation] {
        var found: [SchemaViolation] = []
        if let minimum = rules["minimum"]?.numberValue, number < minimum {
            found.append(SchemaViolation(code: "outOfRange", path: path, message: "must be at least \(Self.literal(.number(minimum)))"))
        }
        if let maximum = rules["maximum"]?.numberValue, number > maximum {
            found.append(SchemaViolation(code: "outOfRange", path: path, message: "must be at most \(Self.literal(.number(maximum)))"))
        }
        return found
    }

    // MARK: Helpers

    private static func join(_ path: String, _ component: String) -> String {
        path.isEmpty ? component : "\(path).\(component)"
    }

    private static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        lhs == rhs
    }

    private static func literal(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): "'\(text)'"
        case .number(let number): number.formatted
        case .bool(let flag): String(flag)
        case .null: "null"
        case .array, .object: "a structured value"
        }
    }
}
