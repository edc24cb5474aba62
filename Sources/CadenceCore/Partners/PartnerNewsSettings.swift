import Foundation

/// docs/domain-rules.md "§27 Nudges and partner news": which kinds of news a
/// person receives (all on by default) and their quiet hours — minutes after local midnight,
/// `quietStart == quietEnd` meaning none; a span may cross midnight (22:00–07:00). News is
/// never sent inside the quiet hours: it waits, queued, until they end.
public struct PartnerNewsSettings: Sendable, Hashable, Codable {
    public var nudges: Bool
    public var partnerCompleted: Bool
    public var overtaken: Bool
    public var quietStart: Int
    public var quietEnd: Int

    public init(nudges: Bool = true, partnerCompleted: Bool = true, overtaken: Bool = true, quietStart: Int = 0, quietEnd: Int = 0) {
        self.nudges = nudges
        self.partnerCompleted = partnerCompleted
        self.overtaken = overtaken
        self.quietStart = quietStart
        self.quietEnd = quietEnd
    }

    /// Whether the person wants news of `kind`.
    public func wants(_ kind: PartnerNews.Kind) -> Bool {
        switch kind {
        case .nudge: nudges
        case .partnerCompleted: partnerCompleted
        case .overtaken: overtaken
        }
    }

    /// Quiet hours must be minutes 0–1439.
    public func validated() throws(CadenceError) -> PartnerNewsSettings {
        for (value, field) in [(quietStart, "quietStart"), (quietEnd, "quietEnd")] where !(0..<1_440).contains(value) {
            throw CadenceError(.newsSettingsInvalid, field: field, "quiet hours are a time of day from 00:00 to 23:59")
        }
        return self
    }

    /// Whether `instant` falls in the quiet hours in `zone` (the wall clock, so a DST day keeps them).
    public func isQuiet(at instant: Date, in zone: TimeZone) -> Bool {
        guard quietStart != quietEnd else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        return quietStart < quietEnd ? (quietStart..<quietEnd).contains(minute) : minute >= quietStart || minute < quietEnd
    }

    /// The first instant after `instant` at which the quiet hours end in `zone` (the next wall-clock
    /// `quietEnd`; on a DST day that skips it, the first minute after the gap).
    public func quietEnds(after instant: Date, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let wanted = DateComponents(hour: quietEnd / 60, minute: quietEnd % 60, second: 0)
        return calendar.nextDate(after: instant, matching: wanted, matchingPolicy: .nextTime) ?? instant.addingTimeInterval(3_600)
    }
}
