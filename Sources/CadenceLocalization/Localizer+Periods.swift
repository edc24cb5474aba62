extension Localizer {
    /// docs/domain-rules.md §23: a count of a streak's or a window's periods — `5 days`, `1 week`,
    /// `5 Tage` — by the period's name as the API writes it (`day`, `week`, `month`, `block`;
    /// any other is days); `formatted` is the count as the caller writes numbers.
    public func periods(_ name: String, count: Int, formatted: String) -> String {
        let value = ["count": formatted]
        switch name {
        case "week": return localized(one: "{count} week", other: "{count} weeks", count: count, value)
        case "month": return localized(one: "{count} month", other: "{count} months", count: count, value)
        case "block": return localized(one: "{count} block", other: "{count} blocks", count: count, value)
        default: return localized(one: "{count} day", other: "{count} days", count: count, value)
        }
    }
}
