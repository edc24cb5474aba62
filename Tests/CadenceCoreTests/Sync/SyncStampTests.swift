import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §13: stamps, the clock and the joins of synced entries.
@Suite struct SyncStampTests {
    @Test func stampTextRoundTripsAndSortsLikeTheStamps() throws {
        let a = try #require(SyncStamp(milliseconds: 1_780_000_000_000, counter: 7, device: "phone"))
        let b = try #require(SyncStamp(milliseconds: 1_780_000_000_000, counter: 7, device: "zlaptop"))
        let c = try #require(SyncStamp(milliseconds: 999, counter: 0, device: "a"))
        #expect(a.description == "1780000000000-000007-phone")
        #expect(SyncStamp(text: a.description) == a)
        #expect(c < a && a < b)
        #expect([b, c, a].map(\.description).sorted() == [c, a, b].map(\.description))
    }

    @Test(arguments: ["", "1-2-x", "1780000000000-000007-", "1780000000000-00000a-x", "1780000000000-000007-a-b", "-1780000000000-000007-x"])
    func malformedStampTextIsRefused(text: String) {
        #expect(SyncStamp(text: text) == nil)
    }

    @Test func stampPartsAreRangeChecked() {
        #expect(SyncStamp(milliseconds: -1, counter: 0, device: "a") == nil)
        #expect(SyncStamp(milliseconds: SyncStamp.maximumMilliseconds + 1, counter: 0, device: "a") == nil)
        #expect(SyncStamp(milliseconds: 0, counter: SyncStamp.maximumCounter + 1, device: "a") == nil)
        #expect(SyncStamp(milliseconds: 0, counter: 0, device: String(repeating: "a", count: 65)) == nil)
        #expect(SyncStamp(milliseconds: 0, counter: 0, device: "a/b") == nil)
        #expect(SyncStamp(milliseconds: SyncStamp.maximumMilliseconds, counter: SyncStamp.maximumCounter, device: "a") != nil)
    }

    @Test func clockTicksPastEverythingItSawEvenWhenItsWallClockIsBehind() throws {
        var clock = HybridLogicalClock(device: "slow")
        let first = try #require(clock.tick(at: 1_000) as SyncStamp?)
        #expect(first.milliseconds == 1_000 && first.counter == 0)
        let second = try #require(clock.tick(at: 1_000) as SyncStamp?)
        #expect(second > first && second.counter == 1)
        clock.observe(try #require(SyncStamp(milliseconds: 50_000, counter: 3, device: "fast")))
        let third = try #require(clock.tick(at: 2_000) as SyncStamp?)
        #expect(third.milliseconds == 50_000 && third.counter == 4 && third.device == "slow")
        let fourth = try #require(clock.tick(at: 60_000) as SyncStamp?)
        #expect(fourth.milliseconds == 60_000 && fourth.counter == 0)
    }

    @Test func clockAtTheLastCounterMovesToTheNextMillisecond() throws {
        var clock = HybridLogicalClock(device: "d", last: SyncStamp(milliseconds: 5, counter: SyncStamp.maximumCounter, device: "d"))
        let next = try #require(clock.tick(at: 0) as SyncStamp?)
        #expect(next.milliseconds == 6 && next.counter == 0)
    }

    private func stamp(_ ms: Int64, _ device: String = "d") -> SyncStamp {
        SyncStamp(milliseconds: ms, counter: 0, device: device) ?? SyncStamp(milliseconds: 0, counter: 0, device: "x")!
    }

    @Test func fieldsMergePerFieldLaterStampWinsAndTheJoinIsOrderFree() {
        let a = SyncFieldsEntry(fields: ["name": .init(v: "\"Read\"", t: stamp(10)), "order": .init(v: "1", t: stamp(30))])
        let b = SyncFieldsEntry(fields: ["name": .init(v: "\"Reading\"", t: stamp(20)), "order": .init(v: "2", t: stamp(5))])
        let c = SyncFieldsEntry(deleted: stamp(1))
        let ab = a.merged(with: b)
        #expect(ab.value("name") == "\"Reading\"" && ab.value("order") == "1")
        #expect(ab == b.merged(with: a))
        #expect(ab.merged(with: c) == a.merged(with: c.merged(with: b)))
        #expect(ab.merged(with: ab) == ab)
        #expect(ab.merged(with: c).deleted == stamp(1))
    }

    @Test func equalStampsPickTheSameValueOnEveryDevice() {
        let a = SyncFieldsEntry(fields: ["note": .init(v: "\"a\"", t: stamp(10))])
        let b = SyncFieldsEntry(fields: ["note": .init(v: "\"b\"", t: stamp(10))])
        #expect(a.merged(with: b) == b.merged(with: a))
    }

    @Test func aTombstoneWinsOverItsEventWhicheverArrivesFirst() {
        let event = SyncCheckInEntry(event: .init(habit: "h", day: Day(year: 2026, month: 5, day: 1)!, at: 1, amount: 2, note: nil, t: stamp(5)))
        let tombstone = SyncCheckInEntry(event: nil, deleted: stamp(9))
        #expect(event.merged(with: tombstone) == tombstone.merged(with: event))
        #expect(!event.merged(with: tombstone).isLive)
        #expect(event.merged(with: tombstone).event == event.event)
        #expect(event.isLive)
    }

    @Test func theLaterSetWins() {
        let early = SyncDaySetEntry(t: stamp(5), rows: [.init(at: 1, amount: 3, note: nil)])
        let late = SyncDaySetEntry(t: stamp(6, "a"), rows: [])
        #expect(early.merged(with: late) == late && late.merged(with: early) == late)
    }

    @Test func deviceIDsAreCheckedAndRandomOnesAreValid() {
        #expect(SyncDeviceID.isValid(SyncDeviceID.random()))
        #expect(SyncDeviceID.random().count == 32)
        #expect(!SyncDeviceID.isValid("with-dash") && !SyncDeviceID.isValid("") && !SyncDeviceID.isValid("é"))
        #expect(SyncDeviceID.isValid("preset_health"))
    }
}
