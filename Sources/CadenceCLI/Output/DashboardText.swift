import CadenceCore
import CadenceHTTP

/// `cadence dashboard`'s card titles and summary lines (docs/domain-rules.md §23): outside English
/// the words Home and the `dashboard` tool use (`DashboardCardWords`); English keeps the card's own
/// title and summary, byte for byte.
struct DashboardText {
    let card: DashboardCard
    let text: LocalText

    /// The area's name: `Habits`, `Gewohnheiten`.
    var title: String {
        text.isEnglish ? card.title : DashboardCardWords(card: card, localizer: text.localizer).title
    }

    /// The summary line.
    var summary: String {
        text.isEnglish ? card.summary : DashboardCardWords(card: card, localizer: text.localizer).line
    }
}
