import CadenceCore
import CadenceHTTP
import CadenceLocalization

/// The sentence a refused form's error box shows, in the page's language (docs/domain-rules.md
/// §28 Errors in the person's language): English keeps the error's own message as a sentence
/// (capitalized, with a full stop); any other language says the code's `ErrorSentence`, never
/// the English message.
enum RefusalSentence {
    /// The sentence for `error` in `localizer`'s language.
    static func text(_ error: any ProblemDescribing, _ localizer: Localizer) -> String {
        let problem = error.problem
        guard localizer.language != .english else { return WebAccountController.sentence(problem.message) }
        return ErrorSentence.text(code: problem.code, message: problem.message, localizer)
    }
}

extension WebVisit {
    /// The sentence for a refusal on this page, in its language (`RefusalSentence`).
    func sentence(_ error: any ProblemDescribing) async throws -> String {
        RefusalSentence.text(error, try await localizer())
    }
}
