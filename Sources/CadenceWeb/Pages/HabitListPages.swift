import CadenceCore

/// Small habit pages: the delete confirmation (docs/web.md) and the archived habits.
enum HabitListPages {
    /// Deleting removes the habit and its whole history; the page says so and asks.
    static func confirmDelete(_ habit: Habit, checkIns: Int, csrfField: HTML) -> HTML {
        """
        <section class="card narrow">
        <h1>Delete \(habit.name)?</h1>
        <p>This removes the habit and its whole history (\(checkIns) check-ins). It can't be undone. Archiving keeps the history and hides the \
        habit instead.</p>
        <form id="delete-form" method="post" action="/habits/\(habit.id)/delete" class="actions">\(csrfField)
        <button id="confirm-delete" class="button danger">Delete for good</button>
        <a class="button" href="/habits/\(habit.id)">Keep it</a>
        </form>
        </section>
        """
    }

    /// Archived habits, each with an unarchive button (docs/domain-rules.md §2: archived habits keep
    /// their history and leave Today).
    static func archived(_ habits: [Habit], csrfField: HTML) -> HTML {
        let items = habits.map { habit -> HTML in
            """
            <li class="archived-habit entry" data-habit-id="\(habit.id)"><a href="/habits/\(habit.id)">\(habit.name)</a>
            <form method="post" action="/habits/\(habit.id)/unarchive">\(csrfField)<input type="hidden" name="back" value="/habits/archived">\
            <button class="button small unarchive-button">Unarchive</button></form></li>
            """
        }
        let list: HTML = habits.isEmpty ? "<p class=\"muted\">No archived habits.</p>" : "<ul class=\"entries\">\(items)</ul>"
        return """
            <h1>Archived habits</h1>
            \(list)
            """
    }
}
