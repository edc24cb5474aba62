import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices
import Hummingbird

/// Today and the actions its tiles post (docs/web.md): `GET /today`,
/// `POST /today` (Today's form: the pressed button names the action and habit, docs/web.md
/// "Today's form"), and `POST /habits/{id}/check-in`, `/undo`, `/skip` (the undo toast, other
/// pages, scripts). Each action is one service call (one transaction) and answers with a
/// redirect back to Today (or to the form's `back` path).
struct TodayController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies
    /// Today's `ETag` and kept copy (docs/web.md "HTTP caching").
    let pages: WebPageCache

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("today", use: today)
        routes.post("today", use: act)
        routes.post("habits/{id}/check-in", use: checkIn)
        routes.post("habits/{id}/undo", use: undo)
        routes.post("habits/{id}/skip", use: skip)
        return routes
    }

    @Sendable func today(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        return try await visit.cachedPage("Today", section: .today, cache: pages) { localizer in
            try await render(visit, localizer: localizer)
        }
    }

    /// Today's content: the today list (the service's), the categories and the usual steps —
    /// kept per data revision (`TodayFactsCache`) — and the cached level and streak; the habits
    /// are read only for a notice naming one that is not on the list, and the onboarding check
    /// only when the list is empty.
    private func render(_ visit: WebVisit, localizer: Localizer) async throws -> PageOutcome {
        let user = try visit.user()
        let service = dependencies.service
        guard let identity = visit.context.identity else { throw PageRefusal.signInRequired }
        let facts = try await todayFacts(for: user, revision: identity.dataRevision)
        let list = facts.list
        let listed = list.habits + list.quitHabits
        if listed.isEmpty, let onboarding = try await visit.onboardingRedirect(for: user) { return .other(onboarding) }
        let categories = facts.categories
        let progress = try await TodayProgress.load(for: identity, dependencies: dependencies)
        let selected = visit.query("category").flatMap(CategoryID.init)
        let doneID = visit.query("done").flatMap(HabitID.init)
        let nothingID = visit.query("nothing").flatMap(HabitID.init)
        let completeID = visit.query("complete").flatMap(HabitID.init)
        var named: [Habit] = listed.map(\.habit)
        if [doneID, nothingID, completeID].contains(where: { id in id.map { id in !named.contains { $0.id == id } } ?? false }) {
            named = try await service.habits(of: user, includeArchived: true)
        }
        var celebrate = false
        if visit.query("perfect") == "1" {
            celebrate = try await service.isPerfectDay(list.day, for: user)
        }
        let page = TodayPage(
            list: list, categories: categories, selectedCategory: selected, level: progress.level,
            globalStreak: progress.globalStreak, justLogged: doneID.flatMap { id in named.first { $0.id == id } },
            celebrate: celebrate, nothingToUndo: nothingID.flatMap { id in named.first { $0.id == id } },
            dayComplete: completeID.flatMap { id in named.first { $0.id == id } },
            usualSteps: facts.usualSteps, routines: facts.routines, csrfField: visit.csrfField,
            localizer: localizer)
        return .body(page.body)
    }

    /// The user's Today facts at `revision` (read with the session, before anything else): the
    /// kept ones while they are of today, else read now and kept.
    private func todayFacts(for user: UserID, revision: Int64) async throws -> TodayFacts {
        let service = dependencies.service
        if let calendar = pages.calendar(of: user, at: revision)?.calendar,
            let kept = pages.todayFacts.facts(of: user, at: revision, today: calendar.day(containing: dependencies.now))
        {
            return kept
        }
        let list = try await service.todayList(for: user)
        let facts = TodayFacts(
            list: list, categories: try await service.categories(of: user),
            usualSteps: try await service.usualAmounts(of: (list.habits + list.quitHabits).map(\.habit), for: user),
            routines: try await service.routines(of: user))
        pages.todayFacts.remember(facts, of: user, at: revision)
        return facts
    }

    /// Today's form: the pressed button's action on its habit (`TodayAction`).
    @Sendable func act(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let action = try TodayAction(form)
        switch action.kind {
        case .checkIn:
            return try await recordCheckIn(visit, user: user, habit: action.habit, amount: nil, day: nil, note: nil, form: form)
        case .log:
            let amount = try action.amount(in: form)
            return try await recordCheckIn(visit, user: user, habit: action.habit, amount: amount, day: nil, note: nil, form: form)
        case .undo:
            return try await undoLast(visit, user: user, habit: action.habit, day: try form.day("day"), form: form)
        case .skip, .unskip:
            return try await setSkipped(action.kind == .skip, visit, user: user, habit: action.habit, form: form)
        }
    }

    /// Records a check-in (the hold gesture, the tile's button without JavaScript, or the
    /// menu's amount form). Redirects with `done` (the undo toast) and, when this check-in made
    /// the day perfect, `perfect=1` (the celebration).
    @Sendable func checkIn(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "habit")
        return try await recordCheckIn(
            visit, user: user, habit: id, amount: try form.number("amount"), day: try form.day("day"), note: form["note"], form: form)
    }

    private func recordCheckIn(
        _ visit: WebVisit, user: UserID, habit id: HabitID, amount: Double?, day: Day?, note: String?, form: FormData
    ) async throws -> Response {
        let service = dependencies.service
        let today = try await service.today(for: user)
        let outcome: CheckInOutcome
        do {
            outcome = try await service.checkIn(to: id, for: user, amount: amount, on: day, note: note)
        } catch let error as CadenceError where error.code == .dayComplete && form["back"] == nil {
            // docs/web.md "Entries on Today and Health": a done yes/no day is not logged again; Today offers Undo instead.
            return visit.redirect(to: "/today?complete=\(id)")
        }
        // Decided in the check-in's own transaction, not guessed from reads around it.
        let becamePerfect = (day ?? today) == today && outcome.madePerfect(today)
        return visit.redirect(to: form.returnPath(or: "/today?done=\(id)" + (becamePerfect ? "&perfect=1" : "")))
    }

    /// Removes the day's latest check-in (docs/domain-rules.md §3 "Undo"). With nothing to undo
    /// it goes back to Today, which says so (docs/web.md "Decisions").
    @Sendable func undo(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "habit")
        return try await undoLast(visit, user: user, habit: id, day: try form.day("day"), form: form)
    }

    private func undoLast(_ visit: WebVisit, user: UserID, habit id: HabitID, day: Day?, form: FormData) async throws -> Response {
        do {
            try await dependencies.service.undoCheckIn(of: id, for: user, on: day)
        } catch let error as CadenceError where error.code == .nothingToUndo {
            // Nothing to undo is not a failure to show on its own page: Today says so.
            return visit.redirect(to: form["back"] == nil ? "/today?nothing=\(id)" : form.returnPath(or: "/today"))
        }
        return visit.redirect(to: form.returnPath(or: "/today"))
    }

    /// Skips or unskips a day (docs/domain-rules.md §3 skips: neutral for streaks and rates).
    @Sendable func skip(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "habit")
        return try await setSkipped(form["skipped"] != "false", visit, user: user, habit: id, form: form)
    }

    private func setSkipped(_ skipped: Bool, _ visit: WebVisit, user: UserID, habit id: HabitID, form: FormData) async throws -> Response {
        let service = dependencies.service
        let today = try await service.today(for: user)
        let day = try form.day("day") ?? today
        try await service.setSkipped(skipped, habit: id, for: user, from: day, through: day)
        return visit.redirect(to: form.returnPath(or: "/today"))
    }
}
