import CadenceCore
import CadenceHTTP
import CadenceServices
import Foundation
import Hummingbird

/// The calendar feed (docs/domain-rules.md §9 "Calendar feed"): `/api/v1/calendar-feed` makes
/// (or replaces), shows and revokes the user's secret feed URL; `GET /calendar/{secret}.ics`
/// serves the next 14 days of reminders to a calendar app, no sign-in: the secret is the key.
struct CalendarFeedController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: show)
        routes.post(use: create)
        routes.delete(use: revoke)
        return routes
    }

    var feedEndpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("{file}", use: feed)
        return routes
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let created = try await dependencies.service.calendarFeedCreatedAt(of: user)
        return try JSONResponse.make(CalendarFeedJSON(active: created != nil, createdAt: created, url: nil))
    }

    /// A new secret, shown once; any earlier feed URL stops working.
    @Sendable func create(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let now = dependencies.service.now
        let path = try await CalendarFeedSecret.make(for: user, in: dependencies.service)
        return try JSONResponse.make(CalendarFeedJSON(active: true, createdAt: now, url: path), status: .created)
    }

    @Sendable func revoke(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        guard try await dependencies.service.deleteCalendarFeed(of: user) else {
            throw CadenceError(.notFound, field: "calendarFeed", "there is no calendar feed to revoke")
        }
        return JSONResponse.noContent()
    }

    @Sendable func feed(_ request: Request, context: Context) async throws -> Response {
        let file = context.parameters.get("file") ?? ""
        guard file.hasSuffix(".ics"), file.hasPrefix(CalendarFeedSecret.prefix), file.count <= 100 else {
            throw CadenceError(.notFound, "no such calendar")
        }
        let secret = String(file.dropLast(4))
        guard let user = try await dependencies.service.calendarFeedUser(tokenHash: SecretToken.digest(secret)) else {
            throw CadenceError(.notFound, "no such calendar")
        }
        return JSONResponse.text(try await dependencies.service.reminderCalendar(for: user), contentType: "text/calendar; charset=utf-8")
    }
}
