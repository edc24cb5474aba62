/// Arguments a tool refused before running (unknown name, missing, wrong kind, out of range):
/// answered as a tool error with the code `usage`, like a malformed command line
/// (docs/domain-rules.md §11 "Errors are results").
struct ToolInputError: Error, Sendable, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
