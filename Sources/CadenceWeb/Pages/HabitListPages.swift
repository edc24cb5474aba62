import CadenceCore

/// Small habit pages: the delete confirmation (docs/web.md) and the archived habits.
enum HabitListPages {
    /// Deleting removes the habit and its whole history; the page says so and asks.
    static func confirmDelete(_ habit: Habit, checkIns: Int, csrfField: HTML, text: WebText = WebText()) -> HTML {
        // English keeps its wording as before; a translation says the count in its own plural.
        let removes = text.localized(
            "This removes the habit and its whole history ({checkIns}). It can't be undone.", ["checkIns": text.checkIns(checkIns)])
        let warning: HTML =
            text.isEnglish
            ? """
            This removes the habit and its whole history (\(checkIns) check-ins). It can't be undone. Archiving keeps the history and hides the \
            habit instead.
            """
            : "\(removes) \(text.localized("Archiving keeps the history and hides the habit instead."))"
        return """
            <section class="card narrow">
            <h1>\(text.localized("Delete {name}?", ["name": habit.name]))</h1>
            <p>\(warning)</p>
            <form id="delete-form" method="post" action="/habits/\(habit.id)/delete" class="actions">\(csrfField)
            <button id="confirm-delete" class="button danger">\(text.localized("Delete for good"))</button>
            <a class="button" href="/habits/\(habit.id)">\(text.localized("Keep it"))</a>
            </form>
            </section>
            """
    }

    /// Archived habits, each with an unarchive button (docs/domain-rules.md §2: archived habits keep
    /// their history and leave Today).
    static func archived(_ habits: [Habit], csrfField: HTML, text: WebText = WebText()) -> HTML {
        let items = habits.map { habit -> HTML in
            """
            <li class="archived-habit entry" data-habit-id="\(habit.id)"><a href="/habits/\(habit.id)">\(habit.name)</a>
            <form method="post" action="/habits/\(habit.id)/unarchive">\(csrfField)<input type="hidden" name="back" value="/habits/archived">\
            <button class="button small unarchive-button">\(text.localized("Unarchive"))</button></form></li>
            """
        }
        let list: HTML = habits.isEmpty ? "<p class=\"muted\">\(text.localized("No archived habits."))</p>" : "<ul class=\"entries\">\(items)</ul>"
        return """
            <h1>\(text.localized("Archived habits"))</h1>
            \(list)
            """
    }
}
