import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices

/// `list_routines` (docs/domain-rules.md §11, "§19 Routines"): the person's
/// routines with their habits in order, their streaks and 30-day rates. Starting a routine needs
/// no tool of its own: the habits' own tools (`check_in`) do it, one habit at a time.
enum RoutineTools {
    static var all: [CadenceTool] { [listRoutines] }

    static let listRoutines = CadenceTool(
        "list_routines", title: "List routines",
        description: """
            The person's routines (ordered groups of habits, such as Morning: Water, Meditate, Stretch) with their \
            habits in order, their time, streak, best streak, 30-day rate and whether each is done today. \
            A routine is done for a day when all of its habits due that day are done; check its habits in with check_in.
            """,
        parameters: [],
        effect: .reads
    ) { _, context in
        let habits = try await context.service.habits(of: context.user, includeArchived: true)
        var listed: [RoutineStatsJSON] = []
        for routine in try await context.service.routines(of: context.user) {
            let stats = try await context.service.routineStats(routine, for: context.user)
            listed.append(RoutineStatsJSON(RoutineJSON(routine, habits: habits), stats: stats))
        }
        let words = context.words
        let routines = listed.map { "\($0.name) (\($0.habits.map(\.name).joined(separator: ", ")))" }.joined(separator: "; ")
        let text =
            listed.isEmpty
            ? words.localizer.localized("No routines yet.")
            : words.isEnglish
                ? "\(ToolText.count(listed.count, "routine")): " + routines + "."
                : words.localizer.localized(
                    one: "{count} routine: {routines}.", other: "{count} routines: {routines}.", count: listed.count, ["routines": routines])
        return try ToolOutput(text, list: listed, key: "routines")
    }
}
