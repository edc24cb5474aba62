import CadenceCore
import CadenceLocalization
import Foundation

/// What a push message says, before encryption (docs/domain-rules.md "§15 Web Push"): JSON
/// `{"type": "reminder"|"test", "title", "body", "habit": {"id", "name"}|null, "day", "url",
/// "tag", "icon"}` — `tag` names the notification (`cadence-<reminder id>-<day>`, so a repeat
/// replaces rather than adds one), `icon` is the habit's icon (an emoji, or `null`). At most
/// `maximumBytes` of UTF-8: a title or body that would make it longer is shortened.
public struct PushMessage: Sendable, Hashable {
    /// The kinds of message.
    public enum Kind: String, Sendable, Hashable {
        case reminder, test
        /// Partner news (docs/domain-rules.md "§27 Nudges and partner news").
        case news
    }

    /// The longest payload: small enough for every push service (they take 4,096 encrypted bytes).
    public static let maximumBytes = 3_000

    public var kind: Kind
    public var title: String
    public var body: String
    public var habit: (id: Int64, name: String)?
    public var day: Day
    public var url: String
    public var tag: String
    public var icon: String?

    public static func == (lhs: PushMessage, rhs: PushMessage) -> Bool { lhs.json == rhs.json }
    public func hash(into hasher: inout Hasher) { hasher.combine(json) }

    public init(kind: Kind, title: String, body: String, habit: (id: Int64, name: String)?, day: Day, url: String, tag: String, icon: String?) {
        self.kind = kind
        self.title = title
        self.body = body
        self.habit = habit
        self.day = day
        self.url = url
        self.tag = tag
        self.icon = icon
    }

    /// A reminder's message in the receiver's language; `url` opens Today.
    public init(firing: ReminderFiring, icon: String?, url: String, localizer: Localizer = .english) {
        let (title, body) = NotificationWording.reminder(firing, localizer)
        self.init(
            kind: .reminder, title: title, body: body, habit: (firing.habitID, firing.habitName), day: firing.day, url: url,
            tag: "cadence-\(firing.reminderID)-\(firing.day)", icon: icon)
    }

    /// The test message of `POST /api/v1/push/subscriptions/{id}/test`.
    public static func test(day: Day, url: String, localizer: Localizer = .english) -> PushMessage {
        PushMessage(
            kind: .test, title: "Cadence", body: NotificationWording.pushTest(localizer), habit: nil, day: day, url: url,
            tag: "cadence-test", icon: nil)
    }

    /// The payload's UTF-8 JSON, at most `maximumBytes`.
    public var json: Data {
        var message = self
        for _ in 0..<4 {
            let data = message.encoded()
            if data.count <= Self.maximumBytes { return data }
            message.title = String(message.title.prefix(100))
            message.body = String(message.body.prefix(200))
            message.habit = message.habit.map { ($0.id, String($0.name.prefix(100))) }
            message.icon = message.icon.map { String($0.prefix(16)) }
            message.url = message.url.utf8.count > 1_000 ? "/today" : message.url
        }
        return message.encoded()
    }

    private func encoded() -> Data {
        let habitValue: Any = habit.map { ["id": $0.id, "name": $0.name] as [String: Any] as Any } ?? NSNull()
        let object: [String: Any] = [
            "type": kind.rawValue, "title": title, "body": body, "habit": habitValue, "day": day.description, "url": url, "tag": tag,
            "icon": icon.map { $0 as Any } ?? NSNull(),
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    }
}
