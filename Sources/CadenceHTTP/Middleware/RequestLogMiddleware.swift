import CadenceServices
import Foundation
import Hummingbird
import Logging

/// Logs one line per request once it is answered: method, the matched route's template (such as
/// `/calendar/{file}`, never the path itself, which may carry a secret: a calendar feed's
/// address is one), status and duration. Query strings, headers and bodies are left out too,
/// so no password, token or secret address is ever logged.
package struct RequestLogMiddleware: RouterMiddleware {
    package typealias Context = CadenceRequestContext

    package let level: Logger.Level

    package init(level: Logger.Level) {
        self.level = level
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, start: start, context: context)
            return response
        } catch {
            log(request, status: 500, start: start, context: context)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, start: ContinuousClock.Instant, context: Context) {
        guard context.logger.logLevel <= level else { return }
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        context.logger.log(
            level: level, "\(request.method.rawValue) \(Self.route(of: context)) \(status)",
            metadata: [
                "http.status": "\(status)",
                "http.duration_ms": "\((milliseconds * 100).rounded() / 100)",
            ])
    }

    /// The route's template, or `(no route)` when none matched.
    static func route(of context: Context) -> String {
        guard let template = context.endpointPath, template.hasPrefix("/") else { return "(no route)" }
        return template
    }
}
