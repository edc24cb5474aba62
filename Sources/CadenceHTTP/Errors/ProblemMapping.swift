import CadenceCore
import CadenceLocalization
import CadenceServices
import Hummingbird

/// The one place where errors become HTTP statuses and `application/problem+json` bodies
/// (RFC 9457). A route miss on a documented path with another method becomes 405 (see
/// `ProblemMiddleware`). An error that describes itself (`ProblemDescribing`, declared in
/// `CadenceCore`: `CadenceError`, `AccountError`, `ImportFailure`) maps by its kind: validation →
/// 422, notFound → 404, conflict → 409, forbidden → 403, unauthenticated → 401 (with the bearer
/// challenge); the server's own `HTTPRefusal`s carry their status;
/// Hummingbird's `HTTPError`s keep theirs; anything else is a 500 that reveals nothing.
/// `detail` and each field error's `message` are in the request's language (`localizer`;
/// docs/domain-rules.md §28 Errors in the person's language): English keeps the
/// precise message, any other language the code's `ErrorSentence`; every code stays as it is.
package enum ProblemMapping {
    /// The status, extra headers and body for `error`, raised while answering `path`.
    package static func problem(for error: any Error, path: String, localizer: Localizer = .english) -> (ProblemDetails, HTTPFields) {
        let (english, headers) = englishProblem(for: error, path: path)
        guard localizer.language != .english else { return (english, headers) }
        var details = english
        details.detail = ErrorSentence.text(code: details.code, message: details.detail, localizer)
        details.errors = details.errors.map {
            ProblemDetails.FieldError(field: $0.field, code: $0.code, message: ErrorSentence.text(code: $0.code, message: $0.message, localizer))
        }
        return (details, headers)
    }

    /// The English status, extra headers and body for `error`.
    private static func englishProblem(for error: any Error, path: String) -> (ProblemDetails, HTTPFields) {
        switch error {
        case let error as any ProblemDescribing:
            let problem = error.problem
            let status = httpStatus(of: problem.kind)
            var headers: HTTPFields = [:]
            if status == .unauthorized { headers[.wwwAuthenticate] = challenge }
            let fields = problem.fieldErrors.map { ProblemDetails.FieldError(field: $0.field, code: $0.code, message: $0.message) }
            let details = ProblemDetails(
                status: status.code, title: status.reasonPhrase, code: problem.code, detail: problem.message, instance: path,
                errors: fields)
            return (details, headers)
        case let error as HTTPRefusal:
            var headers: HTTPFields = [:]
            if let seconds = error.retryAfter { headers[.retryAfter] = String(seconds) }
            if error.status == .unauthorized { headers[.wwwAuthenticate] = challenge }
            if !error.allowedMethods.isEmpty { headers[.allow] = error.allowedMethods.joined(separator: ", ") }
            let problem = ProblemDetails(
                status: error.status.code, title: error.status.reasonPhrase, code: error.code, detail: error.message,
                instance: path, errors: error.fieldErrors, candidates: error.candidates)
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

    /// The status of each kind of problem (docs/architecture.md "The targets": the only place).
    private static func httpStatus(of kind: ProblemDescription.Kind) -> HTTPResponse.Status {
        switch kind {
        case .validation: .unprocessableContent
        case .notFound: .notFound
        case .conflict: .conflict
        case .forbidden: .forbidden
        case .unauthenticated: .unauthorized
        }
    }

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
