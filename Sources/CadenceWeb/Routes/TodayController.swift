import CadenceCore
import CadenceHTTP
import CadenceStore
import Hummingbird

/// Today and the actions its tiles post (the Habit Tracker notes FR-1, FR-2): `GET /today`, and
/// `POST /habits/{id}/check-in`, `/undo`, `/skip`. Each action is one service call (one
/// transaction) and answers with a redirect back to Today (or to the form's `back` path).
struct TodayController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("today", use: today)
        routes.post("habits/{id}/check-in", use: checkIn)
        routes.post("habits/{id}/undo", use: undo)
        routes.post("habits/{id}/skip", use: skip)
        return routes
    }

    @Sendable func today(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let service = dependencies.service
        if let onboarding = try await visit.onboardingRedirect(for: user) { return onboarding }
        let habits = try await service.habits(of: user, includeArchived: true)
        let list = try await service.todayList(for: user)
        let categories = try await service.categories(of: user)
        guard let identity = context.identity else { throw PageRefusal.signInRequired }
        let progress = try await TodayProgress.load(for: identity, dependencies: dependencies)
        let selected = visit.query("category").flatMap(CategoryID.init)
        let justLogged = visit.query("done").flatMap(HabitID.init).flatMap { id in habits.first { $0.id == id } }
        let nothingToUndo = visit.query("nothing").flatMap(HabitID.init).flatMap { id in habits.first { $0.id == id } }
        var celebrate = false
        if visit.query("perfect") == "1" {
            celebrate = try await !service.store.perfectDayAwards(of: user, from: list.day, through: list.day).isEmpty
        }
        let page = TodayPage(
            list: list, categories: categories, selectedCategory: selected, level: progress.level,
            globalStreak: progress.globalStreak, justLogged: justLogged, celebrate: celebrate, nothingToUndo: nothingToUndo,
            csrfField: visit.csrfField)
        return try await visit.page("Today", section: .today, body: page.body)
    }

    /// Records a check-in (the hold gesture, the tile's button without JavaScript, or the
    /// menu's amount form). Redirects with `done` (the undo toast) and, when this check-in made
    /// the day perfect, `perfect=1` (the celebration).
    @Sendable func checkIn(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "habit")
        let day = try form.day("day")
        let amount = try form.number("amount")
        let service = dependencies.service
        let today = try await service.today(for: user)
        let awardDay = day ?? today
        let wasPerfect = try await !service.store.perfectDayAwards(of: user, from: awardDay, through: awardDay).isEmpty
        try await StorageConflictRetry.run {
            try await service.addCheckIn(to: id, for: user, amount: amount, on: day, note: form["note"])
        }
        let isPerfect = try await !service.store.perfectDayAwards(of: user, from: awardDay, through: awardDay).isEmpty
        let becamePerfect = isPerfect && !wasPerfect && awardDay == today
        return visit.redirect(to: form.returnPath(or: "/today?done=\(id)" + (becamePerfect ? "&perfect=1" : "")))
    }

    /// Removes the day's latest check-in (docs/domain-rules.md §3 "Undo"). With nothing to undo
    /// it goes back to Today, which says so (docs/web.md "Decisions").
    @Sendable func undo(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "habit")
        let day = try form.day("day")
        do {
            try await StorageConflictRetry.run {
                try await dependencies.service.undoCheckIn(of: id, for: user, on: day)
            }
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
        let service = dependencies.service
        let today = try await service.today(for: user)
        let day = try form.day("day") ?? today
        let skipped = form["skipped"] != "false"
        try await StorageConflictRetry.run {
            try await service.setSkipped(skipped, habit: id, for: user, from: day, through: day)
        }
        return visit.redirect(to: form.returnPath(or: "/today"))
    }
}
