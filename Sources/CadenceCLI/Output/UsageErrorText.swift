import CadenceHTTP
import CadenceLocalization
import Foundation

/// A usage error on stderr in the person's language (docs/domain-rules.md §28 Errors in the
/// person's language): English keeps ArgumentParser's own message as it is; any other language
/// says the `usage` code's sentence, then the command's syntax and where its help is, each under
/// a translated label — never ArgumentParser's English sentence. The JSON error never changes.
enum UsageErrorText {
    static func text(_ full: String, localizer: Localizer) -> String {
        guard localizer.language != .english else { return full }
        let sentence = ErrorSentence.text(code: "usage", message: "", localizer)
        var lines = [localizer.localized("error: {message}", ["message": sentence])]
        let trimmed = full.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if let usage = trimmed.first(where: { $0.hasPrefix("Usage: ") }) {
            lines.append(localizer.localized("Usage: {syntax}", ["syntax": String(usage.dropFirst("Usage: ".count))]))
        }
        if let see = trimmed.first(where: { $0.hasPrefix("See '") && $0.hasSuffix("' for more information.") }) {
            let command = see.dropFirst("See '".count).dropLast("' for more information.".count)
            lines.append(localizer.localized("See '{command}' for more information.", ["command": String(command)]))
        }
        return lines.joined(separator: "\n")
    }
}
