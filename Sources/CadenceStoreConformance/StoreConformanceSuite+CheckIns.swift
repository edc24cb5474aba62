import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Check-ins, day totals, day records

extension StoreConformance {
    /// docs/domain-rules.md §1, §3: a check-in keeps its habit, day, millisecond instant, amount and note;
    /// lists are ordered by day, instant, id and filter by habit and inclusive day range.
    public static func checkInRoundTripAndOrder(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let habits = try await insertHabits([habit("A"), habit("B")], for: user, in: store)
        let (a, b) = (habits[0], habits[1])
        let day1 = firstDay
        let day2 = firstDay.adding(days: 1)
        let early = Date(timeIntervalSince1970: 1_767_261_845.678)
        let late = Date(timeIntervalSince1970: 1_767_290_000.001)
        let inputs = [
            CheckIn(id: 0, habitID: a, day: day2, at: early, amount: 2.25, note: "with a note ✓"),
            CheckIn(id: 0, habitID: a, day: day1, at: late, amount: 0),
            CheckIn(id: 0, habitID: b, day: day1, at: early, amount: 1, note: ""),
            CheckIn(id: 0, habitID: a, day: day1, at: early, amount: 1_000_000.125),
            CheckIn(id: 0, habitID: b, day: day1, at: early, amount: 1),
        ]
        let ids = try await store.apply(inputs.map(StoreChange.insertCheckIn), for: user, at: instant)
        try #require(ids.count == inputs.count)
        var stored = inputs
        for index in stored.indices { stored[index].id = ids[index] }
        for checkIn in stored {
            #expect(try await store.checkIn(checkIn.id, of: user) == checkIn)
        }
        // Day, then instant, then id.
        let ordered = [stored[2], stored[3], stored[4], stored[1], stored[0]]
        #expect(try await store.checkIns(of: user, habit: nil, from: nil, through: nil) == ordered)
        #expect(
            try await store.checkIns(of: user, habit: a, from: nil, through: nil) == [stored[3], stored[1], stored[0]])
        #expect(try await store.checkIns(of: user, habit: b, from: nil, through: nil) == [stored[2], stored[4]])
        #expect(try await store.checkIns(of: user, habit: nil, from: day2, through: nil) == [stored[0]])
        #expect(try await store.checkIns(of: user, habit: nil, from: nil, through: day1) == Array(ordered.prefix(4)))
        #expect(try await store.checkIns(of: user, habit: a, from: day1, through: day1) == [stored[3], stored[1]])
        #expect(try await store.checkIns(of: user, habit: a, from: day2.adding(days: 1), through: nil) == [])
        #expect(try await store.checkIn(999_999, of: user) == nil)
    }

    /// docs/domain-rules.md §3: delete one check-in by id; delete all of a habit's check-ins on a day.
    public static func checkInDeletes(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let habits = try await insertHabits([habit("A"), habit("B")], for: user, in: store)
        let (a, b) = (habits[0], habits[1])
        let day2 = firstDay.adding(days: 1)
        let first = try await checkIn(a, day: firstDay, for: user, in: store)
        let second = try await checkIn(a, day: firstDay, amount: 2, for: user, in: store)
        let other = try await checkIn(b, day: firstDay, for: user, in: store)
        let nextDay = try await checkIn(a, day: day2, for: user, in: store)
        try await store.apply([.deleteCheckIn(first)], for: user, at: instant)
        #expect(try await store.checkIn(first, of: user) == nil)
        #expect(
            try await store.checkIns(of: user, habit: nil, from: nil, through: nil).map(\.id) == [
                second, other, nextDay,
            ])
        try await store.apply([.deleteCheckIns(habit: a, day: firstDay)], for: user, at: instant)
        #expect(try await store.checkIns(of: user, habit: nil, from: nil, through: nil).map(\.id) == [other, nextDay])
        // A day without check-ins is not an error.
        try await store.apply([.deleteCheckIns(habit: a, day: firstDay)], for: user, at: instant)
        try await expectRefusal(.notFound, [.deleteCheckIn(first)], for: user, in: store, watching: [user])
    }

    /// docs/domain-rules.md §3: a day's total is the sum of its check-ins; totals come per habit and day,
    /// ordered by habit then day, filtered by habits and an inclusive day range.
    public static func dayTotalsSumAndCount(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let habits = try await insertHabits([habit("A"), habit("B"), habit("C")], for: user, in: store)
        let (a, b, c) = (habits[0], habits[1], habits[2])
        let day1 = firstDay
        let day2 = firstDay.adding(days: 1)
        let day3 = firstDay.adding(days: 2)
        try await checkIn(b, day: day2, amount: 1, for: user, in: store)
        try await checkIn(a, day: day3, amount: 0, for: user, in: store)
        try await checkIn(a, day: day1, amount: 1.5, for: user, in: store)
        try await checkIn(a, day: day1, amount: 2.25, for: user, in: store)
        try await checkIn(b, day: day1, amount: 0.1, for: user, in: store)
        try await checkIn(b, day: day1, amount: 0.2, for: user, in: store)
        let aDay1 = DayTotal(habitID: a, day: day1, total: 3.75, count: 2)
        let aDay3 = DayTotal(habitID: a, day: day3, total: 0, count: 1)
        let bDay2 = DayTotal(habitID: b, day: day2, total: 1, count: 1)
        let all = try await store.dayTotals(of: user, habits: nil, from: nil, through: nil)
        try #require(all.count == 4)
        #expect(Array(all[0...1]) == [aDay1, aDay3])
        #expect(all[2].habitID == b && all[2].day == day1 && all[2].count == 2)
        #expect(abs(all[2].total - 0.3) < 1e-9)
        #expect(all[3] == bDay2)
        #expect(try await store.dayTotals(of: user, habits: [a], from: nil, through: nil) == [aDay1, aDay3])
        #expect(try await store.dayTotals(of: user, habits: [b, a], from: day2, through: nil) == [aDay3, bDay2])
        #expect(try await store.dayTotals(of: user, habits: [c], from: nil, through: nil) == [])
        #expect(try await store.dayTotals(of: user, habits: [], from: nil, through: nil) == [])
        #expect(try await store.dayTotals(of: user, habits: nil, from: day2, through: day2) == [bDay2])
        #expect(try await store.dayTotals(of: user, habits: [a, c], from: nil, through: day2) == [aDay1])
        #expect(try await store.dayTotals(of: user, habits: nil, from: day3.adding(days: 1), through: nil) == [])
    }

    /// docs/domain-rules.md §3, §8: one day record per habit and day, replaced on save, removed when empty.
    public static func dayRecordsUpsertAndRemove(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let habits = try await insertHabits([habit("A"), habit("B")], for: user, in: store)
        let (a, b) = (habits[0], habits[1])
        let day1 = firstDay
        let day2 = firstDay.adding(days: 1)
        let skipped = DayRecord(habitID: a, day: day1, isSkipped: true)
        let hard = DayRecord(habitID: a, day: day2, difficulty: 5, note: "windy")
        let other = DayRecord(habitID: b, day: day1, difficulty: 1)
        try await store.apply(
            [.saveDayRecord(hard), .saveDayRecord(other), .saveDayRecord(skipped)], for: user, at: instant)
        #expect(try await store.dayRecords(of: user, habits: nil, from: nil, through: nil) == [skipped, hard, other])
        #expect(try await store.dayRecords(of: user, habits: [b], from: nil, through: nil) == [other])
        #expect(try await store.dayRecords(of: user, habits: [b, a], from: day2, through: nil) == [hard])
        #expect(try await store.dayRecords(of: user, habits: nil, from: nil, through: day1) == [skipped, other])
        #expect(try await store.dayRecords(of: user, habits: [], from: nil, through: nil) == [])
        // Saving again replaces every field of the record.
        let replaced = DayRecord(habitID: a, day: day1, isSkipped: false, difficulty: 2, note: "better")
        try await store.apply([.saveDayRecord(replaced)], for: user, at: instant)
        #expect(try await store.dayRecords(of: user, habits: [a], from: day1, through: day1) == [replaced])
        // An empty record removes the row; removing a missing one is fine.
        try await store.apply(
            [
                .saveDayRecord(DayRecord(habitID: a, day: day2)),
                .saveDayRecord(DayRecord(habitID: a, day: day2.adding(days: 9))),
            ],
            for: user, at: instant)
        #expect(try await store.dayRecords(of: user, habits: nil, from: nil, through: nil) == [replaced, other])
        try await store.apply([.saveDayRecord(DayRecord(habitID: a, day: day1, note: ""))], for: user, at: instant)
        #expect(try await store.dayRecords(of: user, habits: nil, from: nil, through: nil) == [other])
    }
}

// MARK: - The latest check-in instant (docs/domain-rules.md §12 "Dashboard")

extension StoreConformance {
    /// The latest `at` of the user's check-ins in an inclusive day range: every habit (archived
    /// ones too), the range's both ends included, to the millisecond; another user's check-ins
    /// never count, and an empty range (or a user without check-ins) has none.
    public static func latestCheckInInstantReadsTheRange(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let other = try await makeUser(store, name: "Grace")
        #expect(try await store.latestCheckInInstant(of: user, from: nil, through: nil) == nil)
        let habits = try await insertHabits([habit("A"), habit("B", isArchived: true)], for: user, in: store)
        let otherHabit = try await insertHabits([habit("A")], for: other, in: store)[0]
        let day2 = firstDay.adding(days: 1)
        let day3 = firstDay.adding(days: 2)
        // Instants are not in day order: the latest belongs to the earlier day, on the archived habit.
        let latest = Date(timeIntervalSince1970: 1_767_400_000.999)
        try await checkIn(habits[0], day: day3, at: instant, for: user, in: store)
        try await checkIn(habits[1], day: day2, at: latest, for: user, in: store)
        try await checkIn(habits[0], day: firstDay, at: laterInstant, for: user, in: store)
        try await checkIn(otherHabit, day: day3, at: latest.addingTimeInterval(3_600), for: other, in: store)
        #expect(try await store.latestCheckInInstant(of: user, from: nil, through: nil) == latest)
        #expect(try await store.latestCheckInInstant(of: user, from: day2, through: day2) == latest)
        #expect(try await store.latestCheckInInstant(of: user, from: day3, through: nil) == instant)
        #expect(try await store.latestCheckInInstant(of: user, from: nil, through: firstDay) == laterInstant)
        #expect(try await store.latestCheckInInstant(of: user, from: day3.adding(days: 1), through: nil) == nil)
        #expect(try await store.latestCheckInInstant(of: other, from: nil, through: day2) == nil)
    }
}
