import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// `list_reminders` and `pause` (docs/domain-rules.md §9, §11): the same rules and JSON as
/// `cadence remind list` and `cadence pause`. The fixture's clock stands at 2026-03-18 12:00 Paris.
@Suite struct ReminderToolTests {
    @Test func remindersAreListedWithTheNextFirings() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        #expect(try await client.call("list_reminders").summary == "0 reminders.")
        let read = try await fixture.service.createHabit(
            HabitDraft(name: "Read", startDay: Day("2026-03-01"), reminders: [Reminder(hour: 21, minute: 0), Reminder(hour: 7, minute: 0)]),
            for: fixture.alice)
        let listed = try await client.call("list_reminders", ["habit": "read"])
        #expect(listed["reminders"]?.arrayValue?.count == 2)
        #expect(listed["upcoming"]?.arrayValue?.compactMap { $0.objectValue?["localTime"] } == ["21:00", "07:00"])
        #expect(listed.summary == "2 reminders. Next: Read at 21:00 (today).")
        #expect(try await client.call("list_reminders", ["habit": "nothing"]).errorCode == "notFound")
        #expect(try await fixture.client(for: fixture.bob).call("list_reminders")["reminders"] == [])
        _ = read
        await fixture.stop()
    }

    @Test func pauseSkipsEveryActiveHabitInOneGo() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let read = try await fixture.service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-03-01")), for: fixture.alice)
        _ = try await fixture.service.createHabit(HabitDraft(name: "Run", startDay: Day("2026-03-01")), for: fixture.alice)
        let paused = try await client.call("pause", ["from": "2026-03-20", "to": "2026-03-21"])
        #expect(paused.summary == "Paused Read, Run from 2026-03-20 to 2026-03-21.")
        #expect(paused["habits"]?.arrayValue?.count == 2)
        let records = try await fixture.service.dayRecords(of: read.id, for: fixture.alice)
        #expect(records.filter(\.isSkipped).map(\.day) == [Day("2026-03-20"), Day("2026-03-21")])
        #expect(try await client.call("pause", ["from": "2026-03-21", "to": "2026-03-20"]).errorCode == "dateRangeInvalid")
        #expect(try await client.call("pause", ["from": "2026-03-20"]).errorCode == "usage")
        #expect(try await client.call("pause", ["from": "2026-03-20", "to": "2026-03-21", "undo": true]).summary.hasPrefix("Resumed"))
        #expect(try await fixture.service.dayRecords(of: read.id, for: fixture.alice).isEmpty)
        await fixture.stop()
    }
}
