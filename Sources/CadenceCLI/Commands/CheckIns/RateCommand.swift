import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence rate H 1-5`: rates how hard a day was (docs/domain-rules.md §3).
struct RateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rate",
        abstract: "Rate how hard a habit was on a day, from 1 (easy) to 5 (hard).",
        discussion: """
            Examples:
              cadence rate Run 4
              cadence rate Meditate 2 --date yesterday
            """)

    @OptionGroup var habit: HabitArgument

    @Argument(help: "1 (very easy) to 5 (very hard).")
    var difficulty: Int

    @OptionGroup var when: DayOption

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let record = try await context.service.setDifficulty(
            difficulty, habit: habit.id, for: context.user, on: when.day(relativeTo: context.today))
        try context.output.emit(DayRecordJSON(record)) {
            let text = LocalText(localizer: context.output.localizer)
            let word = text.difficulty(difficulty)
            let name = context.output.style.bold(HabitText.title(of: habit))
            let when = text.when(record.day, today: context.today)
            guard text.isEnglish else {
                let values = ["name": name, "when": when, "rating": text.integer(difficulty), "word": word]
                return text.localized("Rated {name} {when}: {rating}/5 ({word})", values)
            }
            return "Rated \(name) \(when): \(difficulty)/5 (\(word))"
        }
    }
}
