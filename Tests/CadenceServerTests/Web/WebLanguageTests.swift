import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Hummingbird
import Testing

@testable import CadenceWeb

/// docs/domain-rules.md §23 on the web: the account's language, else the browser's
/// `Accept-Language`, else English — in `lang`, `dir`, the navigation and Today; the cached
/// Today is kept per language; the settings form sets and clears the language.
@Suite struct WebLanguageTests {
    @Test func theBrowsersLanguageIsUsedUntilTheAccountChoosesOne() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.api.createHabit(#"{"name": "Read", "unit": "pages", "target": 20}"#)
            let english = try await alice.get("/today")
            #expect(english.text.contains("<html lang=\"en\" dir=\"ltr\""))
            #expect(english.text.contains("<h1>Today</h1>"))
            #expect(english.text.contains("0 of 1 done"))
            let german = try await alice.get("/today", headers: [.acceptLanguage: "de-CH, de;q=0.9, en;q=0.5"])
            #expect(german.text.contains("<html lang=\"de\" dir=\"ltr\""))
            #expect(german.text.contains("<h1>Heute</h1>"))
            #expect(german.text.contains("0 von 1 erledigt"))
            #expect(german.text.contains(">Gesundheit</span>"))
            #expect(german.text.contains(">Heute überspringen</button>"))
            #expect(german.headers[.vary]?.contains("Accept-Language") == true)
            // Kept per language: the English copy is never sent to a German browser.
            #expect(german.headers[.eTag] != english.headers[.eTag])
            let englishAgain = try await alice.get("/today")
            #expect(englishAgain.text.contains("<h1>Today</h1>"))
            #expect(try await alice.get("/today", headers: [.ifNoneMatch: english.headers[.eTag] ?? ""]).status == .notModified)
            let notForGerman = try await alice.get(
                "/today", headers: [.ifNoneMatch: english.headers[.eTag] ?? "", .acceptLanguage: "de"])
            #expect(notForGerman.status == .ok)
            // The account's choice wins over the browser's.
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "ar"}"#).status == .ok)
            let arabic = try await alice.get("/today", headers: [.acceptLanguage: "de"])
            #expect(arabic.text.contains("<html lang=\"ar\" dir=\"rtl\""))
            #expect(arabic.text.contains("<h1>اليوم</h1>"))
            #expect(arabic.text.contains("أُنجز 0 من 1"))
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": null}"#).status == .ok)
            #expect(try await alice.get("/today", headers: [.acceptLanguage: "ja"]).text.contains("<h1>今日</h1>"))
        }
    }

    @Test func theSettingsFormSetsKeepsAndClearsTheLanguage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let page = try await alice.get("/settings")
            #expect(page.text.contains("id=\"settings-locale\""))
            #expect(page.text.contains("<option value=\"\" selected>Follow the browser</option>"))
            #expect(page.text.contains("<option value=\"ja\" lang=\"ja\">日本語</option>"))
            let base = [("timeZone", "Europe/Paris"), ("dayStart", "0"), ("weekStart", "monday")]
            let saved = try await alice.post("/settings", base + [("locale", "pt-BR")])
            #expect(saved.status == .seeOther)
            #expect(try await alice.api.get("/api/v1/settings").json["locale"]?.stringValue == "pt-BR")
            #expect(try await alice.get("/settings").text.contains("<option value=\"pt-BR\" lang=\"pt-BR\" selected>"))
            #expect(try await alice.get("/settings").text.contains("<html lang=\"pt-BR\" dir=\"ltr\""))
            // A form without the menu keeps the language.
            #expect(try await alice.post("/settings", base).status == .seeOther)
            #expect(try await alice.api.get("/api/v1/settings").json["locale"]?.stringValue == "pt-BR")
            let refused = try await alice.post("/settings", base + [("locale", "klingon")])
            #expect(refused.status == .unprocessableContent)
            #expect(try await alice.api.get("/api/v1/settings").json["locale"]?.stringValue == "pt-BR")
            #expect(try await alice.post("/settings", base + [("locale", "")]).status == .seeOther)
            #expect(try await alice.api.get("/api/v1/settings").json["locale"] == .null)
        }
    }

    @Test func signInSpeaksTheBrowsersLanguage() async throws {
        try await TestServer().run { api in
            _ = try await PageVisitor.signUp("alice", on: api.client)
            let response = try await api.client.execute(
                uri: "/sign-in", method: .get, headers: [.accept: "text/html", .acceptLanguage: "fr-FR,fr;q=0.9"])
            let text = String(decoding: response.body.readableBytesView, as: UTF8.self)
            #expect(text.contains("<html lang=\"fr\" dir=\"ltr\""))
            #expect(text.contains("Aller au contenu"))
        }
    }
}
