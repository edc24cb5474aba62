extension Weekday {
    /// The weekdays a person lists (docs/domain-rules.md §1 "Days as written"): `mon,wed,fri`,
    /// ISO numbers `1,3,5`, `weekdays` (Monday to Friday) or `weekends`; `nil` when any part
    /// names no weekday or the list is empty. The command line's `--on` and an assistant's
    /// `on` argument read weekday lists through this one rule.
    public static func list(_ text: String) -> Set<Weekday>? {
        let text = text.lowercased().trimmingCharacters(in: .whitespaces)
        switch text {
        case "weekdays", "workdays": return [.monday, .tuesday, .wednesday, .thursday, .friday]
        case "weekends", "weekend": return [.saturday, .sunday]
        default:
            var days = Set<Weekday>()
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let day = Weekday(name: String(part)) else { return nil }
                days.insert(day)
            }
            return days.isEmpty ? nil : days
        }
    }
}
