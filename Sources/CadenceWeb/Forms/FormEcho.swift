import CadenceCore
import CadenceLocalization

/// A refused form, shown again (docs/web.md "Forms"): which form it was, the reason in one
/// sentence, and the values exactly as the person typed them, so nothing typed is lost.
/// The page answers 422 and the store is unchanged.
struct FormEcho: Sendable {
    /// The `id` of the refused form on its page.
    let form: String
    /// The reason, as a sentence in the page's language.
    let message: String
    /// The submitted fields.
    let values: FormData

    /// `localizer`: the page's language, for the reason (`RefusalSentence`).
    init(form: String, error: CadenceError, values: FormData, localizer: Localizer = .english) {
        self.form = form
        message = RefusalSentence.text(error, localizer)
        self.values = values
    }

    /// The value typed in `name` on `form`, else `fallback` (the form's usual starting value).
    static func value(_ echo: FormEcho?, form: String, _ name: String, or fallback: String = "") -> String {
        guard let echo, echo.form == form else { return fallback }
        return echo.values.raw(name) ?? ""
    }

    /// The error box for `form`, or nothing when `echo` is about another form.
    static func errorBox(_ echo: FormEcho?, form: String) -> HTML {
        guard let echo, echo.form == form else { return .empty }
        return "<p class=\"error-box form-error\" role=\"alert\" id=\"\(form)-error\">\(echo.message)</p>"
    }

    /// Whether a refusal of a form comes back as the page with its message (a validation or
    /// conflict error); anything else (not found, storage) is an error page.
    static func isFormRefusal(_ error: CadenceError) -> Bool {
        error.kind == .validation || error.kind == .conflict
    }
}
