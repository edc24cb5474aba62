import ArgumentParser
import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices
import CadenceStorage
import Foundation

extension CadenceCommand {
    /// Runs the command line and exits with its status: 0 success, 1 a refused operation
    /// (validation, not found, ambiguous), 2 a usage error (ArgumentParser's own `main()`
    /// would exit with 64, hence this entry point).
    public static func runMain() async -> Never {
        let status = await run(arguments: Array(CommandLine.arguments.dropFirst()))
        Self.exit(withError: status == 0 ? nil : ExitCode(status))
    }

    /// Parses and runs `arguments`, reports any error, and returns the exit status.
    public static func run(arguments: [String]) async -> Int32 {
        do {
            var command = try await asyncParseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            return report(error, wantsJSON: wantsJSON(arguments), localizer: Localizer(language(arguments)))
        }
    }

    /// Writes the error on stderr (and as JSON on stdout with `--json`), returning the exit status.
    static func report(_ error: any Error, wantsJSON: Bool, localizer: Localizer = .english) -> Int32 {
        switch error {
        case let error as CadenceError:
            return fail(code: error.code.rawValue, message: error.message, status: 1, json: wantsJSON, localizer: localizer)
        case let failure as CommandFailure:
            return fail(code: failure.code, message: failure.message, status: failure.exitCode, json: wantsJSON, localizer: localizer)
        case let exit as ExitCode:
            return exit.rawValue
        default:
            break
        }
        let status = exitCode(for: error)
        if status == .success {
            // Help and version requests.
            let text = fullMessage(for: error)
            if !text.isEmpty { Console.out(text) }
            return 0
        }
        let message = CadenceCommand.message(for: error)
        if status == .validationFailure {
            Console.error(UsageErrorText.text(fullMessage(for: error), localizer: localizer))
            if wantsJSON { emitJSONError(code: "usage", message: message) }
            return 2
        }
        // An error without a code of its own reads as the general sentence in other languages.
        let sentence = (error as? any ProblemDescribing)?.problem.code ?? ""
        return fail(code: "internal", message: message, status: 1, json: wantsJSON, localizer: localizer, sentence: sentence)
    }

    /// The `error:` line is in the person's language (docs/domain-rules.md §28 Errors
    /// in the person's language): the message in English, the code's sentence in any other.
    private static func fail(
        code: String, message: String, status: Int32, json: Bool, localizer: Localizer, sentence: String? = nil
    ) -> Int32 {
        let text = ErrorSentence.text(code: sentence ?? code, message: message, localizer)
        Console.error(localizer.localized("error: {message}", ["message": text]))
        if json { emitJSONError(code: code, message: message) }
        return status
    }

    private static func emitJSONError(code: String, message: String) {
        if let text = try? Output.json(ErrorJSON(code: code, message: message)) {
            Console.out(text)
        }
    }

    /// The language of an error's line on stderr: a valid `--locale` before any `--`, else the
    /// POSIX locale variables (docs/domain-rules.md §23); the JSON error never changes.
    private static func language(_ arguments: [String]) -> Language {
        let options = arguments.prefix(while: { $0 != "--" })
        var tag: String?
        for (index, argument) in options.enumerated() {
            if argument == "--locale", index + 1 < options.count { tag = options[options.startIndex + index + 1] }
            if argument.hasPrefix("--locale=") { tag = String(argument.dropFirst("--locale=".count)) }
        }
        return tag.flatMap(Language.init(tag:)) ?? LanguageNegotiation.language(environment: ProcessInfo.processInfo.environment)
            ?? .english
    }

    /// Whether the invocation asked for JSON (`--json` before any `--`, or `CADENCE_JSON`).
    private static func wantsJSON(_ arguments: [String]) -> Bool {
        arguments.prefix(while: { $0 != "--" }).contains("--json")
            || Output.isTruthy(ProcessInfo.processInfo.environment["CADENCE_JSON"])
    }
}
