import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

@Suite struct QueryServiceTests {
    @Test func todayListCountsBuildHabitsAndListsQuitHabitsApart() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let start = Day("2026-03-01")
        let read = try await service.createHabit(HabitDraft(name: "Read", startDay: start), for: fixture.user)
        _ = try await service.createHabit(HabitDraft(name: "Run", schedule: .weekdays([.monday]), startDay: start), for: fixture.user)
        let water = try await service.createHabit(
            HabitDraft(name: "Water", goal: Goal(type: .cups, unit: "cups", target: 8), startDay: start), for: fixture.user)
        let smoke = try await service.createHabit(
            HabitDraft(name: "Smoke", kind: .quit, goal: .simple(timesPerDay: 0), startDay: start), for: fixture.user)
        try await service.addCheckIn(to: read.id, for: fixture.user)
        try await service.addCheckIn(to: read.id, for: fixture.user, on: Day("2026-03-17"))
        try await service.addCheckIn(to: water.id, for: fixture.user, amount: 3)
        let list = try await service.todayList(for: fixture.user)
        #expect(list.day == Day("2026-03-18"))
        #expect(list.habits.map(\.habit.name) == ["Read", "Water"])
        #expect(list.done == 1)
        #expect(list.total == 2)
        #expect(list.habits.first?.streak.count == 2)
        #expect(list.quitHabits.map(\.habit.id) == [smoke.id])
        #expect(list.quitHabits.first?.isComplete == true)
        try await service.addCheckIn(to: smoke.id, for: fixture.user)
        #expect(try await service.todayList(for: fixture.user).quitHabits.first?.isComplete == false)
    }

    @Test func todayStreakReadsTheFullHistoryWhenTheRecentWeeksAreAllSuccessful() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let start = Day("2025-12-01")!
        let read = try await service.createHabit(HabitDraft(name: "Read", startDay: start), for: fixture.user)
        for day in start.through(Day("2026-03-18")!) {
            try await service.addCheckIn(to: read.id, for: fixture.user, on: day)
        }
        let list = try await service.todayList(for: fixture.user)
        #expect(list.habits.first?.streak.count == start.days(until: Day("2026-03-18")!) + 1)
        #expect(list.habits.first?.streak.isTruncated == false)
        let stats = try await service.statistics(of: read.id, for: fixture.user)
        #expect(stats.currentStreak == list.habits.first?.streak)
    }

    @Test func statisticsOverviewAndStruggling() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let start = Day("2026-02-17")!
        let good = try await service.createHabit(HabitDraft(name: "Good", startDay: start), for: fixture.user)
        let poor = try await service.createHabit(HabitDraft(name: "Poor", startDay: start), for: fixture.user)
        for (offset, day) in start.through(Day("2026-03-17")!).enumerated() {
            try await service.addCheckIn(to: good.id, for: fixture.user, on: day)
            if offset % 4 == 0 { try await service.addCheckIn(to: poor.id, for: fixture.user, on: day) }
        }
        let stats = try await service.statistics(of: good.id, for: fixture.user)
        #expect(stats.window.expected == 29)
        #expect(stats.window.successes == 29)
        #expect(stats.window.successRate == 1)
        #expect(stats.currentStreak.count == 29)
        let overview = try await service.overview(for: fixture.user)
        #expect(overview.map(\.habit.name) == ["Good", "Poor"])
        #expect(overview.map(\.isStruggling) == [false, true])
        #expect(try await service.strugglingHabits(for: fixture.user).map(\.habit.id) == [poor.id])
        let window = try DateWindow(from: Day("2026-03-01")!, to: Day("2026-03-10")!)
        let custom = try await service.statistics(of: good.id, for: fixture.user, window: window)
        #expect(custom.window.expected == 10)
        #expect(custom.trend.map(\.window.from) == [Day("2026-03-01")!, Day("2026-03-04")!])
    }

    @Test func weeklyCompletionAndTimeOfDay() async throws {
        let fixture = try await ServiceFixture()
        let read = try await fixture.service().createHabit(HabitDraft(name: "Read", startDay: Day("2026-03-01")), for: fixture.user)
        _ = try await fixture.service().createHabit(HabitDraft(name: "Walk", startDay: Day("2026-03-01")), for: fixture.user)
        try await fixture.service(on: "2026-03-16", hour: 7, minute: 45).addCheckIn(to: read.id, for: fixture.user)
        try await fixture.service(on: "2026-03-17", hour: 7, minute: 10).addCheckIn(to: read.id, for: fixture.user)
        try await fixture.service(on: "2026-03-18", hour: 21, minute: 5).addCheckIn(to: read.id, for: fixture.user)
        let service = fixture.service(on: "2026-03-18", hour: 22)
        let week = try await service.weeklyCompletion(for: fixture.user)
        #expect(week.map(\.day.description).first == "2026-03-16")
        #expect(week.prefix(3).map(\.rate) == [0.5, 0.5, 0.5])
        #expect(week.dropFirst(3).allSatisfy { $0.rate == nil })
        let histogram = try await service.timeOfDayHistogram(for: fixture.user)
        #expect(histogram[7] == 2)
        #expect(histogram[21] == 1)
        #expect(histogram.reduce(0, +) == 3)
    }

    @Test func dayHistoryReportsTotalsDueSkippedAndMet() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let run = try await service.createHabit(
            HabitDraft(
                name: "Run", goal: Goal(type: .distance, unit: "km", target: 5), schedule: .weekdays([.monday, .wednesday]),
                startDay: Day("2026-03-09")), for: fixture.user)
        try await service.addCheckIn(to: run.id, for: fixture.user, amount: 3, on: Day("2026-03-09"))
        try await service.addCheckIn(to: run.id, for: fixture.user, amount: 2, on: Day("2026-03-09"))
        try await service.addCheckIn(to: run.id, for: fixture.user, amount: 1, on: Day("2026-03-11"))
        try await service.setSkipped(true, habit: run.id, for: fixture.user, from: Day("2026-03-16")!, through: Day("2026-03-16")!)
        let days = try await service.dayHistory(of: run.id, for: fixture.user, from: Day("2026-03-08")!, through: Day("2026-03-16")!)
        #expect(days.count == 9)
        #expect(days.first?.isActive == false)
        let monday = try #require(days.first { $0.day == Day("2026-03-09") })
        #expect(monday.total == 5 && monday.checkIns == 2 && monday.isDue && monday.isSuccessful)
        let wednesday = try #require(days.first { $0.day == Day("2026-03-11") })
        #expect(wednesday.isDue && !wednesday.isSuccessful)
        #expect(days.first { $0.day == Day("2026-03-10") }?.isDue == false)
        #expect(days.last?.isSkipped == true)
    }
}
