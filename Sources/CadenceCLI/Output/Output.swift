import CadenceLocalization
import CadenceServices
import CadenceStorage
import Foundation

/// How this invocation writes its result: JSON or human text, with or without color, in the
/// person's language (docs/domain-rules.md §23; JSON never changes with it).
struct Output {
    let isJSON: Bool
    let style: TerminalStyle
    let localizer: Localizer

    init(isJSON: Bool, style: TerminalStyle, localizer: Localizer = .english) {
        self.isJSON = isJSON
        self.style = style
        self.localizer = localizer
    }

    init(options: GlobalOptions, environment: [String: String]) {
        let isJSON = options.json || Output.isTruthy(environment["CADENCE_JSON"])
        let noColorRequested = options.noColor || !(environment["NO_COLOR"] ?? "").isEmpty
        let colored = !isJSON && !noColorRequested && Console.stdoutIsTerminal && environment["TERM"] != "dumb"
        self.init(isJSON: isJSON, style: TerminalStyle(isEnabled: colored), localizer: Localizer(Output.language(options, environment)))
    }

    /// `--locale`, else the POSIX locale variables, else English (docs/domain-rules.md §23 "Where
    /// the language comes from").
    static func language(_ options: GlobalOptions, _ environment: [String: String]) -> Language {
        options.locale.flatMap(Language.init(tag:)) ?? LanguageNegotiation.language(environment: environment) ?? .english
    }

    /// Writes the command's result: `value` as JSON with `--json`, otherwise the text `human()` builds.
    func emit<Value: Encodable>(_ value: Value, human: () throws -> String) throws {
        if isJSON {
            Console.out(try Output.json(value))
        } else {
            Console.out(try human())
        }
    }

    /// `value` encoded with the contract's encoder (sorted keys, `null` for absent values).
    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let data = try ContractJSON.encoder(pretty: true).encode(value)
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether an environment value means yes (`1`, `true`, `yes`).
    static func isTruthy(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "yes", "on"].contains(value.lowercased())
    }
}
