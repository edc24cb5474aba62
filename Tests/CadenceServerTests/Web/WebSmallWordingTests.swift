import CadenceCore
import Foundation
import Testing

@testable import CadenceWeb

/// Issue #34's smaller things seen on screen (docs/web.md "Entries on Today and Health"): an icon
/// a habit's name suggests, Home's habit streak labelled, onboarding's Start with nothing
/// ticked, a time zone typed in another case, and the export text naming the Life OS areas.
@Suite struct WebSmallWordingTests {
    static func habit(_ name: String, icon: String? = nil) -> Habit {
        Habit(id: 1, name: name, icon: icon, startDay: Day("2026-06-01")!)
    }

    @Test func aHabitWithoutAnIconShowsWhatItsNameSuggests() {
        #expect(HabitIcon.badge(for: Self.habit("Take vitamins")) == "💊", "never TV")
        #expect(HabitIcon.badge(for: Self.habit("Floss")) == "🦷")
        #expect(HabitIcon.badge(for: Self.habit("Morning run")) == "🏃")
        #expect(HabitIcon.badge(for: Self.habit("Quux zed")) == "QZ", "no suggestion: the initials")
        #expect(HabitIcon.badge(for: Self.habit("Take vitamins", icon: "☀️")) == "☀️", "a chosen icon wins")
    }

    @Test func homesHabitStreakIsLabelled() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.post("/welcome/habits", [("skip", "1")])
            let read = try await WebTodayPageTests.createHabit(alice, [("name", "Read")])
            _ = try await alice.post("/habits/\(read)/check-in")
            let home = try await alice.get("/")
            #expect(home.text.contains("1/1 habits today · longest habit streak: 1 day"), "\(home.text)")
            #expect(!home.text.contains("-day streak"))
        }
    }

    @Test func startWithNothingTickedSaysWhatIsMissing() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let refused = try await alice.post("/welcome/habits", [])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("Tick at least one habit to start with, or choose Skip for now."))
            #expect(refused.text.contains("id=\"finish-onboarding\""))
            #expect(try await server.store.settings(of: alice.user).onboardingCompleted == false)
            #expect(try await alice.post("/welcome/habits", [("skip", "1")]).location == "/")
        }
    }

    @Test func aZoneTypedInAnotherCaseIsTheZone() {
        #expect(TimeZoneOptions.canonical(" europe/paris ") == "Europe/Paris")
        #expect(TimeZoneOptions.canonical("utc") == "UTC")
        #expect(TimeZoneOptions.canonical("Mars/Olympus") == "Mars/Olympus", "unknown: as typed, for the settings to refuse")
        #expect(TimeZoneOptions.canonical(nil) == nil)
    }

    @Test func theExportTextNamesTheLifeAreas() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let data = try await alice.get("/data")
            let summary = try #require(data.between("id=\"export-summary\">", and: "</p>"))
            for area in ["health entries", "money accounts and transactions", "to-dos", "notes"] {
                #expect(summary.contains(area), "\(area)")
            }
        }
    }
}
