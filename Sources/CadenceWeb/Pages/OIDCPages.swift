/// The pages and parts of OpenID Connect sign-in (docs/web.md "Signing in with an identity
/// provider"): the sign-in button, the refusal page, the page that moves on to the provider, and
/// the settings card that links or unlinks the account.
enum OIDCPages {
    /// The button on the sign-in page (a link: the start is a `GET`), in the page's language.
    static func signInButton(_ text: WebText = WebText()) -> HTML {
        """
        <p class="oidc-sign-in"><a id="oidc-sign-in" class="button" href="/sign-in/oidc">\
        \(text.localized("Sign in with your identity provider"))</a></p>
        """
    }

    static func refused(_ message: String, text: WebText = WebText()) -> HTML {
        """
        <section class="card narrow" id="oidc-refused">
        <h1>\(text.localized("Sign-in refused"))</h1>
        \(AccountPages.errorBox(message))
        <p><a id="oidc-try-again" href="/sign-in">\(text.localized("Back to sign in"))</a> · \
        <a href="/settings">\(text.localized("Settings"))</a></p>
        </section>
        """
    }

    static func continuePage(url: String, text: WebText = WebText()) -> HTML {
        """
        <section class="card narrow"><h1>\(text.localized("Continue to your identity provider"))</h1>
        <p><a id="oidc-continue" class="button primary" href="\(url)">\(text.localized("Continue"))</a></p></section>
        """
    }

    /// The settings card: the link at the configured provider, if any, and its form.
    static func settingsCard(linked: Bool, issuer: String, csrfField: HTML, text: WebText = WebText()) -> HTML {
        let issuerCode: HTML = "<code>\(issuer)</code>"
        let action: HTML =
            linked
            ? """
            <p id="oidc-status">\(text.html(text.localized("Linked to {issuer}: you can sign in with it."), ["issuer": issuerCode]))</p>
            <form id="oidc-unlink-form" method="post" action="/settings/oidc/unlink">\(csrfField)
            <button id="oidc-unlink" class="button">\(text.localized("Unlink"))</button></form>
            """
            : """
            <p id="oidc-status">\(text.html(text.localized("Not linked to {issuer}."), ["issuer": issuerCode]))</p>
            <form id="oidc-link-form" method="post" action="/settings/oidc/link">\(csrfField)
            <button id="oidc-link" class="button">\(text.localized("Link my account"))</button></form>
            """
        return """
            <section class="card" aria-labelledby="oidc-title"><h2 id="oidc-title">\(text.localized("Identity provider"))</h2>
            \(action)
            </section>
            """
    }
}
