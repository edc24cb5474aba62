import CadenceCore
import Foundation

/// The answer of `POST /api/v1/partners/{id}/habits/{habitId}/nudge` (docs/domain-rules.md
/// "§27 Nudges and partner news"): `{"partnerId", "habitId", "date"}` — the
/// receiver's day the nudge counts for.
public struct NudgeJSON: Codable, Sendable, Hashable {
    public var partnerId: Int64
    public var habitId: Int64
    public var date: String

    public init(partner: Int64, news: PartnerNews) {
        partnerId = partner
        habitId = news.habitID ?? 0
        date = news.day.description
    }
}

/// The person's partner news switches and quiet hours (`GET`/`PATCH /api/v1/settings/news`):
/// `{"nudges", "partnerCompleted", "overtaken", "quietStart": "HH:MM", "quietEnd": "HH:MM"}`;
/// equal times mean no quiet hours.
public struct PartnerNewsSettingsJSON: Codable, Sendable, Hashable {
    public var nudges: Bool
    public var partnerCompleted: Bool
    public var overtaken: Bool
    public var quietStart: String
    public var quietEnd: String

    public init(_ settings: PartnerNewsSettings) {
        nudges = settings.nudges
        partnerCompleted = settings.partnerCompleted
        overtaken = settings.overtaken
        quietStart = Self.clock(settings.quietStart)
        quietEnd = Self.clock(settings.quietEnd)
    }

    /// `HH:MM` of minutes after midnight.
    public static func clock(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (rest < 10 ? "0" : "") + String(rest)
    }

    /// Minutes after midnight of `HH:MM` (00:00–23:59), or `nil`.
    public static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]),
            (0..<24).contains(hours), (0..<60).contains(minutes)
        else { return nil }
        return hours * 60 + minutes
    }
}
