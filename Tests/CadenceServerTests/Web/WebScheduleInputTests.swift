import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §2 "Schedules as input": the habit form reads its schedule through the
/// reader the command line and the tools share; an unknown schedule is said to be one (before, it
/// was refused as `weekdaysEmpty`, "pick at least one weekday"'s code).
@Suite struct WebScheduleInputTests {
    @Test func anUnknownScheduleIsSaidToBeUnknown() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let refused = try await alice.post("/habits/new", [("name", "Gym"), ("scheduleType", "fortnightly")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("Unknown schedule &#39;fortnightly&#39;; one of daily, weekdays, everyNDays"))
            #expect(try await server.store.habits(of: alice.user, includeArchived: true).isEmpty)
        }
        let error = #expect(throws: CadenceError.self) { try ScheduleText.schedule(type: "fortnightly", typeField: "scheduleType") }
        #expect(error?.code == .scheduleInvalid)
    }
}
