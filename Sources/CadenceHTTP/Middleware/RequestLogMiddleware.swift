import CadenceStore
import Foundation
import Hummingbird
import Logging

/// Logs one line per request once it is answered: method, path, status and duration.
/// Query strings, headers and bodies are left out, so no password or token is ever logged.
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
            level: level, "\(request.method.rawValue) \(request.uri.path) \(status)",
            metadata: [
                "http.status": "\(status)",
                "http.duration_ms": "\((milliseconds * 100).rounded() / 100)",
            ])
    }
}
