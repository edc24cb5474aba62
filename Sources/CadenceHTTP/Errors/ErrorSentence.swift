import CadenceLocalization

/// The sentence a person reads for a refusal in their language (docs/domain-rules.md
/// §28 Errors in the person's language): one short, general sentence per error
/// `code`, a literal catalog key without values, so that every language can say it. English keeps
/// each error's precise message (with its values); any other language says the code's sentence
/// instead — never the English message. Read by problem+json's `detail` (`ProblemMapping`), the
/// tools for assistants and the command line's `error:` line.
public enum ErrorSentence {
    /// What a person reads for an error with `code` whose English message is `message`: the message
    /// itself in English, else the code's sentence, else a general one (the tests make sure every
    /// code Cadence answers with has its own).
    public static func text(code: String, message: String, _ localizer: Localizer) -> String {
        guard localizer.language != .english else { return message }
        return sentence(code: code, localizer) ?? localizer.localized("That could not be done.")
    }

    /// The sentence of `code` in the localizer's language, `nil` for a code without one.
    public static func sentence(code: String, _ localizer: Localizer) -> String? {
        core(code, localizer) ?? accounts(code, localizer) ?? server(code, localizer) ?? commandLine(code, localizer)
    }
}
