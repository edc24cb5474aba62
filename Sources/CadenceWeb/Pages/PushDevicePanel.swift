import CadenceCore
import CadenceServices
import Foundation

/// "Notify this device" (docs/web.md "Notifications on this device", docs/domain-rules.md
/// "§15 Web Push"): the settings section listing the person's devices with push
/// notifications, and the habit form's note on where its reminders arrive. The button
/// (`#notify-this-device`) is shown by `push.js` only where the browser can subscribe; the
/// browser's permission is asked only when it is tapped, never on page load.
enum PushDevicePanel {
    /// The settings page's "Notifications on this device" section, in the page's language
    /// (docs/domain-rules.md §23), with the sentences `push.js` writes (`PushDeviceWords`).
    static func settingsSection(devices: [PushSubscription], channelCount: Int, csrfField: HTML, text: WebText = WebText()) -> HTML {
        let list: HTML =
            devices.isEmpty
            ? "<p class=\"muted\" id=\"no-push-devices\">\(text.localized("No device gets notifications yet."))</p>"
            : "<ul id=\"push-devices\" class=\"token-list\">\(HTML.joined(devices.map { device($0, csrfField: csrfField, text: text) }))</ul>"
        let arrive = text.localized("Reminders arrive on this phone or computer by themselves, from the installed app or this browser.")
        return """
            <h3 id="push-title">\(text.localized("Notifications on this device"))</h3>
            <div id="push-device" class="push-device" data-push-count="\(devices.count)" data-channel-count="\(channelCount)" \
            \(PushDeviceWords.stateAttributes(text))>
            <p class="muted">\(arrive)</p>
            <div class="row"><button type="button" id="notify-this-device" class="button" hidden>\(text.localized("Notify this device"))</button>
            <button type="button" id="test-this-device" class="button small" hidden>\(text.localized("Send a test"))</button></div>
            <p id="push-state" class="muted" role="status"></p>
            \(list)
            </div>
            """
    }

    private static func device(_ device: PushSubscription, csrfField: HTML, text: WebText) -> HTML {
        """
        <li class="push-subscription" data-subscription-id="\(device.id)" data-endpoint="\(device.endpoint)"><span>\(device.device)</span>
        <form method="post" action="/settings/push/\(device.id)/delete">\(csrfField)<button class="button small danger delete-device">\
        \(text.localized("Remove"))</button></form></li>
        """
    }

    /// The habit form's note under its reminders: where they will arrive, filled by `push.js`
    /// from the person's devices and channels ("this phone and 1 other device", or "nowhere yet:
    /// turn on notifications") with the page's words (`PushDeviceWords`), and the same "Notify
    /// this device" button in the page's language.
    static func habitFormNote(_ text: WebText) -> HTML {
        """
        <div id="push-device" class="push-device" \(PushDeviceWords.stateAttributes(text)) \(PushDeviceWords.destinationAttributes(text))>
        <p id="reminder-destination" class="muted" aria-live="polite"></p>
        <div class="row"><button type="button" id="notify-this-device" class="button small" hidden>\(text.localized("Notify this device"))\
        </button></div>
        <p id="push-state" class="muted" role="status"></p>
        </div>
        """
    }
}
