import CadenceCore
import Testing

@testable import CadenceStorage

/// docs/schema.md "Encodings": a schedule's stored text decodes to the same schedule every time
/// — the first time from the JSON, later from the decoded ones kept by text — and a text that
/// is not a schedule is refused every time.
@Suite struct StoredScheduleTests {
    @Test func aTextDecodesTheSameFromTheJSONAndFromWhatWasKept() throws {
        let schedules: [Schedule] = [.daily, .weekdays([.monday, .wednesday, .friday]), .timesPerWeek(3), .everyNDays(2)]
        for schedule in schedules {
            let text = try StoredSchedule.json(schedule)
            #expect(try StoredSchedule.schedule(text) == schedule)
            #expect(try StoredSchedule.schedule(text) == schedule, "the kept one")
        }
        // Equal schedules written differently are still the one schedule; different ones differ.
        #expect(try StoredSchedule.schedule(#"{ "type" : "daily" }"#) == .daily)
        #expect(try StoredSchedule.schedule(#"{"days":[1],"type":"weekdays"}"#) != StoredSchedule.schedule(#"{"days":[2],"type":"weekdays"}"#))
    }

    @Test func aTextThatIsNoScheduleIsRefusedEveryTime() {
        for _ in 0..<2 {
            #expect(throws: (any Error).self) { try StoredSchedule.schedule(#"{"type":"fortnightly"}"#) }
            #expect(throws: (any Error).self) { try StoredSchedule.schedule("") }
        }
    }

    @Test func pastItsCapacityTheTableStartsAgainAndStaysRight() throws {
        // As many distinct texts as it keeps and more (spaces make them distinct), alternating two schedules.
        for count in 1...(StoredSchedule.decodedCapacity + 10) {
            let spaces = String(repeating: " ", count: count)
            #expect(try StoredSchedule.schedule(#"{"type":"daily""# + spaces + "}") == .daily)
            #expect(try StoredSchedule.schedule(#"{"count":3,"type":"timesPerWeek""# + spaces + "}") == .timesPerWeek(3))
        }
        #expect(try StoredSchedule.schedule(#"{"type":"daily"}"#) == .daily)
    }
}
