import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// Today, statistics, overview, analytics, progress and achievements.
@Suite struct InsightRouteTests {
    @Test func todayListsDueHabitsWithProgress() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let water = try await alice.createHabit(#"{"name": "Water", "unit": "cups", "target": 8}"#)
            _ = try await alice.createHabit(#"{"name": "Coffee", "kind": "quit", "unit": "cups", "target": 2}"#)
            try await alice.post("/api/v1/habits/\(water)/checkins", #"{"amount": 8}"#)
            let today = try await alice.get("/api/v1/today")
            #expect(today.json["date"]?.stringValue == "2026-06-15")
            #expect(today.json["done"]?.numberValue == 1)
            #expect(today.json["total"]?.numberValue == 1)
            let habits = try #require(today.json["habits"]?.arrayValue)
            #expect(habits.compactMap { $0["name"]?.stringValue } == ["Water", "Coffee"])
            #expect(habits.first?["complete"] == .bool(true))
            #expect(habits.first?["streak"]?.numberValue == 1)
        }
    }

    @Test func statsTakeAWindow() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let read = try await alice.createHabit(#"{"name": "Read", "startDate": "2026-06-01"}"#)
            for day in 10...15 {
                try await alice.post("/api/v1/habits/\(read)/checkins", #"{"date": "2026-06-\#(day)"}"#)
            }
            let stats = try await alice.get("/api/v1/habits/\(read)/stats")
            #expect(stats.json["streak"]?["current"]?.numberValue == 6)
            #expect(stats.json["window"]?["to"]?.stringValue == "2026-06-15")
            let window = try await alice.get("/api/v1/habits/\(read)/stats?from=2026-06-10&to=2026-06-14")
            #expect(window.json["window"] == .object(["from": .string("2026-06-10"), "to": .string("2026-06-14")]))
            #expect(window.json["successRate"]?.numberValue == 1)
            let onlyTo = try await alice.get("/api/v1/habits/\(read)/stats?to=2026-06-14")
            #expect(onlyTo.json["window"]?["from"]?.stringValue == "2026-05-16")
            let backwards = try await alice.get("/api/v1/habits/\(read)/stats?from=2026-06-14&to=2026-06-10")
            #expect(backwards.status == .unprocessableContent)
            #expect(backwards.code == "dateRangeInvalid")
        }
    }

    @Test func overviewAndAnalytics() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let read = try await alice.createHabit(#"{"name": "Read", "startDate": "2026-06-01"}"#)
            _ = try await alice.createHabit(#"{"name": "Walk", "startDate": "2026-06-01"}"#)
            try await alice.post("/api/v1/habits/\(read)/checkins", #"{"date": "2026-06-15", "time": "07:00"}"#)
            let overview = try await alice.get("/api/v1/overview")
            #expect(overview.items.compactMap { $0["name"]?.stringValue } == ["Read", "Walk"])
            let analytics = try await alice.get("/api/v1/analytics")
            #expect(analytics.json["week"]?.arrayValue?.count == 7)
            #expect(analytics.json["week"]?.arrayValue?.first?["date"]?.stringValue == "2026-06-15")
            #expect(analytics.json["timeOfDay"]?.arrayValue?[7] == .number(1))
            #expect(analytics.json["struggling"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["Read", "Walk"])
            let lastWeek = try await alice.get("/api/v1/analytics?week=2026-06-08")
            #expect(lastWeek.json["week"]?.arrayValue?.first?["date"]?.stringValue == "2026-06-08")
        }
    }

    @Test func progressAndAchievementsShareTheGamificationShape() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let read = try await alice.createHabit(#"{"name": "Read"}"#)
            try await alice.post("/api/v1/habits/\(read)/checkins")
            let progress = try await alice.get("/api/v1/progress")
            #expect(progress.json["xp"]?["level"]?.numberValue ?? 0 >= 1)
            #expect(progress.json["globalStreak"]?["current"]?.numberValue == 1)
            #expect(progress.json["globalStreak"]?["lastPerfectDay"]?.stringValue == "2026-06-15")
            let reasons = progress.json["transactions"]?.arrayValue?.compactMap { $0["reason"]?.stringValue } ?? []
            #expect(reasons.contains("perfectDay"))
            let achievements = try await alice.get("/api/v1/achievements")
            #expect(achievements.json == progress.json["achievements"])
            #expect(achievements.items.contains { $0["unlocked"] == .bool(true) })
        }
    }
}
