import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceMCP
import CadenceServices
import CadenceWeb
import Hummingbird
import Logging

/// Builds the Cadence server application: the router with every route, on `services`, over
/// HTTP/1 connections that must send a complete request within `configuration.requestTimeout`.
///
/// - Parameters:
///   - configuration: where to listen and the limits to enforce.
///   - services: the service layer the composition root made from its store (the server never
///     sees a store, docs/architecture.md "The one writer"); its clock is `.live` in
///     `cadence serve`, fixed in tests.
///   - logger: the logger for the server and its per-request lines.
///   - document: the OpenAPI document (default: the bundled `openapi.yaml`).
///   - requestLogLevel: the level of the one line logged per request.
///   - onListening: called with the address (`http://127.0.0.1:8080`) once the server listens.
public func buildApplication(
    configuration: ServerConfiguration, services: ServiceLayer,
    logger: Logger, document: OpenAPIDocument? = nil, requestLogLevel: Logger.Level = .info,
    onListening: @escaping @Sendable (String) -> Void = { _ in }
) throws -> some ApplicationProtocol {
    let shared = ServerDependencies(services: services, configuration: configuration)
    let api = APIDependencies(shared: shared, document: try document ?? .bundled())
    let router = buildRouter(api: api, requestLogLevel: requestLogLevel)
    return Application(
        router: HeadRequestResponderBuilder(router),
        server: TimedHTTP1Channel.builder(requestTimeout: configuration.requestTimeout),
        configuration: ApplicationConfiguration(
            address: .hostname(configuration.host, port: configuration.port), serverName: "Cadence"),
        onServerRunning: { channel in
            let address = channel.localAddress
            let host = address?.ipAddress.map { $0.contains(":") ? "[\($0)]" : $0 } ?? configuration.host
            onListening("http://\(host):\(address?.port ?? configuration.port)")
        },
        logger: logger)
}

/// The router (docs/architecture.md; `buildApplication` answers `HEAD` as `GET` without a body
/// around it): every response passes the request log and the compression (docs/web.md
/// "Compression"), API errors pass the problem mapping and
/// unknown pages outside the API become an HTML 404; then the REST API (`APIRoutes`: `/healthz`,
/// `/api/openapi.yaml`, `/api/v1`), the tools for assistants (`MCPRoutes`: `/mcp`) and the web app's assets and pages, which answer errors
/// with HTML and send signed-out visitors to sign in, on the same sessions as the API.
func buildRouter(api: APIDependencies, requestLogLevel: Logger.Level) -> Router<CadenceRequestContext> {
    let router = Router(context: CadenceRequestContext.self)
    router.add(middleware: RequestLogMiddleware(level: requestLogLevel))
    if let metrics = api.shared.configuration.metrics {
        // docs/operations.md "Metrics": requests are counted only when metrics are on.
        router.add(middleware: RequestMetricsMiddleware())
        MetricsRoute.add(to: router, endpoint: metrics)
    }
    router.add(middleware: CompressionMiddleware<CadenceRequestContext>())
    router.add(middleware: ProblemMiddleware(document: api.document, service: api.shared.service))
    router.add(middleware: NotFoundPageMiddleware())
    APIRoutes.add(to: router, dependencies: api)
    MCPRoutes.add(to: router, dependencies: api.shared)

    WebRoutes.add(to: router, dependencies: api.shared)
    return router
}
