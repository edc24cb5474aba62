import CadenceCore
import CadenceHTTP
import CadenceStorage
import Foundation
import Testing

/// docs/sync.md "Notes" through `/api/v1/sync`: a note's entry may be larger than other entries
/// (a 200 KB text travels; 6 MiB is the most), its fields and versions are checked (422
/// `syncEntryInvalid` naming the entry) and another person's note id is refused (403
/// `syncForeignID`), nothing changed.
@Suite struct NoteSyncAPITests {
    /// A note entry's value: title, pin, creation instant and one text version, all stamped `stamp`.
    static func noteValue(title: String, text: String?, stamp: SyncStamp, versionStamp: SyncStamp? = nil) throws -> String {
        func json(_ value: some Encodable) throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        struct Version: Encodable {
            var text: String?
            var title: String
            var history: [String]
        }
        let entry = SyncFieldsEntry(fields: [
            "title": .init(v: try json(title), t: stamp),
            "pinned": .init(v: "false", t: stamp),
            "createdAt": .init(v: String(stamp.milliseconds), t: stamp),
            "text.\(stamp)": .init(v: try json(Version(text: text, title: title.isEmpty ? "x" : title, history: [])), t: versionStamp ?? stamp),
        ])
        return try json(entry)
    }

    @Test func notesTravelThroughTheAPIAndBadOrForeignNotesAreRefused() async throws {
        let server = try TestServer()
        try await server.run { client in
            let (alice, bob) = try await client.twoUsers()
            #expect(try await alice.post("/api/v1/notes", #"{"title": "Diary", "content": "private words"}"#).status == .created)
            let page = try await alice.get("/api/v1/sync")
            let aliceNote = try #require(page.json["entries"]?.arrayValue?.first { $0["space"]?.stringValue == "note" })
            let refused = try await bob.post("/api/v1/sync", try SyncAPITests.pushBody([aliceNote]))
            #expect(refused.status == .forbidden && refused.code == "syncForeignID", "\(refused.text)")

            let milliseconds = Int64((server.clock.now.timeIntervalSince1970 * 1000).rounded(.down))
            let stamp = try #require(SyncStamp(milliseconds: milliseconds, counter: 0, device: "laptop"))
            let other = try #require(SyncStamp(milliseconds: milliseconds, counter: 1, device: "laptop"))
            let key = String(repeating: "ab", count: 16)
            let refusals: [(String, String)] = [
                ("an empty title", try Self.noteValue(title: "", text: "x", stamp: stamp)),
                ("a version stamped unlike its name", try Self.noteValue(title: "T", text: "x", stamp: stamp, versionStamp: other)),
                ("a delete stamp", #"{"deleted":"\#(stamp)","fields":{}}"#),
                ("an unknown field", #"{"fields":{"colour":{"t":"\#(stamp)","v":"1"}}}"#),
                ("a text over 1 MB", try Self.noteValue(title: "T", text: String(repeating: "a", count: (1 << 20) + 1), stamp: stamp)),
            ]
            for (what, value) in refusals {
                let response = try await bob.post("/api/v1/sync", try SyncAPITests.pushBody([SyncAPITests.entry("note", key, value)]))
                #expect(response.status == .unprocessableContent && response.code == "syncEntryInvalid", "\(what): \(response.text.prefix(300))")
                #expect(response.json["errors"]?.arrayValue?.first?["field"]?.stringValue?.hasPrefix("entries[0]") == true, "\(what)")
            }
            let tooLarge = String(repeating: "v", count: (6 << 20) + 1)
            let large = try await bob.post("/api/v1/sync", try SyncAPITests.pushBody([SyncAPITests.entry("note", key, tooLarge)]))
            #expect(large.status == .unprocessableContent && large.json["errors"]?.arrayValue?.first?["field"]?.stringValue == "entries[0].value")
            #expect(try await bob.get("/api/v1/notes").items.isEmpty, "nothing changed")

            let long = String(repeating: "A long line of words. ", count: 10_000)
            let value = try Self.noteValue(title: "Long", text: long, stamp: stamp)
            let accepted = try await bob.post("/api/v1/sync", try SyncAPITests.pushBody([SyncAPITests.entry("note", key, value)]))
            #expect(accepted.status == .ok, "\(accepted.text.prefix(300))")
            let notes = try await bob.get("/api/v1/notes").items
            #expect(notes.count == 1 && notes.first?["title"]?.stringValue == "Long" && notes.first?["content"]?.stringValue == long)
            #expect(try await alice.get("/api/v1/notes").items.count == 1)
        }
    }

    /// docs/sync.md "Money", "To-dos", "Health entries": a bad account, transaction, to-do or health
    /// entry is a 422 naming the entry, a balance or client id field is refused, another person's
    /// account (as a key, or named by a transaction) is a 403.
    @Test func badOrForeignMoneyEntriesAreRefused() async throws {
        let server = try TestServer()
        try await server.run { client in
            let (alice, bob) = try await client.twoUsers()
            #expect(try await alice.post("/api/v1/accounts", #"{"name": "Main", "currency": "EUR"}"#).status == .created)
            let page = try await alice.get("/api/v1/sync")
            let aliceAccount = try #require(page.json["entries"]?.arrayValue?.first { $0["space"]?.stringValue == "account" })
            let aliceKey = try #require(aliceAccount["key"]?.stringValue)
            let stamp = try #require(
                SyncStamp(milliseconds: Int64((server.clock.now.timeIntervalSince1970 * 1000).rounded(.down)), counter: 0, device: "laptop"))
            func fields(_ pairs: [String: String]) -> String {
                let entry = SyncFieldsEntry(fields: pairs.mapValues { SyncFieldsEntry.Field(v: $0, t: stamp) })
                return String(decoding: (try? JSONEncoder().encode(entry)) ?? Data(), as: UTF8.self)
            }
            let key = String(repeating: "cd", count: 16)
            let refusals: [(String, String, String)] = [
                ("a balance field", "account", fields(["balance": "100"])),
                ("a withdrawn currency", "account", fields(["currency": #""HRK""#])),
                ("an empty name", "account", fields(["name": #""""#])),
                ("an opening of 16 digits", "account", fields(["opening": "1000000000000000"])),
                ("a zero amount", "transaction", fields(["amount": "0"])),
                ("a day Cadence does not store", "transaction", fields(["day": #""2300-01-01""#])),
                ("a transaction without its account", "transaction", fields(["account": "null"])),
                ("a to-do without a title", "todo", fields(["title": #""  ""#])),
                ("a repeat every 366 days", "todo", fields(["repeat": #""every 366 days""#])),
                ("a due day Cadence does not store", "todo", fields(["due": #""2300-01-01""#])),
                ("a mood of 6", "health", fields(["type": #""mood""#, "value": "6"])),
                ("714 kg", "health", fields(["type": #""weight""#, "value": "714"])),
                ("a value without its type", "health", fields(["value": "5"])),
                ("a client id", "health", fields(["clientId": #""x""#])),
            ]
            for (what, space, value) in refusals {
                let response = try await bob.post("/api/v1/sync", try SyncAPITests.pushBody([SyncAPITests.entry(space, key, value)]))
                #expect(response.status == .unprocessableContent && response.code == "syncEntryInvalid", "\(what): \(response.text.prefix(300))")
                #expect(response.json["errors"]?.arrayValue?.first?["field"]?.stringValue == "entries[0]", "\(what)")
            }
            let foreign: [(String, SyncEntryValue)] = [
                ("an account key", SyncEntryValue(space: "account", key: aliceKey, value: fields(["type": #""cash""#]))),
                ("a transaction's account", SyncEntryValue(space: "transaction", key: key, value: fields(["account": "\"\(aliceKey)\""]))),
            ]
            for (what, entry) in foreign {
                let response = try await bob.post(
                    "/api/v1/sync", try SyncAPITests.pushBody([SyncAPITests.entry(entry.space, entry.key, entry.value)]))
                #expect(response.status == .forbidden && response.code == "syncForeignID", "\(what): \(response.text.prefix(300))")
            }
            #expect(try await bob.get("/api/v1/accounts").items.isEmpty, "nothing changed")
            #expect(try await alice.post("/api/v1/todos", #"{"title": "Secret"}"#).status == .created)
            let todo = try #require(
                try await alice.get("/api/v1/sync").json["entries"]?.arrayValue?.first { $0["space"]?.stringValue == "todo" })
            let refused = try await bob.post("/api/v1/sync", try SyncAPITests.pushBody([todo]))
            #expect(refused.status == .forbidden && refused.code == "syncForeignID", "another person's to-do: \(refused.text.prefix(300))")
        }
    }

    /// One entry to push.
    struct SyncEntryValue {
        var space: String
        var key: String
        var value: String
    }
}
