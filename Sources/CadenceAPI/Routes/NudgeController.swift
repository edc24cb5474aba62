import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// Nudges and the news switches (docs/domain-rules.md "§27 Nudges and partner
/// news"): `POST /api/v1/partners/{id}/habits/{habitId}/nudge` and `GET`/`PATCH
/// /api/v1/settings/news`. Nudging answers 403 `partnersOff` when partners are off.
struct NudgeController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    /// Under `/api/v1/partners`.
    var partnerEndpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.post("{id}/habits/{habitId}/nudge", use: nudge)
        return routes
    }

    /// Under `/api/v1/settings`.
    var settingsEndpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("news", use: show)
        routes.patch("news", use: update)
        return routes
    }

    private var service: CadenceService { dependencies.service }

    /// 201 with the receiver's day; 409 `nudgeAlreadySent` the second time that day; 404 when the
    /// habit is not shared with the caller.
    @Sendable func nudge(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try PartnerGate.require(dependencies.configuration)
        let parameters = PathParameters(context: context)
        let partner = try parameters.id("id", of: "partner")
        let habit = try parameters.id("habitId", of: "habit")
        let news = try await service.nudge(partner: partner, habit: habit, by: user)
        return try JSONResponse.make(NudgeJSON(partner: partner, news: news), status: .created)
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(PartnerNewsSettingsJSON(try await service.partnerNewsSettings(of: user)))
    }

    /// Changes the given switches and quiet hours (`HH:MM`); a bad time is 422 `newsSettingsInvalid`.
    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let body = try await dependencies.bodies.object(schema: "PartnerNewsSettingsPatch", from: request)
        var times: [String: Int] = [:]
        for field in ["quietStart", "quietEnd"] {
            guard let text = body[field]?.stringValue else { continue }
            guard let minutes = PartnerNewsSettingsJSON.minutes(text) else {
                throw CadenceError(.newsSettingsInvalid, field: field, "quiet hours are a time of day from 00:00 to 23:59, as HH:MM")
            }
            times[field] = minutes
        }
        let settings = try await service.updatePartnerNewsSettings(of: user) { settings in
            if let value = body["nudges"]?.boolValue { settings.nudges = value }
            if let value = body["partnerCompleted"]?.boolValue { settings.partnerCompleted = value }
            if let value = body["overtaken"]?.boolValue { settings.overtaken = value }
            if let value = times["quietStart"] { settings.quietStart = value }
            if let value = times["quietEnd"] { settings.quietEnd = value }
        }
        return try JSONResponse.make(PartnerNewsSettingsJSON(settings))
    }
}
