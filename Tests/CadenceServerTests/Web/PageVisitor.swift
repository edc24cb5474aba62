import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import CadenceWeb

/// A page answer as the web tests read it (docs/web.md pages): status, headers and the body as text.
struct PageAnswer: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: Data

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The redirect target.
    var location: String? { headers[.location] }

    /// How many times `needle` occurs in the body.
    func count(_ needle: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The text between the first `start` and the next `end` after it, or `nil`.
    func between(_ start: String, and end: String) -> String? {
        guard let from = text.range(of: start), let to = text[from.upperBound...].range(of: end) else { return nil }
        return String(text[from.upperBound..<to.lowerBound])
    }
}

/// A signed-in browser for the web route tests: signs up through the API (`POST
/// /api/v1/auth/sign-up`) for a session cookie, derives the CSRF token from it as the pages do,
/// and sends pages' requests (URL-encoded and multipart forms) with that cookie. Page requests
/// bypass `ContractChecker`, which covers the API only.
struct PageVisitor: Sendable {
    /// Which CSRF token a form carries (docs/web.md "CSRF").
    enum Token: Sendable {
        /// The session's own token.
        case valid
        /// No `csrf` field at all.
        case missing
        /// This value instead.
        case value(String)
    }

    /// A file of a multipart form (the import upload, docs/web.md "Forms").
    struct File: Sendable {
        var field = "file"
        var name: String
        var contentType = "application/octet-stream"
        var data: Data
    }

    let client: any TestClientProtocol
    let session: String
    let user: UserID

    /// The token this browser's pages carry.
    var csrf: String { CSRFProtection.derived(fromSession: session) }

    /// The same client through the API, with this browser's session.
    var api: APIClient { APIClient(client: client, credential: .session(session)) }

    /// Signs up `username` (time zone UTC) and returns its browser.
    static func signUp(_ username: String, on client: any TestClientProtocol, sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> PageVisitor
    {
        let api = try await APIClient(client: client).signUp(username, sourceLocation: sourceLocation)
        guard case .session(let session) = api.credential else {
            Issue.record("sign-up gave no session", sourceLocation: sourceLocation)
            throw CancellationError()
        }
        let user = try await api.get("/api/v1/account", sourceLocation: sourceLocation).int("id")
        return PageVisitor(client: client, session: session, user: user)
    }

    /// The owner `alice`, who opens sign-ups, and the member `bob`.
    static func twoUsers(on client: any TestClientProtocol) async throws -> (alice: PageVisitor, bob: PageVisitor) {
        let alice = try await signUp("alice", on: client)
        let opened = try await alice.api.patch("/api/v1/server/settings", #"{"signUpsOpen": true}"#)
        #expect(opened.status == .ok)
        return (alice, try await signUp("bob", on: client))
    }

    func get(_ path: String) async throws -> PageAnswer {
        try await send(.get, path, headers: [:], body: nil)
    }

    /// Posts a URL-encoded form with `fields` and the chosen CSRF token.
    func post(_ path: String, _ fields: [(String, String)] = [], csrf token: Token = .valid) async throws -> PageAnswer {
        let body = (withToken(fields, token)).map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return try await send(
            .post, path, headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: body))
    }

    /// Posts a `multipart/form-data` form with `fields`, `files` and the chosen CSRF token.
    func postMultipart(_ path: String, _ fields: [(String, String)] = [], files: [File], csrf token: Token = .valid)
        async throws -> PageAnswer
    {
        let boundary = "----CadenceTestBoundary7MA4YWxkTrZu0gW"
        var body = Data()
        for (name, value) in withToken(fields, token) {
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8))
        }
        for file in files {
            body.append(
                Data(
                    ("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; filename=\"\(file.name)\"\r\n"
                        + "Content-Type: \(file.contentType)\r\n\r\n").utf8))
            body.append(file.data)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return try await sendRaw(path, contentType: "multipart/form-data; boundary=\(boundary)", body: body)
    }

    /// Posts `body` as it is, with `contentType`.
    /// A GET that also carries `cookies` (`name=value; …`) next to the session.
    func get(_ path: String, cookies: String) async throws -> PageAnswer {
        try await send(.get, path, headers: [:], body: nil, extraCookies: cookies)
    }

    /// A GET with extra request headers (`If-None-Match`).
    func get(_ path: String, headers: HTTPFields) async throws -> PageAnswer {
        try await send(.get, path, headers: headers, body: nil)
    }

    /// A HEAD request.
    func head(_ path: String) async throws -> PageAnswer {
        try await send(.head, path, headers: [:], body: nil)
    }

    func sendRaw(_ path: String, contentType: String, body: Data) async throws -> PageAnswer {
        try await send(.post, path, headers: [.contentType: contentType], body: ByteBuffer(bytes: body))
    }

    private func send(
        _ method: HTTPRequest.Method, _ path: String, headers: HTTPFields, body: ByteBuffer?, extraCookies: String? = nil
    ) async throws -> PageAnswer {
        var fields = headers
        fields[.cookie] = "cadence_session=\(session)" + (extraCookies.map { "; " + $0 } ?? "")
        fields[.accept] = "text/html"
        let response = try await client.execute(uri: path, method: method, headers: fields, body: body)
        return PageAnswer(status: response.status, headers: response.headers, body: Data(response.body.readableBytesView))
    }

    private func withToken(_ fields: [(String, String)], _ token: Token) -> [(String, String)] {
        switch token {
        case .valid: [("csrf", csrf)] + fields
        case .missing: fields
        case .value(let value): [("csrf", value)] + fields
        }
    }

    private static func encode(_ text: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
