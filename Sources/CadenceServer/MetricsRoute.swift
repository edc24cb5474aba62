import CadenceHTTP
import Hummingbird

/// `GET /metrics` in the Prometheus text format (docs/operations.md "Metrics"), behind
/// `MetricsGate`: the active-user gauges are recorded, then the endpoint's text is answered.
enum MetricsRoute {
    static func add(to router: Router<CadenceRequestContext>, endpoint: MetricsEndpoint) {
        router.get("metrics") { request, context -> Response in
            let forwarded = request.headers.contains { ["x-forwarded-for", "forwarded"].contains($0.name.canonicalName) }
            switch MetricsGate.decide(
                token: endpoint.token, authorization: request.headers[.authorization], peerAddress: context.peerAddress,
                forwarded: forwarded)
            {
            case .unauthorized:
                return text("a bearer token is needed (CADENCE_METRICS_TOKEN)\n", status: .unauthorized, bearer: true)
            case .forbidden:
                return text("metrics are answered to loopback clients only; set CADENCE_METRICS_TOKEN\n", status: .forbidden)
            case .allowed:
                ActiveUsersGauge.record()
                return text(await endpoint.render(), status: .ok, prometheus: true)
            }
        }
    }

    private static func text(_ body: String, status: HTTPResponse.Status, bearer: Bool = false, prometheus: Bool = false) -> Response {
        var headers: HTTPFields = [
            .contentType: prometheus ? "text/plain; version=0.0.4; charset=utf-8" : "text/plain; charset=utf-8",
            .cacheControl: "no-store",
        ]
        if bearer { headers[.wwwAuthenticate] = #"Bearer realm="cadence-metrics""# }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
