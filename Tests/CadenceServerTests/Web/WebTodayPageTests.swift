import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// Today (docs/web.md "Today"): tiles, the check-in the hold gesture
/// posts, undo, skip, the celebration of a day that just became perfect, CSRF, escaping and
/// other users' habits — each asserted on the store as well as on the page.
@Suite struct WebTodayPageTests {
    static let today = Day("2026-06-15")

    /// Creates a habit through the web form and returns its id.
    static func createHabit(_ visitor: PageVisitor, _ fields: [(String, String)]) async throws -> HabitID {
        let created = try await visitor.post("/habits/new", fields)
        #expect(created.status == .seeOther, "create: \(created.text)")
        let id = created.location.flatMap { HabitID($0.replacingOccurrences(of: "/habits/", with: "")) }
        return try #require(id)
    }

    @Test func tilesShowTheHabitsInOrderWithTheSummary() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await Self.createHabit(alice, [("name", "Read"), ("color", "green")])
            let run = try await Self.createHabit(alice, [("name", "Run"), ("goalType", "distance"), ("target", "5")])
            let page = try await alice.get("/today")
            #expect(page.status == .ok)
            let readTile = try #require(page.text.range(of: "data-habit-id=\"\(read)\""))
            let runTile = try #require(page.text.range(of: "data-habit-id=\"\(run)\""))
            #expect(readTile.lowerBound < runTile.lowerBound)
            #expect(page.text.contains("id=\"today-summary\" class=\"summary\" data-done=\"0\" data-total=\"2\""))
            #expect(page.text.contains("data-complete=\"false\" data-color=\"green\""))
            #expect(page.text.contains("0/5 km"))
            #expect(page.count("class=\"tile-button\"") == 2)
            #expect(page.count("name=\"amount\"") == 1, "only the measured habit asks for an amount")
            #expect(page.text.contains("id=\"level\" class=\"pill\" href=\"/achievements\" data-level=\"1\""))
        }
    }

    @Test func aCheckInCompletesTheTileAndOffersUndo() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await Self.createHabit(alice, [("name", "Read")])
            _ = try await Self.createHabit(alice, [("name", "Run")])
            let done = try await alice.post("/habits/\(read)/check-in")
            #expect(done.status == .seeOther)
            #expect(done.location == "/today?done=\(read)")
            #expect(try await server.store.checkIns(of: alice.user, habit: read, from: nil, through: nil).count == 1)
            let page = try await alice.get(try #require(done.location))
            #expect(page.text.contains("data-habit-id=\"\(read)\" data-habit-name=\"Read\" data-complete=\"true\""))
            #expect(page.text.contains("class=\"tile-streak\" data-streak=\"1\""))
            #expect(page.text.contains("data-done=\"1\" data-total=\"2\""))
            #expect(page.text.contains("id=\"undo-toast\""))
            #expect(!page.text.contains("id=\"celebration\""), "one of two habits done is not a perfect day")

            let undone = try await alice.post("/habits/\(read)/undo", [("day", "2026-06-15")])
            #expect(undone.status == .seeOther)
            #expect(undone.location == "/today")
            #expect(try await server.store.checkIns(of: alice.user, habit: read, from: nil, through: nil).isEmpty)
            let after = try await alice.get("/today")
            #expect(after.text.contains("data-habit-name=\"Read\" data-complete=\"false\""))
            #expect(after.text.contains("data-done=\"0\" data-total=\"2\""))
        }
    }

    @Test func theCheckInThatMakesTheDayPerfectIsCelebratedAndItsUndoRemovesTheXP() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await Self.createHabit(alice, [("name", "Read")])
            let before = try await alice.get("/today")
            #expect(before.text.contains("id=\"global-streak\" class=\"pill\" data-streak=\"0\""), "fills the progress cache")
            let done = try await alice.post("/habits/\(read)/check-in")
            #expect(done.location == "/today?done=\(read)&perfect=1")
            #expect(try await server.store.perfectDayAwards(of: alice.user, from: nil, through: nil) == [Self.today].compactMap { $0 })
            let page = try await alice.get(try #require(done.location))
            #expect(page.text.contains("id=\"celebration\""))
            #expect(page.text.contains("data-streak=\"1\" title=\"Perfect days in a row, up to today\""))

            _ = try await alice.post("/habits/\(read)/undo")
            #expect(try await server.store.perfectDayAwards(of: alice.user, from: nil, through: nil).isEmpty)
            let reasons = try await server.store.xpTransactions(of: alice.user, limit: nil).map(\.reason)
            #expect(reasons.filter { $0 == .perfectDay }.count == 1)
            #expect(reasons.filter { $0 == .perfectDayRevoked }.count == 1, "the undo takes the 50 XP back")
            let quiet = try await alice.get("/today?done=\(read)&perfect=1")
            #expect(!quiet.text.contains("id=\"celebration\""), "a day no longer perfect is not celebrated, even by an old link")
            #expect(quiet.text.contains("id=\"global-streak\" class=\"pill\" data-streak=\"0\""), "the cached streak follows the undo")
            #expect(quiet.text.contains("data-level=\"1\""))
        }
    }

    @Test func aMeasuredHabitRecordsTheAmountTyped() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let run = try await Self.createHabit(alice, [("name", "Run"), ("goalType", "distance"), ("unit", "km"), ("target", "5")])
            let done = try await alice.post("/habits/\(run)/check-in", [("amount", "2,5")])
            #expect(done.status == .seeOther)
            let amounts = try await server.store.checkIns(of: alice.user, habit: run, from: nil, through: nil).map(\.amount)
            #expect(amounts == [2.5])
            let page = try await alice.get("/today")
            #expect(page.text.contains("2.5/5 km"))
        }
    }

    @Test(arguments: [PageVisitor.Token.missing, .value("not-the-token")])
    func aCheckInWithoutTheRightCSRFTokenIsRefusedAndChangesNothing(token: PageVisitor.Token) async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await Self.createHabit(alice, [("name", "Read")])
            let refused = try await alice.post("/habits/\(read)/check-in", csrf: token)
            #expect(refused.status == .forbidden)
            #expect(refused.text.contains("<h1>Not allowed</h1>"))
            #expect(try await server.store.checkIns(of: alice.user, habit: read, from: nil, through: nil).isEmpty)
        }
    }

    @Test(arguments: [("day", "2026-06-16"), ("day", "15/06/2026"), ("amount", "-1"), ("amount", "lots")])
    func badCheckInsAreRefusedAndChangeNothing(field: String, value: String) async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let run = try await Self.createHabit(alice, [("name", "Run"), ("goalType", "distance"), ("target", "5")])
            let refused = try await alice.post("/habits/\(run)/check-in", [(field, value)])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("class=\"card error-page\""))
            #expect(try await server.store.checkIns(of: alice.user, habit: run, from: nil, through: nil).isEmpty)
        }
    }

    @Test func skippingMarksTheDayAndTheTile() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await Self.createHabit(alice, [("name", "Read")])
            let skipped = try await alice.post("/habits/\(read)/skip", [("day", "2026-06-15"), ("skipped", "true")])
            #expect(skipped.status == .seeOther)
            let records = try await server.store.dayRecords(of: alice.user, habits: [read], from: nil, through: nil)
            #expect(records.map(\.isSkipped) == [true])
            let page = try await alice.get("/today")
            #expect(page.text.contains("class=\"tile is-skipped\""))
            #expect(page.text.contains("data-done=\"0\" data-total=\"0\""), "a skipped habit leaves the day's count")
        }
    }

    @Test func habitNamesAreEscapedEverywhereOnToday() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let name = "<script>alert(1)</script>\"'&"
            let id = try await Self.createHabit(alice, [("name", name)])
            _ = try await alice.post("/habits/\(id)/check-in")
            let page = try await alice.get("/today?done=\(id)")
            #expect(!page.text.contains("<script>alert(1)"))
            #expect(page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;"))
            #expect(page.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
        }
    }

    @Test func anotherUserNeitherSeesNorLogsTheHabits() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let read = try await Self.createHabit(alice, [("name", "Read")])
            #expect(try await bob.post("/welcome/habits", [("skip", "1")]).location == "/")
            let page = try await bob.get("/today")
            #expect(!page.text.contains("data-habit-id="))
            #expect(page.text.contains("class=\"empty-today card\""))
            let refused = try await bob.post("/habits/\(read)/check-in")
            #expect(refused.status == .notFound)
            #expect(try await server.store.checkIns(of: alice.user, habit: read, from: nil, through: nil).isEmpty)
            #expect(try await bob.get("/habits/\(read)").status == .notFound)
            #expect(try await bob.get("/habits/\(read)/completions").status == .notFound)
            #expect(try await bob.post("/habits/\(read)/archive").status == .notFound)
            #expect(try await server.store.habit(read, of: alice.user)?.isArchived == false)
        }
    }

    @Test func theCategoryFilterKeepsOnlyThatCategory() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let healthID = try #require(try await server.store.categories(of: alice.user).first { $0.name == "Health" }?.id)
            _ = try await Self.createHabit(alice, [("name", "Meditate"), ("categoryId", String(healthID))])
            _ = try await Self.createHabit(alice, [("name", "Read")])
            let filtered = try await alice.get("/today?category=\(healthID)")
            #expect(filtered.text.contains("data-habit-name=\"Meditate\""))
            #expect(!filtered.text.contains("data-habit-name=\"Read\""))
            #expect(filtered.text.contains("<option value=\"\(healthID)\" selected>Health</option>"))
        }
    }
}
