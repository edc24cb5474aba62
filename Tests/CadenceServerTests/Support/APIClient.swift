import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A test client that signs its requests (a bearer token or a session cookie), sends JSON,
/// and checks every response against the OpenAPI document (`ContractChecker`).
struct APIClient: Sendable {
    /// How the client proves who it is.
    enum Credential: Sendable {
        case none
        case bearer(String)
        case session(String)
    }

    let client: any TestClientProtocol
    var credential: Credential = .none

    /// The same client signed in another way.
    func with(_ credential: Credential) -> APIClient {
        APIClient(client: client, credential: credential)
    }

    @discardableResult
    func send(
        _ method: HTTPRequest.Method, _ path: String, json: String? = nil, headers: HTTPFields = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> APIResponse {
        var fields = headers
        switch credential {
        case .none: break
        case .bearer(let token): fields[.authorization] = "Bearer \(token)"
        case .session(let token): fields[.cookie] = "cadence_session=\(token)"
        }
        if json != nil, fields[.contentType] == nil { fields[.contentType] = "application/json" }
        let response = try await client.execute(
            uri: path, method: method, headers: fields, body: json.map { ByteBuffer(string: $0) })
        let answer = APIResponse(
            status: response.status, headers: response.headers, body: Data(response.body.readableBytesView))
        ContractChecker.check(method: method.rawValue, path: path, response: answer, sourceLocation: sourceLocation)
        return answer
    }

    /// Sends `data` as it is (a binary upload such as a zip or a SQLite file).
    @discardableResult
    func send(
        _ method: HTTPRequest.Method, _ path: String, data: Data, contentType: String = "application/octet-stream",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> APIResponse {
        var fields: HTTPFields = [.contentType: contentType]
        switch credential {
        case .none: break
        case .bearer(let token): fields[.authorization] = "Bearer \(token)"
        case .session(let token): fields[.cookie] = "cadence_session=\(token)"
        }
        let response = try await client.execute(uri: path, method: method, headers: fields, body: ByteBuffer(bytes: data))
        let answer = APIResponse(
            status: response.status, headers: response.headers, body: Data(response.body.readableBytesView))
        ContractChecker.check(method: method.rawValue, path: path, response: answer, sourceLocation: sourceLocation)
        return answer
    }

    @discardableResult
    func get(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> APIResponse {
        try await send(.get, path, sourceLocation: sourceLocation)
    }

    @discardableResult
    func post(_ path: String, _ json: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) async throws -> APIResponse {
        try await send(.post, path, json: json, sourceLocation: sourceLocation)
    }

    @discardableResult
    func put(_ path: String, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> APIResponse {
        try await send(.put, path, json: json, sourceLocation: sourceLocation)
    }

    @discardableResult
    func patch(_ path: String, _ json: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> APIResponse {
        try await send(.patch, path, json: json, sourceLocation: sourceLocation)
    }

    @discardableResult
    func delete(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> APIResponse {
        try await send(.delete, path, sourceLocation: sourceLocation)
    }
}

extension HTTPFields {
    /// `X-Forwarded-For: address`, for the rate-limit tests.
    static func forwardedFor(_ address: String) -> HTTPFields {
        var fields = HTTPFields()
        fields[HTTPFields.Element.Name("X-Forwarded-For")!] = address
        return fields
    }
}
