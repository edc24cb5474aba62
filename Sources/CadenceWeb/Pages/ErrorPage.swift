/// The page shown when a page can't be answered: the status, its plain name and what went wrong.
struct ErrorPage {
    let status: Int
    let message: String

    var title: String {
        switch status {
        case 400: "Bad request"
        case 403: "Not allowed"
        case 404: "Not found"
        case 409: "Conflict"
        case 413: "Too large"
        case 422: "Can't do that"
        case 429: "Slow down"
        default: status >= 500 ? "Something went wrong" : "Error"
        }
    }

    var body: HTML {
        """
        <section class="card error-page" id="error-page" data-status="\(status)">
        <h1>\(title)</h1>
        <p class="error-status">\(status)</p>
        <p>\(message)</p>
        <p><a class="button" id="back-home" href="/">Back home</a></p>
        </section>
        """
    }
}
