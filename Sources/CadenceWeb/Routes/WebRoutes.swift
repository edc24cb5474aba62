import CadenceHTTP
import CadenceOIDC
import Hummingbird

/// The web app's routes (docs/web.md): its assets, then every page controller in a group whose
/// pages answer errors with HTML and send signed-out visitors to sign in, on the same sessions
/// as the API. `cadence serve` adds them to its router after the REST API.
package enum WebRoutes {
    package static func add(to router: Router<CadenceRequestContext>, dependencies: ServerDependencies) {
        router.addRoutes(AssetController(assets: .shared).endpoints)
        router.addRoutes(AppShellController(assets: .shared).endpoints)
        // One per server: cached pages' ETags and copies (docs/web.md "HTTP caching").
        let pages = WebPageCache()
        let web = router.group()
            .add(middleware: ErrorPageMiddleware(dependencies: dependencies))
            .add(middleware: AuthenticationMiddleware(accounts: dependencies.accounts, environment: dependencies.environment))
        web.addRoutes(WebAccountController(dependencies: dependencies).endpoints)
        web.addRoutes(DashboardController(dependencies: dependencies, pages: pages).endpoints)
        web.addRoutes(TodayController(dependencies: dependencies, pages: pages).endpoints)
        web.addRoutes(HealthPagesController(dependencies: dependencies).endpoints)
        web.addRoutes(MoneyPagesController(dependencies: dependencies).endpoints)
        web.addRoutes(TodoPagesController(dependencies: dependencies).endpoints)
        web.addRoutes(NotePagesController(dependencies: dependencies).endpoints)
        web.addRoutes(HabitPagesController(dependencies: dependencies).endpoints)
        web.addRoutes(CompletionsController(dependencies: dependencies).endpoints)
        web.addRoutes(WebSettingsController(dependencies: dependencies).endpoints)
        web.addRoutes(WebReminderSettingsController(dependencies: dependencies).endpoints)
        web.addRoutes(WebhookPagesController(dependencies: dependencies).endpoints)
        web.addRoutes(WebAccountSettingsController(dependencies: dependencies).endpoints)
        web.addRoutes(CategoryPagesController(dependencies: dependencies).endpoints)
        web.addRoutes(AchievementsController(dependencies: dependencies, pages: pages).endpoints)
        web.addRoutes(OverviewController(dependencies: dependencies, pages: pages).endpoints)
        web.addRoutes(DataController(dependencies: dependencies).endpoints)
        web.addRoutes(UndoPagesController(dependencies: dependencies).endpoints)
        web.addRoutes(MoneyTransactionPagesController(dependencies: dependencies).endpoints)
        web.addRoutes(PartnerPagesController(dependencies: dependencies).endpoints)
        web.addRoutes(WebPartnerNewsController(dependencies: dependencies).endpoints)
        web.addRoutes(WebOIDCController(dependencies: dependencies, flow: oidcFlow(dependencies)).endpoints)
    }

    /// The server's one OpenID Connect flow (its provider keeps discovery and keys), `nil` when
    /// none is configured (docs/domain-rules.md "§24 OpenID Connect sign-in").
    static func oidcFlow(_ dependencies: ServerDependencies) -> OIDCSignIn? {
        guard let settings = dependencies.configuration.oidc else { return nil }
        let provider = OIDCProvider(
            issuer: settings.issuer, clientID: settings.clientID, clientSecret: settings.clientSecret,
            fetcher: OIDCFetcher(allowsPrivateNetworks: settings.allowsPrivateNetworks))
        return OIDCSignIn(provider: provider, accounts: dependencies.accounts)
    }
}
