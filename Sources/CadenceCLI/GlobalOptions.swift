import ArgumentParser

/// The options every command accepts, each also read from the environment
/// (`CADENCE_DB`, `CADENCE_NOW`, `CADENCE_JSON`, `NO_COLOR`).
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

    public init() {}

    public func validate() throws {
        if let now, NowArgument(now) == nil {
            throw ValidationError(NowArgument.formatHint(for: now, option: "--now"))
        }
    }
}
