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
}
