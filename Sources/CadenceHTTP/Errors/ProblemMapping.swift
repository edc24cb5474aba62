import CadenceCore
import CadenceImport
import CadenceServices
import Hummingbird

/// The one place where errors become HTTP statuses and `application/problem+json` bodies
/// (RFC 9457). A route miss on a documented path with another method becomes 405 (see
/// `ProblemMiddleware`). `CadenceError.kind`: validation → 422, notFound → 404, conflict → 409,
/// forbidden → 403; `AccountError.kind`: validation → 422, conflict → 409, unauthenticated → 401,
/// forbidden → 403, notFound → 404; the server's own `HTTPRefusal`s carry their status;
/// Hummingbird's `HTTPError`s keep theirs; anything else is a 500 that reveals nothing.
package enum ProblemMapping {
    /// The status, extra headers and body for `error`, raised while answering `path`.
    package static func problem(for error: any Error, path: String) -> (ProblemDetails, HTTPFields) {
        switch error {
        case let error as CadenceError:
            let status: HTTPResponse.Status =
                switch error.kind {
                case .validation: .unprocessableContent
                case .notFound: .notFound
                case .conflict: .conflict
                case .forbidden: .forbidden
                }
            return (details(status, code: error.code.rawValue, error.message, field: error.field, path: path), [:])
        case let error as ImportFailure:
            // A refused import (docs/import-export.md): 422, each issue a field error.
            let fields = error.issues.map {
                ProblemDetails.FieldError(field: $0.field ?? $0.location, code: "importIssue", message: "\($0.location): \($0.message)")
            }
            var problem = details(.unprocessableContent, code: "importRefused", error.description, field: nil, path: path)
            problem.errors = fields
            return (problem, [:])
        case let error as AccountError:
            let status: HTTPResponse.Status =
                switch error.kind {
                case .validation: .unprocessableContent
                case .conflict: .conflict
                case .unauthenticated: .unauthorized
                case .forbidden: .forbidden
                case .notFound: .notFound
                }
            var headers: HTTPFields = [:]
            if status == .unauthorized { headers[.wwwAuthenticate] = challenge }
            return (details(status, code: error.code.rawValue, error.message, field: error.field, path: path), headers)
        case let error as HTTPRefusal:
            var headers: HTTPFields = [:]
            if let seconds = error.retryAfter { headers[.retryAfter] = String(seconds) }
            if error.status == .unauthorized { headers[.wwwAuthenticate] = challenge }
            if !error.allowedMethods.isEmpty { headers[.allow] = error.allowedMethods.joined(separator: ", ") }
            let problem = ProblemDetails(
                status: error.status.code, title: error.status.reasonPhrase, code: error.code, detail: error.message,
                instance: path, errors: error.fieldErrors)
            return (problem, headers)
        case let error as HTTPError:
            let code =
                switch error.status {
                case .notFound: "notFound"
                case .contentTooLarge: "bodyTooLarge"
                case .badRequest: "malformedRequest"
                default: "httpError"
                }
            let message = error.body ?? defaultMessage(for: error.status)
            return (details(error.status, code: code, message, field: nil, path: path), error.headers)
        default:
            return (
                details(.internalServerError, code: "internal", "the server failed to answer; it has been logged", field: nil, path: path),
                [:]
            )
        }
    }

    private static let challenge = "Bearer realm=\"cadence\""

    private static func details(_ status: HTTPResponse.Status, code: String, _ message: String, field: String?, path: String) -> ProblemDetails {
        ProblemDetails(
            status: status.code, title: status.reasonPhrase, code: code, detail: message, instance: path,
            errors: field.map { [ProblemDetails.FieldError(field: $0, code: code, message: message)] } ?? [])
    }

    private static func defaultMessage(for status: HTTPResponse.Status) -> String {
        switch status {
        case .notFound: "nothing here; see /api/openapi.yaml for the routes"
        default: status.reasonPhrase
        }
    }
}
