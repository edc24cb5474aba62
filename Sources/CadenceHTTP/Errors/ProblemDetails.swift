import CadenceServices

/// An error response body, `application/problem+json` (RFC 9457):
/// `{"type", "title", "status", "detail", "instance", "code", "errors": [{"field", "code", "message"}]}`.
///
/// `code` is the stable machine-readable reason (a `CadenceError.Code`, an `AccountError.Code`
/// or one of the server's own, such as `unknownField`); `errors` lists field-level details,
/// `field` being a dotted path into the request body (`schedule.days.0`) or a parameter name.
public struct ProblemDetails: Codable, Sendable, Hashable {
    /// One field-level detail.
    public struct FieldError: Codable, Sendable, Hashable {
        @NullWhenAbsent public var field: String?
        public var code: String
        public var message: String

        public init(field: String?, code: String, message: String) {
            self.field = field
            self.code = code
            self.message = message
        }

        private enum CodingKeys: String, CodingKey {
            case field, code, message
        }
    }

    /// One of the things an ambiguous reference could mean (`candidates`, docs/domain-rules.md
    /// §3 "Check-in by name").
    public struct Candidate: Codable, Sendable, Hashable {
        public var id: Int64
        public var name: String

        public init(id: Int64, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// The media type of problem responses.
    public static let mediaType = "application/problem+json"

    /// `urn:cadence:problem:<code>`.
    public var type: String
    public var title: String
    public var status: Int
    public var detail: String
    /// The request path the problem occurred on.
    public var instance: String
    public var code: String
    public var errors: [FieldError]
    /// For `ambiguous` only: what the reference could mean (absent from every other problem).
    public var candidates: [Candidate]?

    public init(
        status: Int, title: String, code: String, detail: String, instance: String, errors: [FieldError] = [],
        candidates: [Candidate]? = nil
    ) {
        type = "urn:cadence:problem:\(code)"
        self.title = title
        self.status = status
        self.detail = detail
        self.instance = instance
        self.code = code
        self.errors = errors
        self.candidates = candidates
    }
}
