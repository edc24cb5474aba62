import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §1 "Instants as text": one ISO 8601 codec, one accepted set.
@Suite struct InstantTextTests {
    static let noon = Date(timeIntervalSince1970: 1_741_608_000)  // 2025-03-10T12:00:00Z

    @Test(arguments: [
        ("2025-03-10T12:00:00Z", 0.0), ("2025-03-10t12:00:00z", 0), ("2025-03-10T12:00:00.5Z", 0.5),
        ("2025-03-10T12:00:00.125Z", 0.125), ("2025-03-10T12:00:00.123456789Z", 0.123456789),
        ("2025-03-10T13:00:00+01:00", 0), ("2025-03-10T07:30:00-04:30", 0), ("2025-03-10T13:00:00.250+01:00", 0.25),
    ])
    func acceptsEveryForm(text: String, fraction: Double) throws {
        let date = try #require(InstantText.date(text))
        #expect(abs(date.timeIntervalSince1970 - (Self.noon.timeIntervalSince1970 + fraction)) < 1e-6, "\(text)")
    }

    @Test(arguments: [
        "2025-03-10T12:00:00", "2025-03-10T12:00Z", "2025-03-10 12:00:00Z", "2025-03-10T12:00:00+0100",
        "2025-03-10T12:00:60Z", "2025-02-30T12:00:00Z", "2025-03-10T24:00:00Z", "2025-03-10T12:00:00.Z",
        "2025-03-10T12:00:00+01", "2025-03-10", "", "2025-03-10T12:00:00ZZ", "２０２５-03-10T12:00:00Z",
    ])
    func refusesTheRest(text: String) {
        #expect(InstantText.date(text) == nil, "\(text)")
    }

    @Test func writesWholeSecondsAndMilliseconds() {
        let instant = Date(timeIntervalSince1970: 1_741_608_000.125)
        #expect(InstantText.text(instant) == "2025-03-10T12:00:00Z")
        #expect(InstantText.millisecondText(instant) == "2025-03-10T12:00:00.125Z")
        #expect(InstantText.text(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59Z")
    }

    /// Every whole millisecond round-trips exactly through the export's form.
    @Test func millisecondsRoundTrip() throws {
        for milliseconds in [Int64(0), 1, 999, 1_741_608_000_125, -1, 7_258_118_399_999] {
            let instant = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let read = try #require(InstantText.date(InstantText.millisecondText(instant)))
            #expect(read == instant, "\(milliseconds)")
        }
    }
}
