import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceServer
import CadenceStorage
import Foundation
import Hummingbird
import Testing

@testable import CadenceServices

/// `/api/v1/sync` (docs/api.md "Sync"): push and pull of a person's document entries — a round
/// trip in pages, idempotent pushes, refusals that change nothing, sign-in and isolation. Every
/// answer is checked against openapi.yaml by `APIClient` (`ContractChecker`).
@Suite struct SyncAPITests {
    /// Every space a store keeps sync records in (document and bookkeeping): "nothing changed"
    /// compares all of them.
    static let spaces = [
        "habit", "category", "settings", "dayrecord", "checkin", "dayset", "achievement", "link.habit", "link.category", "link.checkin",
        "shadow.habit", "shadow.category", "shadow.settings", "shadow.dayrecord", "seen.dayset", "meta",
        // docs/sync.md "Notes", "Money", "To-dos", "Health entries", "Routines".
        "routine", "note", "account", "transaction", "todo", "health", "link.routine", "link.note", "link.account", "link.transaction",
        "link.todo", "link.health", "shadow.routine", "shadow.note", "shadow.account", "shadow.transaction", "shadow.todo", "shadow.health",
    ]

    /// The user's sync records in every space, by sequence.
    static func records(_ server: TestServer, of user: UserID) async throws -> [SyncRecord] {
        try await server.store.syncRecords(of: user, spaces: spaces, after: 0, limit: 1_000_000)
    }

    /// A push body.
    static func pushBody(device: String = "laptop.1", _ entries: [JSONValue]) throws -> String {
        let body = JSONValue.object(["deviceId": .string(device), "entries": .array(entries)])
        return String(decoding: try JSONEncoder().encode(body), as: UTF8.self)
    }

    static func entry(_ space: String, _ key: String, _ value: String) -> JSONValue {
        .object(["space": .string(space), "key": .string(key), "value": .string(value)])
    }

    /// Whether every person's document may have an entry of this key: the settings, the preset
    /// categories' well-known ids (`preset_<name>`) and the achievements of the catalog. Such
    /// entries merge with the receiver's own.
    static func isShared(_ entry: JSONValue) -> Bool {
        entry["space"] == .string("settings") || entry["space"] == .string("achievement")
            || (entry["space"] == .string("category") && entry["key"]?.stringValue?.hasPrefix("preset_") == true)
    }

    /// `space/key` of an entry.
    static func name(_ entry: JSONValue) -> String {
        "\(entry["space"]?.stringValue ?? "?")/\(entry["key"]?.stringValue ?? "?")"
    }

    /// The document of Dana on another server (another device): three habits, each with a
    /// check-in, as her first pull answers it.
    static func otherDevicesEntries() async throws -> [JSONValue] {
        try await TestServer().run { client in
            let dana = try await client.signUp("dana")
            for name in ["Read", "Run", "Write"] {
                let id = try await dana.createHabit(#"{"name": "\#(name)", "startDate": "2026-06-01"}"#)
                #expect(try await dana.post("/api/v1/habits/\(id)/checkins", #"{"date": "2026-06-14"}"#).status == .created)
            }
            let page = try await dana.get("/api/v1/sync?limit=1000")
            #expect(page.status == .ok, "\(page.text)")
            #expect(page.json["more"] == .bool(false))
            return try #require(page.json["entries"]?.arrayValue)
        }
    }

    @Test func pushThenPullRoundTripsInPagesAndARepeatChangesNothing() async throws {
        let entries = try await Self.otherDevicesEntries()
        #expect(entries.filter { $0["space"] == .string("habit") }.count == 3)
        #expect(entries.filter { $0["space"] == .string("checkin") }.count == 3)
        try await TestServer().run { client in
            let bob = try await client.signUp("bob").withNewToken()
            let body = try Self.pushBody(entries)
            let first = try await bob.post("/api/v1/sync", body)
            #expect(first.status == .ok, "\(first.text)")
            #expect(try first.int("accepted") == Int64(entries.count))
            #expect(try first.int("changed") > 0)
            let again = try await bob.post("/api/v1/sync", body)
            #expect(again.status == .ok, "\(again.text)")
            #expect(try again.int("accepted") == Int64(entries.count))
            #expect(try again.int("changed") == 0)
            let names = try await bob.get("/api/v1/habits").items.compactMap { $0["name"]?.stringValue }
            #expect(names.sorted() == ["Read", "Run", "Write"])

            var cursor: Int64 = 0
            var pulled: [JSONValue] = []
            var pages = 0
            var more = true
            while more && pages < 100 {
                let page = try await bob.get("/api/v1/sync?after=\(cursor)&limit=2&deviceId=phone_2")
                #expect(page.status == .ok, "\(page.text)")
                let items = page.json["entries"]?.arrayValue ?? []
                #expect((1...2).contains(items.count), "page \(pages): \(page.text)")
                let next = try page.int("cursor")
                #expect(next > cursor)
                cursor = next
                pulled += items
                pages += 1
                more = page.json["more"] == .bool(true)
            }
            #expect(pages >= 3 && pages == (pulled.count + 1) / 2)
            let end = try await bob.get("/api/v1/sync?after=\(cursor)&limit=2")
            #expect(end.json["entries"] == .array([]) && end.json["more"] == .bool(false))
            #expect(try end.int("cursor") == cursor)

            let byName = Dictionary(pulled.map { (Self.name($0), $0) }, uniquingKeysWith: { first, _ in first })
            #expect(byName.count == pulled.count, "an entry came twice")
            // Shared entries merge with Bob's own; every other entry comes back as it was pushed.
            for entry in entries {
                if Self.isShared(entry) {
                    #expect(byName[Self.name(entry)] != nil, "\(Self.name(entry))")
                } else {
                    #expect(byName[Self.name(entry)] == entry, "\(Self.name(entry))")
                }
            }
        }
    }

    @Test func refusedPushesAre422AndChangeNothing() async throws {
        let foreign = try await Self.otherDevicesEntries()
        let server = try TestServer()
        try await server.run { client in
            let bob = try await client.signUp("bob").withNewToken()
            let user = try await bob.get("/api/v1/account").int("id")
            _ = try await bob.createHabit(#"{"name": "Walk"}"#)
            #expect(try await bob.get("/api/v1/sync").status == .ok)
            let records = try await Self.records(server, of: user)
            #expect(records.contains { $0.space == "habit" })
            let habits = try await bob.get("/api/v1/habits").text
            let small = Self.entry("habit", "k", "{}")
            let refusals: [(String, String, String)] = [
                ("an empty device id", try Self.pushBody(device: "", [small]), "deviceId"),
                ("a device id with a space", try Self.pushBody(device: "my laptop", [small]), "deviceId"),
                ("a 65-byte device id", try Self.pushBody(device: String(repeating: "d", count: 65), [small]), "deviceId"),
                ("1,001 entries", try Self.pushBody((0...1000).map { Self.entry("habit", "k\($0)", "{}") }), "entries"),
                ("a 33-byte space", try Self.pushBody([Self.entry(String(repeating: "s", count: 33), "k", "{}")]), "entries[0].space"),
                ("a 201-byte key", try Self.pushBody([small, Self.entry("habit", String(repeating: "k", count: 201), "{}")]), "entries[1].key"),
                ("a 65,537-byte value", try Self.pushBody([Self.entry("habit", "k", String(repeating: "v", count: 65_537))]), "entries[0].value"),
                ("a value that is not JSON", try Self.pushBody([Self.entry("habit", "k1", "not json")]), "entries[0]"),
                ("an unknown space", try Self.pushBody([Self.entry("trash", "k1", "{}")]), "entries[0]"),
                (
                    "valid entries, then a malformed one", try Self.pushBody(foreign + [Self.entry("checkin", "c1", "[]")]),
                    "entries[\(foreign.count)]"
                ),
            ]
            for (what, body, field) in refusals {
                let response = try await bob.post("/api/v1/sync", body)
                #expect(response.status == .unprocessableContent, "\(what): \(response.text.prefix(300))")
                #expect(response.code == "syncEntryInvalid", "\(what)")
                #expect(response.json["errors"]?.arrayValue?.first?["field"]?.stringValue == field, "\(what): \(response.text.prefix(300))")
            }
            for (what, body, status) in [
                ("a device id that is a number", #"{"deviceId": 5, "entries": []}"#, HTTPResponse.Status.badRequest),
                ("an unknown field", #"{"deviceId": "d", "entries": [], "since": 0}"#, .badRequest),
                ("an entry without a value", #"{"deviceId": "d", "entries": [{"space": "habit", "key": "k"}]}"#, .badRequest),
                ("no body", "", .badRequest),
                ("a body over 8 MiB", try Self.pushBody([Self.entry("habit", "k", String(repeating: "v", count: 8 << 20))]), .contentTooLarge),
            ] {
                let response = try await bob.post("/api/v1/sync", body)
                #expect(response.status == status, "\(what): \(response.text.prefix(300))")
            }
            let text = try await bob.send(.post, "/api/v1/sync", json: try Self.pushBody([]), headers: [.contentType: "text/plain"])
            #expect(text.status == .unsupportedMediaType)
            #expect(try await Self.records(server, of: user) == records)
            #expect(try await bob.get("/api/v1/habits").text == habits)

            // The same checks pass a good push: it is the refusal that kept the store as it was.
            let accepted = try await bob.post("/api/v1/sync", try Self.pushBody(foreign))
            #expect(accepted.status == .ok, "\(accepted.text)")
            #expect(try await bob.get("/api/v1/habits").items.count == 4)
        }
    }

    @Test func refusedPullsAre422AndRecordNothing() async throws {
        let server = try TestServer()
        try await server.run { client in
            let bob = try await client.signUp("bob").withNewToken()
            let user = try await bob.get("/api/v1/account").int("id")
            #expect(try await bob.get("/api/v1/sync").status == .ok)
            // A change a good pull would record first; a refused pull must not.
            _ = try await bob.createHabit(#"{"name": "Walk"}"#)
            let records = try await Self.records(server, of: user)
            for (query, field) in [
                ("after=-1", "after"), ("after=abc", "after"), ("after=1.5", "after"), ("after=", "after"),
                ("after=9007199254740992", "after"), ("after=99999999999999999999", "after"),
                ("limit=0", "limit"), ("limit=1001", "limit"), ("limit=ten", "limit"), ("limit=-5", "limit"),
                ("deviceId=my%20phone", "deviceId"), ("deviceId=", "deviceId"), ("deviceId=\(String(repeating: "p", count: 65))", "deviceId"),
            ] {
                let response = try await bob.get("/api/v1/sync?\(query)")
                #expect(response.status == .unprocessableContent, "\(query): \(response.text)")
                #expect(response.code == "syncEntryInvalid", "\(query)")
                #expect(response.json["errors"]?.arrayValue?.first?["field"]?.stringValue == field, "\(query)")
            }
            #expect(try await Self.records(server, of: user) == records)
            let good = try await bob.get("/api/v1/sync?after=9007199254740991&limit=1000&deviceId=phone.2")
            #expect(good.status == .ok && good.json["entries"] == .array([]))
            #expect(try good.int("cursor") == 9_007_199_254_740_991)
            #expect(try await Self.records(server, of: user) != records, "a good pull records the new habit")
            #expect(try await bob.get("/api/v1/sync").header("cache-control") == "no-store")
        }
    }

    @Test func withoutSignInBothAre401AndASessionWorks() async throws {
        try await TestServer().run { client in
            let session = try await client.signUp("bob")
            for anonymous in [client.with(.none), client.with(.bearer("cad_not_a_token"))] {
                #expect(try await anonymous.get("/api/v1/sync").status == .unauthorized)
                let push = try await anonymous.post("/api/v1/sync", try Self.pushBody([]))
                #expect(push.status == .unauthorized)
                #expect(push.code == "notSignedIn")
            }
            #expect(try await session.get("/api/v1/sync").status == .ok)
            let empty = try await session.post("/api/v1/sync", try Self.pushBody([]))
            #expect(empty.status == .ok, "\(empty.text)")
            #expect(try empty.int("accepted") == 0 && (try empty.int("changed")) == 0)
        }
    }

    @Test func aUserPullsOnlyTheirDocumentAndCannotPushAnothersIDs() async throws {
        let server = try TestServer()
        try await server.run { client in
            let (alice, bob) = try await client.twoUsers()
            let habit = try await alice.createHabit(#"{"name": "Secret diary", "startDate": "2026-06-01"}"#)
            #expect(try await alice.post("/api/v1/habits/\(habit)/checkins", #"{"date": "2026-06-14"}"#).status == .created)
            try await alice.put("/api/v1/habits/\(habit)/days/2026-06-13", #"{"note": "private"}"#)
            let alicePage = try await alice.get("/api/v1/sync")
            let aliceEntries = try #require(alicePage.json["entries"]?.arrayValue).filter { !Self.isShared($0) }
            let aliceSpaces = Set(aliceEntries.compactMap { $0["space"]?.stringValue })
            #expect(aliceSpaces.isSuperset(of: ["habit", "checkin", "dayrecord"]), "\(aliceSpaces)")

            let bobPage = try await bob.get("/api/v1/sync")
            #expect(bobPage.status == .ok)
            let bobNames = Set((bobPage.json["entries"]?.arrayValue ?? []).map(Self.name))
            #expect(bobNames.isDisjoint(with: aliceEntries.map(Self.name)))
            #expect(!bobPage.text.contains("Secret diary") && !bobPage.text.contains("private"))

            let aliceID = try await alice.get("/api/v1/account").int("id")
            let bobID = try await bob.get("/api/v1/account").int("id")
            let aliceRecords = try await Self.records(server, of: aliceID)
            let bobRecords = try await Self.records(server, of: bobID)
            for entry in aliceEntries {
                let refused = try await bob.post("/api/v1/sync", try Self.pushBody([entry]))
                #expect(refused.status == .forbidden, "\(Self.name(entry)): \(refused.text)")
                #expect(refused.code == "syncForeignID")
            }
            let all = try await bob.post("/api/v1/sync", try Self.pushBody(aliceEntries))
            #expect(all.status == .forbidden && all.code == "syncForeignID")
            #expect(try await Self.records(server, of: bobID) == bobRecords)
            #expect(try await Self.records(server, of: aliceID) == aliceRecords)
            #expect(try await bob.get("/api/v1/habits").items.isEmpty)
            #expect(try await alice.get("/api/v1/habits").items.count == 1)
        }
    }
}
