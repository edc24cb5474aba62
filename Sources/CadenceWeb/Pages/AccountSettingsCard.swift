import CadenceCore

/// The settings page's account card (docs/web.md "settings"): this browser's theme (system,
/// light, dark), changing the password, managing categories and deleting the account (after
/// offering an export). A refused password form comes back with its message (never the
/// passwords typed). Its words are in the person's language (docs/domain-rules.md §23).
struct AccountSettingsCard {
    /// The theme this browser uses now.
    let theme: ThemeChoice
    let csrfField: HTML
    var passwordError: String? = nil
    var text = WebText()

    var body: HTML {
        let themes = ThemeChoice.allCases.map { choice -> HTML in
            let label =
                switch choice {
                case .system: text.localized("Same as the device")
                case .light: text.localized("Light")
                case .dark: text.localized("Dark")
                }
            return
                "<label class=\"choice\"><input type=\"radio\" name=\"theme\" "
                + "value=\"\(choice.rawValue)\"\(HTML.when(choice == theme, " checked"))> \(label)</label>"
        }
        let atLeast = text.localized("(at least 8 characters)")
        let keep = text.localized("Keep my API tokens (otherwise the change revokes them)")
        return """
            <section class="card" aria-labelledby="account-title"><h2 id="account-title">\(text.localized("Account"))</h2>
            <form id="theme-form" method="post" action="/settings/theme" class="stack">\(csrfField)
            <fieldset><legend>\(text.localized("Theme on this device"))</legend>\(themes)</fieldset>
            <div class="actions"><button id="save-theme" class="button">\(text.localized("Save theme"))</button></div>
            </form>
            <h3>\(text.localized("Password"))</h3>
            \(AccountPages.errorBox(passwordError))
            <form id="password-form" method="post" action="/settings/password" class="stack">\(csrfField)
            <label>\(text.localized("Current password"))<input type="password" name="currentPassword" autocomplete="current-password" \
            required></label>
            <label>\(text.localized("New password")) <span class="muted">\(atLeast)</span><input type="password" name="newPassword" \
            autocomplete="new-password" minlength="8" required></label>
            <label class="check-label"><input type="checkbox" name="keep_tokens" value="1"> \(keep)</label>
            <div class="actions"><button id="change-password" class="button">\(text.localized("Change password"))</button></div>
            </form>
            <p><a id="manage-categories" href="/categories">\(text.localized("Manage categories"))</a></p>
            <p><a id="delete-account-link" class="danger-link" href="/settings/delete-account">\(text.localized("Delete my account…"))</a></p>
            </section>
            """
    }
}
