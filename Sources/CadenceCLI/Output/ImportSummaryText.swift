import CadenceImport

/// `import`'s plan or result in the person's language (docs/domain-rules.md §23): one line per
/// habit, totals, what was left out and why, warnings. Habit names, file names, reasons and
/// warnings stay as they are.
enum ImportSummaryText {
    static func text(_ summary: ImportSummary, style: TerminalStyle, text: LocalText) -> String {
        var lines = ["\(style.bold(summary.fileName)) — \(summary.formatName)"]
        var table = Table([
            .init(""), .init(text.localized("Habit")), .init(text.localized("Check-ins"), .right), .init(text.localized("Skips"), .right),
            .init(text.localized("Note")),
        ])
        for habit in summary.habits {
            let action = habit.action == .create ? style.green(text.localized("create")) : style.cyan(text.localized("merge"))
            var note = habit.archived ? text.localized("archived") : ""
            if habit.action == .merge {
                note = text.localized(
                    "into #{id}; {count} already there",
                    ["id": habit.existingHabitID.map(String.init) ?? "?", "count": text.integer(habit.checkInsAlreadyPresent)])
            }
            table.append([action, habit.name, text.integer(habit.checkIns), text.integer(habit.skippedDays), note])
        }
        if !summary.habits.isEmpty { lines.append(table.render(style: style)) }
        lines.append(totals(summary, text: text))
        if summary.categoriesCreated > 0 {
            lines.append(text.localized("Categories created: {count}.", ["count": text.integer(summary.categoriesCreated)]))
        }
        if summary.settingsRestored { lines.append(text.localized("Settings restored from the file.")) }
        if summary.progressRestored { lines.append(text.localized("Perfect days, XP and achievements restored from the file.")) }
        for area in Set(summary.lifeRecords.keys).union(summary.lifeRecordsAlreadyPresent.keys).sorted() {
            let added = text.integer(summary.lifeRecords[area] ?? 0)
            let present = text.integer(summary.lifeRecordsAlreadyPresent[area] ?? 0)
            lines.append(text.localized("{area}: {added} added, {present} already there.", ["area": area, "added": added, "present": present]))
        }
        if !summary.notImported.isEmpty {
            lines.append(text.localized("Not imported:"))
            for (reason, count) in summary.notImported.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(text.integer(count)) \(reason)")
            }
        }
        if !summary.warnings.isEmpty {
            lines.append(style.yellow(text.localized("Warnings:")))
            lines += summary.warnings.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    /// `Total: 2 new habit(s), 1 matched, …` (English as it always was).
    private static func totals(_ summary: ImportSummary, text: LocalText) -> String {
        guard !text.isEnglish else {
            return "Total: \(summary.habitsCreated) new habit(s), \(summary.habitsMerged) matched, \(summary.checkIns) check-in(s), "
                + "\(summary.skippedDays) skipped day(s), \(summary.dayRecords) day record(s), \(summary.warnings.count) warning(s)."
        }
        let values = [
            "new": text.integer(summary.habitsCreated), "matched": text.integer(summary.habitsMerged),
            "checkIns": text.integer(summary.checkIns), "skipped": text.integer(summary.skippedDays),
            "days": text.integer(summary.dayRecords), "warnings": text.integer(summary.warnings.count),
        ]
        return text.localized(
            "Total: {new} new habits, {matched} matched, {checkIns} check-ins, {skipped} skipped days, {days} day records, {warnings} warnings.",
            values)
    }
}
