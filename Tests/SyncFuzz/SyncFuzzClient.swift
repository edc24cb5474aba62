import Foundation
import Hummingbird
import HummingbirdTesting

/// A signed-in client of the in-process router for the sync fuzzer: bearer token, JSON in, the
/// status and the decoded JSON out.
struct SyncFuzzClient: Sendable {
    let client: any TestClientProtocol
    var token: String?

    struct Answer: Sendable {
        var status: HTTPResponse.Status
        var text: String
        var object: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:] }
        var code: String? { object["code"] as? String }
    }

    func with(token: String) -> SyncFuzzClient { SyncFuzzClient(client: client, token: token) }

    func send(_ method: HTTPRequest.Method, _ path: String, _ json: String? = nil, cookie: String? = nil) async throws -> Answer {
        var fields: HTTPFields = [:]
        if let token { fields[.authorization] = "Bearer \(token)" }
        if let cookie { fields[.cookie] = "cadence_session=\(cookie)" }
        if json != nil { fields[.contentType] = "application/json" }
        let response = try await client.execute(uri: path, method: method, headers: fields, body: json.map { ByteBuffer(string: $0) })
        return Answer(status: response.status, text: String(decoding: Data(response.body.readableBytesView), as: UTF8.self))
    }

    /// Signs `username` up and returns a client with a new personal API token.
    func signUp(_ username: String) async throws -> SyncFuzzClient {
        let body = #"{"username": "\#(username)", "password": "correct horse", "timeZone": "UTC"}"#
        let response = try await client.execute(
            uri: "/api/v1/auth/sign-up", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: body))
        guard response.status == .created, let header = response.headers[.setCookie],
            let cookie = header.split(separator: ";").first?.split(separator: "=", maxSplits: 1).last
        else { throw SyncFuzzFailure("sign-up of \(username) answered \(response.status)") }
        let session = String(cookie)
        let token = try await send(.post, "/api/v1/tokens", #"{"name": "fuzz"}"#, cookie: session)
        guard token.status == .created, let secret = token.object["secret"] as? String else {
            throw SyncFuzzFailure("token of \(username) answered \(token.status)")
        }
        if username == "alice" {
            _ = try await send(.patch, "/api/v1/server/settings", #"{"signUpsOpen": true}"#, cookie: session)
        }
        return with(token: secret)
    }

    /// `POST /api/v1/sync` with `entries` (each space, key, value).
    func push(_ entries: [SyncFuzzEntry], device: String = "fuzz.device") async throws -> Answer {
        let body: [String: Any] = ["deviceId": device, "entries": entries.map { ["space": $0.space, "key": $0.key, "value": $0.value] }]
        let data = try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
        return try await send(.post, "/api/v1/sync", String(decoding: data, as: UTF8.self))
    }

    /// Every entry of the person's document (`GET /api/v1/sync`, all pages).
    func pullAll() async throws -> (status: HTTPResponse.Status, entries: [SyncFuzzEntry]) {
        var cursor: Int64 = 0
        var entries: [SyncFuzzEntry] = []
        for page in 0..<1000 {
            let answer = try await send(.get, "/api/v1/sync?after=\(cursor)&limit=1000" + (page > 0 ? "&continued=true" : ""))
            guard answer.status == .ok else { return (answer.status, entries) }
            let object = answer.object
            for item in object["entries"] as? [[String: Any]] ?? [] {
                entries.append(
                    SyncFuzzEntry(space: item["space"] as? String ?? "", key: item["key"] as? String ?? "", value: item["value"] as? String ?? ""))
            }
            cursor = (object["cursor"] as? NSNumber)?.int64Value ?? cursor
            if object["more"] as? Bool != true { break }
        }
        return (.ok, entries)
    }
}

/// One pushed entry.
struct SyncFuzzEntry: Sendable, Hashable {
    var space: String
    var key: String
    var value: String
}

/// A failure of the fuzzer's own set-up.
struct SyncFuzzFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
