import CadenceCore
import CadenceStorage
import Foundation
import GRDB
import Testing

@testable import CadenceSQLite

/// docs/domain-rules.md §6 "One write": the day totals a one-write check-in leaves are kept at
/// the revision it left (`DayTotalMemo`) and handed to the next one-write decision only while
/// that revision is the stored one. The totals a decision sees must always be the stored ones:
/// after other check-ins of this process or of another connection, a deletion, another habit,
/// fractions, and the largest whole numbers.
@Suite struct DayTotalMemoTests {
    static let day = Day(ordinal: 20_454)
    static let instant = Date(timeIntervalSince1970: 1_767_225_600)

    static func checkIn(_ habit: HabitID, _ amount: Double, on day: Day = day) -> StoreChange {
        .insertCheckIn(CheckIn(id: 0, habitID: habit, day: day, at: instant, amount: amount, note: nil))
    }

    /// A file store with one user and two habits, and a second connection to the same file.
    static func stores(in folder: URL) async throws -> (SQLiteStore, SQLiteStore, UserID, HabitID, HabitID) {
        let path = folder.appendingPathComponent("memo.sqlite").path
        let store = try SQLiteStore(path: path)
        let user = try await store.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "UTC"), at: instant)
        let ids = try await store.apply(
            [
                .insertHabit(Habit(id: 0, name: "Read", startDay: day, createdAt: instant, updatedAt: instant)),
                .insertHabit(Habit(id: 0, name: "Walk", startDay: day, createdAt: instant, updatedAt: instant)),
            ], for: user, at: instant)
        return (store, try SQLiteStore(path: path), user, ids[0], ids[1])
    }

    /// Adds `amount` to `habit` on `day` in one write, answering the totals the decision saw.
    static func add(_ amount: Double, to habit: HabitID, of user: UserID, in store: SQLiteStore) async throws -> [DayTotal] {
        let written = try await store.decideInOneWrite(
            for: user, habit: habit, from: day.adding(days: -1), through: day.adding(days: 1), at: instant
        ) { facts -> HabitDayDecision<[DayTotal]> in
            .apply([checkIn(habit, amount)], facts?.dayTotals ?? [])
        }
        return try #require(written).value
    }

    static func stored(_ store: SQLiteStore, _ user: UserID, _ habit: HabitID) async throws -> [DayTotal] {
        try await store.databaseWriter.read { db in
            try SQLiteStore.dayTotals(db, user: user, habits: nil, range: DayBounds(from: day.adding(days: -1), through: day.adding(days: 1)))
                .filter { $0.habitID == habit }
        }
    }

    /// Adds `amount` in one write and checks that the decision saw the totals stored before it.
    static func addSeeingTheStoredTotals(
        _ amount: Double, to habit: HabitID, of user: UserID, in store: SQLiteStore
    ) async throws -> [DayTotal] {
        let before = try await stored(store, user, habit)
        let seen = try await add(amount, to: habit, of: user, in: store)
        #expect(seen == before)
        return seen
    }

    @Test func eachDecisionSeesTheStoredTotalsWhoeverWroteInBetween() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, other, user, read, walk) = try await Self.stores(in: folder.url)
        #expect(try await Self.addSeeingTheStoredTotals(2, to: read, of: user, in: store).isEmpty)
        #expect(try await Self.addSeeingTheStoredTotals(3, to: read, of: user, in: store).first?.total == 2)
        // Kept: the decision is handed the totals at the revision the last write left.
        #expect(try await Self.addSeeingTheStoredTotals(1, to: read, of: user, in: store).first?.total == 5)
        let kept = store.dayTotalMemo.totals(
            of: user, habit: read, range: DayBounds(from: Self.day.adding(days: -1), through: Self.day.adding(days: 1)),
            at: try await store.dataRevision(of: user))
        #expect(kept == [DayTotal(habitID: read, day: Self.day, total: 6, count: 3)])
        // Another connection (another process) adds to the same day: the revision moved, so
        // the decision reads the rows again.
        try await other.apply([Self.checkIn(read, 10)], for: user, at: Self.instant)
        #expect(try await Self.addSeeingTheStoredTotals(1, to: read, of: user, in: store).first?.total == 16)
        // A deletion through the usual write, and a one-write check-in of another habit.
        let rows = try await store.checkIns(of: user, habit: read, from: Self.day, through: Self.day)
        try await store.apply([.deleteCheckIn(try #require(rows.first).id)], for: user, at: Self.instant)
        #expect(try await Self.addSeeingTheStoredTotals(1, to: read, of: user, in: store).first?.total == 15)
        #expect(try await Self.addSeeingTheStoredTotals(4, to: walk, of: user, in: store).isEmpty)
        #expect(try await Self.addSeeingTheStoredTotals(1, to: read, of: user, in: store).first?.total == 16)
        // A fraction is summed from the rows, and so is everything after it.
        #expect(try await Self.addSeeingTheStoredTotals(0.5, to: read, of: user, in: store).first?.total == 17)
        #expect(try await Self.addSeeingTheStoredTotals(1, to: read, of: user, in: store).first?.total == 17.5)
        #expect(try await Self.addSeeingTheStoredTotals(1, to: read, of: user, in: store).first?.total == 18.5)
    }

    @Test func theTotalsAfterAWriteAreKeptOnlyForExactWholeInserts() {
        let range = DayBounds(from: Self.day, through: Self.day.adding(days: 1))
        let before = [DayTotal(habitID: 1, day: Self.day, total: 5, count: 2)]
        let next = Self.day.adding(days: 1)
        #expect(
            DayTotalMemo.totals(before, after: [.requireRevision(3), Self.checkIn(1, 2), Self.checkIn(1, 1, on: next)], habit: 1, range: range)
                == [DayTotal(habitID: 1, day: Self.day, total: 7, count: 3), DayTotal(habitID: 1, day: next, total: 1, count: 1)])
        #expect(DayTotalMemo.totals(before, after: [Self.checkIn(1, 0.5)], habit: 1, range: range) == nil, "a fraction")
        #expect(DayTotalMemo.totals(before, after: [Self.checkIn(2, 1)], habit: 1, range: range) == nil, "another habit")
        #expect(DayTotalMemo.totals(before, after: [Self.checkIn(1, 1, on: Self.day.adding(days: 2))], habit: 1, range: range) == nil)
        #expect(DayTotalMemo.totals(before, after: [.deleteCheckIn(4)], habit: 1, range: range) == nil)
        let largest = DayTotalMemo.exactWholeNumbers - 1
        #expect(DayTotalMemo.totals([], after: [Self.checkIn(1, largest)], habit: 1, range: range)?.first?.total == largest)
        #expect(DayTotalMemo.totals(before, after: [Self.checkIn(1, largest)], habit: 1, range: range) == nil, "past 2^53")
        let fractional = [DayTotal(habitID: 1, day: Self.day, total: 0.5, count: 1)]
        #expect(DayTotalMemo.totals(fractional, after: [Self.checkIn(1, 1)], habit: 1, range: range) == nil)
    }

    @Test func aKeptEntryAnswersOnlyItsUserHabitRangeAndRevision() {
        let memo = DayTotalMemo()
        let range = DayBounds(from: Self.day, through: Self.day)
        let totals = [DayTotal(habitID: 1, day: Self.day, total: 5, count: 2)]
        memo.remember(DayTotalMemo.Entry(revision: 9, habit: 1, lower: range.lower, upper: range.upper, totals: totals), for: 1)
        #expect(memo.totals(of: 1, habit: 1, range: range, at: 9) == totals)
        #expect(memo.totals(of: 1, habit: 1, range: range, at: 10) == nil)
        #expect(memo.totals(of: 2, habit: 1, range: range, at: 9) == nil)
        #expect(memo.totals(of: 1, habit: 2, range: range, at: 9) == nil)
        #expect(memo.totals(of: 1, habit: 1, range: DayBounds(from: Self.day, through: Self.day.adding(days: 1)), at: 9) == nil)
        memo.forget(1)
        #expect(memo.totals(of: 1, habit: 1, range: range, at: 9) == nil)
    }
}
