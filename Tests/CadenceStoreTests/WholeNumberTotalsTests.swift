import CadenceCore
import CadenceStorage
import Foundation
import GRDB
import Testing

@testable import CadenceSQLite

/// docs/domain-rules.md §3: a day's total is the sum of its check-ins. One habit's days are added
/// up by SQLite when every amount is a whole number (`wholeNumberDayTotals`); the totals must be
/// exactly those of the row-by-row reading, and any other day falls back to it.
@Suite struct WholeNumberTotalsTests {
    static let day = Day(ordinal: 20_454)

    /// A store holding `amounts` as check-ins of one habit over three days, and the habit.
    static func store(_ amounts: [Double]) async throws -> (SQLiteStore, UserID, HabitID) {
        let store = try SQLiteStore.inMemory()
        let instant = Date(timeIntervalSince1970: 1_767_225_600)
        let user = try await store.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "UTC"), at: instant)
        let habit = try await store.apply(
            [.insertHabit(Habit(id: 0, name: "Read", startDay: day, createdAt: instant, updatedAt: instant))], for: user, at: instant)[0]
        let changes = amounts.enumerated().map { index, amount in
            StoreChange.insertCheckIn(
                CheckIn(id: 0, habitID: habit, day: day.adding(days: index % 3), at: instant, amount: amount, note: nil))
        }
        try await store.apply(changes, for: user, at: instant)
        return (store, user, habit)
    }

    /// The totals read row by row (every habit's read, filtered to the habit) and by the one-habit read.
    static func totals(_ store: SQLiteStore, _ user: UserID, _ habit: HabitID) async throws -> (rows: [DayTotal], one: [DayTotal]) {
        let range = DayBounds(from: day, through: day.adding(days: 2))
        return try await store.databaseWriter.read { db in
            (
                try SQLiteStore.dayTotals(db, user: user, habits: nil, range: range).filter { $0.habitID == habit },
                try SQLiteStore.dayTotals(db, user: user, habits: [habit], range: range)
            )
        }
    }

    @Test func wholeNumbersAreAddedUpBySQLiteExactly() async throws {
        let amounts = (0..<3_000).map { Double($0 % 17) } + [1_000_000, 999_999]
        let (store, user, habit) = try await Self.store(amounts)
        let whole = try await store.databaseWriter.read { db in
            try SQLiteStore.wholeNumberDayTotals(db, user: user, habit: habit, range: DayBounds(from: nil, through: nil))
        }
        let (rows, one) = try await Self.totals(store, user, habit)
        #expect(whole == rows)
        #expect(one == rows)
        #expect(rows.map(\.count).reduce(0, +) == amounts.count)
        #expect(rows.map(\.total).reduce(0, +) == amounts.reduce(0, +))
    }

    @Test(arguments: [[0.1, 0.2, 0.3, 1, 2], [1, 2, 2.5], [5e15, 1, 2, 5e15], [5, 0, 0.000001]])
    func anyOtherDayIsReadRowByRow(amounts: [Double]) async throws {
        let (store, user, habit) = try await Self.store(amounts)
        let whole = try await store.databaseWriter.read { db in
            try SQLiteStore.wholeNumberDayTotals(db, user: user, habit: habit, range: DayBounds(from: nil, through: nil))
        }
        #expect(whole == nil, "a fraction or a sum past 2^53 is not added up by SQLite")
        let (rows, one) = try await Self.totals(store, user, habit)
        #expect(one == rows)
    }

    @Test func theAggregateReadsOnlyTheCoveringIndex() async throws {
        let store = try SQLiteStore.inMemory()
        let plan = try await store.databaseWriter.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN \(SQLiteStore.wholeNumberTotalsSQL)", arguments: [1, 2, 0, 9]
            ).map { $0["detail"] as String? ?? "" }.joined(separator: "; ")
        }
        #expect(plan.contains("COVERING INDEX checkin_habit_day (user_id=? AND habit_id=? AND day>? AND day<?)"), "\(plan)")
        #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
    }
}
