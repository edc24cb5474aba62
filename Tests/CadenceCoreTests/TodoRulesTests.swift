import Foundation
import Testing

@testable import CadenceCore

/// docs/domain-rules.md §12 "To-dos": repeat rules, the next occurrence, list order and
/// validation at their edges.
@Suite struct TodoRulesTests {
    let today = Day("2026-03-18")!
    let instant = Date(timeIntervalSince1970: 1_773_831_600)

    @Test func repeatRulesReadAndWrite() {
        #expect(TodoRepeat("daily") == .daily && TodoRepeat("Weekly") == .weekly && TodoRepeat("MONTHLY") == .monthly)
        #expect(TodoRepeat("every 3 days") == .everyNDays(3) && TodoRepeat("every 1 day") == .everyNDays(1))
        #expect(TodoRepeat("10d") == .everyNDays(10) && TodoRepeat("365") == .everyNDays(365))
        for bad in ["", "every 0 days", "every 366 days", "0", "yearly", "every -1 days", "every 1000000000000 days", "3x"] {
            #expect(TodoRepeat(bad) == nil, "\(bad)")
        }
        for rule in [TodoRepeat.daily, .weekly, .monthly, .everyNDays(3)] {
            #expect(TodoRepeat(rule.text) == rule)
        }
    }

    @Test func theNextOccurrenceIsAPeriodAfterTheDueDay() throws {
        let rent = Todo(title: "Rent", due: Day("2026-01-31"), priority: .high, notes: "n", repeatRule: .monthly, createdAt: instant)
        let next = try #require(rent.nextOccurrence(completedOn: today, at: instant))
        #expect(next.due == Day("2026-02-28"), "January 31 plus a month is February's last day")
        #expect(next.title == "Rent" && next.priority == .high && next.notes == "n" && next.repeatRule == .monthly)
        #expect(!next.isCompleted)
        let leap = Todo(title: "x", due: Day("2028-01-31"), repeatRule: .monthly, createdAt: instant)
        #expect(leap.nextOccurrence(completedOn: today, at: instant)?.due == Day("2028-02-29"))
        let late = Todo(title: "x", due: Day("2026-03-01"), repeatRule: .weekly, createdAt: instant)
        #expect(late.nextOccurrence(completedOn: today, at: instant)?.due == Day("2026-03-08"), "from the due day, not today")
        let undated = Todo(title: "x", repeatRule: .everyNDays(3), createdAt: instant)
        #expect(undated.nextOccurrence(completedOn: today, at: instant)?.due == Day("2026-03-21"), "from the completion day")
        #expect(Todo(title: "once", createdAt: instant).nextOccurrence(completedOn: today, at: instant) == nil)
    }

    @Test func openToDosAreOverdueFirstThenByDueThenPriority() {
        let todos = [
            Todo(id: 1, title: "no due, high", priority: .high, createdAt: instant),
            Todo(id: 2, title: "today low", due: today, priority: .low, createdAt: instant),
            Todo(id: 3, title: "today high", due: today, priority: .high, createdAt: instant),
            Todo(id: 4, title: "overdue low", due: today.adding(days: -2), priority: .low, createdAt: instant),
            Todo(id: 5, title: "tomorrow", due: today.adding(days: 1), createdAt: instant),
            Todo(id: 6, title: "done", due: today.adding(days: -9), completedAt: instant, createdAt: instant),
            Todo(id: 7, title: "no due, low", priority: .low, createdAt: instant),
        ]
        #expect(TodoList.open(todos, today: today).map(\.id) == [4, 3, 2, 5, 1, 7])
        #expect(TodoList.dueToday(todos, today: today).map(\.id) == [4, 3, 2])
        #expect(TodoList.all(todos, today: today).map(\.id) == [4, 3, 2, 5, 1, 7, 6])
        #expect(todos[3].isOverdue(today: today) && !todos[5].isOverdue(today: today) && !todos[1].isOverdue(today: today))
        #expect(TodoList.open([], today: today).isEmpty)
    }

    @Test func doneListsTheLastDaysInTheUsersCalendar() throws {
        let calendar = UserCalendar(timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
        // 2026-03-10T16:00Z is 01:00 on the 11th in Tokyo; two hours earlier is still the 10th there.
        let edge = Date(timeIntervalSince1970: 1_773_158_400)
        let todos = [
            Todo(id: 1, title: "a", completedAt: edge, createdAt: instant),
            Todo(id: 2, title: "b", completedAt: edge.addingTimeInterval(-7_200), createdAt: instant),
            Todo(id: 3, title: "c", completedAt: instant, createdAt: instant),
            Todo(id: 4, title: "open", createdAt: instant),
        ]
        #expect(TodoList.done(todos, days: 8, today: today, calendar: calendar).map(\.id) == [3, 1])
        #expect(TodoList.done(todos, days: 9, today: today, calendar: calendar).map(\.id) == [3, 1, 2])
        #expect(TodoList.done(todos, days: 1, today: today, calendar: calendar).map(\.id) == [3])
    }

    @Test func validation() throws {
        func code(_ todo: Todo) -> CadenceError.Code? {
            do {
                _ = try TodoValidator.validated(todo)
                return nil
            } catch {
                return error.code
            }
        }
        #expect(code(Todo(title: "  \n ", createdAt: instant)) == .nameEmpty)
        #expect(code(Todo(title: String(repeating: "t", count: 201), createdAt: instant)) == .nameTooLong)
        #expect(code(Todo(title: String(repeating: "t", count: 200), createdAt: instant)) == nil)
        #expect(code(Todo(title: "x", notes: String(repeating: "n", count: 10_001), createdAt: instant)) == .noteTooLong)
        #expect(code(Todo(title: "x", repeatRule: .everyNDays(0), createdAt: instant)) == .everyNDaysOutOfRange)
        #expect(code(Todo(title: "x", due: Day(ordinal: Day.supported.upperBound.ordinal + 1), createdAt: instant)) == .dateRangeInvalid)
        let trimmed = try TodoValidator.validated(Todo(title: "  Rent ", notes: "  ", createdAt: instant))
        #expect(trimmed.title == "Rent" && trimmed.notes == nil)
    }
}
