import CadenceCore
import CadenceServices
import Foundation
import MCP

/// A refused tool call as a tool result with `isError: true` — never a protocol failure — so
/// the model reads why and can correct itself (docs/domain-rules.md §11 "Errors are results").
/// The message is the command line's; the structured content is its `--json` error,
/// `{"error": {"code", "message"}}`, with `candidates` added for an ambiguous habit.
enum ToolFailure {
    /// The result for `error`, or `nil` when it is not a refusal (a storage failure, which the
    /// server reports as an internal error).
    static func result(for error: any Error) -> CallTool.Result? {
        switch error {
        case let input as ToolInputError:
            return result(code: "usage", message: input.message)
        case let ambiguous as AmbiguousHabit:
            let candidates = try? ToolOutput.value(of: ambiguous.candidates.map(HabitReferenceJSON.init))
            return result(code: CadenceError.Code.ambiguous.rawValue, message: ambiguous.error.message, candidates: candidates)
        case let refusal as CadenceError:
            return result(code: refusal.code.rawValue, message: refusal.message)
        default:
            return nil
        }
    }

    private static func result(code: String, message: String, candidates: Value? = nil) -> CallTool.Result {
        var detail: [String: Value] = ["code": .string(code), "message": .string(message)]
        if let candidates { detail["candidates"] = candidates }
        let json: Value = .object(["error": .object(detail)])
        return CallTool.Result(
            content: [ToolOutput.text("error: \(message)"), ToolOutput.text(ToolOutput.compact(json))],
            structuredContent: json as Value?, isError: true)
    }
}
