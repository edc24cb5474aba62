import CadenceLocalization
import Foundation

/// The sentences `push.js` writes into `#push-state` and `#reminder-destination`, in the page's
/// language (docs/domain-rules.md §23, docs/web.md "Notifications on this device"): the server
/// renders them as `data-` attributes of `#push-device`, and the script only picks and fills
/// them. A text about a count comes as a JSON object of its form for sample counts (0, 1, 2, 3,
/// 11, 100 — one of each plural form of every language Cadence speaks); the script takes the
/// sample whose plural category (`Intl.PluralRules` of the page's `lang`) is the count's, and
/// joins the parts with `Intl.ListFormat`.
enum PushDeviceWords {
    /// One count of each plural form of every catalog language (Arabic's six: 0, 1, 2, 3–10,
    /// 11–99, other).
    static let sampleCounts = [0, 1, 2, 3, 11, 100]

    /// The state sentences (`#push-state`), on the settings card and on the habit form.
    static func stateAttributes(_ text: WebText) -> HTML {
        let words: [(String, String)] = [
            ("asking", text.localized("Asking the browser…")),
            ("blocked", text.localized("Notifications are blocked for this site: allow them in the browser's settings.")),
            ("failed", text.localized("This device could not subscribe to notifications.")),
            ("phone-gets", text.localized("This phone gets reminders.")),
            ("device-gets", text.localized("This device gets reminders.")),
            ("test-sent", text.localized("Test sent.")),
            ("test-not-delivered", text.localized("Test not delivered: {reason}.")),
            ("test-failed", text.localized("The test could not be sent.")),
            ("unsupported", text.localized("This browser cannot get notifications (on an iPhone, add Cadence to the Home Screen first).")),
        ]
        return attributes(words)
    }

    /// The parts of "Reminders arrive on …" (`#reminder-destination`), on the habit form.
    static func destinationAttributes(_ text: WebText) -> HTML {
        let keep = ["count": "{count}"]
        let localizer = text.localizer
        let words: [(String, String)] = [
            ("arrive", text.localized("Reminders arrive on {where}.")),
            ("nowhere", text.localized("nowhere yet: turn on notifications")),
            ("this-phone", text.localized("this phone")),
            ("this-device", text.localized("this device")),
            ("other-devices", samples { localizer.localized(one: "{count} other device", other: "{count} other devices", count: $0, keep) }),
            ("devices", samples { localizer.localized(one: "{count} device", other: "{count} devices", count: $0, keep) }),
            ("channels", samples { localizer.localized(one: "{count} channel", other: "{count} channels", count: $0, keep) }),
        ]
        return attributes(words)
    }

    /// `{"0": form, "1": form, …}` for the sample counts, `{count}` left for the script.
    static func samples(_ form: (Int) -> String) -> String {
        let object = Dictionary(uniqueKeysWithValues: sampleCounts.map { (String($0), form($0)) })
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static func attributes(_ words: [(String, String)]) -> HTML {
        HTML.joined(words.map { name, value -> HTML in "data-say-\(name)=\"\(value)\"" }, separator: " ")
    }
}
