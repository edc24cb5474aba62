import CadenceCore

/// The pages before sign-in (docs/web.md): creating the
/// owner account on a new server, signing in, and signing up while sign-ups are open. A
/// refused form comes back with its message and the values typed (never the password).
enum AccountPages {
    /// Onboarding, step 1: the owner account and time zone (prefilled from the browser by the
    /// script; the server's default zone without it).
    static func welcome(username: String, timeZone: String, error: String?, csrfField: HTML, text: WebText = WebText()) -> HTML {
        """
        <section class="card narrow welcome">
        <p class="brand-mark" aria-hidden="true">◉</p>
        <h1>\(text.localized("Welcome to Cadence"))</h1>
        <p class="lead">\(text.localized("Small habits, every day. Create the account that owns this server to begin."))</p>
        \(errorBox(error))
        <form id="onboarding-form" method="post" action="/welcome" class="stack">\(csrfField)
        \(credentialFields(username: username, newPassword: true, text: text))
        \(timeZoneField(timeZone, text: text))
        <button id="create-account" class="button primary">\(text.localized("Create account"))</button>
        </form>
        <p class="step">\(text.localized("Step 1 of 2"))</p>
        </section>
        """
    }

    static func signIn(
        username: String, error: String?, signUpsOpen: Bool, csrfField: HTML, oidc: Bool = false, passwordOff: Bool = false,
        text: WebText = WebText()
    ) -> HTML {
        let link: HTML = "<a id=\"sign-up-link\" href=\"/sign-up\">\(text.localized("Create an account"))</a>"
        let signUp: HTML = signUpsOpen && !passwordOff ? "<p>\(text.html(text.localized("New here? {link}"), ["link": link]))</p>" : ""
        let password: HTML =
            passwordOff
            ? ""
            : """
            <form id="sign-in-form" method="post" action="/sign-in" class="stack">\(csrfField)
            \(credentialFields(username: username, newPassword: false, text: text))
            <button id="sign-in" class="button primary">\(text.localized("Sign in"))</button>
            </form>
            """
        return """
            <section class="card narrow">
            <p class="brand-mark" aria-hidden="true">◉</p>
            <h1>\(text.localized("Sign in to Cadence"))</h1>
            \(errorBox(error))
            \(password)
            \(oidc ? OIDCPages.signInButton(text) : "")
            \(signUp)
            </section>
            """
    }

    static func signUp(username: String, timeZone: String, error: String?, open: Bool, csrfField: HTML, text: WebText = WebText()) -> HTML {
        let signIn: HTML = "<a href=\"/sign-in\">\(text.localized("Sign in"))</a>"
        guard open else {
            return """
                <section class="card narrow"><h1>\(text.localized("Sign-ups are closed"))</h1>
                <p>\(text.localized("This server's owner hasn't opened sign-ups. Ask them for an account."))</p>
                <p>\(signIn)</p></section>
                """
        }
        return """
            <section class="card narrow">
            <h1>\(text.localized("Create your account"))</h1>
            \(errorBox(error))
            <form id="sign-up-form" method="post" action="/sign-up" class="stack">\(csrfField)
            \(credentialFields(username: username, newPassword: true, text: text))
            \(timeZoneField(timeZone, text: text))
            <button id="sign-up" class="button primary">\(text.localized("Create account"))</button>
            </form>
            <p>\(text.html(text.localized("Have an account? {link}"), ["link": signIn]))</p>
            </section>
            """
    }

    /// Onboarding, step 2: a few presets to start with, by category, in the page's language
    /// (docs/domain-rules.md §23).
    static func pickPresets(csrfField: HTML, error: String? = nil, text: WebText = WebText()) -> HTML {
        let groups = Category.presetNames.map { category -> HTML in
            let presets = PresetCatalog.presets(inCategory: category).map { preset -> HTML in
                """
                <label class="preset-choice" style="--habit-color: \(WebFormat.color(preset.color))"><input type="checkbox" name="preset" \
                value="\(preset.id)"><span class="preset-icon" aria-hidden="true">\(HabitIcon.emojiForSymbol[preset.icon] ?? "•")</span><span>\
                \(text.presetName(preset))<small>\(text.goal(preset.goal, kind: preset.kind))</small></span></label>
                """
            }
            return """
                <fieldset class="preset-category"><legend>\(text.presetCategoryName(category))</legend>\
                <div class="preset-grid">\(presets)</div></fieldset>
                """
        }
        return """
            <section class="card wide">
            <h1>\(text.localized("Pick a few habits"))</h1>
            <p class="lead">\(text.localized("Start small: two or three is plenty. You can change everything later."))</p>
            \(errorBox(error))
            <form id="preset-picker" method="post" action="/welcome/habits" class="stack">\(csrfField)
            \(groups)
            <div class="actions"><button id="finish-onboarding" class="button primary">\(text.localized("Start"))</button>
            <button id="skip-onboarding" class="button" name="skip" value="1">\(text.localized("Skip for now"))</button></div>
            </form>
            <p class="step">\(text.localized("Step 2 of 2"))</p>
            </section>
            """
    }

    static func errorBox(_ error: String?) -> HTML {
        guard let error else { return "" }
        return "<div class=\"error-box\" role=\"alert\">\(error)</div>"
    }

    private static func credentialFields(username: String, newPassword: Bool, text: WebText) -> HTML {
        """
        <label>\(text.localized("Username")) \
        <input name="username" autocomplete="username" autocapitalize="none" required value="\(username)"></label>
        <label>\(text.localized("Password")) \
        <input name="password" type="password" autocomplete="\(newPassword ? "new-password" : "current-password")" \
        required\(HTML(trusted: newPassword ? " minlength=\"8\"" : ""))></label>
        """
    }

    private static func timeZoneField(_ timeZone: String, text: WebText) -> HTML {
        """
        <label>\(text.localized("Time zone")) \
        <input name="timeZone" id="time-zone" list="time-zones" value="\(timeZone)" data-browser-time-zone required></label>
        \(TimeZoneOptions.datalist)
        """
    }
}
