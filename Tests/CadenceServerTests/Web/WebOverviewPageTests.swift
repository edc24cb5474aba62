import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices
@testable import CadenceWeb

/// `GET /overview` (docs/web.md "overview"; docs/domain-rules.md §5): one row per active habit with its
/// streaks, rates and strength as the service computes them, the struggling habits, and this
/// week's completion chart; escaped names; each user's own habits only.
@Suite struct WebOverviewPageTests {
    /// The `<tr data-habit-id="id" …>…</tr>` of a habit, or `nil`.
    func row(of id: Int64, in page: PageAnswer) -> String? {
        page.between("<tr data-habit-id=\"\(id)\"", and: "</tr>")
    }

    @Test func anEmptyOverviewStillHasItsTableSectionsAndChart() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let page = try await alice.get("/overview")
            #expect(page.status == .ok)
            #expect(page.text.contains("<table id=\"overview-table\">"))
            #expect(!page.text.contains("data-habit-id="))
            #expect(page.text.contains("class=\"empty-overview\""))
            #expect(page.text.contains("id=\"struggling\""))
            #expect(page.text.contains("class=\"none-struggling\""))
            #expect(page.text.contains("<svg id=\"week-chart\""))
            #expect(page.text.contains("href=\"/habits/archived\""))
            #expect(page.text.contains("aria-current=\"page\""))
        }
    }

    @Test func eachActiveHabitHasARowWithTheServicesStatistics() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Read", "startDate": "2026-06-01"}"#)
            let run = try await alice.api.createHabit(#"{"name": "Run", "startDate": "2026-06-01"}"#)
            let old = try await alice.api.createHabit(#"{"name": "Old habit", "startDate": "2026-06-01"}"#)
            try await alice.api.post("/api/v1/habits/\(old)/archive")
            for day in 1...15 {
                try await alice.api.post("/api/v1/habits/\(read)/checkins", #"{"date": "2026-06-\#(day < 10 ? "0" : "")\#(day)"}"#)
            }
            try await alice.api.post("/api/v1/habits/\(run)/checkins", #"{"date": "2026-06-14"}"#)

            let page = try await alice.get("/overview")
            #expect(page.status == .ok)
            #expect(page.count("<tr data-habit-id=") == 2)
            #expect(row(of: old, in: page) == nil)
            #expect(!page.text.contains("Old habit"))

            let service = CadenceService(store: server.store, environment: server.clock.environment)
            let rows = try await service.overview(for: alice.user)
            #expect(rows.count == 2)
            for expected in rows {
                let html = try #require(row(of: expected.habit.id, in: page))
                let statistics = expected.statistics
                #expect(html.contains("<a href=\"/habits/\(expected.habit.id)\">\(expected.habit.name)</a>"))
                #expect(html.contains("data-streak=\"\(statistics.currentStreak.count)\">\(WebFormat.streak(statistics.currentStreak))"))
                #expect(html.contains("class=\"best-streak\" data-streak=\"\(statistics.bestStreak.count)\""))
                #expect(html.contains("class=\"success-rate\">\(Wording.percent(statistics.window.successRate))<"))
                #expect(html.contains("class=\"completion-rate\">\(Wording.percent(statistics.window.completionRate))<"))
                #expect(html.contains("class=\"strength-score\">\(Wording.percent(statistics.score))<"))
                #expect(html.contains("data-struggling=\"\(expected.isStruggling)\""))
            }
            let readRow = try #require(row(of: read, in: page))
            #expect(readRow.contains("15 days"))
            #expect(readRow.contains("class=\"success-rate\">100%<"))
            #expect(!readRow.contains("struggling-mark"))

            let runRow = try #require(row(of: run, in: page))
            #expect(runRow.contains("data-struggling=\"true\""))
            #expect(runRow.contains("struggling-mark"))
            let struggling = try #require(page.between("id=\"struggling\"", and: "</section>"))
            #expect(struggling.contains("data-habit-id=\"\(run)\""))
            #expect(!struggling.contains("data-habit-id=\"\(read)\""))
            #expect(!struggling.contains("none-struggling"))
        }
    }

    @Test func theWeekChartShowsEachDaysCompletion() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Read"}"#)
            _ = try await alice.api.createHabit(#"{"name": "Run"}"#)
            try await alice.api.post("/api/v1/habits/\(read)/checkins", "{}")
            let page = try await alice.get("/overview")
            let chart = try #require(page.between("<svg id=\"week-chart\"", and: "</svg>"))
            #expect(chart.components(separatedBy: "<g class=\"chart-bar").count - 1 == 7)
            #expect(chart.contains("Monday 15 Jun: 1 of 2 done (50%)"))
            #expect(chart.contains("Sunday 21 Jun: still to come"))
            #expect(chart.components(separatedBy: "class=\"bar\"").count - 1 == 1)
        }
    }

    @Test func habitNamesAreEscaped() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await alice.api.createHabit(#"{"name": "<script>alert(1)</script>", "startDate": "2026-06-01"}"#)
            let page = try await alice.get("/overview")
            #expect(page.status == .ok)
            let html = try #require(row(of: id, in: page))
            #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!page.text.contains("<script>alert(1)"))
            let struggling = try #require(page.between("id=\"struggling\"", and: "</section>"))
            #expect(struggling.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        }
    }

    @Test func anotherUserSeesNoneOfTheHabits() async throws {
        try await TestServer().run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Alice reads", "startDate": "2026-06-01"}"#)
            #expect(row(of: read, in: try await alice.get("/overview")) != nil)
            let page = try await bob.get("/overview")
            #expect(page.status == .ok)
            #expect(!page.text.contains("data-habit-id="))
            #expect(!page.text.contains("Alice reads"))
            #expect(page.text.contains("<table id=\"overview-table\">"))
        }
    }
}
