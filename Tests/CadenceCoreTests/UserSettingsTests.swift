import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §1: the time zone (an IANA name), day start (hour 0–23, default 0) and week start
/// (Monday by default, or Sunday) are user settings.
@Suite struct UserSettingsTests {
    @Test func defaultsAreDayStartZeroAndMonday() {
        let settings = UserSettings(timeZoneIdentifier: "Europe/Berlin")
        #expect(settings.dayStartHour == 0)
        #expect(settings.weekStart == .monday)
    }

    @Test(arguments: [0, 4, 23])
    func acceptsDayStartHoursZeroToTwentyThree(hour: Int) throws {
        let settings = UserSettings(timeZoneIdentifier: "Europe/Berlin", dayStartHour: hour)
        #expect(try settings.validated() == settings)
    }

    @Test(arguments: [-1, 24])
    func refusesDayStartOutsideZeroToTwentyThree(hour: Int) {
        expectError(.dayStartOutOfRange) {
            _ = try UserSettings(timeZoneIdentifier: "Europe/Berlin", dayStartHour: hour).validated()
        }
    }

    @Test(arguments: [Weekday.monday, .sunday])
    func acceptsMondayOrSundayWeekStarts(weekStart: Weekday) throws {
        _ = try UserSettings(timeZoneIdentifier: "UTC", weekStart: weekStart).validated()
    }

    @Test(arguments: [Weekday.tuesday, .wednesday, .thursday, .friday, .saturday])
    func refusesOtherWeekStarts(weekStart: Weekday) {
        expectError(.weekStartInvalid) {
            _ = try UserSettings(timeZoneIdentifier: "UTC", weekStart: weekStart).validated()
        }
    }

    @Test(arguments: ["Mars/Olympus_Mons", "Not/A_Zone"])
    func refusesUnknownTimeZones(identifier: String) {
        expectError(.timeZoneUnknown) { _ = try UserSettings(timeZoneIdentifier: identifier).validated() }
        expectError(.timeZoneUnknown) { _ = try UserCalendar(settings: UserSettings(timeZoneIdentifier: identifier)) }
    }

    @Test func calendarFromSettingsUsesZoneDayStartAndWeekStart() throws {
        let settings = UserSettings(timeZoneIdentifier: "Pacific/Kiritimati", dayStartHour: 4, weekStart: .sunday)
        let calendar = try UserCalendar(settings: settings)
        #expect(calendar.timeZone.identifier == "Pacific/Kiritimati")
        #expect(calendar.dayStartHour == 4)
        #expect(calendar.weekStart == .sunday)
        // 03:00 local (UTC+14) on June 16 is still June 15 with day start 4.
        #expect(calendar.day(containing: instant("2026-06-15T13:00:00Z")) == Day("2026-06-15")!)
    }

    /// docs/domain-rules.md §23: the validation answers a tag in its one spelling, whoever typed it.
    @Test(arguments: [("de", "de"), ("DE", "de"), ("pt_br", "pt-BR"), ("PT-br", "pt-BR"), ("ar", "ar"), ("EN", "en")])
    func languageTagsAreStoredInOneSpelling(typed: String, stored: String) throws {
        #expect(try UserSettings(timeZoneIdentifier: "UTC", locale: typed).validated().locale == stored)
    }

    @Test(arguments: ["", "xx", "de-DE", "pt", "zh", "de_", " de"])
    func languagesCadenceDoesNotSpeakAreRefused(typed: String) {
        expectError(.localeUnsupported) { _ = try UserSettings(timeZoneIdentifier: "UTC", locale: typed).validated() }
    }

    @Test func noLanguageFollowsTheBrowser() throws {
        #expect(try UserSettings(timeZoneIdentifier: "UTC", locale: nil).validated().locale == nil)
    }

    /// docs/domain-rules.md §23 "Week start and clock": until chosen, the week starts as the language's region has it.
    @Test(arguments: [
        ("en", Weekday.sunday), ("de", .monday), ("fr", .monday), ("es", .monday), ("pt-BR", .sunday), ("ja", .sunday), ("ar", .sunday),
    ])
    func aWeekStartNobodyChoseFollowsTheLanguage(tag: String, weekStart: Weekday) throws {
        let other: Weekday = weekStart == .monday ? .sunday : .monday
        let following = try UserSettings(timeZoneIdentifier: "UTC", weekStart: other, locale: tag).validated()
        #expect(following.weekStart == weekStart && !following.weekStartChosen)
        let chosen = try UserSettings(timeZoneIdentifier: "UTC", weekStart: other, locale: tag, weekStartChosen: true).validated()
        #expect(chosen.weekStart == other, "a chosen week start never moves with the language")
    }

    @Test func withoutALanguageTheWeekStartStaysAsItIs() throws {
        #expect(try UserSettings(timeZoneIdentifier: "UTC", weekStart: .sunday).validated().weekStart == .sunday)
        #expect(try UserSettings(timeZoneIdentifier: "UTC").validated().weekStart == .monday)
    }

    /// Settings written before the week start could follow the language (no `weekStartChosen`) read as chosen.
    @Test func olderSettingsReadTheirWeekStartAsChosen() throws {
        let old = #"{"timeZoneIdentifier": "UTC", "dayStartHour": 0, "weekStart": 7, "onboardingCompleted": true}"#
        let settings = try JSONDecoder().decode(UserSettings.self, from: Data(old.utf8))
        #expect(settings.weekStartChosen && settings.weekStart == .sunday && settings.clock == nil && settings.locale == nil)
        let new = UserSettings(timeZoneIdentifier: "UTC", locale: "ja", weekStartChosen: false, clock: .twelveHour)
        #expect(try JSONDecoder().decode(UserSettings.self, from: JSONEncoder().encode(new)) == new)
    }
}
