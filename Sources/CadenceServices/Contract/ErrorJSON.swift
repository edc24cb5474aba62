import CadenceCore
import CadenceStorage

/// A refused operation: `{"error": {"code", "message"}}`.
///
/// `code` is a `CadenceError.Code` (`notFound`, `ambiguous`, `targetInvalid`, …) or an
/// interface's own code (`usage` for a malformed command line); `message` says what was wrong
/// and how to fix it.
public struct ErrorJSON: Codable, Sendable, Hashable {
    /// The error's code and message.
    public struct Detail: Codable, Sendable, Hashable {
        public var code: String
        public var message: String
    }

    public var error: Detail

    public init(code: String, message: String) {
        error = Detail(code: code, message: message)
    }

    public init(_ error: CadenceError) {
        self.init(code: error.code.rawValue, message: error.message)
    }
}
