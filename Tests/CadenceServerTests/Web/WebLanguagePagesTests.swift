import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceLocalization
import Foundation
import Hummingbird
import Testing

@testable import CadenceWeb

/// docs/domain-rules.md §23 on the habit page and Health (issue #41): German and Arabic words,
/// numbers and units in the language's format, the habit's own name and unit and the person's
/// notes as written, and English unchanged.
@Suite struct WebLanguagePagesTests {
    @Test func theHabitPageSpeaksTheAccountsLanguage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await alice.api.createHabit(#"{"name": "Read", "unit": "pages", "target": 1500}"#)
            let english = try await alice.get("/habits/\(id)")
            #expect(english.text.contains("<html lang=\"en\" dir=\"ltr\""))
            #expect(english.text.contains("<p class=\"muted\">1500 pages a day · daily</p>"))
            for word in [
                ">Current streak<", ">Past year</h2>", ">Archive</button>", ">Mon</text>", ">1 year</a>", ">Show</button>", "one square per day",
                ">100%</text>",
            ] {
                #expect(english.text.contains(word), "\(word)")
            }

            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let german = try await alice.get("/habits/\(id)")
            #expect(german.text.contains("<html lang=\"de\" dir=\"ltr\""))
            #expect(german.text.contains("<h1 id=\"habit-name\">Read</h1>"), "the name stays as written")
            // The unit is the person's own; the number takes German grouping.
            #expect(german.text.contains("<p class=\"muted\">1.500 pages am Tag · täglich</p>"))
            for word in [
                ">Aktuelle Serie<", ">Längste Serie<", ">Letztes Jahr</h2>", ">Archivieren</button>", ">Bearbeiten</a>", ">1 Jahr</a>",
                ">30 Tage</a>", ">Anzeigen</button>", ">Noch keine Daten</text>", ">Noch keine Daten.</desc>", "ein Kästchen pro Tag",
                ">100\u{a0}%</text>", ">Teilen</h2>", ">Teilen speichern</button>",
            ] {
                #expect(german.text.contains(word), "\(word)")
            }
            for english in [">Mon</text>", ">Past year<", ">No data yet<", ">Archive<", "Save sharing"] {
                #expect(!german.text.contains(english), "\(english)")
            }

            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "ar"}"#).status == .ok)
            let arabic = try await alice.get("/habits/\(id)")
            #expect(arabic.text.contains("<html lang=\"ar\" dir=\"rtl\""))
            let arabicWords = [
                ">أرشفة</button>", ">العام الماضي</h2>", ">السلسلة الحالية<",
                ">لا توجد بيانات بعد</text>",
            ]
            for word in arabicWords + ["pages في اليوم · يوميًا"] {
                #expect(arabic.text.contains(word), "\(word)")
            }
        }
    }

    @Test func healthSpeaksTheAccountsLanguageWithItsUnits() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            #expect(try await alice.post("/health/entries", [("type", "steps"), ("value", "9000"), ("note", "Park run")]).status == .seeOther)
            #expect(try await alice.post("/health/entries", [("type", "sleep"), ("value", "7.5")]).status == .seeOther)
            let english = try await alice.get("/health?saved=steps")
            for word in ["<h1>Health</h1>", "Saved your steps.", "9,000 steps", ">Save steps</button>", ">Sleep last night<", ">7.5 h<", "Park run"] {
                #expect(english.text.contains(word), "\(word)")
            }
            let entry = try #require(english.between("data-entry-id=\"", and: "\""))

            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let german = try await alice.get("/health?saved=steps")
            for word in [
                "<h1>Gesundheit</h1>", "Schritte gespeichert.", "9.000 Schritte", ">Schritte speichern</button>", ">Schlaf letzte Nacht<",
                ">7,5 Std.<", ">Einträge</h2>", "Park run", "aria-label=\"Wie geht es dir?\"", ">+1 Glas ",
            ] {
                #expect(german.text.contains(word), "\(word)")
            }
            for english in ["Save steps", "Sleep last night", ">Entries<", " steps<"] {
                #expect(!german.text.contains(english), "\(english)")
            }
            let edit = try await alice.get("/health/entries/\(entry)/edit")
            #expect(edit.text.contains("<h1>Schlaf bearbeiten</h1>") || edit.text.contains("<h1>Schritte bearbeiten</h1>"))
            #expect(edit.text.contains(">Abbrechen</a>") && edit.text.contains(">Notiz "))

            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "ar"}"#).status == .ok)
            let arabic = try await alice.get("/health")
            #expect(arabic.text.contains("<html lang=\"ar\" dir=\"rtl\""))
            let arabicWords = [
                "<h1>الصحة</h1>", ">احفظ الخطوات</button>", ">الإدخالات</h2>",
                ">نوم الليلة الماضية<",
            ]
            for word in arabicWords + ["Park run"] {
                #expect(arabic.text.contains(word), "\(word)")
            }
        }
    }

    @Test func theHabitEditFormSpeaksTheAccountsLanguage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await alice.api.createHabit(#"{"name": "Läuft", "unit": "km", "target": 5}"#)
            let english = try await alice.get("/habits/\(id)/edit")
            for word in [
                "<h1>Edit Läuft</h1>", ">Save changes</button>", "<legend>Weekdays (for \"on some weekdays\")</legend>", ">1st</option>",
                ">Back to the habit</a>", ">Mon</label>",
            ] {
                #expect(english.text.contains(word), "\(word)")
            }
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let german = try await alice.get("/habits/\(id)/edit")
            for word in [
                "<h1>Läuft bearbeiten</h1>", ">Änderungen speichern</button>", "<legend>Zeitplan</legend>", ">Jeden Tag</option>",
                ">Zurück zur Gewohnheit</a>", "value=\"km\"", ">1.</option>", ">Erinnerung 1 ",
            ] {
                #expect(german.text.contains(word), "\(word)")
            }
            for english in ["Save changes", ">Schedule<", ">1st<", ">Mon</label>"] {
                #expect(!german.text.contains(english), "\(english)")
            }
            // The confirmation after an action is in the language too.
            let moved = try await alice.post("/habits/\(id)/move", [("direction", "up")])
            #expect(moved.status == .seeOther)
            let notice = try #require(WebPhoneFixesTests.cookie(PageNotice.cookieName, in: moved))
            let after = try await alice.get("/habits/\(id)", cookies: notice)
            #expect(after.text.contains("id=\"page-notice\" role=\"status\">Schon ganz oben in Heute.</p>"))
            let delete = try await alice.get("/habits/\(id)/delete")
            #expect(delete.text.contains("<h1>Läuft löschen?</h1>") && delete.text.contains(">Endgültig löschen</button>"))
            #expect(delete.text.contains("(0 Check-ins)"))
            #expect(try await alice.get("/habits/archived").text.contains("<h1>Archivierte Gewohnheiten</h1>"))
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "ar"}"#).status == .ok)
            let arabic = try await alice.get("/habits/\(id)/edit")
            #expect(arabic.text.contains("<html lang=\"ar\" dir=\"rtl\""))
            #expect(arabic.text.contains(">احفظ التغييرات</button>") && arabic.text.contains("<h1>عدّل Läuft</h1>"))
        }
    }

    @Test func completionsSpeakTheAccountsLanguage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await alice.api.createHabit(#"{"name": "Water", "unit": "cups", "target": 8}"#)
            #expect(try await alice.post("/habits/\(id)/check-in", [("amount", "1"), ("note", "Morgens")]).status == .seeOther)
            let english = try await alice.get("/habits/\(id)/completions")
            for word in [">Add a check-in</h3>", "Total: <strong>1 cups</strong> · goal 8 cups a day", ">1 cup</strong>", ">Tu</th>"] {
                #expect(english.text.contains(word), "\(word)")
            }
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let german = try await alice.get("/habits/\(id)/completions")
            for word in [
                "Einträge von <a href=\"/habits/\(id)\">Water</a>", ">Check-in hinzufügen</h3>",
                "Summe: <strong>1 cups</strong> · Ziel 8 cups am Tag", ">1 cups</strong>", "Morgens", ">Diesen Tag überspringen</button>",
                ">Check-ins eines Zeitraums</h2>",
            ] {
                #expect(german.text.contains(word), "\(word)")
            }
            for english in ["Add a check-in", "Skip this day", "Not rated", ">Tu</th>"] {
                #expect(!german.text.contains(english), "\(english)")
            }
        }
    }

    @Test func schedulesGoalsAndCountsInGermanAndArabic() throws {
        let german = WebText(Localizer(.german))
        #expect(german.schedule(.daily) == "täglich")
        #expect(german.schedule(.everyNDays(1)) == "täglich")
        #expect(german.schedule(.everyNDays(3)) == "alle 3 Tage")
        #expect(german.schedule(.timesPerWeek(3)) == "3× pro Woche")
        #expect(german.schedule(.timesInDays(2, 10)) == "2× in 10 Tagen")
        #expect(german.schedule(.daysOfMonth([31, 1, -1])) == "Tage 1, 31, letzter des Monats")
        #expect(german.schedule(.nthWeekday(week: -1, weekday: .friday)).hasPrefix("letzter "))
        #expect(german.successes(3, of: 1, .day) == "3 von 1 Tag")
        #expect(german.successes(3, of: 30, .week) == "3 von 30 Wochen")
        #expect(german.percent(0.836) == "84\u{a0}%")
        #expect(german.percent(nil) == "—")
        #expect(german.healthValue(.steps, 17432) == "17.432 Schritte")
        #expect(german.healthValue(.steps, 1) == "1 Schritt")
        #expect(german.metricInSentence(.steps) == "Schritte")

        let arabic = WebText(Localizer(.arabic))
        // Six plural forms: one and two in words, 3–10, 11–99 (by the last two digits), 100 and the rest.
        #expect(arabic.successes(1, of: 2, .day) == "\(arabic.integer(1)) من يومين")
        #expect(arabic.successes(1, of: 1, .month) == "\(arabic.integer(1)) من شهر واحد")
        #expect(arabic.successes(4, of: 7, .day) == "\(arabic.integer(4)) من \(arabic.integer(7)) أيام")
        #expect(arabic.successes(4, of: 30, .day) == "\(arabic.integer(4)) من \(arabic.integer(30)) يومًا")
        #expect(arabic.successes(4, of: 100, .day) == "\(arabic.integer(4)) من \(arabic.integer(100)) يوم")
        #expect(arabic.healthValue(.steps, 2) == "خطوتان")
        // A chart's side has room for one letter of Arabic's whole-word weekday names.
        #expect(arabic.narrowWeekday(.monday).count == 1)

        let english = WebText()
        #expect(english.schedule(.timesPerWeek(3)) == "3× per week")
        #expect(english.successes(3, of: 1, .day) == "3 of 1 day")
        #expect(english.healthValue(.steps, 17432) == "17,432 steps")
        #expect(english.percent(0.836) == "84%")
        #expect(english.narrowWeekday(.wednesday) == "Wed")
        #expect(english.mediumDay(try #require(Day(year: 2026, month: 2, day: 28))) == "28 Feb 2026")
    }
}
