import CadenceAPI
import CadenceCore
import CadenceLocalization
import Foundation
import Testing

@testable import CadenceWeb

/// docs/domain-rules.md §23 "Week start and clock" on the Settings page: a new account's week
/// start shows "As my language does" and follows the language chosen on the same form; a day
/// chosen stays; the clock menu sets, keeps and clears the clock; a forged clock is refused and
/// changes nothing; each language's week start is its region's (Foundation's), Saturday read as Sunday.
@Suite struct WebWeekStartClockTests {
    private static let base = [("timeZone", "Europe/Paris"), ("dayStart", "0")]

    @Test func theFormFollowsTheLanguageUntilADayIsChosen() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let page = try await alice.get("/settings")
            #expect(page.text.contains("<option value=\"language\" selected>As my language does</option>"))
            #expect(page.text.contains("id=\"settings-clock\""))
            #expect(try await alice.post("/settings", Self.base + [("weekStart", "language"), ("locale", "en")]).status == .seeOther)
            var settings = try await alice.api.get("/api/v1/settings").json
            #expect(settings["weekStart"]?.stringValue == "sun" && settings["weekStartChosen"]?.boolValue == false)
            #expect(try await alice.post("/settings", Self.base + [("weekStart", "monday"), ("locale", "en")]).status == .seeOther)
            #expect(try await alice.post("/settings", Self.base + [("weekStart", "monday"), ("locale", "ja")]).status == .seeOther)
            settings = try await alice.api.get("/api/v1/settings").json
            #expect(settings["weekStart"]?.stringValue == "mon" && settings["weekStartChosen"]?.boolValue == true)
            // The page is in the account's language now (docs/domain-rules.md §23): Japanese.
            #expect(try await alice.get("/settings").text.contains("<option value=\"monday\" selected>月曜日</option>"))
        }
    }

    @Test func theClockMenuSetsKeepsAndClearsTheClock() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let form = Self.base + [("weekStart", "monday")]
            #expect(try await alice.post("/settings", form + [("clock", "12h")]).status == .seeOther)
            #expect(try await alice.api.get("/api/v1/settings").json["clock"]?.stringValue == "12h")
            #expect(try await alice.get("/settings").text.contains("<option value=\"12h\" selected>"))
            #expect(try await alice.post("/settings", form).status == .seeOther, "a form without the menu keeps the clock")
            #expect(try await alice.api.get("/api/v1/settings").json["clock"]?.stringValue == "12h")
            let forged = try await alice.post(
                "/settings", [("timeZone", "Asia/Tokyo"), ("dayStart", "0"), ("weekStart", "sunday"), ("clock", "25h")])
            #expect(forged.status == .badRequest)
            let kept = try await alice.api.get("/api/v1/settings").json
            #expect(kept["timeZone"]?.stringValue == "Europe/Paris" && kept["weekStart"]?.stringValue == "mon", "nothing changed")
            #expect(try await alice.post("/settings", form + [("clock", "")]).status == .seeOther)
            #expect(try await alice.api.get("/api/v1/settings").json["clock"] == .null)
        }
    }

    @Test func eachLanguagesWeekStartIsItsRegions() {
        for language in Language.allCases {
            let region = LocaleFormat(language: language).firstWeekday
            let expected: Weekday = region == 2 ? .monday : .sunday
            #expect(UserSettings.languageWeekStart(language.tag) == expected, "\(language) starts on \(region)")
            #expect([1, 2, 7].contains(region), "\(language): a week starts on Saturday, Sunday or Monday")
        }
    }

    @Test func instantsFollowTheChosenClock() {
        let calendar = UserCalendar(timeZone: TimeZone(identifier: "UTC") ?? .gmt, dayStartHour: 0, weekStart: .monday)
        let instant = Date(timeIntervalSince1970: 1_795_381_200)  // 2026-11-22 21:00 UTC
        #expect(WebText(.english).instantHTML(instant, in: calendar).rendered.contains(">22 Nov 2026, 21:00</time>"))
        let twelve = WebText(Localizer(.english, twentyFourHour: false)).instantHTML(instant, in: calendar).rendered
        #expect(twelve.contains("9:00") && twelve.contains("PM"), "\(twelve)")
        // The text only: the `datetime` attribute always holds the instant in UTC.
        func shown(_ html: HTML) -> String { html.rendered.split(separator: ">").dropFirst().first.map(String.init) ?? "" }
        let german = shown(WebText(Localizer(.german, twentyFourHour: false)).instantHTML(instant, in: calendar))
        #expect(german.contains("9:00") && !german.contains("21:00"), "\(german)")
        #expect(shown(WebText(Localizer(.german)).instantHTML(instant, in: calendar)).contains("21:00"))
    }
}
