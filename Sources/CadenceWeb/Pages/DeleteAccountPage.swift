/// Deleting one's account (docs/web.md "settings"): what goes, the export offered first, and
/// the password to confirm. In the person's language (docs/domain-rules.md §23).
struct DeleteAccountPage {
    let error: String?
    let csrfField: HTML
    var text = WebText()

    var body: HTML {
        let what = text.localized("habits, check-ins, progress, health entries, money, to-dos, notes, reminders and tokens")
        let download: HTML = """
            <a id="export-before-delete" class="button" href="/data/export.json" download>\(text.localized("Download everything (JSON)"))</a>
            """
        return """
            <section class="card narrow">
            <h1>\(text.localized("Delete your account"))</h1>
            <p>\(text.localized("This deletes your account and everything in it: {what}.", ["what": what])) \
            \(text.localized("It cannot be undone."))</p>
            <p>\(text.html(text.localized("Keep a copy first: {link}"), ["link": download]))</p>
            \(AccountPages.errorBox(error))
            <form id="delete-account-form" method="post" action="/settings/delete-account" class="stack">\(csrfField)
            <label>\(text.localized("Your password"))<input type="password" name="password" autocomplete="current-password" required></label>
            <div class="actions"><button id="confirm-delete-account" class="danger">\(text.localized("Delete my account"))</button>\
            <a class="button" href="/settings">\(text.localized("Cancel"))</a></div>
            </form>
            </section>
            """
    }
}
