import CadenceHTTP
import Foundation
import Yams

/// Turns a YAML document into `JSONValue`s, keeping every scalar the way JSON would see it:
/// YAML timestamps (an unquoted `2026-01-01`) stay strings, so the OpenAPI document's
/// examples and formats mean what they say.
enum YAMLConversion {
    /// The conversion failed: the text is not YAML, or uses a construct JSON cannot hold.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses `yaml` into a JSON value.
    static func jsonValue(fromYAML yaml: String) throws -> JSONValue {
        guard let node = try Yams.compose(yaml: yaml) else {
            throw Failure(description: "the YAML document is empty")
        }
        return try jsonValue(node)
    }

    private static func jsonValue(_ node: Node) throws -> JSONValue {
        switch node {
        case .scalar(let scalar):
            switch Tag.Name(rawValue: node.tag.description) {
            case .null: return .null
            case .bool: return node.bool.map(JSONValue.bool) ?? .string(scalar.string)
            case .int: return node.int.map { .number(Double($0)) } ?? .string(scalar.string)
            case .float: return node.float.map(JSONValue.number) ?? .string(scalar.string)
            default: return .string(scalar.string)
            }
        case .mapping(let mapping):
            var members: [String: JSONValue] = [:]
            for (key, value) in mapping {
                guard let name = key.string else { throw Failure(description: "a mapping key is not a string") }
                members[name] = try jsonValue(value)
            }
            return .object(members)
        case .sequence(let sequence):
            return .array(try sequence.map(jsonValue))
        case .alias:
            throw Failure(description: "YAML aliases are not supported in the OpenAPI document")
        }
    }
}
