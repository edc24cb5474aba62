import CadenceCore
import CadenceDelivery
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The settings page's reminders card (docs/domain-rules.md §9): `POST /settings/pause`
/// (a vacation for every active habit, or its undo), `POST /settings/calendar-feed` (answers the
/// page with the new address, once) and `…/revoke`, `POST /settings/channels` (answers the
/// page with a webhook's secret, once) and `POST /settings/channels/{id}/delete` — the same
/// service calls as the API.
struct WebReminderSettingsController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.post("settings/pause", use: pause)
        routes.post("settings/calendar-feed", use: makeFeed)
        routes.post("settings/calendar-feed/revoke", use: revokeFeed)
        routes.post("settings/channels", use: addChannel)
        routes.post("settings/channels/{id}/delete", use: deleteChannel)
        routes.post("settings/push/{id}/delete", use: deletePushDevice)
        return routes
    }

    private var settings: WebSettingsController { WebSettingsController(dependencies: dependencies) }

    @Sendable func pause(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let undo = form.isChecked("undo")
        do {
            guard let from = try form.day("from"), let to = try form.day("to") else {
                throw CadenceError(.dateRangeInvalid, field: "from", "give the first and the last day")
            }
            try await dependencies.service.pause(from: from, through: to, undo: undo, for: user)
        } catch let error as CadenceError {
            return try await refused(error, user: user, visit: visit)
        }
        return visit.redirect(to: undo ? "/settings?saved=resumed" : "/settings?saved=paused")
    }

    @Sendable func makeFeed(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        let path = try await CalendarFeedSecret.make(for: user, in: dependencies.service)
        var page = try await settings.settingsPage(for: user, visit: visit)
        let host = request.head.authority ?? "localhost"
        let scheme = dependencies.configuration.secureCookies ? "https" : "http"
        page.reminders?.newFeedURL = "\(scheme)://\(host)\(path)"
        return try await visit.page("Settings", section: .settings, status: .created, body: page.body)
    }

    @Sendable func revokeFeed(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        _ = try await dependencies.service.deleteCalendarFeed(of: user)
        return visit.redirect(to: "/settings?saved=feed-revoked")
    }

    @Sendable func addChannel(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let channel: NotificationChannel
        do {
            guard let kind = form["kind"].flatMap(NotificationChannel.Kind.init(rawValue:)) else {
                throw CadenceError(.channelInvalid, field: "kind", "choose ntfy, webhook or Apprise")
            }
            channel = try await NotificationChannels(service: dependencies.service, policy: dependencies.configuration.notificationPolicy)
                .add(kind: kind, url: form["url"] ?? "", for: user)
        } catch let error as CadenceError {
            return try await refused(error, user: user, visit: visit)
        }
        var page = try await settings.settingsPage(for: user, visit: visit)
        page.reminders?.newChannelSecret = channel.secret
        page.notice = page.text.localized("Channel added.")
        return try await visit.page("Settings", section: .settings, status: .created, body: page.body)
    }

    @Sendable func deleteChannel(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "channel")
        try await NotificationChannels(service: dependencies.service).delete(id, for: user)
        return visit.redirect(to: "/settings?saved=channel-deleted")
    }

    /// `POST /settings/push/{id}/delete`: this device (or another) stops getting reminders
    /// (docs/domain-rules.md "§15 Web Push").
    @Sendable func deletePushDevice(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        try await dependencies.service.deletePushSubscription(try PathParameters(context: context).id("id", of: "device"), of: user)
        return visit.redirect(to: "/settings?saved=device-deleted")
    }

    private func refused(_ error: CadenceError, user: UserID, visit: WebVisit) async throws -> Response {
        var page = try await settings.settingsPage(for: user, visit: visit)
        page.reminders?.error = try await visit.sentence(error)
        return try await visit.page("Settings", section: .settings, status: .unprocessableContent, body: page.body)
    }
}
