import CadenceImport
import CadenceLocalization
import Foundation
import Hummingbird
import Testing

@testable import CadenceWeb

/// Issue #41 on /data: the import formats' names, the reasons entries were not imported and the
/// importer's issues in the page's language; English keeps the importer's own words.
@Suite struct WebLanguageImportTests {
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyImportFormatHasItsNameInEveryLanguage(language: Language) {
        let text = WebText(Localizer(language))
        for format in ImportFormat.allCases where format != .genericCSV {
            #expect(text.importFormatName(format) != format.displayName, "\(format) in \(language)")
        }
        #expect(text.importFormatColumn("loop-db") == text.importFormatName(.loopDatabase))
        #expect(text.importFormatColumn("something-else") == "something-else")
    }

    @Test func englishKeepsTheImportersWords() {
        let text = WebText()
        for format in ImportFormat.allCases {
            #expect(text.importFormatName(format) == format.displayName)
        }
        #expect(text.importFormatColumn("loop-db") == "loop-db")
        #expect(text.notImportedReason("reminders beyond 5 for one habit") == "reminders beyond 5 for one habit")
    }

    @Test func aReasonWithValuesReadsAsAGeneralSentenceOutsideEnglish() {
        let german = WebText(Localizer(.german))
        #expect(german.notImportedReason("entries without a date") == "Einträge ohne Datum")
        #expect(german.notImportedReason("zero amounts (a day without check-ins totals 0)") == "Mengen von null (ein Tag ohne Check-ins ergibt 0)")
        #expect(german.notImportedReason("reminders beyond 5 for one habit") == "andere Einträge, die Cadence nicht aufnehmen kann")
    }

    @Test func theDataPageSpeaksTheAccountsLanguage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let page = try await alice.get("/data")
            #expect(page.text.contains("<option value=\"loop-db\">Loop-Habit-Tracker-Sicherung (.db)</option>"))
            #expect(page.text.contains("Google-Fit-Tagesaktivitätswerte (CSV)"))
            #expect(!page.text.contains("Loop Habit Tracker backup (.db)"))

            let refused = try await alice.postMultipart(
                "/data/import", [("format", "auto")], files: [.init(name: "broken.json", data: Data("not json at all".utf8))])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("<li class=\"import-issue\">Die Datei hat 1 Problem. Die Einzelheiten gibt es nur auf Englisch"))
            #expect(refused.text.contains("data-succeeded=\"false\""))
            #expect(!refused.text.contains("nothing was imported"))
        }
    }

    @Test func partnershipDatesAndARefusedFormSpeakTheAccountsLanguage() async throws {
        try await TestServer().run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let code = try await alice.api.post("/api/v1/partners/invites", "{}").json["code"]?.stringValue ?? ""
            #expect(try await bob.api.post("/api/v1/partners/accept", #"{"code": "\#(code)"}"#).status == .created)
            let english = try await bob.get("/partners")
            #expect(english.text.range(of: #"Partners since [0-9]{4}-[0-9]{2}-[0-9]{2}T"#, options: .regularExpression) != nil)
            let refusedInEnglish = try await bob.post("/settings/theme", [("theme", "neon")])
            #expect(
                refusedInEnglish.text.contains("choose the system&#39;s theme, light or dark") || refusedInEnglish.text.contains("choose the system"))

            #expect(try await bob.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let german = try await bob.get("/partners")
            #expect(german.text.range(of: #"Partner seit <time datetime="[0-9T:-]+Z">"#, options: .regularExpression) != nil)
            let refused = try await bob.post("/settings/theme", [("theme", "neon")])
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("Dieses Formular konnte nicht gelesen werden."))
            #expect(!refused.text.contains("choose the system"))
        }
    }
}
