import CadenceCore
import CadenceLocalization
import Foundation

extension OutgoingNotification {
    /// The request partner news becomes on a channel (docs/domain-rules.md "§27 Nudges
    /// and partner news"), like a reminder's: a webhook gets JSON `{"news": kind, "from",
    /// "habit": {"id", "name"}|null, "day", "at", "message", "url"}`, signed, with
    /// `Idempotency-Key: news-<id>`; ntfy the text with a title; Apprise a title and body.
    /// Worded in the receiver's language (docs/domain-rules.md §23 "Notifications").
    public init(news: PartnerNews, channel: NotificationChannel, link: String, localizer: Localizer = .english) {
        let (title, message) = NotificationWording.news(news, localizer)
        var headers: [(String, String)] = [("User-Agent", "Cadence")]
        let body: Data
        switch channel.kind {
        case .webhook:
            let habit: Any = news.habitID.map { ["id": $0, "name": news.habitName] as [String: Any] } ?? NSNull()
            body = Self.newsJSON([
                "news": news.kind.rawValue, "from": news.fromName, "habit": habit, "day": news.day.description,
                "at": InstantText.text(news.createdAt), "message": message, "url": link,
            ])
            headers += [
                ("Content-Type", "application/json"), ("Idempotency-Key", "news-\(news.id)"),
                (Self.signatureHeader, "sha256=" + Self.signature(of: body, secret: channel.secret ?? "")),
            ]
        case .ntfy:
            body = Data(message.utf8)
            headers += [
                ("Content-Type", "text/plain; charset=utf-8"), ("Title", Self.headerSafe(title)), ("Priority", "default"),
                ("Tags", "wave"), ("Click", link),
            ]
        case .apprise:
            body = Self.newsJSON(["title": title, "body": message, "type": "info"])
            headers.append(("Content-Type", "application/json"))
        }
        self.init(url: channel.url, headers: headers, body: body)
    }

    private static func newsJSON(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    }
}
