import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `POST /settings/partner-news` (docs/domain-rules.md "§27 Nudges and partner news"): the three
/// switches (unchecked boxes are off) and the quiet hours (`HH:MM`), the same service call as
/// `PATCH /api/v1/settings/news`; a bad time answers the Settings page with 422.
struct WebPartnerNewsController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.post("settings/partner-news", use: save)
        return routes
    }

    @Sendable func save(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let start = PartnerNewsSettingsJSON.minutes(form["quietStart"] ?? "00:00")
        let end = PartnerNewsSettingsJSON.minutes(form["quietEnd"] ?? "00:00")
        guard let start, let end else {
            var page = try await WebSettingsController(dependencies: dependencies).settingsPage(for: user, visit: visit)
            page.settingsError = WebText(try await visit.localizer()).localized("Quiet hours are a time of day from 00:00 to 23:59.")
            return try await visit.page("Settings", section: .settings, status: .unprocessableContent, body: page.body)
        }
        try await dependencies.service.updatePartnerNewsSettings(of: user) { settings in
            settings.nudges = form.isChecked("nudges")
            settings.partnerCompleted = form.isChecked("partnerCompleted")
            settings.overtaken = form.isChecked("overtaken")
            settings.quietStart = start
            settings.quietEnd = end
        }
        return visit.redirect(to: "/settings?saved=partner-news")
    }
}
