/// Why a web page can't be shown, beyond the domain's own errors (which keep their statuses
/// through `ProblemMapping`).
enum PageRefusal: Error, Sendable {
    /// No signed-in browser: go to the sign-in page (or onboarding on a new server).
    case signInRequired
    /// The form's CSRF token is missing or wrong (403); nothing was changed.
    case csrfRejected
    /// A form or query value the page can't use (400).
    case badRequest(String)
}
