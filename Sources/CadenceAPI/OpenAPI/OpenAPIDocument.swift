import CadenceHTTP
import Foundation

/// The API's OpenAPI 3.1 document (`Resources/openapi.yaml`), the source of truth for every
/// route's request and response bodies. Served at `/api/openapi.yaml`; the server checks
/// request bodies against its schemas, and the tests check every response against it.
public struct OpenAPIDocument: Sendable {
    /// The document could not be found or read.
    public struct LoadingError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The YAML text, served as is.
    public let yaml: String
    /// The parsed document.
    public let root: JSONValue
    /// A validator resolving `$ref`s in this document.
    public let validator: JSONSchemaValidator

    /// Parses a document.
    public init(yaml: String) throws {
        self.yaml = yaml
        root = try YAMLConversion.jsonValue(fromYAML: yaml)
        validator = JSONSchemaValidator(document: root)
    }

    /// The document shipped with the server: the `openapi.yaml` resource of this module
    /// (`Bundle.module`, the `Cadence_CadenceAPI.resources` folder beside the executable).
    public static func bundled() throws -> OpenAPIDocument {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            throw LoadingError(
                description: "cannot read the API description openapi.yaml in \(Bundle.module.bundlePath); "
                    + "copy the Cadence_CadenceAPI.resources folder along with the executable")
        }
        return try OpenAPIDocument(yaml: text)
    }

    /// The component schema `name` (`#/components/schemas/name`), or `nil`.
    public func schema(named name: String) -> JSONValue? {
        root["components"]?["schemas"]?[name]
    }

    /// Violations of the component schema `name` by `value`.
    public func violations(of value: JSONValue, againstSchemaNamed name: String) -> [SchemaViolation] {
        guard schema(named: name) != nil else {
            return [SchemaViolation(code: "unresolvedReference", path: "", message: "no schema named \(name)")]
        }
        return validator.violations(of: value, against: .object(["$ref": .string("#/components/schemas/\(name)")]))
    }

    /// Every operation of the document as (method in upper case, path template).
    public var operations: [(method: String, path: String)] {
        let methods = ["get", "put", "post", "delete", "patch"]
        return (root["paths"]?.objectValue ?? [:]).keys.sorted().flatMap { path in
            methods.compactMap { method in root["paths"]?[path]?[method] == nil ? nil : (method.uppercased(), path) }
        }
    }

    /// The methods the document gives the path template matching a concrete `path`
    /// (`/api/v1/habits/3` matches `/api/v1/habits/{id}`), upper case; empty when none matches.
    public func methods(ofPath path: String) -> [String] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        let matching = operations.filter { operation in
            let pattern = operation.path.split(separator: "/", omittingEmptySubsequences: false)
            return pattern.count == segments.count && zip(pattern, segments).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
        }
        return matching.map(\.method).sorted()
    }

    /// The operation for a method and a path template (`/api/v1/habits/{id}`).
    public func operation(method: String, path: String) -> JSONValue? {
        root["paths"]?[path]?[method.lowercased()]
    }

    /// The schema of an operation's response body with `status` and `mediaType`, when the
    /// document describes one (`default` stands for any status it does not list).
    public func responseSchema(method: String, path: String, status: Int, mediaType: String) -> JSONValue? {
        guard let responses = operation(method: method, path: path)?["responses"],
            var response = responses[String(status)] ?? responses["default"]
        else { return nil }
        if let reference = response["$ref"]?.stringValue, let target = validator.resolve(reference) {
            response = target
        }
        return response["content"]?[mediaType]?["schema"]
    }

    /// Whether the document lists `status` (or a `default`) among an operation's responses.
    public func documents(status: Int, method: String, path: String) -> Bool {
        guard let responses = operation(method: method, path: path)?["responses"] else { return false }
        return responses[String(status)] != nil || responses["default"] != nil
    }
}
