import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceServer
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// The cache of derived answers always equals the derivation from scratch (docs/architecture.md):
/// after every kind of change — through the API, by another writer on the same database
/// (another server process, the command line), a settings change, a new day — the served
/// answer is the one the services compute afresh.
@Suite struct DerivedResponseCacheTests {
    /// The routes under test, with how to compute each afresh.
    static func fresh(_ route: String, service: CadenceService, user: UserID, habit: HabitID) async throws -> JSONValue {
        switch route {
        case "/api/v1/today":
            return try JSONValue.encoded(TodayJSON(try await service.todayList(for: user)))
        case "/api/v1/overview":
            return try JSONValue.encoded(try await service.overview(for: user).map(OverviewJSON.init))
        case "/api/v1/progress":
            return try JSONValue.encoded(ProgressJSON(try await service.progress(for: user)))
        default:
            let habit = try await service.habit(habit, of: user)
            return try JSONValue.encoded(StatsJSON(habit: habit, statistics: try await service.statistics(of: habit.id, for: user)))
        }
    }

    @Test func cachedAnswersEqualFreshOnesAfterEveryKindOfChange() async throws {
        let server = try TestServer()
        let service = CadenceService(store: server.store, environment: server.clock.environment)
        try await server.run { client in
            let alice = try await client.signUp("alice")
            let user = try await alice.get("/api/v1/account").int("id")
            let habit = try await alice.createHabit(#"{"name": "Water", "unit": "cups", "target": 8, "startDate": "2026-06-01"}"#)
            let routes = ["/api/v1/today", "/api/v1/overview", "/api/v1/progress", "/api/v1/habits/\(habit)/stats"]

            func expectFresh(after change: String) async throws {
                for route in routes {
                    let served = try await alice.get(route).json
                    let again = try await alice.get(route).json
                    let expected = try await Self.fresh(route, service: service, user: user, habit: habit)
                    #expect(served == expected, "\(route) after \(change)")
                    #expect(again == expected, "\(route) (cached) after \(change)")
                }
            }

            try await expectFresh(after: "nothing")
            try await alice.post("/api/v1/habits/\(habit)/checkins", #"{"amount": 8}"#)
            try await expectFresh(after: "a check-in through the API")

            // Another process (or the command line) writes to the same database.
            let store = server.store
            let today = Day(ordinal: 20_619)
            try await store.apply(
                [
                    .insertCheckIn(
                        CheckIn(id: 0, habitID: habit, day: today.adding(days: -1), at: server.clock.now.addingTimeInterval(-86_400), amount: 8))
                ],
                for: user, at: server.clock.now)
            try await expectFresh(after: "a check-in by another writer")
            try await store.apply(
                [.saveDayRecord(DayRecord(habitID: habit, day: today.adding(days: -2), isSkipped: true))], for: user, at: server.clock.now)
            try await expectFresh(after: "a skip by another writer")
            try await store.apply([.saveSettings(UserSettings(timeZoneIdentifier: "Pacific/Kiritimati"))], for: user, at: server.clock.now)
            try await expectFresh(after: "a new time zone")

            server.clock.advance(by: 86_400)
            try await expectFresh(after: "a new day")

            try await alice.patch("/api/v1/habits/\(habit)", #"{"target": 4}"#)
            try await expectFresh(after: "a new target")
            _ = try await alice.createHabit(#"{"name": "Read"}"#)
            try await expectFresh(after: "a new habit")
        }
    }

    @Test func anotherUsersChangesKeepTheCache() async throws {
        let server = try TestServer()
        try await server.run { client in
            let (alice, bob) = try await client.twoUsers()
            _ = try await alice.createHabit(#"{"name": "Read"}"#)
            let before = try await alice.get("/api/v1/today").json
            let revision = try await server.store.dataRevision(of: try await alice.get("/api/v1/account").int("id"))
            _ = try await bob.createHabit(#"{"name": "Read"}"#)
            #expect(try await alice.get("/api/v1/today").json == before)
            #expect(try await server.store.dataRevision(of: try await alice.get("/api/v1/account").int("id")) == revision)
        }
    }
}
