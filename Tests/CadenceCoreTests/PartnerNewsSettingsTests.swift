import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md "§27 Nudges and partner news": the quiet hours by the wall clock of the
/// person's zone — a span across midnight, none when both ends are equal, DST days in either
/// direction, far-apart zones — and the switches per kind.
@Suite struct PartnerNewsSettingsTests {
    static func instant(_ text: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: text))
    }

    static func zone(_ name: String) throws -> TimeZone {
        try #require(TimeZone(identifier: name))
    }

    @Test func quietHoursAcrossMidnightInclusiveStartExclusiveEnd() throws {
        let settings = PartnerNewsSettings(quietStart: 22 * 60, quietEnd: 7 * 60)
        let utc = try Self.zone("UTC")
        #expect(!settings.isQuiet(at: try Self.instant("2026-06-15T21:59:00Z"), in: utc))
        #expect(settings.isQuiet(at: try Self.instant("2026-06-15T22:00:00Z"), in: utc))
        #expect(settings.isQuiet(at: try Self.instant("2026-06-16T00:00:00Z"), in: utc))
        #expect(settings.isQuiet(at: try Self.instant("2026-06-16T06:59:59Z"), in: utc))
        #expect(!settings.isQuiet(at: try Self.instant("2026-06-16T07:00:00Z"), in: utc))
        #expect(settings.quietEnds(after: try Self.instant("2026-06-15T23:30:00Z"), in: utc) == (try Self.instant("2026-06-16T07:00:00Z")))
    }

    @Test func equalEndsMeanNoQuietHours() throws {
        let none = PartnerNewsSettings(quietStart: 600, quietEnd: 600)
        #expect(!none.isQuiet(at: try Self.instant("2026-06-15T10:00:00Z"), in: try Self.zone("UTC")))
        #expect(!PartnerNewsSettings().isQuiet(at: try Self.instant("2026-06-15T00:00:00Z"), in: try Self.zone("UTC")))
    }

    /// The same instant is quiet in one far zone and not in the other (UTC+14 and UTC−11).
    @Test func farApartZonesReadTheirOwnClock() throws {
        let settings = PartnerNewsSettings(quietStart: 22 * 60, quietEnd: 7 * 60)
        let at = try Self.instant("2026-06-15T17:30:00Z")
        #expect(!settings.isQuiet(at: at, in: try Self.zone("Pacific/Kiritimati")), "07:30 on the 16th there")
        #expect(settings.isQuiet(at: at, in: try Self.zone("Pacific/Pago_Pago")), "06:30 on the 15th there")
    }

    /// Berlin springs forward at 02:00 on 2026-03-29: quiet hours ending at 02:30 (a time that
    /// day has not) end at 03:00 CEST; in the autumn's repeated hour the wall clock decides.
    @Test func daylightSavingDaysInBerlin() throws {
        let berlin = try Self.zone("Europe/Berlin")
        let spring = PartnerNewsSettings(quietStart: 60, quietEnd: 150)
        #expect(spring.isQuiet(at: try Self.instant("2026-03-29T00:30:00Z"), in: berlin), "01:30 CET")
        #expect(spring.quietEnds(after: try Self.instant("2026-03-29T00:30:00Z"), in: berlin) == (try Self.instant("2026-03-29T01:00:00Z")))
        #expect(!spring.isQuiet(at: try Self.instant("2026-03-29T01:00:00Z"), in: berlin), "03:00 CEST")
        let autumn = PartnerNewsSettings(quietStart: 120, quietEnd: 180)
        #expect(autumn.isQuiet(at: try Self.instant("2026-10-25T00:30:00Z"), in: berlin), "02:30 CEST")
        #expect(autumn.isQuiet(at: try Self.instant("2026-10-25T01:30:00Z"), in: berlin), "02:30 CET, the hour again")
        #expect(!autumn.isQuiet(at: try Self.instant("2026-10-25T02:00:00Z"), in: berlin), "03:00 CET")
    }

    @Test func switchesPerKindAndBoundsOfTheQuietHours() throws {
        let settings = PartnerNewsSettings(nudges: false, partnerCompleted: true, overtaken: false)
        #expect(!settings.wants(.nudge) && settings.wants(.partnerCompleted) && !settings.wants(.overtaken))
        #expect(throws: CadenceError.self) { try PartnerNewsSettings(quietStart: 1_440).validated() }
        #expect(throws: CadenceError.self) { try PartnerNewsSettings(quietEnd: -1).validated() }
        #expect(try PartnerNewsSettings(quietStart: 0, quietEnd: 1_439).validated().quietEnd == 1_439)
    }
}
