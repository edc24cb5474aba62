import CadenceCore

extension ImportFailure: ProblemDescribing {
    /// A refused import (docs/import-export.md): a validation problem `importRefused`, each
    /// issue a field error `importIssue` (its field, or its location when it names none).
    public var problem: ProblemDescription {
        let fields = issues.map {
            ProblemDescription.FieldError(field: $0.field ?? $0.location, code: "importIssue", message: "\($0.location): \($0.message)")
        }
        return ProblemDescription(.validation, code: "importRefused", message: description, fieldErrors: fields)
    }
}
