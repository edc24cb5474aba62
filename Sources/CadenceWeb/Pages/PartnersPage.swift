import CadenceCore
import CadenceServices
import Foundation

/// The Partners page (`/partners`, docs/web.md "Partners"; docs/domain-rules.md
/// "§25 Partners and shared habits"): make an invite (its link, code and QR
/// code, shown once), accept one, and each partner with the habits they share as tiles — to
/// look at, never to check in (a tile has no button and no form).
struct PartnersPage {
    var partners: [(partnership: Partnership, habits: [SharedHabit])]
    let csrfField: HTML
    /// An invite just made and its link.
    var invite: (invite: PartnerInvite, url: String)?
    /// The code to fill in (`/partners/accept?code=…`).
    var code = ""
    var error: String?
    /// The challenges and the form to make one.
    var challenges: HTML = ""
    /// The user's calendar, to write instants in their zone outside English.
    var calendar: UserCalendar?
    /// The page's words in the person's language (docs/domain-rules.md §23).
    var text = WebText()

    static func load(for user: UserID, service: CadenceService, csrfField: HTML, text: WebText = WebText()) async throws -> PartnersPage {
        var partners: [(partnership: Partnership, habits: [SharedHabit])] = []
        for partnership in try await service.partners(of: user) {
            partners.append((partnership, try await service.partnerHabits(of: partnership.id, for: user)))
        }
        var page = PartnersPage(partners: partners, csrfField: csrfField, text: text)
        page.calendar = try await service.calendar(for: user)
        page.challenges = try await ChallengesCard.load(
            for: user, partners: partners.map(\.partnership), service: service, csrfField: csrfField, text: text
        ).body
        return page
    }

    var body: HTML {
        """
        <h1>\(text.localized("Partners"))</h1>
        <p class="muted">\(text.localized(
            "A partner sees only the habits you share with them (on each habit's page), never your notes, money, health, to-dos or notebook."))</p>
        \(AccountPages.errorBox(error))
        <section class="card" aria-labelledby="partner-invite-title"><h2 id="partner-invite-title">\(text.localized("Invite a partner"))</h2>
        \(inviteBox)
        <form id="partner-invite-form" method="post" action="/partners/invites">\(csrfField)
        <button id="partner-invite" class="button">\(text.localized("Make an invite link"))</button></form>
        </section>
        <section class="card" aria-labelledby="partner-accept-title"><h2 id="partner-accept-title">\(text.localized("Accept an invite"))</h2>
        <form id="partner-accept-form" method="post" action="/partners/accept">\(csrfField)
        <label>\(text.localized("Invite code")) \
        <input id="partner-code" name="code" required maxlength="100" autocomplete="off" value="\(code)"></label>
        <button id="partner-accept" class="button">\(text.localized("Become partners"))</button></form>
        </section>
        \(partnerList)
        \(challenges)
        """
    }

    private var inviteBox: HTML {
        guard let (invite, url) = invite else {
            return "<p class=\"muted\">\(text.localized("An invite works once, for seven days. Send its link, or let them scan its code."))</p>"
        }
        let qr = QRCodeSVG.svg(of: url, id: "partner-invite-qr", label: text.localized("QR code of the invite link")) ?? ""
        let until = text.html(
            text.localized("Send this link (it works once, until {time}):"), ["time": text.instantInSentence(invite.expiresAt, in: calendar)])
        return """
            <div class="notice" role="status" id="partner-invite-box"><p>\(until)</p>
            <p><a id="partner-invite-url" href="\(url)">\(url)</a></p>
            <p>\(text.html(text.localized("Code: {code}"), ["code": "<code id=\"partner-invite-code\">\(invite.code)</code>"])) \
            <button type="button" class="button small copy-button js-only" data-copy="#partner-invite-url">\(text.localized("Copy link"))</button></p>
            \(qr)</div>
            """
    }

    private var partnerList: HTML {
        guard !partners.isEmpty else { return "<p class=\"muted\" id=\"no-partners\">\(text.localized("No partners yet."))</p>" }
        return HTML.joined(partners.map { Self.card($0.partnership, habits: $0.habits, csrfField: csrfField, text: text, calendar: calendar) })
    }

    private static func card(_ partnership: Partnership, habits: [SharedHabit], csrfField: HTML, text: WebText, calendar: UserCalendar?) -> HTML {
        let id = partnership.id
        let since = text.instantInSentence(partnership.since, in: calendar)
        let tiles: HTML =
            habits.isEmpty
            ? "<p class=\"muted\">\(text.localized("{partner} shares no habits with you yet.", ["partner": partnership.partnerName]))</p>"
            : "<ul class=\"partner-tiles\" id=\"partner-\(id)-habits\">\(HTML.joined(habits.map { tile($0, partner: id, text: text) }))</ul>"
        return """
            <section class="card partner" id="partner-\(id)" aria-labelledby="partner-\(id)-name">
            <h2 id="partner-\(id)-name">\(partnership.partnerName)</h2>
            <p class="muted">\(text.html(text.localized("Partners since {time}"), ["time": since]))</p>
            \(tiles)
            \(NudgeButtons.row(partnership, habits: habits, csrfField: csrfField, text: text))
            <form method="post" action="/partners/\(id)/delete">\(csrfField)\
            <button class="button small danger" id="end-partner-\(id)">\(text.localized("End partnership"))</button></form>
            </section>
            """
    }

    /// One shared habit: its badge, name, goal, today's state in the owner's day, streaks and the
    /// last 30 days as a strip (amounts in each day's label when shared). No control of any kind.
    static func tile(_ shared: SharedHabit, partner: Int64, text: WebText = WebText()) -> HTML {
        let look = Habit(id: shared.habitID, name: shared.name, icon: shared.icon, color: shared.color, startDay: shared.day)
        let state =
            switch shared.today {
            case .done: text.localized("Done today")
            case .notYet: text.localized("Not yet today")
            case .skipped: text.localized("Skipped today")
            case .notDue: text.localized("Not due today")
            }
        let days = shared.days.map { mark -> HTML in
            let label = dayLabel(mark, text: text)
            return "<li class=\"partner-day\(mark.done ? " is-done" : "")\" title=\"\(label)\"><span class=\"visually-hidden\">\(label)</span></li>"
        }
        let streaks =
            text.isEnglish
            ? "Streak \(WebFormat.streak(shared.currentStreak)) · best \(WebFormat.streak(shared.bestStreak))"
            : text.localized(
                "Streak {current} · best {best}", ["current": text.streak(shared.currentStreak), "best": text.streak(shared.bestStreak)])
        return """
            <li class="partner-tile is-\(shared.today.rawValue)" id="partner-\(partner)-habit-\(shared.habitID)" \
            style="--habit-color: \(WebFormat.color(shared.color))">
            <span class="detail-badge\(HabitIcon.badgeClass(for: look))" aria-hidden="true">\(HabitIcon.badge(for: look))</span>
            <div><h3 class="partner-habit-name">\(shared.name)</h3>
            <p class="muted">\(text.goal(shared.goalDefinition, kind: shared.kind))</p>
            <p class="partner-today">\(state)</p>
            <p>\(streaks)</p>
            <ol class="partner-days" aria-label="\(text.localized("Last 30 days"))">\(HTML.joined(days))</ol></div>
            </li>
            """
    }

    /// A day of the strip: `21 Nov: done (2.5)`, in the page's language.
    private static func dayLabel(_ mark: SharedHabit.DayMark, text: WebText) -> String {
        let day = text.shortDay(mark.day)
        guard let value = mark.amount else {
            return mark.done ? text.localized("{day}: done", ["day": day]) : text.localized("{day}: not done", ["day": day])
        }
        let amount = text.isEnglish ? QuantityText.format(value) : text.number(value)
        return mark.done
            ? text.localized("{day}: done ({amount})", ["day": day, "amount": amount])
            : text.localized("{day}: not done ({amount})", ["day": day, "amount": amount])
    }
}
