/// A command refused by the command line itself rather than by the services: a missing
/// confirmation, a store that cannot be opened, or (with exit code 2) a malformed value that
/// could only be checked at run time, such as `CADENCE_NOW`.
struct CommandFailure: Error, Sendable {
    /// Stable, camelCase, written as the JSON error's `code`.
    let code: String
    let message: String
    /// 1 for a refused operation, 2 for a usage error.
    let exitCode: Int32

    init(code: String, _ message: String, exitCode: Int32 = 1) {
        self.code = code
        self.message = message
        self.exitCode = exitCode
    }

    /// A usage error (exit code 2).
    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(code: "usage", message, exitCode: 2)
    }
}
