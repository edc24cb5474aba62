import CadenceCore

extension AccountError: ProblemDescribing {
    /// The error's kind, code, message and field, as every interface reports them.
    public var problem: ProblemDescription {
        let kind: ProblemDescription.Kind =
            switch self.kind {
            case .validation: .validation
            case .conflict: .conflict
            case .unauthenticated: .unauthenticated
            case .forbidden: .forbidden
            case .notFound: .notFound
            }
        return ProblemDescription(kind, code: code.rawValue, message: message, field: field)
    }
}
