/// A request body that passed its schema but still did not decode into its Swift type (a
/// `Schedule` with a wrong `type`, an unknown enum value), said in words a client can act on:
/// the field's path and what it should be — never Swift's debug description of the error.
enum DecodingFailureText {
    static func message(for error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "the request body does not decode" }
        switch decoding {
        case .dataCorrupted(let context):
            return "\(field(context.codingPath)) has a value this server cannot read"
        case .keyNotFound(let key, let context):
            return "\(field(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(field(context.codingPath)) has the wrong type"
        @unknown default:
            return "the request body does not decode"
        }
    }

    private static func field(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "the request body" }
        let name = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        return "the field '\(name.replacingOccurrences(of: ".[", with: "["))'"
    }
}
