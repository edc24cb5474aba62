import CadenceHTTP
import Hummingbird

/// The refusal of a body that breaks its route's schema (docs/api.md "Errors").
extension HTTPRefusal {
    /// 400: a body that breaks the route's schema (unknown fields included).
    static func schema(_ violations: [SchemaViolation]) -> HTTPRefusal {
        let errors = violations.map { ProblemDetails.FieldError(field: $0.path.isEmpty ? nil : $0.path, code: $0.code, message: $0.message) }
        let unknown = violations.contains { $0.code == "unknownField" }
        let summary = violations.prefix(3).map(\.description).joined(separator: "; ")
        return HTTPRefusal(
            .badRequest, code: unknown ? "unknownField" : "invalidBody", "the request body is not accepted: \(summary)",
            fieldErrors: errors)
    }
}
