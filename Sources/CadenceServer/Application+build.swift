import CadenceCore
import CadenceStore
import Hummingbird
import Logging

/// Builds the Cadence server application: the router with every route, on `store`.
///
/// - Parameters:
///   - configuration: where to listen and the limits to enforce.
///   - store: the habit store and account store (SQLite by default; the server never names a backend).
///   - environment: the clock (`.live` in `cadence serve`, fixed in tests).
///   - logger: the logger for the server and its per-request lines.
///   - document: the OpenAPI document (default: the bundled `openapi.yaml`).
///   - requestLogLevel: the level of the one line logged per request.
///   - onListening: called with the address (`http://127.0.0.1:8080`) once the server listens.
public func buildApplication(
    configuration: ServerConfiguration, store: some CadenceStore & AccountStore, environment: ServiceEnvironment,
    logger: Logger, document: OpenAPIDocument? = nil, requestLogLevel: Logger.Level = .info,
    onListening: @escaping @Sendable (String) -> Void = { _ in }
) throws -> some ApplicationProtocol {
    let dependencies = ServerDependencies(
        store: store, environment: environment, configuration: configuration, document: try document ?? .bundled())
    let router = buildRouter(dependencies: dependencies, requestLogLevel: requestLogLevel)
    return Application(
        router: router,
        configuration: ApplicationConfiguration(
            address: .hostname(configuration.host, port: configuration.port), serverName: "Cadence"),
        onServerRunning: { channel in
            let address = channel.localAddress
            let host = address?.ipAddress.map { $0.contains(":") ? "[\($0)]" : $0 } ?? configuration.host
            onListening("http://\(host):\(address?.port ?? configuration.port)")
        },
        logger: logger)
}

/// The router: `/healthz` and `/api/openapi.yaml`, then `/api/v1` — sign-up, sign-in and
/// sign-out open to anyone, everything else for a signed-in user only — and the web app's
/// pages and assets. Every response passes the request log and, for API errors, the
/// problem mapping.
func buildRouter(dependencies: ServerDependencies, requestLogLevel: Logger.Level) -> Router<CadenceRequestContext> {
    let router = Router(context: CadenceRequestContext.self)
    router.add(middleware: RequestLogMiddleware(level: requestLogLevel))
    router.add(middleware: ProblemMiddleware(document: dependencies.document))
    router.addRoutes(HealthController(document: dependencies.document).endpoints)

    let api = router.group("api/v1")
        .add(middleware: AuthenticationMiddleware(accounts: dependencies.accounts, environment: dependencies.environment))
    api.addRoutes(AuthController(dependencies: dependencies).endpoints, atPath: "auth")

    let signedIn = api.group().add(middleware: RequireSignInMiddleware())
    signedIn.addRoutes(AccountController(dependencies: dependencies).endpoints)
    signedIn.addRoutes(HabitController(dependencies: dependencies).endpoints, atPath: "habits")
    signedIn.addRoutes(CheckInController(dependencies: dependencies).endpoints)
    signedIn.addRoutes(InsightsController(dependencies: dependencies).endpoints)
    signedIn.addRoutes(CategoryController(dependencies: dependencies).endpoints, atPath: "categories")
    signedIn.addRoutes(PresetController().endpoints, atPath: "presets")
    signedIn.addRoutes(SettingsController(dependencies: dependencies).endpoints, atPath: "settings")
    signedIn.addRoutes(ImportExportController(dependencies: dependencies).endpoints)

    // The web app (docs/web.md): pages answer errors with HTML and send signed-out visitors
    // to sign in; the same sessions as the API.
    router.addRoutes(AssetController(assets: .shared).endpoints)
    let web = router.group()
        .add(middleware: WebErrorMiddleware(dependencies: dependencies))
        .add(middleware: AuthenticationMiddleware(accounts: dependencies.accounts, environment: dependencies.environment))
    WebRoutes.add(to: web, dependencies: dependencies)
    return router
}
