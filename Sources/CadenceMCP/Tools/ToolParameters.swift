/// Parameters several tools share, declared once so they read the same everywhere.
enum ToolParameters {
    static let habit = ToolParameter(
        "habit", .text(maxLength: 200, nonEmpty: true),
        "The habit: its id, its name (any case), or an unambiguous start of its name.", required: true)

    static let date = ToolParameter(
        "date", .day, "The day (default: today): YYYY-MM-DD, today, yesterday, or an offset such as -2.")

    static let unit = ToolParameter(
        "unit", .text(maxLength: 40, nonEmpty: true),
        "The amount's unit when it is not the habit's own (m on a km habit, hr on a min habit).")

    /// The longest text a tool accepts (notes, descriptions); the domain's own limits refuse
    /// shorter ones with their own messages.
    static let longText = 100_000
}
