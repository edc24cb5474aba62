import CadenceCore
import CadenceStorage
import CadenceStoreConformance
import CadenceSync
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §13, docs/sync.md: each merge rule on two devices and a server (real
/// SQLite files), conflicting offline edits synced in the order that tests the rule.
@Suite struct SyncRulesTests {
    private static let pages = Goal(type: .repetitions, unit: "pages", target: 10)

    /// Two devices sharing one synced "Read" habit started a week ago.
    private func twoDevices(_ harness: SyncHarness) async throws -> (SyncDevice, SyncDevice, Day) {
        let a = try await harness.device("a")
        let b = try await harness.device("b")
        let today = try await a.service.today(for: a.user)
        _ = try await a.service.createHabit(HabitDraft(name: "Read", goal: Self.pages, startDay: today.adding(days: -7)), for: a.user)
        try await a.syncNow()
        try await b.syncNow()
        return (a, b, today)
    }

    @Test func aLaterSetReplacesEarlierCheckInsOfThatDayOnEveryDevice() async throws {
        let harness = try await SyncHarness()
        defer { harness.remove() }
        let (a, b, today) = try await twoDevices(harness)
        let readA = try #require(try await a.habit("Read"))
        let readB = try #require(try await b.habit("Read"))
        harness.clock.advance(seconds: 60)
        try await a.service.addCheckIn(to: readA.id, for: a.user, amount: 2)  // offline, earlier
        harness.clock.advance(seconds: 60)
        try await b.service.setDayTotal(of: readB.id, for: b.user, to: 5)  // offline, later
        harness.clock.advance(seconds: 60)
        try await b.syncNow()
        try await a.syncNow()
        try await b.syncNow()
        #expect(try await a.total("Read", on: today) == 5)
        #expect(try await b.total("Read", on: today) == 5)
    }

    @Test func aCheckInMadeAfterTheSetAddsToIt() async throws {
        let harness = try await SyncHarness()
        defer { harness.remove() }
        let (a, b, today) = try await twoDevices(harness)
        let readA = try #require(try await a.habit("Read"))
        let readB = try #require(try await b.habit("Read"))
        try await a.service.addCheckIn(to: readA.id, for: a.user, amount: 1)
        try await a.syncNow()
        try await b.syncNow()
        harness.clock.advance(seconds: 60)
        try await b.service.setDayTotal(of: readB.id, for: b.user, to: 5)  // offline, earlier
        harness.clock.advance(seconds: 60)
        try await a.service.addCheckIn(to: readA.id, for: a.user, amount: 2)  // offline, later
        harness.clock.advance(seconds: 60)
        try await a.syncNow()
        try await b.syncNow()
        try await a.syncNow()
        #expect(try await a.total("Read", on: today) == 7)
        #expect(try await b.total("Read", on: today) == 7)
    }

    @Test func undoIsADeleteThatWinsEverywhere() async throws {
        let harness = try await SyncHarness()
        defer { harness.remove() }
        let (a, b, today) = try await twoDevices(harness)
        let readA = try #require(try await a.habit("Read"))
        try await a.service.addCheckIn(to: readA.id, for: a.user, amount: 3)
        harness.clock.advance(seconds: 60)  // the latest check-in is the 4, on every device
        try await a.service.addCheckIn(to: readA.id, for: a.user, amount: 4)
        try await a.syncNow()
        try await b.syncNow()
        #expect(try await b.total("Read", on: today) == 7)
        let readB = try #require(try await b.habit("Read"))
        harness.clock.advance(seconds: 60)
        try await b.service.undoCheckIn(of: readB.id, for: b.user)
        try await b.syncNow()
        try await a.syncNow()
        #expect(try await a.total("Read", on: today) == 3)
        // A retried sync changes nothing more.
        #expect(try await a.syncNow().changed == 0)
        #expect(try await b.syncNow().changed == 0)
        #expect(try await a.total("Read", on: today) == 3)
    }

    @Test func fieldsMergeOneByOneAndTheLaterEditOfAFieldWins() async throws {
        let harness = try await SyncHarness()
        defer { harness.remove() }
        let (a, b, _) = try await twoDevices(harness)
        let readA = try #require(try await a.habit("Read"))
        let readB = try #require(try await b.habit("Read"))
        harness.clock.advance(seconds: 60)
        var draftA = HabitDraft(readA)
        draftA.goal.target = 20
        draftA.color = "red"
        _ = try await a.service.updateHabit(readA.id, with: draftA, for: a.user)
        harness.clock.advance(seconds: 60)
        var draftB = HabitDraft(readB)
        draftB.name = "Reading"
        draftB.color = "green"
        _ = try await b.service.updateHabit(readB.id, with: draftB, for: b.user)
        try await b.syncNow()
        try await a.syncNow()
        try await b.syncNow()
        for device in [a, b] {
            let habit = try #require(try await device.habit("Reading"))
            #expect(habit.goal.target == 20)  // only A changed it
            #expect(habit.color == "green")  // B's edit was later
            #expect(try await device.habit("Read") == nil)
        }
    }

    @Test func aHabitDeleteWinsOverEditsAndTakesItsCheckIns() async throws {
        let harness = try await SyncHarness()
        defer { harness.remove() }
        let (a, b, _) = try await twoDevices(harness)
        let readA = try #require(try await a.habit("Read"))
        let readB = try #require(try await b.habit("Read"))
        harness.clock.advance(seconds: 60)
        try await a.service.deleteHabit(readA.id, for: a.user)
        harness.clock.advance(seconds: 60)
        var draft = HabitDraft(readB)
        draft.description = "edited after the delete"
        _ = try await b.service.updateHabit(readB.id, with: draft, for: b.user)
        try await b.service.addCheckIn(to: readB.id, for: b.user, amount: 2)
        try await b.syncNow()
        try await a.syncNow()
        try await b.syncNow()
        for device in [a, b] {
            #expect(try await device.habit("Read") == nil)
            #expect(try await device.service.store.checkIns(of: device.user, habit: nil, from: nil, through: nil).isEmpty)
        }
        #expect(try await harness.server.store.habits(of: harness.person, includeArchived: true).isEmpty)
    }

    @Test func aFirstSyncMatchesHabitsByNameInsteadOfDuplicating() async throws {
        let harness = try await SyncHarness()
        defer { harness.remove() }
        let today = try await harness.server.today(for: harness.person)
        let start = today.adding(days: -3)
        let onServer = try await harness.server.createHabit(HabitDraft(name: "Read", goal: Self.pages, startDay: start), for: harness.person)
        try await harness.server.addCheckIn(to: onServer.id, for: harness.person, amount: 4, on: today.adding(days: -1))
        let laptop = try await harness.device("laptop")
        let local = try await laptop.service.createHabit(HabitDraft(name: "read", goal: Self.pages, startDay: start), for: laptop.user)
        try await laptop.service.addCheckIn(to: local.id, for: laptop.user, amount: 6, on: today.adding(days: -1))
        _ = try await laptop.service.createHabit(HabitDraft(name: "Run", startDay: start), for: laptop.user)
        try await laptop.syncNow()
        try await laptop.syncNow()
        let serverHabits = try await harness.server.store.habits(of: harness.person, includeArchived: true)
        let laptopHabits = try await laptop.service.store.habits(of: laptop.user, includeArchived: true)
        #expect(serverHabits.count == 2 && laptopHabits.count == 2)
        #expect(Set(serverHabits.map { NameKey.of($0.name) }) == ["read", "run"])
        #expect(try await laptop.total("Read", on: today.adding(days: -1)) == 10)
        let serverRead = try #require(serverHabits.first { NameKey.of($0.name) == "read" })
        #expect(try await harness.server.store.checkIns(of: harness.person, habit: serverRead.id, from: nil, through: nil).totalAmount == 10)
    }

    @Test func aMergeThatUnmakesAPerfectDayReversesItsXP() async throws {
        let harness = try await SyncHarness()
        defer { harness.remove() }
        let a = try await harness.device("a")
        let b = try await harness.device("b")
        let today = try await a.service.today(for: a.user)
        let yesterday = today.adding(days: -1)
        let habit = try await a.service.createHabit(HabitDraft(name: "Walk", startDay: today.adding(days: -5)), for: a.user)
        try await a.service.addCheckIn(to: habit.id, for: a.user, on: yesterday)
        #expect(try await a.service.store.perfectDayAwards(of: a.user, from: yesterday, through: yesterday) == [yesterday])
        try await a.syncNow()
        try await b.syncNow()
        #expect(try await b.service.store.perfectDayAwards(of: b.user, from: yesterday, through: yesterday) == [yesterday])
        let walkB = try #require(try await b.habit("Walk"))
        harness.clock.advance(seconds: 60)
        try await b.service.undoCheckIn(of: walkB.id, for: b.user, on: yesterday)
        try await b.syncNow()
        try await a.syncNow()
        #expect(try await a.service.store.perfectDayAwards(of: a.user, from: yesterday, through: yesterday).isEmpty)
        let ledger = try await a.service.store.xpTransactions(of: a.user, limit: nil)
        #expect(ledger.contains { $0.reason == .perfectDayRevoked && $0.day == yesterday })
        #expect(try await a.service.progressCheck(for: a.user).discrepancies.isEmpty)
        #expect(try await a.service.store.xpTotal(of: a.user) == ledger.reduce(0) { $0 + $1.amount })
    }

    @Test func pagesStopAtTheirByteBoundButHoldAtLeastOneEntry() async throws {
        let harness = try await SyncHarness()
        defer { harness.remove() }
        let today = try await harness.server.today(for: harness.person)
        for name in ["One", "Two", "Three"] {
            _ = try await harness.server.createHabit(
                HabitDraft(name: name, description: String(repeating: "x", count: 1_500), startDay: today), for: harness.person)
        }
        let engine = harness.serverEngine
        let all = try await engine.page(after: 0, limit: 1_000)
        #expect(!all.more)
        let bounded = try await engine.page(after: 0, limit: 1_000, capturing: false, maximumBytes: 2_000)
        #expect(bounded.more && !bounded.entries.isEmpty)
        let sizes = bounded.entries.map { $0.space.utf8.count + $0.key.utf8.count + $0.value.utf8.count }
        #expect(sizes.count == 1 || sizes.reduce(0, +) <= 2_000)
        // Paging by the returned cursors, however small the bound, gives every entry once.
        var cursor: Int64 = 0
        var paged: [SyncEntry] = []
        for _ in 0..<all.entries.count + 1 {
            let page = try await engine.page(after: cursor, limit: 1_000, capturing: false, maximumBytes: 1)
            #expect(page.entries.count == 1 || page.entries.isEmpty)
            paged += page.entries
            cursor = page.cursor
            if !page.more { break }
        }
        #expect(paged == all.entries)
    }
}
