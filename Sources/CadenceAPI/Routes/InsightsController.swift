import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The derived answers (docs/domain-rules.md §5, §6): today's list, one habit's statistics, the
/// overview, analytics, and progress with achievements. All computed by the services from
/// the stored facts, for the signed-in user, and cached until those facts or the day change
/// (`APIDependencies.derived`); each carries an `ETag` and answers `If-None-Match` with 304
/// (docs/api.md "Caching of derived answers").
struct InsightsController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

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
        return try await dependencies.derived("today", for: context.identity, request: request) {
            TodayJSON(try await dependencies.service.todayList(for: user))
        }
    }

    /// `?from=&to=`: the window, as `cadence stats --from --to` takes it — `to` defaults to
    /// today and `from` to 29 days before `to`; neither means the 30 days ending today.
    @Sendable func stats(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let query = QueryParameters(request: request)
        let id = try PathParameters(context: context).id("id", of: "habit")
        let from = try query.day("from")
        let to = try query.day("to")
        let service = dependencies.service
        return try await dependencies.derived(
            "stats/\(id)?\(from?.description ?? "")&\(to?.description ?? "")", for: context.identity, request: request
        ) {
            let habit = try await service.habit(id, of: user)
            var window: DateWindow?
            if from != nil || to != nil {
                var last = to ?? Day(ordinal: 0)
                if to == nil { last = try await service.today(for: user) }
                window = try from.map { try DateWindow(from: $0, to: last) } ?? .last(30, endingOn: last)
            }
            let statistics = try await service.statistics(of: habit.id, for: user, window: window)
            let routines = try await service.routineStatistics(holding: habit.id, for: user, window: window)
            return StatsJSON(habit: habit, statistics: statistics, routines: routines.map { RoutineStatsEntryJSON($0.0, stats: $0.1) })
        }
    }

    @Sendable func overview(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try await dependencies.derived("overview", for: context.identity, request: request) {
            try await dependencies.service.overview(for: user).map(OverviewJSON.init)
        }
    }

    /// `?week=DATE`: the week whose completion to show (default: this week).
    @Sendable func analytics(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let week = try QueryParameters(request: request).day("week")
        let service = dependencies.service
        return try await dependencies.derived("analytics?\(week?.description ?? "")", for: context.identity, request: request) {
            AnalyticsJSON(
                week: try await service.weeklyCompletion(for: user, weekContaining: week).map(AnalyticsJSON.DayJSON.init),
                struggling: try await service.strugglingHabits(for: user).map(OverviewJSON.init),
                timeOfDay: try await service.timeOfDayHistogram(for: user))
        }
    }

    @Sendable func progress(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try await dependencies.derived("progress", for: context.identity, request: request) {
            ProgressJSON(try await dependencies.service.progress(for: user))
        }
    }

    @Sendable func achievements(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try await dependencies.derived("achievements", for: context.identity, request: request) {
            ProgressJSON(try await dependencies.service.progress(for: user)).achievements
        }
    }
}
