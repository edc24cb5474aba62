import CadenceCore
import CadenceStore
import Hummingbird

/// The derived answers (domain.md §5, §6): today's list, one habit's statistics, the
/// overview, analytics, and progress with achievements. All computed by the services from
/// the stored facts, for the signed-in user.
struct InsightsController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("today", use: today)
        routes.get("habits/{id}/stats", use: stats)
        routes.get("overview", use: overview)
        routes.get("analytics", use: analytics)
        routes.get("progress", use: progress)
        routes.get("achievements", use: achievements)
        return routes
    }

    @Sendable func today(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(TodayJSON(try await dependencies.service.todayList(for: user)))
    }

    /// `?from=&to=`: the window, as `cadence stats --from --to` takes it — `to` defaults to
    /// today and `from` to 29 days before `to`; neither means the 30 days ending today.
    @Sendable func stats(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let query = QueryParameters(request: request)
        let habit = try await dependencies.service.habit(try PathParameters(context: context).id("id", of: "habit"), of: user)
        let from = try query.day("from")
        let to = try query.day("to")
        var window: DateWindow?
        if from != nil || to != nil {
            var last = to ?? Day(ordinal: 0)
            if to == nil { last = try await dependencies.service.today(for: user) }
            window = try from.map { try DateWindow(from: $0, to: last) } ?? .last(30, endingOn: last)
        }
        let statistics = try await dependencies.service.statistics(of: habit.id, for: user, window: window)
        return try JSONResponse.make(StatsJSON(habit: habit, statistics: statistics))
    }

    @Sendable func overview(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(try await dependencies.service.overview(for: user).map(OverviewJSON.init))
    }

    /// `?week=DATE`: the week whose completion to show (default: this week).
    @Sendable func analytics(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let week = try QueryParameters(request: request).day("week")
        let service = dependencies.service
        let body = AnalyticsJSON(
            week: try await service.weeklyCompletion(for: user, weekContaining: week).map(AnalyticsJSON.DayJSON.init),
            struggling: try await service.strugglingHabits(for: user).map(OverviewJSON.init),
            timeOfDay: try await service.timeOfDayHistogram(for: user))
        return try JSONResponse.make(body)
    }

    @Sendable func progress(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(ProgressJSON(try await dependencies.service.progress(for: user)))
    }

    @Sendable func achievements(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(ProgressJSON(try await dependencies.service.progress(for: user)).achievements)
    }
}
