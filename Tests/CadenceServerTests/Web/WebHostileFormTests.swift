import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// Issue 11 through the web forms: out-of-range numbers, dates and names typed into a form are
/// refused with an error page (422) and store nothing (docs/domain-rules.md §7).
@Suite struct WebHostileFormTests {
    @Test(arguments: ["1e19", "-1e19", "9223372036854775807", "1e308", "1001", "nan", "inf"])
    func aHugeAmountIsRefused(amount: String) async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let run = try await WebTodayPageTests.createHabit(alice, [("name", "Run"), ("goalType", "distance"), ("unit", "km"), ("target", "5")])
            let refused = try await alice.post("/habits/\(run)/check-in", [("amount", amount)])
            #expect(refused.status == .unprocessableContent)
            #expect(try await server.store.checkIns(of: alice.user, habit: run, from: nil, through: nil).isEmpty)
            #expect(try await alice.get("/").status == .ok)
        }
    }

    @Test(arguments: [
        [("name", "Big"), ("target", "1e19")], [("name", "Far"), ("goalType", "distance"), ("unit", "km"), ("target", "1e300")],
        [("name", "Nul\u{0}name")], [("name", "Old"), ("startDate", "0000-01-01")], [("name", "Late"), ("startDate", "9999-12-31")],
    ])
    func aPoisonedHabitFormStoresNothing(fields: [(String, String)]) async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let refused = try await alice.post("/habits/new", fields)
            #expect(refused.status.code == 422 || refused.status.code == 400, "\(refused.status)")
            #expect(try await server.store.habits(of: alice.user, includeArchived: true).isEmpty)
        }
    }
}
