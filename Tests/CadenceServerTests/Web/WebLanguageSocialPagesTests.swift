import CadenceCore
import CadenceHTTP
import CadenceLocalization
import Foundation
import Hummingbird
import Testing

@testable import CadenceWeb

/// docs/domain-rules.md §23 and §28 on the sharing and account pages: Partners, Webhooks,
/// Categories, the New habit form's refusal and color names, in the account's language (German and
/// Arabic here); English keeps its wording byte for byte.
@Suite struct WebLanguageSocialPagesTests {
    @Test func partnersSpeaksTheAccountsLanguage() async throws {
        try await TestServer().run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let code = try await alice.api.post("/api/v1/partners/invites", "{}").json["code"]?.stringValue ?? ""
            #expect(try await bob.api.post("/api/v1/partners/accept", #"{"code": "\#(code)"}"#).status == .created)
            let run = try await alice.api.createHabit(#"{"name": "Run"}"#)
            _ = try await alice.api.post("/api/v1/habits/\(run)/checkins", "{}")
            #expect(try await alice.api.put("/api/v1/habits/\(run)/sharing", #"{"with": "all"}"#).status == .ok)
            let english = try await bob.get("/partners")
            #expect(english.text.contains("<h1>Partners</h1>"))
            #expect(english.text.contains("<p class=\"partner-today\">Done today</p>"))
            #expect(english.text.contains(">Nudge about Run</button>"))
            #expect(english.text.contains("<h2 id=\"challenges-title\">Challenges</h2>"))

            #expect(try await bob.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let german = try await bob.get("/partners")
            #expect(german.text.contains("<html lang=\"de\" dir=\"ltr\""))
            #expect(german.text.contains("<title>Partner"))
            #expect(german.text.contains("<p class=\"partner-today\">Heute erledigt</p>"))
            #expect(german.text.contains(">An Run erinnern</button>"))
            #expect(german.text.contains("<h2 id=\"challenges-title\">Challenges</h2>"))
            #expect(german.text.contains(">Partnerschaft beenden</button>"))
            #expect(!german.text.contains("Done today") && !german.text.contains("Invite a partner"))

            #expect(try await bob.api.patch("/api/v1/settings", #"{"locale": "ar"}"#).status == .ok)
            let arabic = try await bob.get("/partners")
            #expect(arabic.text.contains("<html lang=\"ar\" dir=\"rtl\""))
            #expect(arabic.text.contains("<p class=\"partner-today\">أُنجزت اليوم</p>"))
            #expect(arabic.text.contains("<h2 id=\"challenges-title\">التحديات</h2>"))
        }
    }

    @Test func webhooksAndCategoriesSpeakTheAccountsLanguage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let english = try await alice.get("/categories")
            #expect(english.text.contains("<h1>Categories</h1>"))
            #expect(english.text.contains("<span class=\"muted\">0 habits</span>"))
            #expect(try await alice.get("/settings/webhooks").text.contains("<h1>Webhooks</h1>"))
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let categories = try await alice.get("/categories")
            #expect(categories.text.contains("<h1>Kategorien</h1>"))
            #expect(categories.text.contains("Name von Gesundheit"))
            #expect(categories.text.contains("<span class=\"muted\">0 Gewohnheiten</span>"))
            #expect(categories.text.contains(">Kategorie hinzufügen</h2>"))
            #expect(!categories.text.contains("Add a category") && !categories.text.contains(">Rename<"))
            let added = try await alice.post("/categories", [("name", "Work")])
            #expect(added.status == .seeOther)
            let hooks = try await alice.get("/settings/webhooks")
            #expect(hooks.text.contains("<h2 id=\"webhooks-title\">Endpunkte</h2>"))
            #expect(hooks.text.contains("<code>webhook-id</code>"))
            #expect(hooks.text.contains(">Noch keine Endpunkte.</p>"))
            #expect(!hooks.text.contains("Add an endpoint") && !hooks.text.contains("Cadence posts"))
        }
    }

    @Test func theNewHabitFormsRefusalAndColorsSpeakThePagesLanguage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let english = try await alice.post("/habits/new", [("name", "")])
            #expect(english.status == .unprocessableContent)
            #expect(english.text.contains("role=\"alert\">The name is empty.</div>"))
            #expect(english.text.contains("<label class=\"color-choice\" title=\"red\">"))
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let german = try await alice.post("/habits/new", [("name", "")])
            #expect(german.status == .unprocessableContent)
            let sentence = try #require(ErrorSentence.sentence(code: "nameEmpty", Localizer(.german)))
            #expect(german.text.contains("role=\"alert\">\(HTMLEscaping.escape(sentence))</div>"))
            #expect(!german.text.contains("The name is empty."))
            #expect(german.text.contains("<label class=\"color-choice\" title=\"Rot\">"))
            #expect(german.text.contains("class=\"visually-hidden\">Blau</span>"))
            #expect(german.text.contains("value=\"red\""), "the value sent stays the palette's token")
        }
    }
}
