/// One way a JSON value breaks its schema: where (a dotted path such as `schedule.days.0`,
/// empty for the whole value), a stable code and a message.
public struct SchemaViolation: Sendable, Hashable, CustomStringConvertible {
    /// `unknownField`, `missingField`, `wrongType`, `notAllowed`, `badFormat`, `outOfRange`,
    /// `noMatchingShape` or `unresolvedReference`.
    public var code: String
    public var path: String
    public var message: String

    public init(code: String, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
