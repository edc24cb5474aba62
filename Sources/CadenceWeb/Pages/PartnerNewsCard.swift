import CadenceCore
import CadenceServices
import Foundation

/// The Settings page's "Partner news" card (docs/web.md "Settings"; docs/domain-rules.md "§27
/// Nudges and partner news"): three check boxes (`#news-nudges`, `#news-partner-completed`,
/// `#news-overtaken`) and the quiet hours (`#news-quiet-start`, `#news-quiet-end`), saved by
/// `form#partner-news-form` to `POST /settings/partner-news`. Its words are in the page's language
/// (docs/domain-rules.md §23).
enum PartnerNewsCard {
    static func body(_ settings: PartnerNewsSettings, csrfField: HTML, text: WebText = WebText()) -> HTML {
        func box(_ id: String, _ name: String, _ on: Bool, _ label: String) -> HTML {
            "<label class=\"check\"><input type=\"checkbox\" id=\"\(id)\" name=\"\(name)\"\(on ? " checked" : "")> \(label)</label>"
        }
        let start = PartnerNewsSettingsJSON.clock(settings.quietStart)
        let end = PartnerNewsSettingsJSON.clock(settings.quietEnd)
        let nudges = text.localized("Nudges from a partner")
        let completed = text.localized("A partner completed a shared habit")
        let overtaken = text.localized("Somebody overtook you in a challenge")
        let sent =
            text.localized("Sent to your notification channels and devices, never in your quiet hours (they wait until the quiet hours end).")
            + " " + text.localized("The same time twice means no quiet hours.")
        return """
            <section class="card" aria-labelledby="partner-news-title"><h2 id="partner-news-title">\(text.localized("Partner news"))</h2>
            <form id="partner-news-form" method="post" action="/settings/partner-news" class="stack">\(csrfField)
            \(box("news-nudges", "nudges", settings.nudges, nudges))
            \(box("news-partner-completed", "partnerCompleted", settings.partnerCompleted, completed))
            \(box("news-overtaken", "overtaken", settings.overtaken, overtaken))
            <p class="muted">\(sent)</p>
            <div class="row"><label for="news-quiet-start">\(text.localized("Quiet from"))</label>\
            <input type="time" id="news-quiet-start" name="quietStart" value="\(start)">
            <label for="news-quiet-end">\(text.localized("until"))</label><input type="time" id="news-quiet-end" name="quietEnd" value="\(end)"></div>
            <button class="button" id="save-partner-news">\(text.localized("Save partner news"))</button>
            </form></section>
            """
    }
}
