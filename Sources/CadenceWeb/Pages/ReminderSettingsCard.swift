import CadenceCore
import CadenceServices
import Foundation

/// The settings page's reminders card (docs/domain-rules.md §9): a vacation form with the
/// pauses, the calendar feed (made, shown once, revoked), the notification channels (added —
/// a webhook's secret shown once — and deleted) and the latest deliveries. Its words are in the
/// person's language (docs/domain-rules.md §23).
struct ReminderSettingsCard {
    var pauses: [PauseRange]
    var feedCreatedAt: Date?
    var channels: [NotificationChannel]
    var log: [ReminderDelivery]
    /// The user's push subscriptions (docs/domain-rules.md "§15 Web Push").
    var pushDevices: [PushSubscription] = []
    let calendar: UserCalendar
    let csrfField: HTML
    /// A feed URL just made, shown this once.
    var newFeedURL: String?
    /// A webhook just made: its secret, shown this once.
    var newChannelSecret: String?
    var error: String?
    var text = WebText()

    static func load(for user: UserID, service: CadenceService, calendar: UserCalendar, csrfField: HTML) async throws -> ReminderSettingsCard {
        ReminderSettingsCard(
            pauses: try await service.pauses(for: user).suffix(5).reversed(),
            feedCreatedAt: try await service.calendarFeedCreatedAt(of: user),
            channels: try await service.notificationChannels(of: user),
            log: try await service.deliveries(of: user, limit: 10), pushDevices: try await service.pushSubscriptions(of: user),
            calendar: calendar, csrfField: csrfField)
    }

    var body: HTML {
        let pausing = text.localized("Pausing skips every habit's days in the range: streaks are kept and no reminders fire.")
        return """
            <section class="card" aria-labelledby="reminders-title"><h2 id="reminders-title">\(text.localized("Reminders"))</h2>
            \(AccountPages.errorBox(error))
            <h3>\(text.localized("Vacation"))</h3>
            <p class="muted">\(pausing)</p>
            <form id="pause-form" method="post" action="/settings/pause" class="row">\(csrfField)
            <label>\(text.localized("From")) <input name="from" type="date" required></label>
            <label>\(text.localized("To")) <input name="to" type="date" required></label>
            <label class="check-label"><input type="checkbox" name="undo" value="1"> \(text.localized("Take back"))</label>
            <button id="save-pause" class="button">\(text.localized("Save"))</button>
            </form>
            \(pauseList)
            <h3>\(text.localized("Calendar feed"))</h3>
            \(feed)
            \(PushDevicePanel.settingsSection(devices: pushDevices, channelCount: channels.count, csrfField: csrfField, text: text))
            <h3>\(text.localized("Notification channels"))</h3>
            \(channelList)
            <form id="channel-form" method="post" action="/settings/channels" class="row">\(csrfField)
            <label>\(text.localized("Kind")) <select name="kind"><option value="ntfy">ntfy</option><option value="webhook">Webhook</option>\
            <option value="apprise">\
            Apprise</option></select></label>
            <label>\(text.localized("URL")) <input name="url" type="url" required maxlength="2000" \
            placeholder="https://ntfy.example.org/my-habits"></label>
            <button id="add-channel" class="button">\(text.localized("Add channel"))</button>
            </form>
            \(logList)
            </section>
            """
    }

    private var pauseList: HTML {
        guard !pauses.isEmpty else { return "<p class=\"muted\" id=\"no-pauses\">\(text.localized("No pauses."))</p>" }
        let items = pauses.map { range -> HTML in
            // Dates as every other page writes them ("21 Nov"), the ISO date kept in `datetime` (issue #34).
            "<li class=\"pause\"><time datetime=\"\(range.from.description)\">\(text.shortDay(range.from))</time> – "
                + "<time datetime=\"\(range.through.description)\">\(text.shortDay(range.through))</time>: "
                + "\(range.habits.map(\.name).joined(separator: ", "))</li>"
        }
        return "<ul id=\"pauses\">\(HTML.joined(items))</ul>"
    }

    private var feed: HTML {
        let made: HTML =
            newFeedURL.map { url in
                let subscribe = text.localized("Subscribe your calendar app to this address. Copy it now: it is not shown again.")
                return """
                    <div class="notice" role="status"><p>\(subscribe)</p>
                    <code id="new-feed-url" class="secret">\(url)</code>
                    <button type="button" class="button small copy-button js-only" data-copy="#new-feed-url">\(text.localized("Copy"))</button></div>
                    """
            } ?? ""
        let state: HTML =
            feedCreatedAt.map { instant -> HTML in
                let since = text.html(text.localized("A feed is active since {when}."), ["when": text.instantHTML(instant, in: calendar)])
                return "<p id=\"feed-state\">\(since)</p>"
            }
            ?? "<p class=\"muted\" id=\"feed-state\">\(text.localized("No calendar feed."))</p>"
        let revoke: HTML =
            feedCreatedAt == nil
            ? ""
            : "<form method=\"post\" action=\"/settings/calendar-feed/revoke\">\(csrfField)<button id=\"revoke-feed\" class=\"button small "
                + "danger\">\(text.localized("Revoke"))</button></form>"
        let make = feedCreatedAt == nil ? text.localized("Make a feed address") : text.localized("Make a new address")
        return """
            \(made)\(state)
            <div class="row"><form method="post" action="/settings/calendar-feed">\(csrfField)<button id="make-feed" class="button">\
            \(make)</button></form>\(revoke)</div>
            """
    }

    private var channelList: HTML {
        let secret: HTML =
            newChannelSecret.map { secret in
                let header: HTML = "<code>X-Cadence-Signature: sha256=…</code>"
                let said = text.localized("The webhook's signing secret (requests carry {header}). Copy it now: it is not shown again.")
                return """
                    <div class="notice" role="status"><p>\(text.html(said, ["header": header]))</p>
                    <code id="new-channel-secret" class="secret">\(secret)</code></div>
                    """
            } ?? ""
        let none =
            pushDevices.isEmpty
            ? text.localized("No channels: reminders are not delivered.") : text.localized("No channels: reminders go to the devices above.")
        guard !channels.isEmpty else { return secret + "<p class=\"muted\" id=\"no-channels\">\(none)</p>" }
        let delete = text.localized("Delete")
        let items = channels.map { channel -> HTML in
            """
            <li class="channel" data-channel-id="\(channel.id)"><span><strong>\(channel.kind.rawValue)</strong> \(channel.url)</span>
            <form method="post" action="/settings/channels/\(channel.id)/delete">\(csrfField)<button class="button small danger delete-channel">\
            \(delete)</button></form></li>
            """
        }
        return secret + "<ul id=\"channels\" class=\"token-list\">\(HTML.joined(items))</ul>"
    }

    private var logList: HTML {
        guard !log.isEmpty else { return "" }
        let rows = log.map { delivery -> HTML in
            let firing = delivery.firing
            guard !text.isEnglish else {
                return "<li>\(firing.day.description) \(firing.localTime) \(firing.habitName): \(delivery.status.rawValue)</li>"
            }
            let shown = ["day": text.shortDay(firing.day), "time": firing.localTime, "habit": firing.habitName, "status": status(delivery.status)]
            return "<li>\(text.localized("{day} {time} {habit}: {status}", shown))</li>"
        }
        return "<h3>\(text.localized("Latest deliveries"))</h3><ul id=\"delivery-log\">\(HTML.joined(rows))</ul>"
    }

    /// A reminder delivery's state outside English.
    private func status(_ status: ReminderDelivery.Status) -> String {
        switch status {
        case .sending: text.localized("sending")
        case .sent: text.localized("sent")
        case .retrying: text.localized("retrying")
        case .failed: text.localized("failed")
        case .dropped: text.localized("dropped")
        }
    }
}
