import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only place that writes to the terminal: stdout for results, stderr for messages and
/// prompts (docs/architecture.md: only the command line prints).
enum Console {
    /// Writes `text` and a newline to stdout.
    static func out(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: FileHandle.standardOutput)
    }

    /// Writes `text` and a newline to stderr.
    static func error(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: FileHandle.standardError)
    }

    /// Writes `text` to stderr as is (a prompt without a newline).
    static func prompt(_ text: String) {
        write(text, to: FileHandle.standardError)
    }

    /// Reads one line from stdin, or `nil` at the end of input.
    static func readAnswer() -> String? {
        readLine(strippingNewline: true)
    }

    /// Whether stdout is a terminal (color and interactive formatting only then).
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether stdin is a terminal (questions are asked only then).
    static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
