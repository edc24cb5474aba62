import CadenceCore
import CadenceStore

/// Today (the Habit Tracker notes FR-1, FR-2; docs/domain-rules.md §5 today list; §7 level and global streak): the
/// habit tiles in the user's order and colors with progress ring and streak, the done/total
/// summary, the level and perfect-day streak, the category filter, quit habits apart, the
/// undo toast after a check-in and the celebration when the day just became perfect.
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
    let csrfField: HTML

    var body: HTML {
        let habits = list.habits.filter(matchesFilter)
        let quitHabits = list.quitHabits.filter(matchesFilter)
        // The summary follows the category filter.
        let (done, total) = list.counts(where: matchesFilter)
        let empty: HTML =
            habits.isEmpty && quitHabits.isEmpty
            ? """
              <div class="empty-today card"><p>Nothing to do today.</p><p><a class="button primary" href="/habits/new">Add a habit</a></p></div>
              """ : ""
        let quitSection: HTML =
            quitHabits.isEmpty
            ? ""
            : """
              <section id="quit-habits" aria-labelledby="quit-title"><h2 id="quit-title">Quitting</h2>
              <ul class="habit-grid">\(quitHabits.map(tile))</ul></section>
              """
        return """
            <section class="today-head">
            <div><h1>Today</h1><p class="today-date">\(WebFormat.longDay(list.day))</p></div>
            <div class="today-stats">
            <p id="today-summary" class="summary" data-done="\(done)" data-total="\(total)" role="status"><strong>\(done) of \(total)</strong> done\(HTML.when(selectedCategory != nil, " <span class=\"muted\">in this category</span>"))</p>
            <a id="level" class="pill" href="/achievements" data-level="\(level.level)">Level \(level.level) · \(level.totalXP) XP</a>
            <span id="global-streak" class="pill" data-streak="\(globalStreak.current)" title="Perfect days in a row, up to today">🔥 Perfect-day streak: \(globalStreak.current) \(globalStreak.current == 1 ? "day" : "days")</span>
            </div>
            </section>
            \(celebration)\(undoToast)\(nothingNotice)\(filter)
            <ul id="habit-grid" class="habit-grid" data-day="\(list.day)">\(habits.map(tile))</ul>
            \(empty)\(quitSection)
            <p class="today-footer"><a href="/habits/archived">Archived habits</a></p>
            """
    }

    private func matchesFilter(_ item: TodayItem) -> Bool {
        selectedCategory.map { item.habit.categoryID == $0 } ?? true
    }

    private var celebration: HTML {
        guard celebrate else { return "" }
        return """
            <div id="celebration" class="celebration" role="status"><span class="confetti" aria-hidden="true">🎉</span> <strong>Perfect day!</strong> Every habit due today is done. +\(XPTransaction.perfectDayXP) XP</div>
            """
    }

    private var nothingNotice: HTML {
        guard let habit = nothingToUndo else { return "" }
        return "<p id=\"nothing-to-undo\" class=\"notice\" role=\"status\">Nothing to undo: <strong>\(habit.name)</strong> has no check-in today.</p>"
    }

    private var undoToast: HTML {
        guard let habit = justLogged else { return "" }
        return """
            <div id="undo-toast" class="toast" role="status"><span>Logged <strong>\(habit.name)</strong>.</span>
            <form method="post" action="/habits/\(habit.id)/undo">\(csrfField)<input type="hidden" name="day" value="\(list.day)"><button id="undo-last" class="link-button">Undo</button></form></div>
            """
    }

    private var filter: HTML {
        guard !categories.isEmpty else { return "" }
        let options = categories.map { category -> HTML in
            let selected: HTML = category.id == selectedCategory ? " selected" : ""
            return "<option value=\"\(category.id)\"\(selected)>\(category.name)</option>"
        }
        return """
            <form class="category-filter" method="get" action="/today"><label for="category-filter">Category</label>
            <select id="category-filter" name="category" data-auto-submit><option value="">All habits</option>\(options)</select>
            <button class="button small no-js-only">Filter</button></form>
            """
    }

    private func tile(_ item: TodayItem) -> HTML {
        let habit = item.habit
        let isQuit = habit.kind == .quit
        let isMeasured = habit.goal.type != .none
        let progress = isQuit ? (item.isComplete ? 1 : 0) : min(1, item.target > 0 ? item.total / item.target : 1)
        let unit = isMeasured ? " \(habit.goal.displayUnit)" : ""
        let progressText: String =
            if isQuit {
                item.total == 0
                    ? "Clean so far"
                    : "\(WebFormat.amount(item.total))\(unit) · limit \(WebFormat.amount(item.target))\(item.isComplete ? "" : " · over")"
            } else if habit.schedule.isFlexible, let unitProgress = item.currentUnit {
                "\(WebFormat.amount(unitProgress.achieved)) of \(WebFormat.amount(unitProgress.required)) \(Self.periodName(habit.schedule))"
            } else {
                "\(WebFormat.amount(item.total))/\(WebFormat.amount(item.target))\(unit)"
            }
        let status = isQuit ? (item.isComplete ? "within the limit" : "over the limit") : (item.isComplete ? "done" : "not done yet")
        let hint = isQuit ? "Hold to log a slip" : (isMeasured ? "Hold to log an amount" : "Hold to complete")
        let classes = [
            "tile", item.isComplete ? "is-complete" : nil, item.isSkipped ? "is-skipped" : nil, isQuit ? "is-quit" : nil,
            isQuit && !item.isComplete ? "is-over-limit" : nil,
        ]
            .compactMap { $0 }.joined(separator: " ")
        let streakTitle = "Current streak: \(WebFormat.streak(item.streak))"
        let dash = NumericBoundary.clamped(progress * 100, to: 0...100)
        // A round cap would draw a dot for 0%: no arc at all then.
        let ringFill: HTML =
            dash > 0 ? "<circle class=\"ring-fill\" cx=\"22\" cy=\"22\" r=\"19\" pathLength=\"100\" stroke-dasharray=\"\(dash) 100\"/>" : ""
        return """
            <li class="\(classes)" data-habit-id="\(habit.id)" data-habit-name="\(habit.name)" data-complete="\(item.isComplete)" data-measured="\(isMeasured)" style="--habit-color: \(WebFormat.color(habit.color))">
            <form method="post" action="/habits/\(habit.id)/check-in" class="tile-form">\(csrfField)
            <button type="submit" class="tile-button" aria-describedby="tile-\(habit.id)-status">
            <span class="tile-ring" aria-hidden="true"><svg viewBox="0 0 44 44"><circle class="ring-track" cx="22" cy="22" r="19"/>\(ringFill)<circle class="ring-hold" cx="22" cy="22" r="19" pathLength="100"/></svg><span class="tile-icon\(HabitIcon.badgeClass(for: habit))">\(HabitIcon.badge(for: habit))</span></span>
            <span class="tile-name">\(habit.name)</span>
            <span class="tile-progress">\(progressText)</span>\(HTML.when(isQuit && !item.isComplete, "<span class=\"over-limit-mark\">✕ Over the limit</span>"))
            </button></form>
            <span class="tile-streak" data-streak="\(item.streak.count)" title="\(streakTitle)"><span aria-hidden="true">🔥</span> \(item.streak.count)</span>
            <p id="tile-\(habit.id)-status" class="visually-hidden">\(habit.name): \(progressText), \(status)\(item.isSkipped ? ", skipped" : ""). \(streakTitle). \(hint), or press for more.</p>
            \(menu(item))
            </li>
            """
    }

    private func menu(_ item: TodayItem) -> HTML {
        let habit = item.habit
        let day = list.day
        let amountForm: HTML =
            habit.goal.type != .none
            ? """
              <form method="post" action="/habits/\(habit.id)/check-in" class="amount-form">\(csrfField)
              <label>Amount (\(habit.goal.displayUnit)) <input type="number" name="amount" step="any" min="0" inputmode="decimal" value="\(WebFormat.amount(habit.goal.period == .day ? habit.goal.target : 1))" required></label>
              <button class="button primary complete-button">Log</button></form>
              """
            : """
              <form method="post" action="/habits/\(habit.id)/check-in">\(csrfField)<button class="button primary complete-button">\(habit.kind == .quit ? "Log a slip" : "Mark done")</button></form>
              """
        return """
            <details class="tile-menu"><summary aria-label="More for \(habit.name)"><span aria-hidden="true">⋯</span></summary>
            <div class="tile-menu-body">
            \(amountForm)
            \(HTML.when(item.total > 0, "<form method=\"post\" action=\"/habits/\(habit.id)/undo\">\(csrfField)<input type=\"hidden\" name=\"day\" value=\"\(day)\"><button class=\"button undo-button\">Undo last</button></form>"))
            <form method="post" action="/habits/\(habit.id)/skip">\(csrfField)<input type="hidden" name="day" value="\(day)"><input type="hidden" name="skipped" value="\(!item.isSkipped)"><button class="button skip-button">\(item.isSkipped ? "Unskip today" : "Skip today")</button></form>
            <a class="detail-link" href="/habits/\(habit.id)">Details</a>
            <a href="/habits/\(habit.id)/completions">Completions</a>
            </div></details>
            """
    }

    /// The flexible schedule's period: "this week", "this month", "in these 10 days".
    static func periodName(_ schedule: Schedule) -> String {
        switch schedule {
        case .timesPerMonth: "this month"
        case .timesInDays(_, let length): "in these \(length) days"
        default: "this week"
        }
    }
}
