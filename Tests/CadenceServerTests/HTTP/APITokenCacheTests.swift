import CadenceCore
import CadenceHTTP
import CadenceSQLite
import CadenceServer
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// The per-process cache of API tokens (`APITokenCache` behind `CachingAccountStore`,
/// docs/api.md "Accounts, sessions and tokens"): a revocation through this process is honoured
/// at once, one made directly in the store (another process) once the entry expires — after
/// 2 s of the injected clock, never by sleeping — and the data revision is always the store's.
@Suite struct APITokenCacheTests {
    /// An in-memory store with one account and one API token, seen through a caching store
    /// on a hand-moved clock.
    struct Fixture {
        let store: SQLiteStore
        let clock: TestClock
        let cache: APITokenCache
        let accounts: CachingAccountStore
        let user: UserID
        let token: APIToken
        let hash = SecretToken.digest("cad_test-secret")

        init() async throws {
            store = try SQLiteStore.inMemory()
            clock = TestClock()
            cache = APITokenCache()
            accounts = CachingAccountStore(store, tokens: cache, environment: clock.environment)
            let account = try await store.createAccount(
                NewAccount(username: "alice", passwordHash: "x", settings: UserSettings(timeZoneIdentifier: "UTC")),
                at: clock.now)
            user = account.id
            token = try await store.createAPIToken(named: "script", tokenHash: hash, for: user, at: clock.now)
        }

        /// Whether the caching store accepts the token now.
        func accepted() async throws -> Bool {
            try await accounts.activeAPIToken(tokenHash: hash) != nil
        }
    }

    @Test func aTokenRevokedThroughThisProcessIsRefusedAtOnce() async throws {
        let fixture = try await Fixture()
        #expect(try await fixture.accepted())
        #expect(fixture.cache.count == 1)
        try await fixture.accounts.revokeAPIToken(fixture.token.id, of: fixture.user, at: fixture.clock.now)
        #expect(fixture.cache.count == 0)
        #expect(try await !fixture.accepted())
    }

    @Test func aTokenRevokedThroughTheAPIIsRefusedAtOnce() async throws {
        let server = try TestServer()
        try await server.run { client in
            let alice = try await client.signUp("alice")
            let created = try await alice.post("/api/v1/tokens", #"{"name": "script"}"#)
            let secret = try #require(created.json["secret"]?.stringValue)
            let id = try #require(created.json["token"]?["id"]?.numberValue)
            let script = client.with(.bearer(secret))
            #expect(try await script.get("/api/v1/today").status == .ok)
            #expect(try await script.get("/api/v1/today").status == .ok)  // now from the cache
            #expect(try await alice.delete("/api/v1/tokens/\(Int64(exactly: id) ?? 0)").status == .ok)
            // The clock has not moved: the cached entry is gone, not expired.
            #expect(try await script.get("/api/v1/today").status == .unauthorized)
        }
    }

    @Test func deletingTheAccountOrChangingThePasswordDropsItsTokens() async throws {
        let fixture = try await Fixture()
        #expect(try await fixture.accepted())
        try await fixture.accounts.changePassword(of: fixture.user, toHash: "y", keepingSession: nil)
        #expect(fixture.cache.count == 0)
        #expect(try await fixture.accepted())  // a password change does not revoke tokens in the store
        try await fixture.accounts.deleteAccount(fixture.user)
        #expect(try await !fixture.accepted())
    }

    @Test func aTokenRevokedInTheStoreIsRefusedOnceItsEntryExpires() async throws {
        let fixture = try await Fixture()
        #expect(try await fixture.accepted())
        // Another process revokes it: this process's entry still answers for under 2 s …
        try await fixture.store.revokeAPIToken(fixture.token.id, of: fixture.user, at: fixture.clock.now)
        fixture.clock.advance(by: 1.9)
        #expect(try await fixture.accepted())
        // … and the expired entry is read again from the store, which refuses it.
        fixture.clock.advance(by: 0.1)
        #expect(try await !fixture.accepted())
        #expect(fixture.cache.count == 0)
    }

    @Test func anExpiredEntryIsReadAgainFromTheStore() async throws {
        let fixture = try await Fixture()
        #expect(try await fixture.accounts.activeAPIToken(tokenHash: fixture.hash)?.credential.lastUsedAt == nil)
        // Written directly in the store: the fresh entry still holds what was read before …
        let later = fixture.clock.now.addingTimeInterval(1)
        try await fixture.store.markAPITokenUsed(fixture.token.id, at: later)
        #expect(try await fixture.accounts.activeAPIToken(tokenHash: fixture.hash)?.credential.lastUsedAt == nil)
        // … the expired one is replaced by the store's answer.
        fixture.clock.advance(by: 2)
        let reread = try await fixture.accounts.activeAPIToken(tokenHash: fixture.hash)
        #expect(reread?.credential.lastUsedAt == later)
        #expect(fixture.cache.count == 1)
    }

    @Test func theDataRevisionIsReadFromTheStoreOnEveryLookup() async throws {
        let fixture = try await Fixture()
        let before = try #require(try await fixture.accounts.activeAPIToken(tokenHash: fixture.hash)).dataRevision
        try await fixture.store.apply(
            [.saveSettings(UserSettings(timeZoneIdentifier: "Pacific/Kiritimati"))], for: fixture.user, at: fixture.clock.now)
        let after = try #require(try await fixture.accounts.activeAPIToken(tokenHash: fixture.hash)).dataRevision
        #expect(fixture.cache.count == 1)
        #expect(after > before)
        #expect(after == (try await fixture.store.dataRevision(of: fixture.user)))
    }

    @Test func aLookupThatPredatesARevocationIsNotCached() {
        let cache = APITokenCache()
        let token = APIToken(id: 1, user: 7, name: "script", createdAt: TestClock.start)
        let generation = cache.generation
        cache.forget(tokenID: 1)  // revoked while the look-up was reading the store
        cache.remember(token, tokenHash: "h", readAt: TestClock.start, generation: generation)
        #expect(cache.token(tokenHash: "h", now: TestClock.start) == nil)
        cache.remember(token, tokenHash: "h", readAt: TestClock.start, generation: cache.generation)
        #expect(cache.token(tokenHash: "h", now: TestClock.start) == token)
    }

    @Test func entriesLiveTheirLifetimeAndNoLonger() {
        let cache = APITokenCache(lifetime: 2)
        let token = APIToken(id: 1, user: 7, name: "script", createdAt: TestClock.start)
        cache.remember(token, tokenHash: "h", readAt: TestClock.start, generation: cache.generation)
        #expect(cache.token(tokenHash: "h", now: TestClock.start.addingTimeInterval(1.999)) == token)
        #expect(cache.token(tokenHash: "h", now: TestClock.start.addingTimeInterval(-1)) == nil)  // the clock moved back
        cache.remember(token, tokenHash: "h", readAt: TestClock.start, generation: cache.generation)
        #expect(cache.token(tokenHash: "h", now: TestClock.start.addingTimeInterval(2)) == nil)
        let revoked = APIToken(id: 2, user: 7, name: "old", createdAt: TestClock.start, revokedAt: TestClock.start)
        cache.remember(revoked, tokenHash: "r", readAt: TestClock.start, generation: cache.generation)
        #expect(cache.token(tokenHash: "r", now: TestClock.start) == nil)
    }
}
