extension CadenceError: ProblemDescribing {
    /// The error's kind, code, message and field, as every interface reports them.
    public var problem: ProblemDescription {
        let kind: ProblemDescription.Kind =
            switch self.kind {
            case .validation: .validation
            case .notFound: .notFound
            case .conflict: .conflict
            case .forbidden: .forbidden
            }
        return ProblemDescription(kind, code: code.rawValue, message: message, field: field)
    }
}
