import CadenceCore
import CadenceHTTP
import CadenceServices
import Foundation
import Hummingbird

/// Manage completions (docs/web.md): `GET /habits/{id}/completions?day=` (and
/// `&from=&to=` to list a range's check-ins), deleting one
/// check-in (`POST /habits/{id}/entries/{entry}/delete`) and changing a day
/// (`POST /habits/{id}/days/{day}`: its total and/or difficulty, one transaction through
/// `CadenceService.updateDay`). Backfilling posts to Today's check-in action with a `day`.
struct CompletionsController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("habits/{id}/completions", use: completions)
        routes.post("habits/{id}/entries/{entry}/delete", use: deleteEntry)
        routes.post("habits/{id}/days/{day}", use: updateDay)
        routes.post("habits/{id}/start", use: moveStart)
        return routes
    }

    private var service: CadenceService { dependencies.service }

    @Sendable func completions(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let loaded = try await HabitPageContext(visit, context: context, dependencies: dependencies)
        let (user, habit, settings, calendar, today) = (loaded.user, loaded.habit, loaded.settings, loaded.calendar, loaded.today)
        let id = habit.id
        var selected = today
        var future: Day?
        if let text = visit.query("day") {
            guard let day = Day(text) else { throw PageRefusal.badRequest("expected a date YYYY-MM-DD, got '\(text)'") }
            if day > today { future = day }
            selected = min(day, today)
        }
        let first = max(selected.firstOfMonth, habit.startDay)
        let last = min(selected.lastOfMonth, today)
        var month: [Day: HabitDaySummary] = [:]
        if first <= last {
            for summary in try await service.dayHistory(of: id, for: user, from: first, through: last) { month[summary.day] = summary }
        }
        let entries = try await service.entries(of: id, for: user, from: selected, through: selected)
        let record = try await service.dayRecords(of: id, for: user, from: selected, through: selected).first
        var range: (window: DateWindow, entries: [CheckIn])?
        if let from = visit.query("from"), let to = visit.query("to") {
            guard let first = Day(from), let last = Day(to) else {
                throw CadenceError(.dateRangeInvalid, field: "from", "expected dates YYYY-MM-DD, got '\(from)' and '\(to)'")
            }
            let window = try DateWindow(from: first, to: last)
            range = (window, try await service.entries(of: id, for: user, from: first, through: last))
        }
        var page = CompletionsPage(
            habit: habit, selected: selected, today: today, weekStart: settings.weekStart, month: month, entries: entries,
            record: record, range: range, calendar: calendar, csrfField: visit.csrfField)
        page.futureDay = future
        if let removed = visit.query("removed").flatMap(Double.init), removed.isFinite, removed >= 0 {
            page.removed = (amount: removed, note: visit.query("removedNote"))
        }
        let localizer = try await visit.localizer()
        page.text = WebText(localizer)
        return try await visit.page(page.title, section: nil, body: page.body, localizer: localizer)
    }

    @Sendable func deleteEntry(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let parameters = PathParameters(context: context)
        let habitID = try parameters.id("id", of: "habit")
        let entryID = try parameters.id("entry", of: "check-in")
        let found = try await service.entries(of: habitID, for: user).first { $0.id == entryID }
        guard let entry = found else { throw CadenceError(.notFound, field: "checkIn", "no check-in \(entryID) of habit \(habitID)") }
        try await service.deleteCheckIn(entryID, for: user)
        // The page then offers to put it back (its amount, day and note).
        let back = form.returnPath(or: "/habits/\(habitID)/completions?day=\(entry.day)")
        var removed = "removed=\(WebFormat.amount(entry.amount))"
        if let note = entry.note, let encoded = note.addingPercentEncoding(withAllowedCharacters: .alphanumerics) {
            removed += "&removedNote=\(encoded)"
        }
        return visit.redirect(to: back + (back.contains("?") ? "&" : "?") + removed)
    }

    /// Sets the day's total (docs/domain-rules.md §3 "Set") and/or its difficulty (§7), in one transaction.
    @Sendable func updateDay(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let parameters = PathParameters(context: context)
        let id = try parameters.id("id", of: "habit")
        let day = try parameters.day("day")
        let total = form.isChecked("rate") ? nil : try form.number("amount")
        let difficulty: Int?? = form.isChecked("rate") ? .some(try form.integer("difficulty")) : nil
        guard total != nil || difficulty != nil else { throw PageRefusal.badRequest("give the day's total or a difficulty") }
        try await service.updateDay(of: id, for: user, on: day, total: total, difficulty: difficulty)
        return visit.redirect(to: form.returnPath(or: "/habits/\(id)/completions?day=\(day)"))
    }

    /// Moves the habit's start to an earlier day so that day can be backfilled (docs/domain-rules.md §2:
    /// nothing is logged before the start). Only earlier: a later start would hide history.
    @Sendable func moveStart(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "habit")
        guard let day = try form.day("day") else { throw PageRefusal.badRequest("give the new start day") }
        let habit = try await service.habit(id, of: user)
        if day < habit.startDay {
            var draft = HabitDraft(habit)
            draft.startDay = day
            _ = try await service.updateHabit(id, with: draft, for: user)
        }
        return visit.redirect(to: form.returnPath(or: "/habits/\(id)/completions?day=\(day)"))
    }
}
