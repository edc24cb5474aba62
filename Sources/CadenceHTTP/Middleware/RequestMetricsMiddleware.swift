import Hummingbird
import Metrics

/// Counts every answered request and its duration through swift-metrics (docs/operations.md
/// "Metrics"), by method, the matched route's template (`/api/v1/habits/{id}`: never the path,
/// whose ids would make one series per object) and status: `cadence_http_requests_total` and
/// the histogram `cadence_http_request_duration_seconds`. Added only with `CADENCE_METRICS=1`.
package struct RequestMetricsMiddleware: RouterMiddleware {
    package typealias Context = CadenceRequestContext

    package init() {}

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            record(request, status: response.status.code, start: start, context: context)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            record(request, status: status, start: start, context: context)
            throw error
        }
    }

    private func record(_ request: Request, status: Int, start: ContinuousClock.Instant, context: Context) {
        let route = RequestLogMiddleware.route(of: context)
        let method = request.method.rawValue
        Counter(label: "cadence_http_requests_total", dimensions: [("method", method), ("route", route), ("status", "\(status)")])
            .increment()
        Metrics.Timer(label: "cadence_http_request_duration_seconds", dimensions: [("method", method), ("route", route)])
            .record(duration: ContinuousClock.now - start)
    }
}
