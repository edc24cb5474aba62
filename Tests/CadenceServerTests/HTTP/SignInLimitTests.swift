import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// docs/domain-rules.md §8, docs/api.md "Rate limits": failed sign-ins are limited per
/// (account, address), with a slower account-wide back-off that spares addresses the owner
/// signed in from — so knowing a username is not enough to lock its owner out.
@Suite struct SignInLimitTests {
    private static let attacker = "203.0.113.7"
    private static let owner = "198.51.100.1"

    /// Behind a trusted proxy, so each request names its client address.
    private static func configuration(accountWide: ServerConfiguration.RateLimit? = nil) -> ServerConfiguration {
        var configuration = TestServer.configuration
        configuration.trustsForwardedFor = true
        if let accountWide { configuration.signInLimitPerAccount = accountWide }
        return configuration
    }

    private func signIn(
        _ client: APIClient, password: String, from address: String, username: String = "alice"
    ) async throws -> APIResponse {
        try await client.send(
            .post, "/api/v1/auth/sign-in", json: #"{"username": "\#(username)", "password": "\#(password)"}"#,
            headers: .forwardedFor(address))
    }

    @Test func anAttackerFailingManyTimesDoesNotStopTheOwnerFromAnotherAddress() async throws {
        try await TestServer(configuration: Self.configuration()).run { client in
            _ = try await client.signUp("alice")
            for attempt in 1...10 {
                #expect(try await signIn(client, password: "guess \(attempt)", from: Self.attacker).status == .unauthorized)
            }
            #expect(try await signIn(client, password: "guess 11", from: Self.attacker).status == .tooManyRequests)
            let owner = try await signIn(client, password: "correct horse", from: Self.owner)
            #expect(owner.status == .ok)
            #expect(owner.sessionCookie != nil)
        }
    }

    @Test func theAttackersAddressIsLimitedEvenWithTheRightPassword() async throws {
        let server = try TestServer(configuration: Self.configuration())
        try await server.run { client in
            _ = try await client.signUp("alice")
            for attempt in 1...10 {
                _ = try await signIn(client, password: "guess \(attempt)", from: Self.attacker)
            }
            let limited = try await signIn(client, password: "correct horse", from: Self.attacker)
            #expect(limited.status == .tooManyRequests)
            #expect(limited.code == "rateLimited")
            let wait = try #require(limited.header("retry-after").flatMap(Int.init))
            #expect(wait > 0 && wait <= 900)
            server.clock.advance(by: 901)
            #expect(try await signIn(client, password: "correct horse", from: Self.attacker).status == .ok)
        }
    }

    @Test func nineFailuresThenASuccessClearTheAddressesCount() async throws {
        try await TestServer(configuration: Self.configuration()).run { client in
            _ = try await client.signUp("alice")
            for attempt in 1...9 {
                _ = try await signIn(client, password: "typo \(attempt)", from: Self.owner)
            }
            #expect(try await signIn(client, password: "correct horse", from: Self.owner).status == .ok)
            for attempt in 1...9 {
                #expect(try await signIn(client, password: "typo \(attempt)", from: Self.owner).status == .unauthorized)
            }
            #expect(try await signIn(client, password: "correct horse", from: Self.owner).status == .ok)
        }
    }

    @Test func theAccountWideBackOffEngagesAtItsThresholdAndSparesKnownAddresses() async throws {
        let server = try TestServer(configuration: Self.configuration(accountWide: .init(attempts: 5, window: 3600)))
        try await server.run { client in
            _ = try await client.signUp("alice")
            #expect(try await signIn(client, password: "correct horse", from: Self.owner).status == .ok)
            for bot in 1...4 {
                #expect(try await signIn(client, password: "guess", from: "192.0.2.\(bot)").status == .unauthorized)
            }
            // Below the threshold a new address still signs in (and becomes known).
            #expect(try await signIn(client, password: "correct horse", from: "192.0.2.50").status == .ok)
            #expect(try await signIn(client, password: "guess", from: "192.0.2.5").status == .unauthorized)
            let backedOff = try await signIn(client, password: "correct horse", from: "192.0.2.99")
            #expect(backedOff.status == .tooManyRequests)
            let wait = try #require(backedOff.header("retry-after").flatMap(Int.init))
            #expect(wait > 900 && wait <= 3600)
            #expect(try await signIn(client, password: "correct horse", from: Self.owner).status == .ok)
            #expect(try await signIn(client, password: "correct horse", from: "192.0.2.50").status == .ok)
            // An hour later the back-off is over.
            server.clock.advance(by: 3601)
            #expect(try await signIn(client, password: "correct horse", from: "192.0.2.99").status == .ok)
        }
    }
}
