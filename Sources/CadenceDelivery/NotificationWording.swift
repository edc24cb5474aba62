import CadenceCore
import CadenceLocalization

/// What a notification says, in its receiver's language (docs/domain-rules.md §23 "Notifications"):
/// a reminder's title and line, and partner news. The habit's name and the person's name are their
/// own words, never translated; the reminder's time is written as the reminder was set (`21:00`).
public enum NotificationWording {
    /// A reminder: `Cadence: Water` and `Time for Water (21:00).`
    public static func reminder(_ firing: ReminderFiring, _ localizer: Localizer) -> (title: String, body: String) {
        let values = ["habit": firing.habitName, "time": firing.localTime]
        return (localizer.localized("Cadence: {habit}", values), localizer.localized("Time for {habit} ({time}).", values))
    }

    /// Partner news (docs/domain-rules.md "§27 Nudges and partner news").
    public static func news(_ news: PartnerNews, _ localizer: Localizer) -> (title: String, body: String) {
        let values = ["habit": news.habitName, "partner": news.fromName]
        return switch news.kind {
        case .nudge:
            (localizer.localized("Cadence: a nudge"), localizer.localized("{partner} nudged you about {habit}.", values))
        case .partnerCompleted:
            (localizer.localized("Cadence: {habit}", values), localizer.localized("Your partner {partner} completed {habit}.", values))
        case .overtaken:
            (localizer.localized("Cadence: {habit}", values), localizer.localized("{partner} overtook you in the challenge {habit}.", values))
        }
    }

    /// The test message a device gets from `POST /api/v1/push/subscriptions/{id}/test`.
    public static func pushTest(_ localizer: Localizer) -> String {
        localizer.localized("Notifications reach this device.")
    }
}
