import CadenceAPI
import CadenceCore
import CadenceImport
import CadenceServer
import CadenceStorage
import Foundation
import GRDB
import Hummingbird
import Testing
import ZIPFoundation

@testable import CadenceServices

/// Issue 18 through the server: `POST /api/v1/import` and the web import page take every
/// format, a `.zip` of any of them included (docs/import-export.md "Zip archives"), within the
/// upload limits; a refused upload changes nothing.
@Suite struct PeerImportUploadTests {
    static let harshHabits = "! Mornings\nStretched: 1\nWrote pages: 3/7\n"
    static let harshLog = """
        2026-03-01 : Stretched : y
        2026-03-02 : Stretched : s : travelling
        2026-03-02 : Wrote pages : y : short story : 2

        """

    /// A zip holding a folder `harsh` with harsh's two files, as a person would zip it.
    static func harshZip(in folder: URL) throws -> Data {
        let file = folder.appendingPathComponent("harsh.zip")
        let archive = try Archive(url: file, accessMode: .create)
        for (name, text) in [("harsh/habits", harshHabits), ("harsh/log", harshLog)] {
            let data = Data(text.utf8)
            try archive.addEntry(
                with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate,
                provider: { position, size in data.subdata(in: Int(position)..<Int(position) + size) })
        }
        return try Data(contentsOf: file)
    }

    /// A small Rewire backup: its tables, one habit, two check-ins.
    static func rewireBackup(in folder: URL) throws -> Data {
        let file = folder.appendingPathComponent("rewire.db")
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE HABITS (_id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, description TEXT,
                        schedule INTEGER, active_days TEXT, repeating_count INTEGER, days INTEGER, period INTEGER);
                    CREATE TABLE CHECKINS (_id INTEGER PRIMARY KEY AUTOINCREMENT, habit_id INTEGER, date TEXT, type INTEGER);
                    CREATE TABLE REMINDERS (_id INTEGER PRIMARY KEY AUTOINCREMENT, habit_id INTEGER, time INTEGER,
                        active_days TEXT);
                    CREATE TABLE UNIT (_id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT);
                    INSERT INTO HABITS VALUES (1, 'Floss', '', 0, '0,1,2,3,4,5,6', 1, 1, 0);
                    INSERT INTO CHECKINS VALUES (1, 1, '20260301', 2);
                    INSERT INTO CHECKINS VALUES (2, 1, '20260302', 2);
                    """)
        }
        try queue.close()
        return try Data(contentsOf: file)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cadence-peer-upload-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theAPITakesAZipOfAFolderFormatAndADatabaseTellsItsAppByItsTables() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = try Self.harshZip(in: folder)
        let rewire = try Self.rewireBackup(in: folder)
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let preview = try await alice.send(.post, "/api/v1/import?fileName=harsh.zip&dryRun=true", data: zip)
            #expect(preview.status == .ok)
            #expect(preview.json["format"]?.stringValue == "harsh")
            #expect(preview.json["habitsCreated"]?.numberValue == 2)
            #expect(try await alice.get("/api/v1/habits").items.isEmpty, "a dry run writes nothing")

            let imported = try await alice.send(.post, "/api/v1/import?fileName=harsh.zip", data: zip)
            #expect(imported.status == .ok)
            #expect(imported.json["fileName"]?.stringValue == "harsh.zip")
            let names = try await alice.get("/api/v1/habits").items.compactMap { $0["name"]?.stringValue }
            #expect(names.sorted() == ["Stretched", "Wrote pages"])

            let again = try await alice.send(.post, "/api/v1/import?fileName=harsh.zip", data: zip)
            #expect(again.json["habitsCreated"]?.numberValue == 0)
            #expect(again.json["checkIns"]?.numberValue == 0)

            let backup = try await alice.send(.post, "/api/v1/import?fileName=rewire_backup.db", data: rewire)
            #expect(backup.status == .ok)
            #expect(backup.json["format"]?.stringValue == "rewire")
            #expect(backup.json["checkIns"]?.numberValue == 2)
        }
    }

    @Test func aDamagedZipIsRefusedAndChangesNothing() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = try Self.harshZip(in: folder)
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            try await alice.send(.post, "/api/v1/habits", json: #"{"name": "Read", "startDate": "2026-03-01"}"#)
            let before = try await alice.get("/api/v1/habits").text
            for cut in [zip.count / 2, 40, 4] {
                let refused = try await alice.send(.post, "/api/v1/import?fileName=harsh.zip", data: zip.prefix(cut))
                #expect(refused.status == .unprocessableContent, "cut at \(cut)")
                #expect(refused.text.contains("harsh.zip"), "the refusal names the person's file")
                #expect(!refused.text.contains("cadence-"), "never a temporary path")
            }
            #expect(try await alice.get("/api/v1/habits").text == before)
            let log = try await alice.get("/api/v1/imports").items
            #expect(log.count == 3)
            #expect(log.allSatisfy { $0["succeeded"]?.boolValue == false })
        }
    }

    @Test func theWebPageTakesAZipAndOffersEveryFormat() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = try Self.harshZip(in: folder)
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let page = try await alice.get("/data")
            for format in ImportFormat.allCases {
                #expect(page.text.contains("value=\"\(format.rawValue)\""), "the format select offers \(format.rawValue)")
            }
            let answer = try await alice.postMultipart(
                "/data/import", [("format", "auto")],
                files: [.init(name: "harsh.zip", contentType: "application/zip", data: zip)])
            #expect(answer.status == .ok)
            #expect(answer.text.contains("data-outcome=\"imported\" data-habits-created=\"2\" data-check-ins=\"2\""))
            let habits = try await server.store.habits(of: alice.user, includeArchived: true)
            #expect(habits.map(\.name).sorted() == ["Stretched", "Wrote pages"])
        }
    }

    @Test func theWebPageDownloadsALoopBackupThatImportsBack() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            try await alice.api.send(.post, "/api/v1/habits", json: #"{"name": "Read", "startDate": "2026-03-01"}"#)
            let page = try await alice.get("/data")
            #expect(page.text.contains("id=\"export-loop\""))
            let download = try await alice.get("/data/export/loop.db")
            #expect(download.status == .ok)
            #expect(download.headers[.contentDisposition]?.contains("Loop Habits Backup") == true)
            #expect(Array(download.body.prefix(15)) == Array("SQLite format 3".utf8))
            let imported = try await bob.api.send(.post, "/api/v1/import?fileName=Loop.db", data: download.body)
            #expect(imported.status == .ok)
            #expect(imported.json["format"]?.stringValue == "loop-db")
            #expect(try await server.store.habits(of: bob.user, includeArchived: true).map(\.name) == ["Read"])
        }
    }
}
