import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// The habit pages (docs/web.md): the custom form with
/// every field, presets, the detail page's statistics and charts, edit, archive, delete,
/// reorder, and managing completions — each change asserted on the store, each refusal shown
/// to leave it unchanged.
@Suite struct WebHabitPagesTests {
    static let create = WebTodayPageTests.createHabit

    @Test func theCustomFormStoresEveryField() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await Self.create(
                alice,
                [
                    ("name", "Gym"), ("description", "Lift"), ("icon", "💪"), ("color", "purple"), ("kind", "build"),
                    ("goalType", "time"), ("unit", "min"), ("target", "45"), ("period", "day"), ("scheduleType", "weekdays"),
                    ("weekday", "1"), ("weekday", "3"), ("weekday", "5"), ("startDate", "2026-06-01"), ("endDate", "2026-12-31"),
                    ("reminder", "07:30"), ("reminder", ""), ("reminder", "18:00"),
                ])
            let habit = try #require(try await server.store.habit(id, of: alice.user))
            #expect(habit.name == "Gym")
            #expect(habit.description == "Lift")
            #expect(habit.icon == "💪")
            #expect(habit.color == "purple")
            #expect(habit.goal == Goal(type: .time, unit: "min", target: 45, period: .day))
            #expect(habit.schedule == .weekdays([.monday, .wednesday, .friday]))
            #expect(habit.startDay == Day("2026-06-01"))
            #expect(habit.endDay == Day("2026-12-31"))
            #expect(habit.reminders.map(\.timeText) == ["07:30", "18:00"])
        }
    }

    @Test func aQuitHabitKeepsItsLimitAndBaseline() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await Self.create(
                alice,
                [
                    ("name", "Coffee"), ("kind", "quit"), ("goalType", "cups"), ("target", "1"), ("baseline", "4"),
                    ("scheduleType", "daily"),
                ])
            let habit = try #require(try await server.store.habit(id, of: alice.user))
            #expect(habit.kind == .quit)
            #expect(habit.goal.target == 1)
            #expect(habit.baseline == 4)
            let today = try await alice.get("/today")
            #expect(today.text.contains("id=\"quit-habits\""))
            #expect(today.text.contains("Clean so far"))
        }
    }

    @Test(arguments: [
        [("name", "")],
        [("name", "Gym"), ("scheduleType", "weekdays")],
        [("name", "Gym"), ("reminder", "25:00")],
        [("name", "Gym"), ("scheduleType", "everyNDays"), ("interval", "x")],
        [("name", "Gym"), ("kind", "maybe")],
        [("name", "Gym"), ("color", "not-a-color")],
        [("name", "Gym"), ("startDate", "2026-07-01"), ("endDate", "2026-06-01")],
    ])
    func aRefusedFormComesBackWithItsValuesAndCreatesNothing(fields: [(String, String)]) async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let refused = try await alice.post("/habits/new", fields + [("description", "kept <b>text</b>")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("class=\"error-box\" role=\"alert\""))
            #expect(refused.text.contains("kept &lt;b&gt;text&lt;/b&gt;"), "the values typed come back, escaped")
            #expect(try await server.store.habits(of: alice.user, includeArchived: true).isEmpty)
        }
    }

    @Test func aPresetCardCreatesThePresetsHabit() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let page = try await alice.get("/habits/new?category=Fitness")
            #expect(page.text.contains("name=\"preset\" value=\"fitness.walk\""))
            #expect(page.text.contains("id=\"custom-habit-form\""))
            let created = try await alice.post("/habits/new/preset", [("preset", "fitness.walk")])
            #expect(created.status == .seeOther)
            let habits = try await server.store.habits(of: alice.user, includeArchived: false)
            #expect(habits.map(\.presetID) == ["fitness.walk"])
            let again = try await alice.post("/habits/new/preset", [("preset", "fitness.walk")])
            #expect(again.status == .unprocessableContent, "the same name twice is refused")
            let unknown = try await alice.post("/habits/new/preset", [("preset", "fitness.flying")])
            #expect(unknown.status == .unprocessableContent)
            #expect(try await server.store.habits(of: alice.user, includeArchived: true).count == 1)
        }
    }

    @Test func theDetailPageShowsStatisticsAndEveryChart() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await Self.create(alice, [("name", "Read"), ("startDate", "2026-06-01")])
            for day in ["2026-06-12", "2026-06-13", "2026-06-14"] {
                #expect(try await alice.post("/habits/\(id)/check-in", [("day", day)]).status == .seeOther)
            }
            let page = try await alice.get("/habits/\(id)")
            #expect(page.status == .ok)
            #expect(page.text.contains("<h1 id=\"habit-name\">Read</h1>"))
            #expect(page.text.contains("id=\"current-streak\">3 days<"))
            #expect(page.text.contains("id=\"best-streak\">3 days<"))
            for chart in ["trend-chart", "heatmap", "difficulty-chart", "time-of-day-chart"] {
                let svg = try #require(page.between("id=\"\(chart)\"", and: "</svg>"), "no svg#\(chart)")
                #expect(svg.contains("<title"), "svg#\(chart) has no title")
            }
            #expect(page.text.contains("class=\"window-link\" href=\"/habits/\(id)?window=30\" aria-current=\"true\""))
            let year = try await alice.get("/habits/\(id)?window=365")
            #expect(year.text.contains("href=\"/habits/\(id)?window=365\" aria-current=\"true\""))
            #expect(page.text.contains("data-date=\"2026-06-14\" data-level=\"4\""), "a done day is shaded fully")
            #expect(page.text.contains("data-date=\"2026-06-11\" data-level=\"0\""), "a missed day is not")
            let completions = try await alice.get("/habits/\(id)/completions?day=2026-06-14")
            #expect(completions.text.contains("class=\"calendar-day is-met has-entries\" data-date=\"2026-06-14\""))
            #expect(completions.text.contains("class=\"calendar-day\" data-date=\"2026-06-11\""))
            let custom = try await alice.get("/habits/\(id)?from=2026-06-12&to=2026-06-14")
            #expect(custom.text.contains("id=\"success-rate\">100%<"))
            #expect(try await alice.get("/habits/\(id)?window=7").status == .unprocessableContent)
            #expect(try await alice.get("/habits/\(id)?from=2026-06-14&to=2026-06-12").status == .unprocessableContent)
        }
    }

    @Test func aHabitStartingLaterHasAnEmptyDetailPage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await Self.create(alice, [("name", "Later"), ("startDate", "2026-09-01")])
            let page = try await alice.get("/habits/\(id)")
            #expect(page.status == .ok)
            #expect(page.text.contains("id=\"heatmap\""))
            #expect(page.text.contains("id=\"current-streak\">0 days<"))
            #expect(try await alice.get("/habits/\(id)/completions").status == .ok)
            #expect(!(try await alice.get("/today")).text.contains("data-habit-name=\"Later\""), "not due before its start")
        }
    }

    @Test func editingChangesTheHabitAndARefusalChangesNothing() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await Self.create(alice, [("name", "Read")])
            let form = try await alice.get("/habits/\(id)/edit")
            #expect(form.text.contains("id=\"edit-habit-form\""))
            #expect(form.text.contains("name=\"name\" required maxlength=\"100\" value=\"Read\""))
            let saved = try await alice.post("/habits/\(id)/edit", [("name", "Read more"), ("target", "2")])
            #expect(saved.status == .seeOther)
            #expect(saved.location == "/habits/\(id)")
            let habit = try #require(try await server.store.habit(id, of: alice.user))
            #expect(habit.name == "Read more")
            #expect(habit.goal.target == 2)
            let refused = try await alice.post("/habits/\(id)/edit", [("name", "")])
            #expect(refused.status == .unprocessableContent)
            #expect(try await server.store.habit(id, of: alice.user)?.name == "Read more")
        }
    }

    @Test func archiveHidesTheHabitFromTodayUntilUnarchived() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await Self.create(alice, [("name", "Read")])
            #expect(try await alice.post("/habits/\(id)/archive").status == .seeOther)
            #expect(try await server.store.habit(id, of: alice.user)?.isArchived == true)
            #expect(!(try await alice.get("/today")).text.contains("data-habit-name=\"Read\""))
            let archived = try await alice.get("/habits/archived")
            #expect(archived.text.contains("class=\"archived-habit entry\" data-habit-id=\"\(id)\""))
            #expect((try await alice.get("/habits/\(id)")).text.contains("id=\"unarchive\""))
            let back = try await alice.post("/habits/\(id)/unarchive", [("back", "/habits/archived")])
            #expect(back.location == "/habits/archived")
            #expect(try await server.store.habit(id, of: alice.user)?.isArchived == false)
            #expect((try await alice.get("/today")).text.contains("data-habit-name=\"Read\""))
        }
    }

    @Test func deleteAsksFirstThenRemovesTheHabitAndItsHistory() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await Self.create(alice, [("name", "Read")])
            _ = try await alice.post("/habits/\(id)/check-in")
            let confirm = try await alice.get("/habits/\(id)/delete")
            #expect(confirm.text.contains("id=\"confirm-delete\""))
            #expect(confirm.text.contains("1 check-ins"))
            #expect(try await server.store.habit(id, of: alice.user) != nil, "showing the question deletes nothing")
            #expect(try await alice.post("/habits/\(id)/delete", csrf: .missing).status == .forbidden)
            #expect(try await server.store.habit(id, of: alice.user) != nil)
            let deleted = try await alice.post("/habits/\(id)/delete")
            #expect(deleted.location == "/today")
            #expect(try await server.store.habit(id, of: alice.user) == nil)
            #expect(try await server.store.checkIns(of: alice.user, habit: nil, from: nil, through: nil).isEmpty)
        }
    }

    @Test func moveUpAndDownReorderToday() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let first = try await Self.create(alice, [("name", "First")])
            let second = try await Self.create(alice, [("name", "Second")])
            let detail = try await alice.get("/habits/\(first)")
            #expect(detail.text.contains("id=\"move-up\" class=\"button\" aria-label=\"Move up in Today's order\" disabled"))
            #expect(try await alice.post("/habits/\(first)/move", [("direction", "down")]).status == .seeOther)
            #expect(try await server.store.habits(of: alice.user, includeArchived: false).map(\.id) == [second, first])
            _ = try await alice.post("/habits/\(first)/move", [("direction", "down")])
            #expect(try await server.store.habits(of: alice.user, includeArchived: false).map(\.id) == [second, first], "the last stays last")
            #expect(try await alice.post("/habits/\(first)/move", [("direction", "sideways")]).status == .badRequest)
            _ = try await alice.post("/habits/\(first)/move", [("direction", "up")])
            #expect(try await server.store.habits(of: alice.user, includeArchived: false).map(\.id) == [first, second])
        }
    }

    @Test func completionsBackfillSetRateAndDeleteADay() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await Self.create(alice, [("name", "Run"), ("goalType", "distance"), ("unit", "km"), ("target", "5")])
            let yesterday = "2026-06-14"
            let before = try await alice.get("/habits/\(id)/completions?day=\(yesterday)")
            #expect(before.text.contains("id=\"move-start\""), "yesterday is before the habit's start")
            let refused = try await alice.post("/habits/\(id)/check-in", [("day", yesterday), ("amount", "3")])
            #expect(refused.status == .unprocessableContent)
            #expect(try await server.store.checkIns(of: alice.user, habit: id, from: nil, through: nil).isEmpty)

            let back = "/habits/\(id)/completions?day=\(yesterday)"
            #expect(try await alice.post("/habits/\(id)/start", [("day", yesterday), ("back", back)]).location == back)
            #expect(try await server.store.habit(id, of: alice.user)?.startDay == Day(yesterday))
            let added = try await alice.post("/habits/\(id)/check-in", [("day", yesterday), ("amount", "3"), ("note", "easy"), ("back", back)])
            #expect(added.location == back)
            let page = try await alice.get(back)
            #expect(page.text.contains("id=\"day-total\" data-total=\"3\""))
            #expect(page.text.contains("class=\"calendar-day has-entries\" data-date=\"\(yesterday)\""))
            let entry = try #require(try await server.store.checkIns(of: alice.user, habit: id, from: nil, through: nil).first)
            #expect(entry.note == "easy")
            #expect(page.text.contains("data-entry-id=\"\(entry.id)\""))

            #expect(try await alice.post("/habits/\(id)/days/\(yesterday)", [("amount", "6")]).status == .seeOther)
            let totals = try await server.store.checkIns(of: alice.user, habit: id, from: nil, through: nil).map(\.amount)
            #expect(totals == [6])
            #expect(try await alice.post("/habits/\(id)/days/\(yesterday)", [("rate", "1"), ("difficulty", "4")]).status == .seeOther)
            #expect(try await server.store.dayRecords(of: alice.user, habits: [id], from: nil, through: nil).first?.difficulty == 4)
            #expect(try await alice.post("/habits/\(id)/days/\(yesterday)", [("rate", "1"), ("difficulty", "9")]).status == .unprocessableContent)
            #expect(try await server.store.dayRecords(of: alice.user, habits: [id], from: nil, through: nil).first?.difficulty == 4)

            let remaining = try #require(try await server.store.checkIns(of: alice.user, habit: id, from: nil, through: nil).first)
            let deleted = try await alice.post("/habits/\(id)/entries/\(remaining.id)/delete", [("back", back)])
            #expect(deleted.location?.hasPrefix(back + "&removed=") == true, "back to the page, which offers to put it back")
            #expect(try await server.store.checkIns(of: alice.user, habit: id, from: nil, through: nil).isEmpty)
            #expect(try await alice.post("/habits/\(id)/entries/\(remaining.id)/delete").status == .notFound)
        }
    }

    @Test func aRangeListsItsCheckInsForDeleting() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await Self.create(alice, [("name", "Read"), ("startDate", "2026-06-01")])
            for day in ["2026-06-02", "2026-06-10", "2026-06-14"] {
                _ = try await alice.post("/habits/\(id)/check-in", [("day", day)])
            }
            let page = try await alice.get("/habits/\(id)/completions?from=2026-06-05&to=2026-06-14")
            #expect(page.count("class=\"entry range-entry\"") == 2, "only the range's check-ins")
            #expect(page.text.contains("id=\"range-total\">2 check-ins"))
            let inRange = try await server.store.checkIns(of: alice.user, habit: id, from: Day("2026-06-10"), through: Day("2026-06-10"))
            let entry = try #require(inRange.first)
            #expect(page.text.contains("class=\"entry range-entry\" data-entry-id=\"\(entry.id)\""))
            #expect(try await alice.get("/habits/\(id)/completions?from=2026-06-14&to=2026-06-05").status == .unprocessableContent)
            #expect(try await server.store.checkIns(of: alice.user, habit: id, from: nil, through: nil).count == 3)
        }
    }

    @Test func redirectsNeverLeaveTheSite() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await Self.create(alice, [("name", "Read")])
            for back in ["https://evil.example/", "//evil.example/", "/\\evil.example"] {
                let answer = try await alice.post("/habits/\(id)/skip", [("back", back)])
                #expect(answer.location == "/today", "back \(back) led to \(answer.location ?? "nil")")
            }
        }
    }
}
