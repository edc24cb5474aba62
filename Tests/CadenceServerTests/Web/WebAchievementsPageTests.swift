import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices
@testable import CadenceWeb

/// `GET /achievements` (docs/web.md "achievements"; docs/domain-rules.md §6): level, XP and progress to
/// the next level, the perfect-day streak, the whole catalog with progress and unlocks, and
/// the recent XP transactions — each user's own.
@Suite struct WebAchievementsPageTests {
    @Test func aNewUserStartsAtLevelOneWithEverythingLocked() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let page = try await alice.get("/achievements")
            #expect(page.status == .ok)
            #expect(page.text.contains("id=\"level\" class=\"stat-value\" data-level=\"1\""))
            #expect(page.text.contains("id=\"xp\" class=\"stat-value\" data-xp=\"0\""))
            #expect(page.text.contains("id=\"global-streak\" class=\"stat-value\" data-streak=\"0\""))
            #expect(page.text.contains("class=\"xp-bar\""))
            #expect(page.text.contains("<ul id=\"achievements\""))
            #expect(page.count("<li class=\"achievement\"") == AchievementCatalog.all.count)
            for achievement in AchievementCatalog.all {
                #expect(page.text.contains("data-achievement-id=\"\(achievement.id)\" data-unlocked=\"false\""))
            }
            #expect(!page.text.contains("data-unlocked=\"true\""))
            #expect(!page.text.contains("id=\"xp-history\""))
        }
    }

    @Test func aPerfectDayShowsItsXPStreakAndUnlocks() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Read"}"#)
            try await alice.api.post("/api/v1/habits/\(read)/checkins", "{}")
            let xp = try await server.store.xpTotal(of: alice.user)
            #expect(xp >= XPTransaction.perfectDayXP)
            let page = try await alice.get("/achievements")
            #expect(page.status == .ok)
            #expect(page.text.contains("data-xp=\"\(xp)\""))
            #expect(page.text.contains("\(xp) XP"))
            #expect(page.text.contains("data-streak=\"1\" data-longest=\"1\""))
            #expect(page.text.contains("data-achievement-id=\"first-check-in\" data-unlocked=\"true\""))
            #expect(page.text.contains("data-achievement-id=\"first-perfect-day\" data-unlocked=\"true\""))
            #expect(page.text.contains("data-achievement-id=\"check-ins-10\" data-unlocked=\"false\""))
            #expect(page.text.contains("data-progress=\"1\" data-target=\"10\">1/10</span>"))
            #expect(page.text.contains("Unlocked <time"))
            let history = try #require(page.between("<table id=\"xp-history\">", and: "</table>"))
            let transactions = try await server.store.xpTransactions(of: alice.user, limit: 50)
            #expect(history.components(separatedBy: "class=\"xp-transaction\"").count - 1 == transactions.count)
            #expect(history.contains("+50 XP"))
            #expect(history.contains("Perfect day · 15 Jun 2026"))
            #expect(history.contains("Achievement: First step"))
        }
    }

    @Test func anotherUserSeesOnlyTheirOwnProgress() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Read"}"#)
            try await alice.api.post("/api/v1/habits/\(read)/checkins", "{}")
            #expect(try await server.store.xpTotal(of: alice.user) > 0)
            let page = try await bob.get("/achievements")
            #expect(page.status == .ok)
            #expect(page.text.contains("data-xp=\"0\""))
            #expect(page.text.contains("data-streak=\"0\""))
            #expect(!page.text.contains("data-unlocked=\"true\""))
            #expect(!page.text.contains("<table id=\"xp-history\">"))
        }
    }

    @Test func signedOutVisitorsAreSentToSignIn() async throws {
        try await TestServer().run { api in
            _ = try await PageVisitor.signUp("alice", on: api.client)
            let response = try await api.client.execute(uri: "/achievements", method: .get, headers: [:], body: nil)
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/sign-in")
        }
    }
}
