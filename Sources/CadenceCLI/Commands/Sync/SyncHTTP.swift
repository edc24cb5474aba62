import AsyncHTTPClient
import Foundation

/// The command line's HTTP exchange with a Cadence server for `cadence sync` (docs/api.md "Sync",
/// "Accounts, sessions and tokens"): one AsyncHTTPClient per run, shut down at the end; redirects
/// are not followed (the token goes only to the URL the person gave); every request is bounded by
/// `requestTimeout` seconds and every answer by `maximumAnswerBytes`; a refusal becomes a
/// `CommandFailure` carrying the problem's `code` and `detail`.
final class SyncHTTP: Sendable {
    /// The two methods the exchange uses.
    enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    /// What the server answered: its status, `Set-Cookie` headers and body.
    struct Answer: Sendable {
        let status: Int
        let cookies: [String]
        let location: String?
        let body: Data
    }

    /// The RFC 9457 problem every Cadence refusal carries (docs/api.md "Errors").
    private struct Problem: Decodable {
        let code: String?
        let detail: String?
    }

    /// Seconds one request may take, and seconds to connect.
    static let requestTimeout: Int64 = 60
    static let connectTimeout: Int64 = 10
    /// The largest answer read: a full pull page (1,000 entries of up to 64 KiB, escaped) fits.
    static let maximumAnswerBytes = 256 * 1024 * 1024

    let server: SyncServerURL
    private let client: HTTPClient

    init(server: SyncServerURL) {
        self.server = server
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.timeout = HTTPClient.Configuration.Timeout(
            connect: .seconds(Self.connectTimeout), read: .seconds(Self.requestTimeout))
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    /// Ends the client's connections; call once, when the run is over.
    func shutdown() async {
        try? await client.shutdown()
    }

    /// Runs `body` with a client for `server` and shuts it down afterwards, also when `body`
    /// throws (AsyncHTTPClient traps on a client released without `shutdown()`).
    static func with<Value: Sendable>(_ server: SyncServerURL, _ body: (SyncHTTP) async throws -> Value) async throws -> Value {
        let http = SyncHTTP(server: server)
        do {
            let value = try await body(http)
            await http.shutdown()
            return value
        } catch {
            await http.shutdown()
            throw error
        }
    }

    /// Sends one request to `path` (with its query) on the server and answers what came back,
    /// whatever the status. Failing to reach the server, or a timeout, is a `syncUnreachable` failure.
    func send(_ method: Method, _ path: String, headers: [(String, String)] = [], json body: Data? = nil) async throws -> Answer {
        var request = HTTPClientRequest(url: server.url(path))
        request.method = method == .get ? .GET : .POST
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "User-Agent", value: "cadence/\(CadenceCommand.version)")
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(Array(body))
        }
        do {
            let response = try await client.execute(request, timeout: .seconds(Self.requestTimeout))
            var data = Data()
            for try await chunk in response.body {
                data.append(contentsOf: chunk.readableBytesView)
                guard data.count <= Self.maximumAnswerBytes else {
                    throw CommandFailure(
                        code: "syncAnswerInvalid",
                        "\(server) answered more than \(Self.maximumAnswerBytes / (1024 * 1024)) MiB to \(method.rawValue) \(Self.pathOnly(path))")
                }
            }
            return Answer(
                status: Int(response.status.code),  // integer-only
                cookies: response.headers["Set-Cookie"], location: response.headers.first(name: "Location"), body: data)
        } catch let failure as CommandFailure {
            throw failure
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as HTTPClientError where [.deadlineExceeded, .readTimeout, .connectTimeout].contains(error) {
            throw CommandFailure(
                code: "syncUnreachable", "\(server) did not answer \(method.rawValue) \(Self.pathOnly(path)) in time (\(error))")
        } catch {
            throw CommandFailure(code: "syncUnreachable", "cannot reach \(server): \(error)")
        }
    }

    /// The answer's body decoded as `Value` when its status is 2xx; otherwise the refusal
    /// (`unauthorized` is the message for a 401).
    func decode<Value: Decodable>(_ type: Value.Type, from answer: Answer, of request: String, unauthorized: String) throws -> Value {
        try requireSuccess(answer, of: request, unauthorized: unauthorized)
        do {
            return try JSONDecoder().decode(Value.self, from: answer.body)
        } catch {
            throw CommandFailure(
                code: "syncAnswerInvalid", "\(server) answered \(request) with JSON Cadence does not understand: \(error)")
        }
    }

    /// Throws the refusal an answer that is not 2xx carries.
    func requireSuccess(_ answer: Answer, of request: String, unauthorized: String) throws {
        guard !(200...299).contains(answer.status) else { return }
        let problem = try? JSONDecoder().decode(Problem.self, from: answer.body)
        let detail = problem?.detail.map { ": \($0)" } ?? ""
        switch answer.status {
        case 401:
            throw CommandFailure(code: "unauthorized", unauthorized)
        case 300...399:
            let target = answer.location.map { " to \($0)" } ?? ""
            throw CommandFailure(
                code: "syncRedirected",
                "\(server) redirects \(request)\(target); give the server's final address with --server")
        case 404 where problem == nil:
            throw CommandFailure(
                code: "notFound", "\(server) has no \(Self.pathOnly(request)) (HTTP 404): is it a Cadence server with sync?")
        default:
            throw CommandFailure(
                code: problem?.code ?? "syncRefused", "\(server) refused \(request) (HTTP \(answer.status))\(detail)")
        }
    }

    private static func pathOnly(_ path: String) -> String {
        String(path.prefix(while: { $0 != "?" }))
    }
}
