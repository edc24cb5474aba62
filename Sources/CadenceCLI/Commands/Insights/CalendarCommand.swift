import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence calendar H [--weeks N]`: a GitHub-style heatmap of the last N weeks.
struct CalendarCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Show a heatmap of a habit's last weeks.",
        discussion: """
            Rows are weekdays (from your week start), columns are weeks, the last one holding today. \
            · nothing on a due day, ░▒▓ part of the day's goal, █ goal met, – skipped.

            Examples:
              cadence calendar Run
              cadence calendar Run --weeks 52
            """)

    @OptionGroup var habit: HabitArgument

    @Option(help: ArgumentHelp("How many weeks to show (1–104).", valueName: "n"))
    var weeks = 16

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        guard (1...104).contains(weeks) else { throw ValidationError("--weeks takes 1 to 104") }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let lastWeek = context.today.firstOfWeek(startingOn: context.settings.weekStart)
        let first = lastWeek.adding(days: -7 * (weeks - 1))
        let last = lastWeek.adding(days: 6)
        let history = try await context.service.dayHistory(of: habit.id, for: context.user, from: first, through: last)
        let days = history.map { day -> CalendarJSON.DayJSON in
            let level = day.isActive && day.day <= context.today ? DayIntensity.level(of: habit, total: day.total) : nil
            return CalendarJSON.DayJSON(
                date: day.day, total: day.total, checkIns: day.checkIns, due: day.isDue, skipped: day.isSkipped,
                level: level)
        }
        let calendar = CalendarJSON(habit: habit, from: first, to: last, days: days)
        try context.output.emit(calendar) {
            let style = context.output.style
            let title =
                style.bold(HabitText.title(of: habit)) + style.dim(" · last \(weeks) \(weeks == 1 ? "week" : "weeks")")
            let map = Heatmap(calendar: calendar, weekStart: context.settings.weekStart, style: style)
            return title + "\n\n" + map.render(isQuit: habit.kind == .quit)
        }
    }
}
