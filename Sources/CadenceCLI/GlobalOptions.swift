import ArgumentParser
import CadenceLocalization

/// The options every command accepts, each also read from the environment
/// (`CADENCE_DB`, `CADENCE_NOW`, `CADENCE_JSON`, `NO_COLOR`; the language from `LC_ALL`,
/// `LC_MESSAGES` or `LANG`, docs/domain-rules.md §23).
public struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The store file (env CADENCE_DB; default $XDG_DATA_HOME/cadence/cadence.sqlite).",
            valueName: "path"))
    var db: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Run as if now were this ISO 8601 instant, or YYYY-MM-DD meaning 12:00 local time (env CADENCE_NOW).",
            valueName: "instant"))
    var now: String?

    @Flag(name: .long, help: "Print machine-readable JSON on stdout (env CADENCE_JSON=1).")
    var json = false

    @Flag(name: .customLong("no-color"), help: "Never color the output (also NO_COLOR).")
    var noColor = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The language of the text output: en, de, fr, es, pt-BR, ja or ar (default from LC_ALL, LC_MESSAGES, LANG). "
                + "--json never changes.",
            valueName: "tag"))
    var locale: String?

    public init() {}

    public func validate() throws {
        if let now, NowArgument(now) == nil {
            throw ValidationError(NowArgument.formatHint(for: now, option: "--now"))
        }
        if let locale, Language(tag: locale) == nil {
            let tags = Language.allCases.map(\.tag).joined(separator: ", ")
            throw ValidationError("--locale must be one of \(tags), not \"\(locale.prefix(40))\".")
        }
    }
}
