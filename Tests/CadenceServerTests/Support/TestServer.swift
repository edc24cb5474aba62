import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceSQLite
import CadenceServer
import CadenceStorage
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import CadenceServices

/// A Cadence server on an in-memory SQLite store with a hand-moved clock, tested through
/// Hummingbird's router test framework (no open port).
struct TestServer: Sendable {
    let store: SQLiteStore
    let clock: TestClock
    let configuration: ServerConfiguration

    init(configuration: ServerConfiguration = TestServer.configuration) throws {
        store = try SQLiteStore.inMemory()
        clock = TestClock()
        self.configuration = configuration
    }

    /// The test configuration: bcrypt's lowest cost, otherwise the defaults.
    static var configuration: ServerConfiguration {
        ServerConfiguration(bcryptCost: 4)
    }

    /// Runs `body` with a client of a freshly built application.
    func run<Value: Sendable>(_ body: @Sendable (APIClient) async throws -> Value) async throws -> Value {
        var logger = Logger(label: "cadence.server.tests")
        logger.logLevel = .critical
        let application = try buildApplication(
            configuration: configuration, services: ServiceLayer(store: store, environment: clock.environment), logger: logger,
            document: ContractChecker.document)
        return try await application.test(.router) { client in
            try await body(APIClient(client: client))
        }
    }
}

/// Sign-up and sign-in helpers shared by the route tests.
extension APIClient {
    /// Signs up `username` (password `correct horse`) and returns a client with its session.
    func signUp(_ username: String, timeZone: String = "UTC", sourceLocation: SourceLocation = #_sourceLocation) async throws -> APIClient {
        let response = try await with(.none).post(
            "/api/v1/auth/sign-up",
            #"{"username": "\#(username)", "password": "correct horse", "timeZone": "\#(timeZone)"}"#,
            sourceLocation: sourceLocation)
        #expect(response.status == .created, "sign-up: \(response.text)", sourceLocation: sourceLocation)
        let cookie = try #require(response.sessionCookie, sourceLocation: sourceLocation)
        return with(.session(cookie))
    }

    /// Signs in an existing account and returns a client with the new session.
    func signIn(_ username: String, password: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> APIClient {
        let response = try await with(.none).post(
            "/api/v1/auth/sign-in", #"{"username": "\#(username)", "password": "\#(password)"}"#, sourceLocation: sourceLocation)
        let cookie = try #require(response.sessionCookie, "sign-in: \(response.text)", sourceLocation: sourceLocation)
        return with(.session(cookie))
    }

    /// A client for a new personal API token of this (signed-in) client's user.
    func withNewToken(named name: String = "tests") async throws -> APIClient {
        let response = try await post("/api/v1/tokens", #"{"name": "\#(name)"}"#)
        #expect(response.status == .created)
        return with(.bearer(try #require(response.json["secret"]?.stringValue)))
    }

    /// Two users: the owner Alice, who opens sign-ups, and the member Bob; both by API token.
    func twoUsers() async throws -> (alice: APIClient, bob: APIClient) {
        let alice = try await signUp("alice")
        try await alice.patch("/api/v1/server/settings", #"{"signUpsOpen": true}"#)
        let bob = try await signUp("bob")
        return (try await alice.withNewToken(), try await bob.withNewToken())
    }

    /// Creates a habit from a JSON body and returns its id.
    func createHabit(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int64 {
        let response = try await post("/api/v1/habits", json, sourceLocation: sourceLocation)
        #expect(response.status == .created, "create habit: \(response.text)", sourceLocation: sourceLocation)
        return try response.int("id")
    }
}
