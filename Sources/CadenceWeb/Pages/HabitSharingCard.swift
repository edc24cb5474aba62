import CadenceCore
import CadenceServices

/// The sharing settings on a habit's page (docs/web.md "Partners"; docs/domain-rules.md
/// "§25 Partners and shared habits"): nobody, every partner, or chosen ones, and
/// whether amounts are shown — posted to `/habits/{id}/sharing`.
struct HabitSharingCard {
    let habitID: HabitID
    let sharing: HabitSharing
    let partners: [Partnership]
    let csrfField: HTML
    /// The card's words (docs/domain-rules.md §23); partners' names stay as they are.
    var text = WebText()

    static func load(
        _ habitID: HabitID, for user: UserID, service: CadenceService, csrfField: HTML, text: WebText = WebText()
    ) async throws -> HabitSharingCard {
        HabitSharingCard(
            habitID: habitID, sharing: try await service.habitSharing(of: habitID, for: user),
            partners: try await service.partners(of: user), csrfField: csrfField, text: text)
    }

    var body: HTML {
        let choice = sharing.withAll ? "all" : sharing.partnerships.isEmpty ? "none" : "some"
        func option(_ value: String, _ label: String) -> HTML {
            let checked = HTML.when(choice == value, " checked")
            let input: HTML = "<input type=\"radio\" name=\"share\" value=\"\(value)\" id=\"share-\(value)\"\(checked)>"
            return "<label class=\"check-label\">\(input) \(label)</label>"
        }
        let boxes = partners.map { partner -> HTML in
            let checked = sharing.partnerships.contains(partner.id)
            return """
                <label class="check-label"><input type="checkbox" name="with" value="\(partner.id)" id="share-with-\(partner.id)"\
                \(HTML.when(checked, " checked"))> \(partner.partnerName)</label>
                """
        }
        let partnerNote: HTML =
            partners.isEmpty
            ? "<p class=\"muted\">\(text.html(text.localized("No partners yet: invite one on the {link} page."), ["link": partnersLink]))</p>" : ""
        return """
            <section class="card" id="habit-sharing" aria-labelledby="habit-sharing-title">\
            <h2 id="habit-sharing-title">\(text.localized("Sharing"))</h2>
            <p class="muted">\(privacyNote)</p>
            \(partnerNote)
            <form id="habit-sharing-form" method="post" action="/habits/\(habitID)/sharing">\(csrfField)
            <fieldset><legend>\(text.localized("Share with"))</legend>
            \(option("none", text.localized("Nobody"))) \(option("all", text.localized("Every partner"))) \
            \(option("some", text.localized("Chosen partners:")))
            \(HTML.joined(boxes))
            </fieldset>
            <label class="check-label"><input type="checkbox" name="amounts" value="on" id="share-amounts"\
            \(HTML.when(sharing.amounts, " checked"))> \(text.localized("Show amounts"))</label>
            <button class="button" id="save-sharing">\(text.localized("Save sharing"))</button>
            </form></section>
            """
    }

    private var privacyNote: String {
        text.localized(
            "Partners you share this habit with see its name, goal, today's state, streaks and the last 30 days — never its notes or description.")
    }

    private var partnersLink: HTML { "<a href=\"/partners\">\(text.localized("Partners"))</a>" }
}
