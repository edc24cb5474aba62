import Hummingbird

/// A request the server itself refuses before any service runs: a malformed or oversized
/// body, an unknown field, a bad parameter, a missing sign-in, too many attempts.
public struct APIError: Error, Sendable, CustomStringConvertible {
    public let status: HTTPResponse.Status
    /// Stable, camelCase (`malformedBody`, `unknownField`, `rateLimited`, …).
    public let code: String
    public let message: String
    public let fieldErrors: [ProblemDetails.FieldError]
    /// Seconds to wait, sent as `Retry-After` (429).
    public let retryAfter: Int?
    /// The methods the path takes, sent as `Allow` (405).
    public let allowedMethods: [String]

    public init(
        _ status: HTTPResponse.Status, code: String, _ message: String, fieldErrors: [ProblemDetails.FieldError] = [],
        retryAfter: Int? = nil, allowedMethods: [String] = []
    ) {
        self.status = status
        self.code = code
        self.message = message
        self.fieldErrors = fieldErrors
        self.retryAfter = retryAfter
        self.allowedMethods = allowedMethods
    }

    public var description: String { message }

    /// 400: the body is not JSON, or not the JSON the route takes.
    static func malformedBody(_ message: String, fieldErrors: [ProblemDetails.FieldError] = []) -> APIError {
        APIError(.badRequest, code: "malformedBody", message, fieldErrors: fieldErrors)
    }

    /// 400: a body that breaks the route's schema (unknown fields included).
    static func schema(_ violations: [SchemaViolation]) -> APIError {
        let errors = violations.map { ProblemDetails.FieldError(field: $0.path.isEmpty ? nil : $0.path, code: $0.code, message: $0.message) }
        let unknown = violations.contains { $0.code == "unknownField" }
        let summary = violations.prefix(3).map(\.description).joined(separator: "; ")
        return APIError(
            .badRequest, code: unknown ? "unknownField" : "invalidBody", "the request body is not accepted: \(summary)",
            fieldErrors: errors)
    }

    /// 400: a query or path parameter that does not parse.
    static func invalidParameter(_ name: String, _ message: String) -> APIError {
        APIError(
            .badRequest, code: "invalidParameter", "\(name): \(message)",
            fieldErrors: [ProblemDetails.FieldError(field: name, code: "invalidParameter", message: message)])
    }

    /// 401: no valid session cookie or bearer token.
    static var notSignedIn: APIError {
        APIError(.unauthorized, code: "notSignedIn", "sign in first, or send an API token as `Authorization: Bearer <token>`")
    }

    /// 404: the path names nothing (or something of another user's).
    static func notFound(_ message: String) -> APIError {
        APIError(.notFound, code: "notFound", message)
    }

    /// 405: the path exists, but not with this method.
    static func methodNotAllowed(_ method: String, allowed: [String]) -> APIError {
        APIError(
            .methodNotAllowed, code: "methodNotAllowed",
            "\(method) is not a method of this path; it takes \(allowed.joined(separator: ", "))", allowedMethods: allowed)
    }

    /// 413: the body is larger than the server accepts.
    static func bodyTooLarge(limit: Int) -> APIError {
        APIError(.contentTooLarge, code: "bodyTooLarge", "the request body is larger than \(limit) bytes")
    }

    /// 415: a body that is not `application/json`.
    static var unsupportedMediaType: APIError {
        APIError(.unsupportedMediaType, code: "unsupportedMediaType", "send the body as application/json")
    }

    /// 429: too many attempts; try again after `seconds`.
    static func rateLimited(retryAfter seconds: Int) -> APIError {
        APIError(
            .tooManyRequests, code: "rateLimited", "too many attempts; try again in \(seconds) seconds", retryAfter: seconds)
    }

    /// 403: a cookie-authenticated change sent from another site.
    static var crossSiteRequest: APIError {
        APIError(.forbidden, code: "crossSiteRequest", "the request comes from another site (its Origin does not match)")
    }
}
