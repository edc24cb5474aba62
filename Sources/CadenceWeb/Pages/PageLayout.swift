import CadenceLocalization

/// The document around every page: head (styles, script, viewport, color schemes), the
/// navigation for a signed-in visitor, and the page's own content in `main`, in the page's
/// language with its writing direction (`lang`, `dir`; docs/domain-rules.md §23).
enum PageLayout {
    static func document(title: String, body: HTML, chrome: PageChrome?, localizer: Localizer? = nil) -> HTML {
        let localizer = localizer ?? chrome?.localizer ?? .english
        return """
            <!doctype html>
            <html \(WebLanguage.attributes(localizer.language))\(chrome?.theme.map { theme -> HTML in " data-theme=\"\(theme)\"" })>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
            <meta name="color-scheme" content="\(chrome?.theme ?? "light dark")">
            <meta name="theme-color" content="#4f46e5">
            <link rel="manifest" href="/manifest.webmanifest">
            <link rel="apple-touch-icon" href="/assets/icon-192.png">
            <title>\(title) · Cadence</title>
            <link rel="stylesheet" href="\(WebAssets.stylesheetPath)">
            <link rel="icon" href="\(WebAssets.iconPath)">
            <script src="\(WebAssets.scriptPath)" defer></script>
            <script src="\(WebAssets.pushScriptPath)" defer></script>
            </head>
            <body>
            <a class="skip-link" href="#main">\(localizer.localized("Skip to content"))</a>
            \(chrome.map(header))
            <main id="main" tabindex="-1">
            \(body)
            </main>
            \(chrome.map(PhoneTabBar.html))
            </body>
            </html>
            """
    }

    private static func header(_ chrome: PageChrome) -> HTML {
        let links = PageSection.allCases.map { section -> HTML in
            let current: HTML = section == chrome.section ? " aria-current=\"page\"" : ""
            return """
                <a href="\(section.path)" class="nav-\(section.rawValue)"\(current)><span class="nav-symbol" aria-hidden="true">\
                \(section.symbol)</span><span class="nav-label">\(section.title(chrome.localizer))</span></a>
                """
        }
        return """
            <header class="top-bar">
            <a class="brand" href="/">Cadence</a>
            <nav id="main-nav" aria-label="\(chrome.localizer.localized("Main"))">\(links)</nav>
            <form id="sign-out-form" method="post" action="/sign-out" data-account="\(chrome.username)">\(chrome.csrfField)<button id="sign-out" \
            class="link-button" title="\(chrome.localizer.localized("Signed in as {name}", ["name": chrome.username]))">\
            \(chrome.localizer.localized("Sign out"))</button></form>
            </header>
            """
    }
}
