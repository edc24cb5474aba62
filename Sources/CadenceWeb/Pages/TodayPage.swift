import CadenceCore
import CadenceLocalization
import CadenceServices

/// Today (docs/web.md; docs/domain-rules.md §5 today list; §7 level and global streak): the
/// habit tiles in the user's order and colors with progress ring and streak, the done/total
/// summary, the level and perfect-day streak, the category filter, quit habits apart, the
/// undo toast after a check-in and the celebration when the day just became perfect.
///
/// Every tile's buttons belong to one form, `#today-form` (docs/web.md "Today's form"), that
/// carries the CSRF token and the day once; each button names its action and habit
/// (`check-in=12`). So a tile is its own data and nothing else, and 100 tiles stay small.
/// Every word is in the person's language (docs/domain-rules.md §23).
struct TodayPage {
    let list: TodayList
    let categories: [Category]
    let selectedCategory: CategoryID?
    let level: LevelProgress
    let globalStreak: GlobalStreak
    /// The habit just logged (shows the undo toast).
    let justLogged: Habit?
    /// Whether the check-in just made made the day perfect.
    let celebrate: Bool
    /// A habit whose Undo found nothing to undo today (shows a notice instead of an error).
    var nothingToUndo: Habit? = nil
    /// A yes/no habit whose check-in was refused as already done today (`#day-complete`, with Undo).
    var dayComplete: Habit? = nil
    /// Each measured habit's usual step, pre-filled in its amount field (`CadenceService.usualAmounts`).
    var usualSteps: [HabitID: Double] = [:]
    /// The person's routines (docs/web.md "Routines on Today"): a card each, above the tiles.
    var routines: [Routine] = []
    let csrfField: HTML
    var localizer: Localizer = .english

    private var text: WebText { WebText(localizer) }

    /// The bytes reserved per tile: a tile is about 700–900 bytes.
    static let bytesPerTile = 1_024

    var body: HTML {
        let habits = list.habits.filter(matchesFilter)
        let quitHabits = list.quitHabits.filter(matchesFilter)
        // The summary follows the category filter.
        let (done, total) = list.counts(where: matchesFilter)
        var writer = HTMLWriter(capacity: 4_096 + (habits.count + quitHabits.count) * Self.bytesPerTile)
        let summary = text.localized("{done} of {total} done", ["done": text.integer(done), "total": text.integer(total)])
        let days = text.periods(.day, count: globalStreak.current)
        let streakTitle = text.localized("Perfect days in a row, up to today")
        writer.fragment(
            """
            <section class="today-head">
            <div><h1>\(text.localized("Today"))</h1><p class="today-date">\(text.longDay(list.day))</p></div>
            <div class="today-stats">
            <p id="today-summary" class="summary" data-done="\(done)" data-total="\(total)" role="status"><strong>\(summary)</strong>\
            \(HTML.when(selectedCategory != nil, " <span class=\"muted\">\(text.localized("in this category"))</span>"))</p>
            <a id="level" class="pill" href="/achievements" data-level="\(level.level)">\
            \(text.localized("Level {level} · {xp} XP", ["level": text.integer(level.level), "xp": text.integer(level.totalXP)]))</a>
            <span id="global-streak" class="pill" data-streak="\(globalStreak.current)" title="\(streakTitle)">\
            🔥 \(text.localized("Perfect-day streak: {days}", ["days": days]))</span>
            </div>
            </section>
            \(celebration)\(undoToast)\(nothingNotice)\(dayCompleteNotice)\(filter)
            <form id="today-form" method="post" action="/today" novalidate>\(csrfField)<input type="hidden" name="day" value="\(list.day)">
            """)
        // Enter in an amount field must not press the first tile's button: the form's default
        // button is this disabled one, so an implicit submission does nothing (the script
        // presses the field's own Log button instead).
        writer.markup(#"<button name="enter" value="" disabled hidden></button>"#)
        writeRoutines(to: &writer)
        writer.markup("\n<ul id=\"habit-grid\" class=\"habit-grid\" data-day=\"")
        writer.text(list.day.description)
        writer.markup("\">")
        // One sentence per distinct streak, not per tile: most tiles share a handful of streaks.
        var streakSentences: [Streak: String] = [:]
        for streak in Set((habits + quitHabits).map(\.streak)) { streakSentences[streak] = TodayTile.streakSentence(streak, text: text) }
        let words = TodayTileWords(text: text)
        for item in habits {
            TodayTile(
                item: item, usualStep: usualSteps[item.habit.id], text: text, streakSentence: streakSentences[item.streak], words: words
            )
            .write(to: &writer)
        }
        writer.markup("</ul>\n")
        if habits.isEmpty && quitHabits.isEmpty {
            writer.markup(#"<div class="empty-today card"><p>"#)
            writer.text(text.localized("Nothing to do today."))
            writer.markup(#"</p><p><a class="button primary" href="/habits/new">"#)
            writer.text(text.localized("Add a habit"))
            writer.markup("</a></p></div>")
        }
        if !quitHabits.isEmpty {
            writer.markup(#"<section id="quit-habits" aria-labelledby="quit-title"><h2 id="quit-title">"#)
            writer.text(text.localized("Quitting"))
            writer.markup(#"</h2><ul class="habit-grid">"#)
            for item in quitHabits {
                TodayTile(
                    item: item, usualStep: usualSteps[item.habit.id], text: text, streakSentence: streakSentences[item.streak], words: words
                )
                .write(to: &writer)
            }
            writer.markup("</ul></section>\n")
        }
        writer.markup("</form>\n")
        TodayTile.writeHints(to: &writer, text: text)
        writer.markup(#"<p class="today-footer"><a href="/habits/archived">"#)
        writer.text(text.localized("Archived habits"))
        writer.markup("</a></p>")
        return writer.html
    }

    /// docs/web.md "Routines on Today": `section#routines`, one card per routine with a habit on today's list.
    private func writeRoutines(to writer: inout HTMLWriter) {
        let listed = list.habits + list.quitHabits
        let cards = routines.compactMap { routine -> TodayRoutineCard? in
            let items = routine.habitIDs.compactMap { id in listed.first { $0.habit.id == id } }
            return items.isEmpty ? nil : TodayRoutineCard(routine: routine, items: items, day: list.day, text: text)
        }
        guard !cards.isEmpty else { return }
        writer.markup("\n<section id=\"routines\" class=\"routines\" aria-label=\"")
        writer.text(text.localized("Routines"))
        writer.markup("\">")
        for card in cards { card.write(to: &writer) }
        writer.markup("</section>")
    }

    private func matchesFilter(_ item: TodayItem) -> Bool {
        selectedCategory.map { item.habit.categoryID == $0 } ?? true
    }

    private var celebration: HTML {
        guard celebrate else { return "" }
        return """
            <div id="celebration" class="celebration" role="status"><span class="confetti" aria-hidden="true">🎉</span> \
            <strong>\(text.localized("Perfect day!"))</strong> \
            \(text.localized("Every habit due today is done. +{xp} XP", ["xp": text.integer(XPTransaction.perfectDayXP)]))</div>
            """
    }

    private var nothingNotice: HTML {
        guard let habit = nothingToUndo else { return "" }
        let words = text.html(text.localized("Nothing to undo: {name} has no check-in today."), ["name": "<strong>\(habit.name)</strong>"])
        return "<p id=\"nothing-to-undo\" class=\"notice\" role=\"status\">\(words)</p>"
    }

    /// docs/web.md "Entries on Today and Health": a yes/no habit already done today is not logged again; the notice
    /// offers to undo it instead (docs/domain-rules.md §3 "A yes/no day is complete").
    private var dayCompleteNotice: HTML {
        guard let habit = dayComplete else { return "" }
        return """
            <div id="day-complete" class="notice" role="status"><span>\
            \(text.html(text.localized("{name} is already done today."), ["name": "<strong>\(habit.name)</strong>"]))</span>
            <form method="post" action="/habits/\(habit.id)/undo">\(csrfField)<input type="hidden" name="day" value="\(list.day)"><button \
            id="day-complete-undo" class="link-button">\(text.localized("Undo it"))</button></form></div>
            """
    }

    private var undoToast: HTML {
        guard let habit = justLogged else { return "" }
        return """
            <div id="undo-toast" class="toast" role="status"><span>\
            \(text.html(text.localized("Logged {name}."), ["name": "<strong>\(habit.name)</strong>"]))</span>
            <form method="post" action="/habits/\(habit.id)/undo">\(csrfField)<input type="hidden" name="day" value="\(list.day)"><button \
            id="undo-last" class="link-button">\(text.localized("Undo"))</button></form></div>
            """
    }

    private var filter: HTML {
        guard !categories.isEmpty else { return "" }
        let options = categories.map { category -> HTML in
            let selected: HTML = category.id == selectedCategory ? " selected" : ""
            return "<option value=\"\(category.id)\"\(selected)>\(text.categoryName(category))</option>"
        }
        return """
            <form class="category-filter" method="get" action="/today"><label for="category-filter">\(text.localized("Category"))</label>
            <select id="category-filter" name="category" data-auto-submit><option value="">\(text.localized("All habits"))</option>\
            \(options)</select>
            <button class="button small no-js-only">\(text.localized("Filter"))</button></form>
            """
    }

    /// The flexible schedule's period in the page's language: "this week", "this month", "in
    /// these 10 days".
    static func periodName(_ schedule: Schedule, text: WebText) -> String {
        switch schedule {
        case .timesPerMonth: text.localized("this month")
        case .timesInDays(_, let length): text.localized("in these {count} days", ["count": text.integer(length)])
        default: text.localized("this week")
        }
    }
}
