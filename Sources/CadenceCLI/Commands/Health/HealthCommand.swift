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
            in kg (lb converted). Several entries a day are fine: sleep, steps and water add up, mood averages, the \
            last weight counts.

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
