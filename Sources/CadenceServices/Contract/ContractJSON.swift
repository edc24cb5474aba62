import CadenceCore
import CadenceStorage
import Foundation

/// How the machine-readable shapes in this folder are written (docs/architecture.md "One contract
/// for machines"): the command line's `--json` output and the REST API use the same encoder.
///
/// Field names are camelCase and sorted; days are `YYYY-MM-DD`; instants are ISO 8601 in UTC
/// without fractional seconds (`2025-03-10T12:00:00Z`) and read in every form `InstantText`
/// accepts (docs/domain-rules.md §1 "Instants as text"); absent optional values are written as
/// `null`, never left out, so every shape has a stable set of keys.
public enum ContractJSON {
    /// An encoder with sorted keys and unescaped slashes; `pretty` adds indentation.
    public static func encoder(pretty: Bool = true) -> JSONEncoder {
        let encoder = JSONEncoder()
        var formatting: JSONEncoder.OutputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { formatting.insert(.prettyPrinted) }
        encoder.outputFormatting = formatting
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(InstantText.text(date))
        }
        return encoder
    }

    /// A decoder matching `encoder(pretty:)`.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = InstantText.date(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected an ISO 8601 instant such as 2025-03-10T12:00:00Z")
            }
            return date
        }
        return decoder
    }

    /// An instant as written in every shape: ISO 8601, UTC, whole seconds.
    public static func instant(_ date: Date) -> String {
        InstantText.text(date)
    }
}
