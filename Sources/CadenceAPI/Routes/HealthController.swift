import CadenceHTTP
import Hummingbird

/// The routes outside `/api/v1`: `GET /healthz` (liveness, no store access), `GET /readyz`
/// (readiness: the store reachable and migrated, the delivery loop alive — docs/operations.md
/// "Health and readiness") and `GET /api/openapi.yaml` (the API description).
struct HealthController {
    typealias Context = CadenceRequestContext

    let document: OpenAPIDocument
    let readiness: ReadinessProbe

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("healthz", use: health)
        routes.get("readyz", use: ready)
        routes.get("api/openapi.yaml", use: openAPI)
        return routes
    }

    @Sendable func health(_ request: Request, context: Context) async throws -> Response {
        try JSONResponse.make(HealthJSON(status: "ok"))
    }

    /// 200 `{"status": "ready"}`, or 503 `{"status": "unavailable", "reason": …}` naming the
    /// first part that is not ready; never cached.
    @Sendable func ready(_ request: Request, context: Context) async throws -> Response {
        let reason = await readiness.problem()
        return try JSONResponse.make(
            ReadinessJSON(status: reason == nil ? "ready" : "unavailable", reason: reason),
            status: reason == nil ? .ok : .serviceUnavailable)
    }

    @Sendable func openAPI(_ request: Request, context: Context) async throws -> Response {
        let bytes = ByteBuffer(string: document.yaml)
        return Response(
            status: .ok,
            headers: [.contentType: "application/yaml; charset=utf-8", .contentLength: String(bytes.readableBytes)],
            body: ResponseBody(byteBuffer: bytes))
    }
}
