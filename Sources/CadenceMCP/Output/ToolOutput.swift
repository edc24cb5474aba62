import CadenceServices
import Foundation
import MCP

/// What a tool answers (docs/domain-rules.md §11 "Results"): a short sentence for the model
/// and the same JSON the command line's `--json` writes, as `structuredContent` and, for
/// clients that read only text, as a second text block. MCP's structured content is an
/// object, so a command whose `--json` is an array answers `{"<key>": [...]}`.
struct ToolOutput: Sendable {
    let text: String
    let json: Value

    /// `value` written by the contract encoder (camelCase, sorted keys, `null` for absent
    /// values, ISO 8601 instants), then read back as an MCP value.
    init(_ text: String, json value: some Encodable) throws {
        self.text = text
        json = try Self.value(of: value)
    }

    /// An array shape under `key`.
    init(_ text: String, list value: some Encodable, key: String) throws {
        self.text = text
        json = .object([key: try Self.value(of: value)])
    }

    /// The result of a successful call.
    var result: CallTool.Result {
        CallTool.Result(content: [Self.text(text), Self.text(Self.compact(json))], structuredContent: json as Value?, isError: false)
    }

    /// A JSON value as the contract encoder writes it, read back as an MCP value.
    static func value(of value: some Encodable) throws -> Value {
        let data = try ContractJSON.encoder(pretty: false).encode(value)
        return try JSONDecoder().decode(Value.self, from: data)
    }

    /// A value written on one line with sorted keys.
    static func compact(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    static func text(_ text: String) -> Tool.Content {
        .text(text: text, annotations: nil, _meta: nil)
    }
}
