import CadenceCore
import CadenceLocalization
import CadenceServices
import Foundation

/// The delivery words of `remind`, `notify` and `hooks` in the person's language
/// (docs/domain-rules.md §23); ids, URLs, event names and a server's error texts stay as they are.
extension LocalText {
    /// A reminder delivery's state: `sent`, `zugestellt`.
    func deliveryStatus(_ status: ReminderDelivery.Status) -> String {
        switch status {
        case .sending: localized("sending")
        case .sent: localized("sent")
        case .retrying: localized("retrying")
        case .failed: localized("failed")
        case .dropped: localized("dropped")
        }
    }

    /// A webhook message's state: `pending`, `delivered`, `failed`.
    func webhookStatus(_ status: WebhookMessage.Status) -> String {
        switch status {
        case .pending: localized("pending")
        case .delivered: localized("delivered")
        case .failed: localized("failed")
        }
    }

    /// A webhook message's state from its JSON name, as it was when unknown.
    func webhookStatus(named name: String) -> String {
        WebhookMessage.Status(rawValue: name).map(webhookStatus) ?? name
    }

    /// An instant on the person's calendar: the contract's `2025-03-11T07:05:00Z` in English (as
    /// it always was), `11.03.2025, 08:05` in the language's date and time otherwise.
    func dateTime(_ instant: Date, calendar: UserCalendar) -> String {
        guard !isEnglish else { return ContractJSON.instant(instant) }
        let minute = calendar.minuteOfDay(of: instant)
        let time = localizer.format.time(hour: minute / 60, minute: minute % 60)
        return localized("{date}, {time}", ["date": mediumDate(calendar.day(containing: instant)), "time": time])
    }
}
