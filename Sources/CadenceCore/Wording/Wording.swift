/// The words every surface uses for the same things — the command line, the web app, and any
/// front end to come (docs/domain-rules.md §10): weekday and month names, percentages, period
/// names, difficulty names. One source, so difficulty 3 cannot be "moderate" in one place and
/// "medium" in another.
public enum Wording {
    /// `Monday`, `Tuesday`, …
    public static func weekdayName(_ weekday: Weekday) -> String {
        switch weekday {
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        }
    }

    /// `Mon`, `Tue`, …
    public static func shortWeekdayName(_ weekday: Weekday) -> String {
        String(weekdayName(weekday).prefix(3))
    }

    /// `January` … `December`; `?` outside 1…12.
    public static func monthName(_ month: Int) -> String {
        (1...12).contains(month) ? monthNames[month - 1] : "?"
    }

    /// `Jan` … `Dec`; `?` outside 1…12.
    public static func shortMonthName(_ month: Int) -> String {
        String(monthName(month).prefix(3))
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// A rate 0…1 as a whole percentage (`84%` for 0.836, rounded to the nearest), or `—` when there is
    /// none or it is not a number (docs/domain-rules.md §5: no units, no rate).
    public static func percent(_ rate: Double?) -> String {
        guard let rate, rate.isFinite else { return "—" }
        return "\(NumericBoundary.clamped(rate * 100, to: Int.min...Int.max))%"
    }

    /// `day`/`days`, `week`/`weeks`, `month`/`months`, `block`/`blocks`.
    public static func periodName(_ kind: EvaluationSpan.Kind, count: Int) -> String {
        let singular =
            switch kind {
            case .day: "day"
            case .week: "week"
            case .month: "month"
            case .block: "block"
            }
        return count == 1 ? singular : singular + "s"
    }

    /// docs/domain-rules.md §3: a day's difficulty 1…5 — `very easy`, `easy`, `moderate`,
    /// `hard`, `very hard`; `nil` outside 1…5.
    public static func difficultyName(_ difficulty: Int) -> String? {
        (1...5).contains(difficulty) ? difficultyNames[difficulty - 1] : nil
    }

    private static let difficultyNames = ["very easy", "easy", "moderate", "hard", "very hard"]

    /// docs/domain-rules.md §10: a count with its noun, singular for exactly one — "1 check-in",
    /// "3 check-ins", "0 check-ins".
    public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// docs/domain-rules.md §10: a habit's unit after an amount — singular for exactly 1 ("1 cup",
    /// "1 glass", "1 km"), as written otherwise ("2 cups", "0.5 cups"). Only a plural ending in
    /// "s" is made singular ("glasses" → "glass", "minutes" → "minute"); other units stay.
    public static func unit(_ unit: String, amount: Double) -> String {
        guard amount == 1, unit.count > 2, unit.hasSuffix("s"), !unit.hasSuffix("ss") else { return unit }
        for ending in ["sses", "shes", "ches", "xes"] where unit.hasSuffix(ending) { return String(unit.dropLast(2)) }
        return String(unit.dropLast())
    }
}
