import ArgumentParser
import CadenceCore
import CadenceServices
import Foundation

/// `cadence routine show R`: a routine with its streak, best streak and 30-day rate.
struct RoutineShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a routine with its streak and rate.")

    @Argument(help: "The routine, by name or id.")
    var routine: String

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let found = try await context.service.resolveRoutine(routine, of: context.user)
        let stats = try await context.service.routineStats(found, for: context.user)
        let json = RoutineStatsJSON(try await RoutineHabitsOption.json(found, context: context), stats: stats)
        try context.output.emit(json) {
            let text = LocalText(localizer: context.output.localizer)
            if !text.isEnglish {
                let values = [
                    "streak": text.integer(json.streak), "best": text.integer(json.bestStreak), "rate": text.percent(json.rate),
                ]
                let stats =
                    json.doneToday
                    ? text.localized("streak {streak} · best {best} · 30-day rate {rate} · done today", values)
                    : text.localized("streak {streak} · best {best} · 30-day rate {rate}", values)
                return text.routineLine(try RoutineJSONBack.of(json)) + "\n  " + stats
            }
            let rate = Wording.percent(json.rate)
            return RoutineHabitsOption.line(try RoutineJSONBack.of(json)) + "\n"
                + "  streak \(json.streak) · best \(json.bestStreak) · 30-day rate \(rate)\(json.doneToday ? " · done today" : "")"
        }
    }
}

/// The plain routine of a routine with statistics, for its one-line form.
enum RoutineJSONBack {
    static func of(_ json: RoutineStatsJSON) throws -> RoutineJSON {
        try JSONDecoder().decode(RoutineJSON.self, from: JSONEncoder().encode(json))
    }
}
