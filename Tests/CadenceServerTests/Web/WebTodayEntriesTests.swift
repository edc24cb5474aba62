import CadenceCore
import Foundation
import Testing

@testable import CadenceWeb

/// Today's tiles mean what people mean (docs/web.md "Entries on Today"; docs/domain-rules.md §3
/// "A yes/no day is complete", "A measured habit's usual step", §5 "Ring and ✓"): a done yes/no
/// tile offers Undo instead of logging again, a flexible habit's ring follows its period, a
/// measured habit's amount is pre-filled with its usual step, a quit tile's line is in words.
@Suite struct WebTodayEntriesTests {
    static func createHabit(_ visitor: PageVisitor, _ fields: [(String, String)]) async throws -> HabitID {
        try await WebTodayPageTests.createHabit(visitor, fields)
    }

    @Test func aDoneYesNoTileOffersUndoAndIsNotLoggedAgain() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let floss = try await Self.createHabit(alice, [("name", "Floss")])
            _ = try await Self.createHabit(alice, [("name", "Stretch")])
            let before = try await alice.get("/today")
            #expect(!before.text.contains("data-day-full"), "nothing is done yet")
            #expect(before.text.contains(">Mark done</button>"))
            #expect(try await alice.post("/today", [("check-in", "\(floss)")]).status == .seeOther)
            let done = try await alice.get("/today")
            #expect(done.text.contains("data-complete=\"true\" data-day-full=\"true\""))
            #expect(done.count(">Mark done</button>") == 1, "only the tile not yet done offers Mark done")
            #expect(done.text.contains("class=\"day-full-note muted\">Done for today."))

            // Once more (the tile's own button without the script): refused, nothing changed, Undo offered.
            let again = try await alice.post("/today", [("check-in", "\(floss)")])
            #expect(again.location == "/today?complete=\(floss)")
            #expect(try await server.store.checkIns(of: alice.user, habit: floss, from: nil, through: nil).count == 1)
            let offered = try await alice.get(try #require(again.location))
            #expect(offered.text.contains("id=\"day-complete\""))
            #expect(offered.text.contains("<strong>Floss</strong> is already done today."))
            #expect(offered.text.contains("action=\"/habits/\(floss)/undo\""))
            #expect(offered.text.contains("id=\"day-complete-undo\""))
            #expect(try await alice.post("/habits/\(floss)/undo", [("day", "2026-06-15")]).status == .seeOther)
            #expect(try await server.store.checkIns(of: alice.user, habit: floss, from: nil, through: nil).isEmpty)
        }
    }

    @Test func aFlexibleHabitsRingAndMarkFollowItsPeriod() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let gym = try await Self.createHabit(alice, [("name", "Gym"), ("scheduleType", "timesPerWeek"), ("count", "3")])
            _ = try await alice.post("/today", [("check-in", "\(gym)")])
            let page = try await alice.get("/today")
            #expect(page.text.contains("1 of 3 this week"))
            #expect(page.text.contains("data-habit-id=\"\(gym)\" data-habit-name=\"Gym\" data-complete=\"false\" data-day-full=\"true\""))
            #expect(page.text.contains("style=\"--p:33\""), "a third of the ring, not all of it")
            #expect(!page.text.contains("class=\"tile is-complete"))
        }
    }

    @Test func aMeasuredAmountIsPrefilledWithItsUsualStep() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let water = try await Self.createHabit(alice, [("name", "Water"), ("goalType", "cups"), ("unit", "cups"), ("target", "8")])
            let first = try await alice.get("/today")
            #expect(first.text.contains("name=\"amount\" step=\"any\" min=\"0\" inputmode=\"decimal\" value=\"1\""), "one unit, not 8")
            _ = try await alice.post("/habits/\(water)/check-in", [("amount", "2")])
            let after = try await alice.get("/today")
            #expect(after.text.contains("name=\"amount\" step=\"any\" min=\"0\" inputmode=\"decimal\" value=\"2\""), "the last amount")
            #expect(after.text.contains("2/8 cups"))
        }
    }

    @Test func aQuitTileSaysItsCountInWords() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let smoking = try await Self.createHabit(alice, [("name", "Smoking"), ("kind", "quit"), ("target", "0")])
            _ = try await alice.post("/today", [("check-in", "\(smoking)")])
            let page = try await alice.get("/today")
            #expect(page.text.contains("class=\"tile-progress\">1 time logged, limit 0</span>"), "\(page.text)")
            #expect(!page.text.contains("· over"))
        }
    }
}
