import CadenceCore
import CadenceServices
import CadenceSync
import Foundation

/// `cadence sync` over HTTP (docs/sync.md "Protocol", docs/api.md "Sync"): pushes with
/// `POST /api/v1/sync {"deviceId", "entries"}` and pulls with
/// `GET /api/v1/sync?after=&limit=&deviceId=`, signed in with `Authorization: Bearer <token>`.
/// Every number in an answer is range-checked before the client acts on it: a push must be
/// accepted whole (or nothing is acknowledged), a page holds at most the entries asked for.
struct HTTPSyncTransport: SyncTransport {
    let http: SyncHTTP
    let token: String

    /// The longest token accepted (Cadence's are `cad_` and 43 characters).
    static let maximumTokenLength = 1024

    /// The body of a push (schema `SyncPushRequest`).
    private struct PushBody: Encodable {
        let deviceId: String
        let entries: [SyncEntry]
        let more: Bool
    }

    /// A transport with its own HTTP client; `shutdown()` it when the run is over.
    init(server: SyncServerURL, token: String) throws(CommandFailure) {
        self.init(http: SyncHTTP(server: server), token: try Self.validatedToken(token))
    }

    init(http: SyncHTTP, token: String) {
        self.http = http
        self.token = token
    }

    var server: SyncServerURL { http.server }

    func shutdown() async {
        await http.shutdown()
    }

    /// A token as the `Authorization` header can carry it: 1–1024 visible ASCII characters.
    static func validatedToken(_ raw: String) throws(CommandFailure) -> String {
        let token = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...maximumTokenLength).contains(token.utf8.count),
            token.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
        else {
            throw CommandFailure(
                code: "tokenInvalid", "a token is 1–\(maximumTokenLength) visible ASCII characters (such as cad_…)")
        }
        return token
    }

    func push(deviceID: String, entries: [SyncEntry], more: Bool) async throws -> SyncPushAnswer {
        let body = try JSONEncoder().encode(PushBody(deviceId: deviceID, entries: entries, more: more))
        let answer = try await http.send(.post, "/api/v1/sync", headers: authorization, json: body)
        let pushed = try http.decode(
            SyncPushAnswer.self, from: answer, of: "POST /api/v1/sync", unauthorized: Self.refusedToken(server))
        guard pushed.accepted == entries.count, (0...pushed.accepted).contains(pushed.changed) else {
            throw CommandFailure(
                code: "syncAnswerInvalid",
                "\(server) answered a push of \(entries.count) entries with accepted \(pushed.accepted), changed \(pushed.changed); nothing was "
                    + "acknowledged"
            )
        }
        return pushed
    }

    func pull(deviceID: String, after cursor: Int64, limit: Int, continued: Bool) async throws -> SyncPage {
        let limit = min(max(limit, 1), SyncEngine.maximumBatch)
        var query = URLComponents()
        query.queryItems = [
            URLQueryItem(name: "after", value: String(max(cursor, 0))),
            URLQueryItem(name: "limit", value: String(limit)),
            URLQueryItem(name: "deviceId", value: deviceID),
            URLQueryItem(name: "continued", value: continued ? "true" : "false"),
        ]
        let answer = try await http.send(.get, "/api/v1/sync?" + (query.percentEncodedQuery ?? ""), headers: authorization)
        let page = try http.decode(SyncPage.self, from: answer, of: "GET /api/v1/sync", unauthorized: Self.refusedToken(server))
        guard page.cursor >= 0, page.entries.count <= limit else {
            throw CommandFailure(
                code: "syncAnswerInvalid",
                "\(server) answered a pull of at most \(limit) entries with \(page.entries.count) entries and cursor \(page.cursor)")
        }
        return page
    }

    private var authorization: [(String, String)] { [("Authorization", "Bearer \(token)")] }

    /// What a 401 means to a person syncing.
    static func refusedToken(_ server: SyncServerURL) -> String {
        "\(server) refused the token; run `cadence sync login --server \(server) --token T` (or --email) again"
    }
}
