import Foundation
import Testing

/// docs/domain-rules.md §2 "Schedules as input": `habit add` and `habit edit` read their schedule
/// options through the one schedule reader the tools and the web share, so a schedule it cannot
/// read is the same refusal everywhere (`scheduleInvalid`, exit 1) and writes nothing.
@Suite struct ScheduleInputTests {
    @Test func contradictorySchedulesAreScheduleInvalid() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read"])
        let before = try store.runJSON(["habit", "list", "--archived"]).stdout
        let cases: [([String], String)] = [
            (["habit", "add", "Gym", "--on", "mon", "--weekly", "3"], "scheduleInvalid"),
            (["habit", "add", "Gym", "--times", "3"], "scheduleInvalid"),
            (["habit", "add", "Gym", "--on", "funday"], "weekdayOutOfRange"),
            (["habit", "edit", "Read", "--every", "2", "--monthly", "3"], "scheduleInvalid"),
        ]
        for (arguments, code) in cases {
            let result = try store.run(["--json"] + arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(try result.errorCode() == code, "\(arguments)")
        }
        #expect(try store.runJSON(["habit", "list", "--archived"]).stdout == before)
    }
}
