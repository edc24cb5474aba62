import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/settings`: the signed-in user's time zone, day start, week start and language.
struct SettingsController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: show)
        routes.patch(use: update)
        return routes
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(SettingsJSON(try await dependencies.service.settings(of: user)))
    }

    /// Changes the given settings; past check-ins keep their days (docs/domain-rules.md §1).
    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(SettingsInput.self, schema: "SettingsPatch", from: request)
        // The schema admits only `mon`, `sun` and null for the week start, `12h`, `24h` and null for the clock.
        let weekStart = input.weekStart.map { $0.map { $0 == "sun" ? Weekday.sunday : Weekday.monday } }
        let clock = input.clock.map { $0.flatMap(UserSettings.Clock.init(rawValue:)) }
        let settings = try await dependencies.service.updateSettings(of: user) { settings in
            if let timeZone = input.timeZone { settings.timeZoneIdentifier = timeZone }
            if let dayStart = input.dayStart { settings.dayStartHour = dayStart }
            if let weekStart {
                // docs/domain-rules.md §23 "Week start and clock": a day chosen, or null to follow the language again.
                settings.weekStartChosen = weekStart != nil
                if let weekStart { settings.weekStart = weekStart }
            }
            if let clock { settings.clock = clock }
            // Spelled as typed: the settings' validation stores its one spelling or refuses it (docs/domain-rules.md §23).
            if let locale = input.locale { settings.locale = locale }
        }
        return try JSONResponse.make(SettingsJSON(settings))
    }
}
