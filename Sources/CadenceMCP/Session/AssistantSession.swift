import CadenceCore
import CadenceLocalization
import CadenceServices

/// Whose data an assistant works on, and through what: the services over the store and one
/// user, fixed when the session starts — `cadence mcp`'s local user, or the owner of the API
/// token that authenticated a request to `/mcp` (docs/domain-rules.md §8, §11). No tool takes
/// a user: none can reach another user's data.
public struct AssistantSession: Sendable {
    public let service: CadenceService
    public let user: UserID
    /// Whether the partner tools answer (docs/domain-rules.md "§25 Partners and
    /// shared habits"): the server's switch at `/mcp`, on for `cadence mcp`'s local user.
    public let partnersEnabled: Bool

    public init(service: CadenceService, user: UserID, partnersEnabled: Bool = true) {
        self.service = service
        self.user = user
        self.partnersEnabled = partnersEnabled
    }

    /// The user's settings, calendar and today, read once per tool call.
    func context() async throws -> ToolContext {
        let settings = try await service.settings(of: user)
        let calendar = try UserCalendar(settings: settings)
        let language = LanguageNegotiation.language(setting: settings.locale, acceptLanguage: nil)
        return ToolContext(
            session: self, settings: settings, calendar: calendar, today: calendar.day(containing: service.now),
            words: ToolWords(localizer: Localizer(language)))
    }
}
