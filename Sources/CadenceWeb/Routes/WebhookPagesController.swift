import CadenceCore
import CadenceDelivery
import CadenceHTTP
import CadenceServices
import Hummingbird

/// Settings ▸ Webhooks (docs/web.md "Webhooks"; docs/domain-rules.md "§21 Outgoing
/// events (webhooks)"): `GET /settings/webhooks`, `POST /settings/webhooks` (answers the page
/// with the new secret, once), `POST /settings/webhooks/{id}/test` and `…/delete` — the same
/// calls as the API and `cadence hooks`.
struct WebhookPagesController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("settings/webhooks", use: show)
        routes.post("settings/webhooks", use: add)
        routes.post("settings/webhooks/{id}/test", use: test)
        routes.post("settings/webhooks/{id}/delete", use: delete)
        return routes
    }

    private var webhooks: Webhooks {
        Webhooks(service: dependencies.service, policy: dependencies.configuration.notificationPolicy)
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let text = WebText(try await visit.localizer())
        let page = try await WebhooksPage.load(for: user, service: dependencies.service, csrfField: visit.csrfField, text: text)
        return try await visit.page(text.localized("Webhooks"), section: .settings, body: page.body, localizer: text.localizer)
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let text = WebText(try await visit.localizer())
        let form = try await visit.form()
        var page = try await WebhooksPage.load(for: user, service: dependencies.service, csrfField: visit.csrfField, text: text)
        do {
            let endpoint = try await webhooks.add(url: form["url"] ?? "", events: form.all("events"), for: user)
            page = try await WebhooksPage.load(for: user, service: dependencies.service, csrfField: visit.csrfField, text: text)
            page.newSecret = endpoint.secret
            page.notice = text.localized("Endpoint added.")
            return try await visit.page(text.localized("Webhooks"), section: .settings, status: .created, body: page.body, localizer: text.localizer)
        } catch let error as CadenceError {
            page.error = try await visit.sentence(error)
            return try await visit.page(
                text.localized("Webhooks"), section: .settings, status: .unprocessableContent, body: page.body, localizer: text.localizer)
        }
    }

    @Sendable func test(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let text = WebText(try await visit.localizer())
        _ = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "webhook")
        do {
            _ = try await webhooks.test(id, for: user)
        } catch let error as CadenceError where error.code != .notFound {
            var page = try await WebhooksPage.load(for: user, service: dependencies.service, csrfField: visit.csrfField, text: text)
            page.error = try await visit.sentence(error)
            return try await visit.page(
                text.localized("Webhooks"), section: .settings, status: .unprocessableContent, body: page.body, localizer: text.localizer)
        }
        return visit.redirect(to: "/settings/webhooks", notice: text.localized("Test event queued: it is sent within seconds."))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let text = WebText(try await visit.localizer())
        _ = try await visit.form()
        try await webhooks.delete(try PathParameters(context: context).id("id", of: "webhook"), for: user)
        return visit.redirect(to: "/settings/webhooks", notice: text.localized("Endpoint deleted."))
    }
}
