/// The app's offline page (docs/web.md "Installable and offline"): what the service worker shows
/// for a page it has not kept when the server cannot be reached, instead of the browser's error
/// page, with a way back to the pages it keeps (Home, Today) and a way to try again (an empty
/// link: the address the visitor asked for, which the worker answered with this page). In the
/// browser's language (docs/domain-rules.md §23).
enum OfflinePage {
    /// The page's body in `text`'s language.
    static func body(_ text: WebText = WebText()) -> HTML {
        """
        <section id="offline-page" class="card narrow" aria-labelledby="offline-title">
        <p class="brand-mark" aria-hidden="true">◌</p>
        <h1 id="offline-title">\(text.localized("You are offline"))</h1>
        <p>\(text.localized("Cadence cannot be reached right now, and this page is not saved on this device."))</p>
        <p class="muted">\(text.localized("Home, Today, Health and To-dos open as last seen here.")) \
        \(text.localized("What you tap there waits on this device and is sent once the connection returns."))</p>
        <p class="actions"><a id="offline-home" class="button primary" href="/">\(text.localized("Home"))</a>\
        <a id="offline-today" class="button" href="/today">\(text.localized("Today"))</a>\
        <a id="offline-retry" class="button" href="">\(text.localized("Try again"))</a></p>
        </section>
        """
    }
}
