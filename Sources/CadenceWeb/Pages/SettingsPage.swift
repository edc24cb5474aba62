import CadenceCore
import CadenceServices
import Foundation

/// Settings (docs/domain-rules.md §1 settings; docs/api.md accounts): the time zone, day start and week
/// start; the personal API tokens (list, create — the secret shown once — and revoke); for the
/// owner, whether sign-ups are open; and signing out. A refused form comes back with its error
/// next to it and the values typed. The page's own words are in the person's language
/// (docs/domain-rules.md §23); element ids, names and option values never change.
struct SettingsPage {
    /// The settings form's values (docs/domain-rules.md §1: zone, day start hour, week start), as stored or
    /// as typed in a refused form.
    struct Values {
        var timeZone: String
        var dayStart: String
        var weekStart: String
        /// The language's tag, empty to follow the browser (docs/domain-rules.md §23).
        var locale: String
        /// `12h`, `24h`, or empty for the language's clock (docs/domain-rules.md §23 "Week start and clock").
        var clock: String

        init(timeZone: String, dayStart: String, weekStart: String, locale: String = "", clock: String = "") {
            self.timeZone = timeZone
            self.dayStart = dayStart
            self.weekStart = weekStart
            self.locale = locale
            self.clock = clock
        }

        /// The stored settings; a week start nobody chose shows as `language`.
        init(_ settings: UserSettings) {
            let weekStart = settings.weekStart == .sunday ? "sunday" : "monday"
            self.init(
                timeZone: settings.timeZoneIdentifier, dayStart: String(settings.dayStartHour),
                weekStart: settings.weekStartChosen ? weekStart : SettingsPage.followLanguage, locale: settings.locale ?? "",
                clock: settings.clock?.rawValue ?? "")
        }
    }

    var values: Values
    let tokens: [APIToken]
    /// The owner sees the sign-ups form.
    let isOwner: Bool
    let signUpsOpen: Bool
    /// The user's calendar, to write instants in their zone.
    let calendar: UserCalendar
    let csrfField: HTML
    /// After the redirect of a form that succeeded.
    var notice: String?
    var settingsError: String?
    var tokenError: String?
    /// The name typed into a refused token form.
    var tokenName = ""
    /// A token just created: its name and secret, shown this once.
    var newToken: (name: String, secret: String)?
    /// Reminders: vacations, calendar feed, channels and the delivery log (docs/domain-rules.md §9).
    var reminders: ReminderSettingsCard?
    /// Theme, password, categories and deleting the account.
    var account: AccountSettingsCard?
    /// The identity provider card (docs/domain-rules.md "§24 OpenID Connect sign-in"), when one is configured.
    var identityProvider: HTML?
    /// The partner news switches and quiet hours (docs/domain-rules.md "§27 Nudges and partner news").
    var partnerNews: HTML?
    /// The page's words and formats.
    var text = WebText()

    var body: HTML {
        let notice: HTML = notice.map { "<p class=\"notice\" role=\"status\">\($0)</p>" } ?? ""
        let webhooks = text.localized("Send Cadence's events to other systems")
        let partners = text.localized("Share habits with a partner and see theirs")
        return """
            <h1>\(text.localized("Settings"))</h1>
            \(notice)
            \(createdToken)
            \(settingsCard)
            \(reminders?.body ?? "")
            <section class="card" aria-labelledby="webhooks-link-title"><h2 id="webhooks-link-title">\(text.localized("Webhooks"))</h2>
            <p><a id="settings-webhooks-link" href="/settings/webhooks">\(webhooks)</a></p></section>
            <section class="card" aria-labelledby="partners-link-title"><h2 id="partners-link-title">\(text.localized("Partners"))</h2>
            <p><a id="settings-partners-link" href="/partners">\(partners)</a></p></section>
            \(partnerNews ?? "")
            \(tokensCard)
            \(account?.body ?? "")
            \(identityProvider ?? "")
            \(signUpsCard)
            <section class="card" aria-labelledby="session-title"><h2 id="session-title">\(text.localized("Session"))</h2>
            <form id="sign-out-settings-form" method="post" action="/sign-out">\(csrfField)<button id="sign-out-settings" class="button">\
            \(text.localized("Sign out"))</button></form>
            </section>
            """
    }

    private var settingsCard: HTML {
        let hours = (0...23).map { hour -> HTML in
            let selected: HTML = String(hour) == values.dayStart ? " selected" : ""
            return "<option value=\"\(hour)\"\(selected)>\(String(format: "%02d:00", hour))</option>"
        }
        var unknownHour: HTML = ""
        if Int(values.dayStart).map({ !(0...23).contains($0) }) ?? true {
            unknownHour = "<option value=\"\(values.dayStart)\" selected>\(values.dayStart)</option>"
        }
        let weekStartLabels = [text.localized("As my language does"), text.localized("Monday"), text.localized("Sunday")]
        let weekStarts = zip([SettingsPage.followLanguage, "monday", "sunday"], weekStartLabels).map {
            value, label -> HTML in
            let selected: HTML = value == values.weekStart ? " selected" : ""
            return "<option value=\"\(value)\"\(selected)>\(label)</option>"
        }
        let locales = SettingsPage.languageOptions(selected: values.locale, text: text)
        let clocks = SettingsPage.clockOptions(selected: values.clock, text: text)
        return """
            <section class="card" aria-labelledby="settings-title"><h2 id="settings-title">\(text.localized("Days and weeks"))</h2>
            \(AccountPages.errorBox(settingsError))
            <form id="settings-form" method="post" action="/settings" class="stack">\(csrfField)
            <label>\(text.localized("Time zone")) <select name="timeZone" id="time-zone">\
            \(TimeZoneOptions.options(selected: values.timeZone))</select></label>
            <div class="row">
            <label>\(text.localized("Day starts at")) <select name="dayStart" id="day-start">\(unknownHour)\(hours)</select></label>
            <label>\(text.localized("Week starts on")) <select name="weekStart" id="week-start">\(weekStarts)</select></label>
            </div>
            <div class="row">
            <label>\(text.localized("Language")) <select name="locale" id="settings-locale">\(locales)</select></label>
            <label>\(text.localized("Clock")) <select name="clock" id="settings-clock">\(clocks)</select></label>
            </div>
            <p class="muted">\(text.localized("Past check-ins keep their days when you change these."))</p>
            <div class="actions"><button id="save-settings" class="button primary">\(text.localized("Save settings"))</button></div>
            </form>
            </section>
            """
    }

    /// A token just created, at the top of the page (in view on a phone) with a copy button.
    private var createdToken: HTML {
        newToken.map { token in
            let name: HTML = "<strong>\(token.name)</strong>"
            let created = text.html(text.localized("Token {name} created. Copy its secret now: it is not shown again."), ["name": name])
            return """
                <div class="notice" id="new-token" role="status"><p>\(created)</p>
                <code id="new-token-secret" class="secret">\(token.secret)</code>
                <button type="button" class="button small copy-button js-only" data-copy="#new-token-secret">\(text.localized("Copy"))</button></div>
                """
        } ?? ""
    }

    private var tokensCard: HTML {
        let list: HTML =
            tokens.isEmpty
            ? "<p class=\"muted\" id=\"no-tokens\">\(text.localized("No tokens yet."))</p>"
            : "<ul id=\"tokens\" class=\"token-list\">\(tokens.map(tokenItem))</ul>"
        let header: HTML = "<code>Authorization: Bearer …</code>"
        let explained = text.html(text.localized("Scripts and other programs sign in with a token: {header}."), ["header": header])
        return """
            <section class="card" aria-labelledby="tokens-title"><h2 id="tokens-title">\(text.localized("API tokens"))</h2>
            <p class="muted">\(explained)</p>
            \(list)
            \(AccountPages.errorBox(tokenError))
            <form id="token-form" method="post" action="/settings/tokens" class="row">\(csrfField)
            <label>\(text.localized("Name")) <input name="name" maxlength="100" required placeholder="\(text.localized("backup script"))" \
            value="\(tokenName)"></label>
            <button id="create-token" class="button primary">\(text.localized("Create token"))</button>
            </form>
            </section>
            """
    }

    private func tokenItem(_ token: APIToken) -> HTML {
        let used: HTML =
            token.lastUsedAt.map { text.html(text.localized("last used {when}"), ["when": text.instantHTML($0, in: calendar)]) }
            ?? "\(text.localized("never used"))"
        let revoke = text.localized("Revoke")
        let state: HTML =
            token.revokedAt.map { instant -> HTML in
                let revoked = text.html(text.localized("revoked {when}"), ["when": text.instantHTML(instant, in: calendar)])
                return "<span class=\"pill token-revoked\">\(revoked)</span>"
            }
                ?? """
                <form method="post" action="/settings/tokens/\(token.id)/revoke">\(csrfField)<button class="button small danger revoke-token">\
                \(revoke)</button></form>
                """
        let created = text.html(text.localized("created {when}"), ["when": text.instantHTML(token.createdAt, in: calendar)])
        return """
            <li class="token" data-token-id="\(token.id)" data-revoked="\(token.isRevoked)">
            <span><strong class="token-name">\(token.name)</strong><br><small class="muted">\(created) · \(used)</small></span>
            \(state)
            </li>
            """
    }

    private var signUpsCard: HTML {
        guard isOwner else { return "" }
        let checked: HTML = signUpsOpen ? " checked" : ""
        let label = text.localized("Let other people create accounts on this server")
        return """
            <section class="card" aria-labelledby="server-title"><h2 id="server-title">\(text.localized("Server"))</h2>
            <form id="sign-ups-form" method="post" action="/settings/sign-ups" class="stack">\(csrfField)
            <label class="check-label"><input type="checkbox" name="signUpsOpen" value="1"\(checked)> \(label)</label>
            <div class="actions"><button id="save-sign-ups" class="button">\(text.localized("Save"))</button></div>
            </form>
            </section>
            """
    }
}
