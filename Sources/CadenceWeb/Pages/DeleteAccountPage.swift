/// Deleting one's account (docs/web.md "settings"): what goes, the export offered first, and
/// the password to confirm.
struct DeleteAccountPage {
    let error: String?
    let csrfField: HTML

    var body: HTML {
        """
        <section class="card narrow">
        <h1>Delete your account</h1>
        <p>This deletes your account and everything in it: habits, check-ins, progress, health entries, money, to-dos, notes, reminders and tokens. \
        It cannot be undone.</p>
        <p>Keep a copy first: <a id="export-before-delete" class="button" href="/data/export.json" download>Download everything (JSON)</a></p>
        \(AccountPages.errorBox(error))
        <form id="delete-account-form" method="post" action="/settings/delete-account" class="stack">\(csrfField)
        <label>Your password<input type="password" name="password" autocomplete="current-password" required></label>
        <div class="actions"><button id="confirm-delete-account" class="danger">Delete my account</button><a class="button" href="/settings">\
        Cancel</a></div>
        </form>
        </section>
        """
    }
}
