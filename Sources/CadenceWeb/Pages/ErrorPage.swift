/// The page shown when a page can't be answered: the status, its plain name and what went wrong,
/// in the page's language (docs/domain-rules.md §28 Errors in the person's language).
struct ErrorPage {
    let status: Int
    let message: String
    var text = WebText()

    var title: String {
        switch status {
        case 400: text.localized("Bad request")
        case 403: text.localized("Not allowed")
        case 404: text.localized("Not found")
        case 409: text.localized("Conflict")
        case 413: text.localized("Too large")
        case 422: text.localized("Can't do that")
        case 429: text.localized("Slow down")
        default: status >= 500 ? text.localized("Something went wrong") : text.localized("Error")
        }
    }

    var body: HTML {
        """
        <section class="card error-page" id="error-page" data-status="\(status)">
        <h1>\(title)</h1>
        <p class="error-status">\(status)</p>
        <p>\(message)</p>
        <p><a class="button" id="back-home" href="/">\(text.localized("Back home"))</a></p>
        </section>
        """
    }
}
