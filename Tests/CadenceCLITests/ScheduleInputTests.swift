import Foundation
import Testing

/// docs/domain-rules.md §2 "Schedules as input": `habit add` and `habit edit` read their schedule
/// options through the one schedule reader the tools and the web share; options that make no
/// schedule stay a usage error (exit 2) with the reader's message, and write nothing.
@Suite struct ScheduleInputTests {
    @Test func contradictorySchedulesAreUsageErrors() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read"])
        let before = try store.runJSON(["habit", "list", "--archived"]).stdout
        let cases: [([String], String)] = [
            (["habit", "add", "Gym", "--on", "mon", "--weekly", "3"], "one schedule"),
            (["habit", "add", "Gym", "--times", "3"], "go together"),
            (["habit", "add", "Gym", "--on", "funday"], "weekday"),
            (["habit", "edit", "Read", "--every", "2", "--monthly", "3"], "one schedule"),
        ]
        for (arguments, message) in cases {
            let result = try store.run(["--json"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        #expect(try store.runJSON(["habit", "list", "--archived"]).stdout == before)
    }
}
