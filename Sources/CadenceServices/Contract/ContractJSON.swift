import CadenceStorage
import Foundation

/// How the machine-readable shapes in this folder are written (docs/architecture.md "One contract
/// for machines"): the command line's `--json` output and the REST API use the same encoder.
///
/// Field names are camelCase and sorted; days are `YYYY-MM-DD`; instants are ISO 8601 in UTC
/// without fractional seconds (`2025-03-10T12:00:00Z`); absent optional values are written as
/// `null`, never left out, so every shape has a stable set of keys.
public enum ContractJSON {
    /// An encoder with sorted keys and unescaped slashes; `pretty` adds indentation.
    public static func encoder(pretty: Bool = true) -> JSONEncoder {
        let encoder = JSONEncoder()
        var formatting: JSONEncoder.OutputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { formatting.insert(.prettyPrinted) }
        encoder.outputFormatting = formatting
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// A decoder matching `encoder(pretty:)`.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// An instant as written in every shape: ISO 8601, UTC, whole seconds.
    public static func instant(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
