import CadenceHTTP
import Hummingbird

/// The routes outside `/api/v1`: `GET /healthz` (liveness, no store access) and
/// `GET /api/openapi.yaml` (the API description).
struct HealthController {
    typealias Context = CadenceRequestContext

    let document: OpenAPIDocument

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("healthz", use: health)
        routes.get("api/openapi.yaml", use: openAPI)
        return routes
    }

    @Sendable func health(_ request: Request, context: Context) async throws -> Response {
        try JSONResponse.make(HealthJSON(status: "ok"))
    }

    @Sendable func openAPI(_ request: Request, context: Context) async throws -> Response {
        let bytes = ByteBuffer(string: document.yaml)
        return Response(
            status: .ok,
            headers: [.contentType: "application/yaml; charset=utf-8", .contentLength: String(bytes.readableBytes)],
            body: ResponseBody(byteBuffer: bytes))
    }
}
