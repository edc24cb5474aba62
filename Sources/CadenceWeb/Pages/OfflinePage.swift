/// The app's offline page (docs/web.md "Installable and offline"): what the service worker shows
/// for a page it has not kept when the server cannot be reached, instead of the browser's error
/// page, with a way back to the pages it keeps (Home, Today) and a way to try again (an empty
/// link: the address the visitor asked for, which the worker answered with this page).
enum OfflinePage {
    static let body: HTML = """
        <section id="offline-page" class="card narrow" aria-labelledby="offline-title">
        <p class="brand-mark" aria-hidden="true">◌</p>
        <h1 id="offline-title">You are offline</h1>
        <p>Cadence cannot be reached right now, and this page is not saved on this device.</p>
        <p class="muted">Home, Today, Health and To-dos open as last seen here. What you tap there waits on this device \
        and is sent once the connection returns.</p>
        <p class="actions"><a id="offline-home" class="button primary" href="/">Home</a>\
        <a id="offline-today" class="button" href="/today">Today</a>\
        <a id="offline-retry" class="button" href="">Try again</a></p>
        </section>
        """
}
