/// The words every tile's menu on Today repeats (docs/web.md "Today"), in the person's language
/// (docs/domain-rules.md §23), looked up once per page instead of once per tile: the page
/// renders up to a hundred tiles, and a lookup with a placeholder built a dictionary and a new
/// string for each (docs/benchmarks.md "Issue #36, fourth round").
struct TodayTileWords {
    let text: WebText
    /// "More for {name}" around its one placeholder; `nil` when the translation has none or
    /// several (then each tile fills it the usual way).
    let moreFor: (before: String, after: String)?
    let markDone: String
    let logASlip: String
    let log: String
    let doneForToday: String
    let undoLast: String
    let skipToday: String
    let unskipToday: String
    let details: String
    let completions: String

    init(text: WebText) {
        self.text = text
        moreFor = Self.around("{name}", in: text.localized("More for {name}"))
        markDone = text.localized("Mark done")
        logASlip = text.localized("Log a slip")
        log = text.localized("Log")
        doneForToday = text.localized("Done for today.")
        undoLast = text.localized("Undo last")
        skipToday = text.localized("Skip today")
        unskipToday = text.localized("Unskip today")
        details = text.localized("Details")
        completions = text.localized("Completions")
    }

    /// The summary's label for a habit's menu: "More for Read".
    func writeMoreFor(_ name: String, to writer: inout HTMLWriter) {
        guard let moreFor else {
            writer.text(text.localized("More for {name}", ["name": name]))
            return
        }
        writer.text(moreFor.before)
        writer.text(name)
        writer.text(moreFor.after)
    }

    /// The text before and after the one `placeholder` in `template`; `nil` unless there is exactly one.
    static func around(_ placeholder: String, in template: String) -> (before: String, after: String)? {
        let parts = template.split(separator: placeholder, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}
