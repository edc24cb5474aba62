import CadenceCore
import Foundation
import Testing

@testable import CadenceWeb

/// The home dashboard, the health page and the money pages (docs/web.md "Home", "Health",
/// "Money"): each form's effect asserted on the store, refusals answered 422 with what was
/// typed and nothing stored, CSRF required, and other users' rows out of reach.
@Suite struct WebHealthMoneyPagesTests {
    @Test func homeIsTheDashboardWithAnInvitationPerEmptyArea() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.post("/welcome/habits", [("skip", "1")])
            let home = try await alice.get("/")
            #expect(home.status == .ok)
            #expect(home.text.contains("href=\"/today\""), "Today is one tap away")
            for area in DashboardArea.allCases {
                #expect(home.text.contains("id=\"dash-\(area.rawValue)\" data-area=\"\(area.rawValue)\" data-empty=\"true\""), "\(area)")
                #expect(home.text.contains(HTMLEscaping.escape(DashboardPage.invitation(area))))
            }
            #expect(home.text.contains("aria-current=\"page\"><span class=\"nav-symbol\" aria-hidden=\"true\">⌂</span>"))

            #expect(try await alice.post("/health/entries", [("type", "sleep"), ("value", "7.5")]).status == .seeOther)
            let after = try await alice.get("/")
            #expect(after.text.contains("id=\"dash-health\" data-area=\"health\" data-empty=\"false\""))
            #expect(after.text.contains("7.5 h <span class=\"muted\">sleep</span>"))
            #expect(after.text.contains("7.5 h sleep last night"))
        }
    }

    @Test func quickEntriesAreStoredAndShownInTodaysTotals() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            for fields in [
                [("type", "sleep"), ("value", "7,25")], [("type", "mood"), ("value", "4")],
                [("type", "water"), ("unit", "mL"), ("value", "250")], [("type", "water"), ("unit", "mL"), ("value", "250")],
                [("type", "steps"), ("value", "8432")], [("type", "weight"), ("unit", "lb"), ("value", "150")],
            ] {
                let answer = try await alice.post("/health/entries", fields)
                #expect(answer.status == .seeOther, "\(fields): \(answer.text)")
                #expect(answer.location?.hasPrefix("/health?saved=") == true)
            }
            let stored = try await server.store.healthEntries(of: alice.user, type: nil, from: nil, through: nil)
            #expect(stored.map(\.type.rawValue) == ["sleep", "mood", "water", "water", "steps", "weight"])
            #expect(stored.first?.value == 7.25)
            let page = try await alice.get("/health")
            #expect(page.text.contains("id=\"today-sleep\">7.25 h<"))
            #expect(page.text.contains("id=\"today-water\">500 mL<"))
            #expect(page.text.contains("id=\"today-mood\">4/5<"))
            #expect(page.text.contains("id=\"today-weight\">68.04 kg<"))
            #expect(page.text.contains("id=\"sleep-chart\"") && page.text.contains("id=\"mood-chart\"") && page.text.contains("id=\"steps-chart\""))
            #expect(page.count("class=\"health-entry\"") == 6)
        }
    }

    @Test func theListShowsTheLatestEntriesThenAllOnRequest() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            // Water is a log of drinks (a day's steps would be one value, replaced).
            for drink in 1...25 { _ = try await alice.post("/health/entries", [("type", "water"), ("value", "\(drink * 100)")]) }
            let page = try await alice.get("/health")
            #expect(page.count("class=\"health-entry\"") == HealthPage.listedEntries)
            #expect(page.text.contains("id=\"all-entries\""))
            #expect(page.text.contains("2,500 mL"), "the latest first, grouped")
            let all = try await alice.get("/health?entries=all")
            #expect(all.count("class=\"health-entry\"") == 25)
            #expect(!all.text.contains("id=\"all-entries\""))
        }
    }

    /// docs/domain-rules.md §12 "Health": saving last night's sleep again replaces it and says so;
    /// a mood reads "4/5 🙂 good", never "4 score"; a typo of a weight is refused with the range.
    @Test func savingSleepAgainReplacesItAndSaysSo() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            #expect(try await alice.post("/health/entries", [("type", "sleep"), ("value", "8.5")]).location == "/health?saved=sleep")
            let again = try await alice.post("/health/entries", [("type", "sleep"), ("value", "7.5")])
            let stored = try await server.store.healthEntries(of: alice.user, type: .sleep, from: nil, through: nil)
            #expect(stored.map(\.value) == [7.5])
            #expect(again.location == "/health?saved=sleep&replaced=\(stored[0].id)")
            let page = try await alice.get(try #require(again.location))
            #expect(page.text.contains("id=\"health-saved\" role=\"status\">Replaced last night&#39;s sleep: 7.5 h<"), "\(page.text)")
            #expect(page.text.contains("id=\"today-sleep\">7.5 h<"))
            _ = try await alice.post("/health/entries", [("type", "mood"), ("value", "4")])
            #expect(try await alice.get("/health").text.contains("<strong>Mood</strong> 4/5 🙂 good"))
            let typo = try await alice.post("/health/entries", [("type", "weight"), ("unit", "kg"), ("value", "714")])
            #expect(typo.status == .unprocessableContent)
            #expect(typo.text.contains("714 kg is outside the sane range of a weight: 20 to 400 kg"))
            #expect(try await server.store.healthEntries(of: alice.user, type: .weight, from: nil, through: nil).isEmpty)
        }
    }

    @Test func aRefusedEntryKeepsWhatWasTypedAndStoresNothing() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let refused = try await alice.post("/health/entries", [("type", "sleep"), ("value", "30")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("id=\"sleep-form-error\""))
            #expect(refused.text.contains("name=\"value\" type=\"number\" inputmode=\"decimal\" min=\"0\" max=\"24\" step=\"0.25\" value=\"30\""))
            for fields in [
                [("type", "mood"), ("value", "9")], [("type", "steps"), ("value", "1e400")], [("type", "blood"), ("value", "1")],
                [("type", "water"), ("value", "abc")], [("type", "steps"), ("value", "-5")],
            ] {
                #expect(try await alice.post("/health/entries", fields).status == .unprocessableContent, "\(fields)")
            }
            #expect(try await alice.post("/health/entries", [("type", "sleep"), ("value", "7")], csrf: .missing).status == .forbidden)
            #expect(try await server.store.healthEntries(of: alice.user, type: nil, from: nil, through: nil).isEmpty)
        }
    }

    @Test func anEntryIsEditedAndDeletedOnlyByItsOwner() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            _ = try await alice.post("/health/entries", [("type", "sleep"), ("value", "6")])
            let entry = try #require(try await server.store.healthEntries(of: alice.user, type: nil, from: nil, through: nil).first)
            let form = try await alice.get("/health/entries/\(entry.id)/edit")
            #expect(form.text.contains("value=\"6\""))
            #expect(try await bob.get("/health/entries/\(entry.id)/edit").status == .notFound)
            #expect(try await bob.post("/health/entries/\(entry.id)/delete").status == .notFound)
            let refused = try await alice.post(
                "/health/entries/\(entry.id)/edit", [("value", "25"), ("day", entry.day.description), ("note", "kept")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("value=\"kept\""))
            #expect(try await alice.post("/health/entries/\(entry.id)/edit", [("value", "8"), ("day", entry.day.description)]).status == .seeOther)
            #expect(try await server.store.healthEntries(of: alice.user, type: nil, from: nil, through: nil).map(\.value) == [8])
            #expect(try await alice.post("/health/entries/\(entry.id)/delete").status == .seeOther)
            #expect(try await server.store.healthEntries(of: alice.user, type: nil, from: nil, through: nil).isEmpty)
        }
    }

    @Test func moneyIsRecordedExactlyAndTotalledPerCurrency() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let opened = try await alice.post("/money/accounts", [("name", "Wallet"), ("currency", "eur"), ("type", "cash"), ("opening", "100")])
            #expect(opened.status == .seeOther, "\(opened.text)")
            let path = try #require(opened.location)
            let id = try #require(Int64(path.replacingOccurrences(of: "/money/accounts/", with: "")))
            let account = try await alice.get(path)
            #expect(account.text.contains("pattern=\"-?[0-9]+([.,][0-9]{1,2})?\""), "the amount field takes EUR's decimals")
            #expect(try await alice.post("\(path)/transactions", [("kind", "expense"), ("amount", "12,50"), ("note", "Lunch")]).status == .seeOther)
            #expect(try await alice.post("\(path)/transactions", [("kind", "income"), ("amount", "0.05")]).status == .seeOther)
            let after = try await alice.get("\(path)?saved=1")
            #expect(after.text.contains("id=\"account-balance\" data-minor-units=\"8755\">€87.55<"))
            #expect(after.text.contains("id=\"balance-chart\""))

            let refused = try await alice.post("\(path)/transactions", [("kind", "expense"), ("amount", "1.234"), ("note", "typo")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("value=\"1.234\"") && refused.text.contains("value=\"typo\""))
            #expect(try await server.store.moneyTransactions(of: alice.user, account: id).count == 2, "nothing stored")

            _ = try await alice.post("/money/accounts", [("name", "Yen"), ("currency", "JPY"), ("opening", "5000")])
            let yenRefused = try await alice.post("/money/accounts", [("name", "Yen 2"), ("currency", "JPY"), ("opening", "12.5")])
            #expect(yenRefused.status == .unprocessableContent)
            #expect(yenRefused.text.contains("value=\"Yen 2\""))
            let money = try await alice.get("/money")
            #expect(money.text.contains("data-currency=\"EUR\"><strong>€87.55</strong>"))
            #expect(money.text.contains("data-currency=\"JPY\"><strong>¥5,000</strong>"))
            #expect(try await server.store.moneyAccounts(of: alice.user).count == 2)

            #expect(try await alice.post("\(path)/edit", [("name", "Wallet"), ("opening", "200.00")]).status == .seeOther)
            #expect(try await alice.get(path).text.contains(">€187.55<"))
            let transaction = try #require(try await server.store.moneyTransactions(of: alice.user, account: id).first)
            #expect(try await alice.post("\(path)/transactions/\(transaction.id)/delete").status == .seeOther)
            #expect(try await server.store.moneyTransactions(of: alice.user, account: id).count == 1)
        }
    }

    @Test func anotherUsersAccountIsOutOfReach() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let path = try #require(try await alice.post("/money/accounts", [("name", "Bank"), ("currency", "USD")]).location)
            #expect(try await bob.get(path).status == .notFound)
            #expect(try await bob.post("\(path)/transactions", [("amount", "5")]).status == .notFound)
            #expect(try await bob.post("\(path)/delete").status == .notFound)
            #expect(try await server.store.moneyAccounts(of: alice.user).count == 1)
            #expect(try await server.store.moneyTransactions(of: alice.user, account: nil).isEmpty)
        }
    }
}
