/// An error that says how every interface reports it: which kind of problem it is (the HTTP
/// front ends turn the kind into a status in `CadenceHTTP`'s `ProblemMapping`, the only place
/// that names statuses), a stable `code`, the message, and the input fields at fault.
///
/// Declared here, at the bottom of the package, so that an error type of any target conforms
/// where it is defined and the HTTP layer needs to import no target just to map its errors
/// (docs/architecture.md "The targets").
public protocol ProblemDescribing: Error {
    /// What the error says to an interface.
    var problem: ProblemDescription { get }
}

/// How one error is reported: its kind, code, message and field errors (see `ProblemDescribing`).
public struct ProblemDescription: Sendable, Hashable {
    /// How an interface treats the error; `CadenceHTTP`'s `ProblemMapping` gives each its status.
    public enum Kind: String, Sendable {
        /// The input breaks a rule (HTTP 422).
        case validation
        /// Nothing of that identity belongs to the caller (HTTP 404).
        case notFound
        /// The input clashes with stored data (HTTP 409).
        case conflict
        /// Signed in, but not allowed (HTTP 403).
        case forbidden
        /// Wrong or missing credentials (HTTP 401).
        case unauthenticated
    }

    /// One input field at fault.
    public struct FieldError: Sendable, Hashable {
        public var field: String
        public var code: String
        public var message: String

        public init(field: String, code: String, message: String) {
            self.field = field
            self.code = code
            self.message = message
        }
    }

    public var kind: Kind
    /// The stable, machine-readable code (`nameEmpty`, `importRefused`, …).
    public var code: String
    public var message: String
    /// The fields at fault, in order (empty when the error concerns no field).
    public var fieldErrors: [FieldError]

    public init(_ kind: Kind, code: String, message: String, fieldErrors: [FieldError]) {
        self.kind = kind
        self.code = code
        self.message = message
        self.fieldErrors = fieldErrors
    }

    /// A problem with at most one field at fault, which repeats the problem's code and message.
    public init(_ kind: Kind, code: String, message: String, field: String?) {
        self.init(kind, code: code, message: message, fieldErrors: field.map { [FieldError(field: $0, code: code, message: message)] } ?? [])
    }
}
