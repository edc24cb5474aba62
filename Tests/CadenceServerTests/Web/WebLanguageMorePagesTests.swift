import CadenceCore
import CadenceHTTP
import CadenceLocalization
import Foundation
import Hummingbird
import Testing

@testable import CadenceWeb

/// docs/domain-rules.md §23 and §28 on more web pages: Home, the refused forms' error boxes and
/// the HTML error pages speak the account's language (German and Arabic here); English keeps its
/// wording.
@Suite struct WebLanguageMorePagesTests {
    @Test func homeSpeaksTheAccountsLanguage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.post("/welcome/habits", [("skip", "1")])
            let english = try await alice.get("/")
            #expect(english.text.contains("<h1>Home</h1>"))
            #expect(english.text.contains(">Open Today</a>"))
            #expect(english.text.contains("Keep a note, in Markdown. <a href=\"/notes\">Write a note</a>"))
            #expect(english.text.contains("<span aria-hidden=\"true\">💧</span> +1 cup</button>"))
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let empty = try await alice.get("/")
            #expect(empty.text.contains("<html lang=\"de\" dir=\"ltr\""))
            #expect(empty.text.contains("<h1>Start</h1>"))
            #expect(empty.text.contains(">Heute öffnen</a>"))
            #expect(empty.text.contains("aria-label=\"Schnellaktionen\""))
            #expect(empty.text.contains("Schreib eine Notiz, in Markdown. <a href=\"/notes\">Notiz schreiben</a>"))
            #expect(empty.text.contains("<span aria-hidden=\"true\">💧</span> +1 Glas</button>"))
            #expect(!empty.text.contains("Keep a note") && !empty.text.contains("Open Today"))

            #expect(try await alice.post("/health/entries", [("type", "sleep"), ("value", "7.5")]).status == .seeOther)
            #expect(try await alice.post("/health/entries", [("type", "steps"), ("value", "12345")]).status == .seeOther)
            #expect(try await alice.api.post("/api/v1/notes", #"{"title": "Trip", "content": "Huts by the lake"}"#).status == .created)
            #expect(try await alice.api.post("/api/v1/todos", #"{"title": "Call Bob"}"#).status == .created)
            let german = try await alice.get("/")
            #expect(german.text.contains("7,5 Std. <span class=\"muted\">Schlaf</span>"))
            #expect(german.text.contains("7,5 Std. Schlaf · 12.345 Schritte heute"))
            #expect(german.text.contains(">Gesundheit öffnen<"))
            #expect(german.text.contains("1 Notiz"))
            #expect(german.text.contains("1 offen"))
            #expect(german.text.contains("Aktualisiert <time"))
            #expect(!german.text.contains("steps today") && !german.text.contains("Updated"))

            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "ar"}"#).status == .ok)
            let arabic = try await alice.get("/")
            #expect(arabic.text.contains("<html lang=\"ar\" dir=\"rtl\""))
            #expect(arabic.text.contains("<h1>الرئيسية</h1>"))
            #expect(arabic.text.contains(">افتح اليوم</a>"))
            #expect(arabic.text.contains("ملاحظة واحدة"))
            #expect(arabic.text.contains(">افتح الصحة<"))

            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": null}"#).status == .ok)
            let back = try await alice.get("/")
            #expect(back.text.contains("7.5 h <span class=\"muted\">sleep</span>"))
            #expect(back.text.contains("7.5 h sleep last night"))
            #expect(back.text.contains(">Open Health<"))
        }
    }

    @Test func aRefusedFormSaysItsCodesSentenceInThePagesLanguage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let long = String(repeating: "x", count: 201)
            // The to-do's title: `nameTooLong` (docs/domain-rules.md §28), English keeps its precise message.
            let message = "A to-do's title has at most 200 characters."
            let english = try await alice.post("/todos", [("title", long)])
            #expect(english.status == .unprocessableContent)
            #expect(english.text.contains("id=\"todo-form-error\">\(HTMLEscaping.escape(message))</p>"))
            for language in [Language.german, .arabic] {
                #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "\#(language.rawValue)"}"#).status == .ok)
                let sentence = try #require(ErrorSentence.sentence(code: "nameTooLong", Localizer(language)))
                #expect(sentence != message)
                let refused = try await alice.post("/todos", [("title", long)])
                #expect(refused.status == .unprocessableContent)
                #expect(refused.text.contains("id=\"todo-form-error\">\(HTMLEscaping.escape(sentence))</p>"), "\(language)")
                #expect(!refused.text.contains(HTMLEscaping.escape(message)))
            }
        }
    }

    @Test func errorPagesSpeakTheAccountsOrTheBrowsersLanguage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let english = try await alice.get("/notes/999999")
            #expect(english.status == .notFound)
            #expect(english.text.contains("<h1>Not found</h1>") && english.text.contains(">Back home</a>"))
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let german = try await alice.get("/notes/999999")
            #expect(german.status == .notFound)
            #expect(german.text.contains("<html lang=\"de\" dir=\"ltr\""))
            #expect(german.text.contains("<h1>Nicht gefunden</h1>") && german.text.contains(">Zur Startseite</a>"))
            let sentence = try #require(ErrorSentence.sentence(code: "notFound", Localizer(.german)))
            #expect(german.text.contains(HTMLEscaping.escape(sentence)))
            let unknown = try await alice.get("/no-such-page", headers: [.acceptLanguage: "ar"])
            #expect(unknown.status == .notFound)
            #expect(unknown.text.contains("<html lang=\"ar\" dir=\"rtl\""))
            #expect(unknown.text.contains("<h1>غير موجود</h1>"))
            #expect(unknown.text.contains("لا توجد صفحة على هذا العنوان."))
        }
    }

    @Test func settingsSpeaksTheAccountsLanguageAndKeepsItsValues() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let english = try await alice.get("/settings")
            #expect(english.text.contains("<h2 id=\"settings-title\">Days and weeks</h2>"))
            #expect(english.text.contains("<option value=\"language\" selected>As my language does</option>"))
            #expect(english.text.contains("<option value=\"24h\">24-hour (21:00)</option>"))
            #expect(english.text.contains(">Save settings</button>") && english.text.contains(">Change password</button>"))
            #expect(english.text.contains("<h2 id=\"reminders-title\">Reminders</h2>"))
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let german = try await alice.get("/settings")
            #expect(german.text.contains("<h1>Einstellungen</h1>"))
            #expect(german.text.contains("<h2 id=\"settings-title\">Tage und Wochen</h2>"))
            #expect(german.text.contains("<option value=\"language\" selected>Wie in meiner Sprache</option>"))
            #expect(german.text.contains("<option value=\"monday\">Montag</option>"))
            #expect(german.text.contains("<option value=\"\">Wie der Browser</option>"))
            #expect(german.text.contains("<option value=\"de\" lang=\"de\" selected>"))
            #expect(german.text.contains("<option value=\"24h\">24 Stunden (21:00)</option>"))
            #expect(german.text.contains("id=\"save-settings\" class=\"button primary\">Einstellungen speichern</button>"))
            #expect(german.text.contains("id=\"change-password\" class=\"button\">Passwort ändern</button>"))
            #expect(german.text.contains("<h2 id=\"reminders-title\">Erinnerungen</h2>"))
            #expect(german.text.contains("id=\"no-tokens\">Noch keine Tokens.</p>"))
            #expect(german.text.contains("<h3 id=\"push-title\">Benachrichtigungen auf diesem Gerät</h3>"))
            #expect(!german.text.contains("Save settings") && !german.text.contains("As my language does"))
            let base = [("timeZone", "Europe/Berlin"), ("dayStart", "0"), ("weekStart", "language"), ("locale", "de")]
            let saved = try await alice.post("/settings", base)
            #expect(saved.status == .seeOther)
            let notice = try await alice.get(saved.location ?? "/settings")
            #expect(notice.text.contains("Einstellungen gespeichert."))

            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "ar"}"#).status == .ok)
            let arabic = try await alice.get("/settings")
            #expect(arabic.text.contains("<html lang=\"ar\" dir=\"rtl\""))
            #expect(arabic.text.contains("<h2 id=\"settings-title\">الأيام والأسابيع</h2>"))
            #expect(arabic.text.contains("<option value=\"language\" selected>كما في لغتي</option>"))
            #expect(arabic.text.contains(">احفظ الإعدادات</button>"))
        }
    }

    @Test func notesSpeakTheAccountsLanguageButNeverTranslateTheNotes() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let created = try await alice.api.post("/api/v1/notes", #"{"title": "Packing list", "content": "Take the **map**", "pinned": true}"#)
            let id = try #require(created.json["id"]?.integerValue)
            let english = try await alice.get("/notes/\(id)")
            #expect(english.text.contains("<p class=\"muted\">Pinned · Changed <time"))
            #expect(english.text.contains("<button id=\"pin-note\">Unpin</button>"))
            #expect(try await alice.get("/notes?q=map").text.contains("1 note matches “map”."))
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let list = try await alice.get("/notes")
            #expect(list.text.contains("<h1>Notizen</h1>") && list.text.contains(">Neue Notiz</a>"))
            #expect(list.text.contains("<span aria-label=\"Angeheftet\">📌</span> Packing list</a>"))
            #expect(list.text.contains("<label>Notizen durchsuchen<input"))
            #expect(try await alice.get("/notes?q=map").text.contains("1 Notiz passt zu „map“."))
            let german = try await alice.get("/notes/\(id)")
            #expect(german.text.contains("<p class=\"muted\">Angeheftet · Geändert <time"))
            #expect(german.text.contains("<button id=\"pin-note\">Lösen</button>"))
            #expect(german.text.contains("Take the <strong>map</strong>"), "the note itself as written")
            let editor = try await alice.get("/notes/\(id)/edit")
            #expect(editor.text.contains("<h1>Notiz bearbeiten</h1>") && editor.text.contains("<title>Notiz bearbeiten · Cadence</title>"))
            #expect(editor.text.contains("id=\"save-note\">Speichern</button>"))
            #expect(editor.text.contains("value=\"Packing list\""))
            let refused = try await alice.post("/notes/new", [("title", ""), ("content", "x")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("<h1>Neue Notiz</h1>"))
            let empty = try #require(ErrorSentence.sentence(code: "nameEmpty", Localizer(.german)))
            #expect(refused.text.contains("id=\"note-form-error\">\(HTMLEscaping.escape(empty))</p>"))
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "ar"}"#).status == .ok)
            let arabic = try await alice.get("/notes")
            #expect(arabic.text.contains("<h1>الملاحظات</h1>") && arabic.text.contains(">ملاحظة جديدة</a>"))
            #expect(arabic.text.contains("Packing list"))
        }
    }
}
