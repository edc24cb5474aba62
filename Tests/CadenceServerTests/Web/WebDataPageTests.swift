import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceImport
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices
@testable import CadenceWeb

/// `GET /data`, the export downloads and `POST /data/import` (docs/web.md "import/export";
/// docs/import-export.md): dry runs write nothing, imports write once and are logged,
/// duplicates are skipped, refused files and bad tokens change nothing, each user's own data.
@Suite struct WebDataPageTests {
    /// Alice's JSON export with one habit, "Read", checked in on 10 and 11 June.
    func aliceExport(_ alice: PageVisitor) async throws -> Data {
        let read = try await alice.api.createHabit(#"{"name": "Read", "startDate": "2026-06-01"}"#)
        try await alice.api.post("/api/v1/habits/\(read)/checkins", #"{"date": "2026-06-10"}"#)
        try await alice.api.post("/api/v1/habits/\(read)/checkins", #"{"date": "2026-06-11"}"#)
        let export = try await alice.get("/data/export.json")
        #expect(export.status == .ok)
        return export.body
    }

    func habitNames(_ store: some CadenceStore, _ user: UserID) async throws -> [String] {
        try await store.habits(of: user, includeArchived: true).map(\.name)
    }

    @Test func thePageHasTheExportLinksAndTheImportForm() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let page = try await alice.get("/data")
            #expect(page.status == .ok)
            for needle in [
                "id=\"export-json\"", "href=\"/data/export.json\"", "id=\"export-csv\"", "href=\"/data/export/habits.csv\"",
                "<form id=\"import-form\" method=\"post\" action=\"/data/import\" enctype=\"multipart/form-data\"",
                "type=\"file\" name=\"file\"", "<select name=\"format\"", "<option value=\"auto\" selected>",
                "name=\"dryRun\"", "id=\"import-button\"", "id=\"no-imports\"",
            ] {
                #expect(page.text.contains(needle), "no \(needle) on /data")
            }
            for format in ImportFormat.allCases {
                #expect(page.text.contains("<option value=\"\(format.rawValue)\""))
            }
            #expect(!page.text.contains("id=\"import-result\""))
        }
    }

    @Test func theExportsAreTheUsersOwnData() async throws {
        try await TestServer().run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let json = try await aliceExport(alice)
            #expect(String(decoding: json, as: UTF8.self).contains("\"Read\""))
            let response = try await alice.get("/data/export.json")
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.headers[.contentDisposition]?.hasPrefix("attachment; filename=\"cadence-export-2026-06-15") == true)

            let habits = try await alice.get("/data/export/habits.csv")
            #expect(habits.status == .ok)
            #expect(habits.headers[.contentType] == "text/csv; charset=utf-8")
            #expect(habits.text.hasPrefix("id,name,"))
            #expect(habits.text.contains(",Read,"))
            let checkIns = try await alice.get("/data/export/checkins.csv")
            #expect(checkIns.text.contains("2026-06-10"))
            #expect(try await alice.get("/data/export/secrets.csv").status == .notFound)

            let bobs = try await bob.get("/data/export.json")
            #expect(bobs.status == .ok)
            #expect(!bobs.text.contains("\"Read\""))
            #expect(!(try await bob.get("/data/export/habits.csv")).text.contains("Read"))
        }
    }

    @Test func aDryRunShowsWhatWouldHappenAndWritesNothing() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let json = try await aliceExport(alice)
            let answer = try await bob.postMultipart(
                "/data/import", [("format", "auto"), ("dryRun", "1")],
                files: [.init(name: "export.json", contentType: "application/json", data: json)])
            #expect(answer.status == .ok)
            #expect(answer.text.contains("id=\"import-result\""))
            #expect(answer.text.contains("data-outcome=\"dry-run\" data-habits-created=\"1\" data-check-ins=\"2\""))
            #expect(answer.text.contains("name=\"dryRun\" value=\"1\" checked"))
            #expect(try await habitNames(server.store, bob.user).isEmpty)
            #expect(try await server.store.checkInCount(of: bob.user) == 0)
            #expect(try await server.store.imports(of: bob.user).isEmpty)
        }
    }

    @Test func anImportIsWrittenOnceLoggedAndSkipsDuplicates() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let json = try await aliceExport(alice)
            let file = PageVisitor.File(name: "export.json", contentType: "application/json", data: json)
            let imported = try await bob.postMultipart("/data/import", [("format", "cadence-json")], files: [file])
            #expect(imported.status == .ok)
            #expect(imported.text.contains("data-outcome=\"imported\" data-habits-created=\"1\" data-check-ins=\"2\""))
            #expect(try await habitNames(server.store, bob.user) == ["Read"])
            #expect(try await server.store.checkInCount(of: bob.user) == 2)
            let log = try await server.store.imports(of: bob.user)
            #expect(log.map(\.succeeded) == [true])
            #expect(imported.text.contains("<tr class=\"import-record\" data-succeeded=\"true\">"))

            let again = try await bob.postMultipart("/data/import", files: [file])
            #expect(again.status == .ok)
            #expect(again.text.contains("data-habits-created=\"0\" data-check-ins=\"0\" data-check-ins-already-present=\"2\""))
            #expect(try await habitNames(server.store, bob.user) == ["Read"])
            #expect(try await server.store.checkInCount(of: bob.user) == 2)
            #expect(try await server.store.imports(of: bob.user).count == 2)
            #expect(try await habitNames(server.store, alice.user) == ["Read"])
        }
    }

    @Test func aFolderFormatsFilesAreReadTogether() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let habit = "6F1C2A9E-0000-4000-8000-000000000001"
            let habits =
                #"[{"id": "\#(habit)", "name": "Water", "unit": "count", "targetValue": 8, "frequency": "daily", "createdAt": "#
                + #""2026-03-01T08:00:00Z"}]"#
            let entries = #"[{"id": "A1", "habitID": "\#(habit)", "value": 6, "date": "2026-03-02T09:30:00Z"}]"#
            let files: [PageVisitor.File] = [
                .init(name: "lucidpal/lucidpal_habits.json", data: Data(habits.utf8)),
                .init(name: "lucidpal/lucidpal_entries_2026-03.json", data: Data(entries.utf8)),
            ]
            let preview = try await alice.postMultipart("/data/import", [("dryRun", "1")], files: files)
            #expect(preview.status == .ok)
            #expect(preview.text.contains("data-outcome=\"dry-run\" data-habits-created=\"1\" data-check-ins=\"1\""))
            #expect(preview.text.contains("Importing lucidpal (LucidPal habit files)"))
            #expect(try await habitNames(server.store, alice.user).isEmpty)

            let imported = try await alice.postMultipart("/data/import", [("format", "lucidpal")], files: files)
            #expect(imported.status == .ok)
            #expect(try await habitNames(server.store, alice.user) == ["Water"])
            #expect(try await server.store.checkInCount(of: alice.user) == 1)
        }
    }

    @Test(arguments: [
        #"{"format": "cadence", "version": 1, "habits": [{"name": ""#, "not json at all", "",
    ])
    func aMalformedFileIsRefusedAndChangesNothing(content: String) async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.api.createHabit(#"{"name": "Mine"}"#)
            let refused = try await alice.postMultipart(
                "/data/import", [("format", "auto")], files: [.init(name: "broken.json", data: Data(content.utf8))])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("data-outcome=\"refused\""))
            #expect(refused.text.contains("class=\"import-issue\""))
            #expect(try await habitNames(server.store, alice.user) == ["Mine"])
            #expect(try await server.store.checkInCount(of: alice.user) == 0)
            #expect(try await server.store.imports(of: alice.user).map(\.succeeded) == [false])
            #expect(refused.text.contains("data-succeeded=\"false\""))
        }
    }

    @Test func anUnusableFormIsRefusedWithItsReason() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let noFile = try await alice.postMultipart("/data/import", [("format", "auto")], files: [.init(name: "", data: Data())])
            #expect(noFile.status == .unprocessableContent)
            #expect(noFile.text.contains("Choose a file to import."))
            let unknown = try await alice.postMultipart(
                "/data/import", [("format", "word-97")], files: [.init(name: "x.json", data: Data("{}".utf8))])
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.text.contains("class=\"error-box\""))
            #expect(try await server.store.imports(of: alice.user).isEmpty)
            #expect(try await habitNames(server.store, alice.user).isEmpty)
        }
    }

    @Test func anUploadNeedsTheRightCSRFToken() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let json = try await aliceExport(alice)
            let file = PageVisitor.File(name: "export.json", data: json)
            for token in [PageVisitor.Token.missing, .value("nope"), .value(alice.csrf)] {
                let refused = try await bob.postMultipart("/data/import", files: [file], csrf: token)
                #expect(refused.status == .forbidden)
            }
            #expect(try await habitNames(server.store, bob.user).isEmpty)
            #expect(try await server.store.imports(of: bob.user).isEmpty)
        }
    }

    @Test func aMalformedUploadIsABadRequest() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let noBoundary = try await alice.sendRaw("/data/import", contentType: "multipart/form-data", body: Data("x".utf8))
            #expect(noBoundary.status == .badRequest)
            let urlEncoded = try await alice.sendRaw(
                "/data/import", contentType: "application/x-www-form-urlencoded", body: Data("csrf=\(alice.csrf)".utf8))
            #expect(urlEncoded.status == .badRequest)
            let unclosed = try await alice.sendRaw(
                "/data/import", contentType: "multipart/form-data; boundary=b",
                body: Data("--b\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(alice.csrf)".utf8))
            #expect(unclosed.status == .badRequest)
            #expect(try await server.store.imports(of: alice.user).isEmpty)
        }
    }

    @Test func fileNamesAndIssuesAreEscaped() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let refused = try await alice.postMultipart(
                "/data/import", files: [.init(name: "<img src=x onerror=alert(1)>.json", data: Data("nope".utf8))])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("&lt;img src=x onerror=alert(1)&gt;.json"))
            #expect(!refused.text.contains("<img src=x"))
        }
    }

    @Test func signedOutVisitorsGetNoExport() async throws {
        try await TestServer().run { api in
            _ = try await PageVisitor.signUp("alice", on: api.client)
            let response = try await api.client.execute(uri: "/data/export.json", method: .get, headers: [:], body: nil)
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/sign-in")
        }
    }
}
