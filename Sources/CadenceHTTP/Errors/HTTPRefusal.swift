import Hummingbird

/// A request the server itself refuses before any service runs: a malformed or oversized
/// body, an unknown field, a bad parameter, a missing sign-in, too many attempts.
public struct HTTPRefusal: Error, Sendable, CustomStringConvertible {
    public let status: HTTPResponse.Status
    /// Stable, camelCase (`malformedBody`, `unknownField`, `rateLimited`, …).
    public let code: String
    public let message: String
    public let fieldErrors: [ProblemDetails.FieldError]
    /// Seconds to wait, sent as `Retry-After` (429).
    public let retryAfter: Int?
    /// The methods the path takes, sent as `Allow` (405).
    public let allowedMethods: [String]
    /// What an ambiguous reference could mean, sent as the problem's `candidates`.
    public let candidates: [ProblemDetails.Candidate]?

    public init(
        _ status: HTTPResponse.Status, code: String, _ message: String, fieldErrors: [ProblemDetails.FieldError] = [],
        retryAfter: Int? = nil, allowedMethods: [String] = [], candidates: [ProblemDetails.Candidate]? = nil
    ) {
        self.status = status
        self.code = code
        self.message = message
        self.fieldErrors = fieldErrors
        self.retryAfter = retryAfter
        self.allowedMethods = allowedMethods
        self.candidates = candidates
    }

    public var description: String { message }

    /// 400: the body is not JSON, or not the JSON the route takes.
    package static func malformedBody(_ message: String, fieldErrors: [ProblemDetails.FieldError] = []) -> HTTPRefusal {
        HTTPRefusal(.badRequest, code: "malformedBody", message, fieldErrors: fieldErrors)
    }

    /// 400: a query or path parameter that does not parse.
    package static func invalidParameter(_ name: String, _ message: String) -> HTTPRefusal {
        HTTPRefusal(
            .badRequest, code: "invalidParameter", "\(name): \(message)",
            fieldErrors: [ProblemDetails.FieldError(field: name, code: "invalidParameter", message: message)])
    }

    /// 401: no valid session cookie or bearer token.
    package static var notSignedIn: HTTPRefusal {
        HTTPRefusal(.unauthorized, code: "notSignedIn", "sign in first, or send an API token as `Authorization: Bearer <token>`")
    }

    /// 404: the path names nothing (or something of another user's).
    package static func notFound(_ message: String) -> HTTPRefusal {
        HTTPRefusal(.notFound, code: "notFound", message)
    }

    /// 405: the path exists, but not with this method.
    package static func methodNotAllowed(_ method: String, allowed: [String]) -> HTTPRefusal {
        HTTPRefusal(
            .methodNotAllowed, code: "methodNotAllowed",
            "\(method) is not a method of this path; it takes \(allowed.joined(separator: ", "))", allowedMethods: allowed)
    }

    /// 413: the body is larger than the server accepts.
    package static func bodyTooLarge(limit: Int) -> HTTPRefusal {
        HTTPRefusal(.contentTooLarge, code: "bodyTooLarge", "the request body is larger than \(limit) bytes")
    }

    /// 415: a body that is not `application/json`.
    package static var unsupportedMediaType: HTTPRefusal {
        HTTPRefusal(.unsupportedMediaType, code: "unsupportedMediaType", "send the body as application/json")
    }

    /// 429: too many attempts; try again after `seconds`.
    package static func rateLimited(retryAfter seconds: Int) -> HTTPRefusal {
        HTTPRefusal(
            .tooManyRequests, code: "rateLimited", "too many attempts; try again in \(seconds) seconds", retryAfter: seconds)
    }

    /// 403: a cookie-authenticated change sent from another site.
    package static var crossSiteRequest: HTTPRefusal {
        HTTPRefusal(.forbidden, code: "crossSiteRequest", "the request comes from another site (its Origin does not match)")
    }
}
