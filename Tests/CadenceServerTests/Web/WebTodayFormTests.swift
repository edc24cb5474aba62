import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// Today's one form (docs/web.md "Today's form"): every tile's buttons post `POST /today` with
/// their action and habit, the CSRF token and the day once; a measured tile's amount is the one
/// after its `for` field. Each action is checked on the store.
@Suite struct WebTodayFormTests {
    @Test func theTilesButtonsShareOneFormWithOneToken() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Read"}"#)
            let water = try await alice.api.createHabit(#"{"name": "Water", "unit": "cups", "target": 8}"#)
            let page = try await alice.get("/today")
            #expect(page.count("<form id=\"today-form\" method=\"post\" action=\"/today\" novalidate>") == 1)
            #expect(page.count("name=\"csrf\"") == 2, "the sign-out form's and Today's form's")
            #expect(page.text.contains("<button class=\"tile-button\" name=\"check-in\" value=\"\(read)\""))
            #expect(
                page.text.contains(
                    "<input type=\"hidden\" name=\"for\" value=\"\(water)\"><label>Amount (cups) <input type=\"number\" name=\"amount\""))
            #expect(page.text.contains("<button class=\"complete-button\" name=\"log\" value=\"\(water)\">Log</button>"))
            #expect(page.text.contains("<button class=\"skip-button\" name=\"skip\" value=\"\(read)\">Skip today</button>"))
            // Enter in an amount field presses the disabled default button: nothing is posted.
            let form = try #require(page.between("<form id=\"today-form\"", and: "</form>"))
            let firstButton = try #require(form.range(of: "<button"))
            #expect(form[firstButton.lowerBound...].hasPrefix("<button name=\"enter\" value=\"\" disabled hidden>"))
        }
    }

    @Test func checkInLogUndoSkipAndUnskipActOnTheNamedHabit() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Read"}"#)
            let water = try await alice.api.createHabit(#"{"name": "Water", "unit": "cups", "target": 8}"#)
            let run = try await alice.api.createHabit(#"{"name": "Run", "unit": "km", "target": 5}"#)
            let day = "2026-06-15"
            // The whole form as a browser sends it: every measured tile's pair, then the button.
            let amounts = [("for", String(water)), ("amount", "3"), ("for", String(run)), ("amount", "2,5")]
            let checkedIn = try await alice.post("/today", [("day", day)] + amounts + [("check-in", String(read))])
            #expect(checkedIn.status == .seeOther)
            #expect(checkedIn.location == "/today?done=\(read)")
            #expect(try await server.store.checkIns(of: alice.user, habit: read, from: nil, through: nil).count == 1)

            let logged = try await alice.post("/today", [("day", day)] + amounts + [("log", String(run))])
            #expect(logged.location == "/today?done=\(run)")
            #expect(try await server.store.checkIns(of: alice.user, habit: run, from: nil, through: nil).map(\.amount) == [2.5])
            #expect(try await server.store.checkIns(of: alice.user, habit: water, from: nil, through: nil).isEmpty)

            let undone = try await alice.post("/today", [("day", day)] + amounts + [("undo", String(run))])
            #expect(undone.location == "/today")
            #expect(try await server.store.checkIns(of: alice.user, habit: run, from: nil, through: nil).isEmpty)
            let nothing = try await alice.post("/today", [("day", day), ("undo", String(run))])
            #expect(nothing.location == "/today?nothing=\(run)")

            _ = try await alice.post("/today", [("day", day), ("skip", String(water))])
            var records = try await server.store.dayRecords(of: alice.user, habits: [water], from: nil, through: nil)
            #expect(records.map(\.isSkipped) == [true])
            let page = try await alice.get("/today")
            #expect(page.text.contains("<button class=\"skip-button\" name=\"unskip\" value=\"\(water)\">Unskip today</button>"))
            _ = try await alice.post("/today", [("day", day), ("unskip", String(water))])
            records = try await server.store.dayRecords(of: alice.user, habits: [water], from: nil, through: nil)
            #expect(records.allSatisfy { !$0.isSkipped })
        }
    }

    @Test(arguments: [
        [(String, String)](), [("check-in", "1"), ("undo", "1")], [("check-in", "x")], [("skip", "-3")], [("check-in", "")],
    ])
    func aFormWithoutExactlyOneActionIsRefusedAndChangesNothing(fields: [(String, String)]) async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Read"}"#)
            let refused = try await alice.post("/today", fields.map { ($0.0, $0.1 == "1" ? String(read) : $0.1) })
            #expect(refused.status == .badRequest, "\(fields): \(refused.status)")
            #expect(try await server.store.checkIns(of: alice.user, habit: read, from: nil, through: nil).isEmpty)
        }
    }

    @Test func todaysFormNeedsTheCSRFToken() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Read"}"#)
            let refused = try await alice.post("/today", [("check-in", String(read))], csrf: .missing)
            #expect(refused.status == .forbidden)
            #expect(try await server.store.checkIns(of: alice.user, habit: read, from: nil, through: nil).isEmpty)
        }
    }

    @Test func aBadAmountIsRefusedAndChangesNothing() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let run = try await alice.api.createHabit(#"{"name": "Run", "unit": "km", "target": 5}"#)
            let refused = try await alice.post("/today", [("for", String(run)), ("amount", "-1"), ("log", String(run))])
            #expect(refused.status == .unprocessableContent)
            #expect(try await server.store.checkIns(of: alice.user, habit: run, from: nil, through: nil).isEmpty)
        }
    }

    @Test func escapingReadsScalarsNotCharacters() {
        // A quote followed by a combining mark is one Character but still a quote in HTML.
        let text = "\"\u{301} onmouseover=alert(1) '\u{301}"
        let escaped = HTMLEscaping.escape(text)
        #expect(!escaped.contains("\""))
        #expect(!escaped.contains("'"))
        #expect(escaped == "&quot;\u{301} onmouseover=alert(1) &#39;\u{301}")
        var appended = Array("x".utf8)
        HTMLEscaping.append(text, to: &appended)
        #expect(String(decoding: appended, as: UTF8.self) == "x" + escaped)
    }
}
