import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices
import Foundation
import MCP

/// A refused tool call as a tool result with `isError: true` — never a protocol failure — so
/// the model reads why and can correct itself (docs/domain-rules.md §11 "Errors are results").
/// The message is the command line's; the structured content is its `--json` error,
/// `{"error": {"code", "message"}}`, with `candidates` added for an ambiguous habit. The text a
/// person reads is in the account's language (docs/domain-rules.md §28 Errors in
/// the person's language): English keeps the message, other languages say the code's
/// `ErrorSentence`; the structured content never changes.
enum ToolFailure {
    /// The result for `error`, or `nil` when it is not a refusal (a storage failure, which the
    /// server reports as an internal error).
    static func result(for error: any Error, localizer: Localizer = .english) -> CallTool.Result? {
        switch error {
        case let input as ToolInputError:
            return result(code: "usage", message: input.message, localizer: localizer)
        case let ambiguous as AmbiguousHabit:
            let candidates = try? ToolOutput.value(of: ambiguous.candidates.map(HabitReferenceJSON.init))
            let code = CadenceError.Code.ambiguous.rawValue
            return result(code: code, message: ambiguous.error.message, localizer: localizer, candidates: candidates)
        case let refusal as CadenceError:
            return result(code: refusal.code.rawValue, message: refusal.message, localizer: localizer)
        default:
            return nil
        }
    }

    private static func result(code: String, message: String, localizer: Localizer, candidates: Value? = nil) -> CallTool.Result {
        var detail: [String: Value] = ["code": .string(code), "message": .string(message)]
        if let candidates { detail["candidates"] = candidates }
        let json: Value = .object(["error": .object(detail)])
        let line = localizer.localized("error: {message}", ["message": ErrorSentence.text(code: code, message: message, localizer)])
        return CallTool.Result(
            content: [ToolOutput.text(line), ToolOutput.text(ToolOutput.compact(json))],
            structuredContent: json as Value?, isError: true)
    }
}
