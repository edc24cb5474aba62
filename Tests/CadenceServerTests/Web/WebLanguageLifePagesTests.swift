import CadenceCore
import Foundation
import Hummingbird
import Testing

@testable import CadenceWeb

/// docs/domain-rules.md §23 on the Life pages: a money account's page, its saved notice and its
/// chart speak the account's language (German here), amounts in its currency format; English
/// keeps its wording.
@Suite struct WebLanguageLifePagesTests {
    @Test func aMoneyAccountsPageSpeaksTheAccountsLanguage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let opened = try await alice.post("/money/accounts", [("name", "Wallet"), ("currency", "EUR"), ("opening", "100")])
            let path = try #require(opened.location)
            #expect(try await alice.post("\(path)/transactions", [("kind", "expense"), ("amount", "12.50"), ("note", "Lunch")]).status == .seeOther)
            let english = try await alice.get("\(path)?saved=1")
            #expect(english.text.contains("Recorded. The balance is now €87.50."))
            #expect(english.text.contains("<h2 id=\"balance-title\">Balance over time</h2>"))
            #expect(english.text.contains("<span class=\"muted balance-after\">balance €87.50</span>"))
            #expect(english.text.contains("title=\"An amount with at most 2 decimals\""))
            #expect(english.text.contains("<p>The account and its 1 transaction are deleted.</p>"))

            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let german = try await alice.get("\(path)?saved=1")
            #expect(german.text.contains("<html lang=\"de\" dir=\"ltr\""))
            #expect(german.text.contains("Gebucht. Der Stand ist jetzt 87,50\u{00A0}€."))
            #expect(german.text.contains("<h2 id=\"balance-title\">Stand im Verlauf</h2>"))
            #expect(german.text.contains("<span class=\"muted balance-after\">Stand 87,50\u{00A0}€</span>"))
            #expect(german.text.contains("Lunch"))
            #expect(german.text.contains("<p>Das Konto und seine 1 Buchung werden gelöscht.</p>"))
            #expect(german.text.contains("Stand von Wallet nach jeder Buchung"))
            #expect(!german.text.contains("Balance over time") && !german.text.contains("Record an amount"))

            let transactions = try await alice.get(path)
            let edit = try #require(transactions.text.range(of: #"/transactions/[0-9]+/edit"#, options: .regularExpression))
            let form = try await alice.get("\(path)\(transactions.text[edit])")
            #expect(form.text.contains("<h1>Buchung bearbeiten</h1>"))
            #expect(form.text.contains("<title>Buchung bearbeiten · Cadence</title>"))
        }
    }
}
