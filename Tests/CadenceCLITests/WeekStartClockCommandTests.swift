import Foundation
import Testing

/// docs/domain-rules.md §23 "Week start and clock" on the command line: `settings set week-start
/// language` follows the account's language again, a day chosen is kept, `settings set clock`
/// sets and clears the clock; a word it does not know is a usage error and changes nothing.
@Suite struct WeekStartClockCommandTests {
    @Test func weekStartAndClockFromTheCommandLine() throws {
        let store = try TemporaryStore()
        let fresh = try store.runJSON(["settings", "show"]).object()
        #expect(fresh.bool("weekStartChosen") == false && fresh["clock"] is NSNull)
        let chosen = try store.runJSON(["settings", "set", "week-start", "sun"]).object()
        #expect(chosen.string("weekStart") == "sun" && chosen.bool("weekStartChosen") == true)
        let following = try store.runJSON(["settings", "set", "week-start", "language"]).object()
        #expect(following.bool("weekStartChosen") == false)
        #expect(try store.run(["settings", "show"]).stdout.contains("(as the language)"))
        #expect(try store.runJSON(["settings", "set", "clock", "12h"]).object().string("clock") == "12h")
        #expect(try store.run(["settings", "show"]).stdout.contains("12h"))
        #expect(try store.run(["settings", "set", "clock", "13h"]).status == 2)
        #expect(try store.runJSON(["settings", "show"]).object().string("clock") == "12h", "unchanged")
        #expect(try store.runJSON(["settings", "set", "clock", "language"]).object()["clock"] is NSNull)
    }
}
