import ArgumentParser
import CadenceCore

/// `cadence health …`: health entries — sleep, steps, mood, water, weight
/// (docs/domain-rules.md §12 "Health").
struct HealthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "health",
        abstract: "Record and review health entries: sleep, steps, mood, water, weight.",
        discussion: """
            Sleep is kept in hours, steps as a count, mood on a 1–5 scale, water in mL (a cup is 250 mL) and weight \
            in kg (lb converted). Sleep (a night), steps and weight (a day) are one value each: adding one again \
            replaces it ("Replaced …"). Water is a log of drinks that add up; every mood is kept, the day's is the \
            latest. Sane ranges: sleep 0–24 h, steps 0–200,000, mood 1–5, water 1–5,000 mL a drink, weight \
            20–400 kg (44.1–881.84 lb); a value outside is refused with the range (exit 1).

            Examples:
              cadence health add sleep 7.5
              cadence health add water 2 cups
              cadence health add mood 4 --note "calm"
              cadence health add weight 165 lb --date yesterday
              cadence health list --type water --from -6
              cadence health summary --days 30
            """,
        subcommands: [HealthAddCommand.self, HealthListCommand.self, HealthSummaryCommand.self, HealthDeleteCommand.self, HealthRestoreCommand.self])
}

extension HealthType: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
