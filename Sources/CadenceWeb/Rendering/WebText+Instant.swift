import CadenceCore
import Foundation

extension WebText {
    /// An instant in the user's zone as a `<time>` element (docs/domain-rules.md §23): English
    /// keeps `21 Nov 2026, 14:05` unless the person chose a clock; every other language its
    /// locale's date and the person's clock, else the language's (`21. Nov. 2026, 14:05`,
    /// `2026/11/21 14:05`, `٢١ نوفمبر ٢٠٢٦، ٢:٠٥ م`).
    func instantHTML(_ instant: Date, in calendar: UserCalendar) -> HTML {
        guard !isEnglish || localizer.format.twentyFourHour == false else { return WebInstant.html(instant, in: calendar) }
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        let day = localizer.format.date(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
        let time = localizer.format.time(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
        let text = localizer.localized("{day}, {time}", ["day": day, "time": time])
        return "<time datetime=\"\(InstantText.text(instant))\">\(text)</time>"
    }

    /// An instant inside a sentence (an invite's end, a partnership's start, a webhook failing since):
    /// English keeps the ISO form (`2026-11-21T14:05:00Z`), every other language `instantHTML` in the
    /// user's zone (UTC when it is not known).
    func instantInSentence(_ instant: Date, in calendar: UserCalendar?) -> HTML {
        guard !isEnglish else { return "\(InstantText.text(instant))" }
        return instantHTML(instant, in: calendar ?? UserCalendar(timeZone: .gmt))
    }
}
