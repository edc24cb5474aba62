import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Changing a password, deleting an account, client requests

extension AccountStoreConformance {
    /// A new password hash replaces the old; every session but the one kept ends; an unknown
    /// account is `notFound`.
    public static func passwordChangeEndsOtherSessions(_ store: Store) async throws {
        let user = try await store.createAccount(request("ada"), at: instant).id
        let expiry = instant.addingTimeInterval(3600)
        let kept = Session(tokenHash: String(repeating: "k", count: 64), user: user, createdAt: instant, expiresAt: expiry)
        let other = Session(tokenHash: String(repeating: "o", count: 64), user: user, createdAt: instant, expiresAt: expiry)
        try await store.createSession(kept)
        try await store.createSession(other)
        try await store.changePassword(of: user, toHash: "$2b$04$new-hash", keepingSession: kept.tokenHash)
        #expect(try await store.credentials(forUsername: "ada")?.passwordHash == "$2b$04$new-hash")
        #expect(try await store.session(tokenHash: kept.tokenHash, at: instant) != nil)
        #expect(try await store.session(tokenHash: other.tokenHash, at: instant) == nil)
        try await store.changePassword(of: user, toHash: "$2b$04$newer", keepingSession: nil)
        #expect(try await store.session(tokenHash: kept.tokenHash, at: instant) == nil, "with none kept, every session ends")
        await #expect(throws: AccountError.self) { try await store.changePassword(of: 987_654, toHash: "x", keepingSession: nil) }

        // docs/domain-rules.md §8 (issue 32): the change revokes the active tokens, in the same
        // transaction, and answers how many; without an instant it keeps them.
        let firstHash = String(repeating: "1", count: 64)
        _ = try await store.createAPIToken(named: "a", tokenHash: firstHash, for: user, at: instant)
        let second = try await store.createAPIToken(named: "b", tokenHash: String(repeating: "2", count: 64), for: user, at: instant)
        try await store.revokeAPIToken(second.id, of: user, at: instant)
        let none = try await store.changePassword(of: user, toHash: "$2b$04$kept", keepingSession: nil, revokingTokensAt: nil)
        #expect(none == 0)
        #expect(try await store.activeAPIToken(tokenHash: firstHash) != nil)
        let later = instant.addingTimeInterval(60)
        let revoked = try await store.changePassword(of: user, toHash: "$2b$04$gone", keepingSession: nil, revokingTokensAt: later)
        #expect(revoked == 1, "the already revoked token is not counted again")
        #expect(try await store.activeAPIToken(tokenHash: firstHash) == nil)
        #expect(try await store.apiTokens(of: user).first { $0.id == second.id }?.revokedAt == instant, "the first revocation stays")
    }

    /// A member's account goes with everything its user stored; the owner's only when no other
    /// account remains; an unknown account is `notFound`.
    public static func deletingAnAccountRemovesItsUser(_ store: Store) async throws {
        let owner = try await store.createAccount(request("owner"), at: instant).id
        let member = try await store.createAccount(request("member", open: false), at: instant).id
        let day = StoreConformance.firstDay
        let habitID = try #require(try await store.apply([.insertHabit(StoreConformance.habit("Read"))], for: member, at: instant).first)
        _ = try await store.apply(
            [.insertCheckIn(CheckIn(id: 0, habitID: habitID, day: day, at: instant, amount: 1))], for: member, at: instant)
        _ = try await store.createAPIToken(named: "script", tokenHash: String(repeating: "t", count: 64), for: member, at: instant)
        do {
            try await store.deleteAccount(owner)
            Issue.record("the owner was deleted while a member remains")
        } catch let error as AccountError {
            #expect(error.code == .ownerHasMembers)
        }
        #expect(try await store.account(owner) != nil)
        try await store.deleteAccount(member)
        #expect(try await store.account(member) == nil)
        #expect(try await store.habits(of: member, includeArchived: true).isEmpty)
        #expect(try await store.checkIns(of: member, habit: nil, from: nil, through: nil).isEmpty)
        #expect(try await store.activeAPIToken(tokenHash: String(repeating: "t", count: 64)) == nil)
        #expect(try await store.accountCount() == 1)
        try await store.deleteAccount(owner)
        #expect(try await store.accountCount() == 0)
        await #expect(throws: AccountError.self) { try await store.deleteAccount(owner) }
    }

    /// docs/domain-rules.md §3 "Client ids": a request's id is recorded with the check-ins
    /// inserted before it in the batch; a second record of the id fails the whole batch; ids
    /// are per user.
    public static func clientRequestsAreRecordedOnce(_ store: Store) async throws {
        let alice = try await store.createAccount(request("alice"), at: instant).id
        let bob = try await store.createAccount(request("bob", open: false), at: instant).id
        let day = StoreConformance.firstDay
        let habitID = try #require(try await store.apply([.insertHabit(StoreConformance.habit("Floss"))], for: alice, at: instant).first)
        let checkIn = CheckIn(id: 0, habitID: habitID, day: day, at: instant, amount: 1)
        let ids = try await store.apply(
            [.insertCheckIn(checkIn), .insertCheckIn(checkIn), .recordClientRequest(clientID: "abc-1", habit: habitID)],
            for: alice, at: instant)
        #expect(ids.count == 2)
        let recorded = try #require(try await store.clientRequest("abc-1", of: alice))
        #expect(recorded.habit == habitID && recorded.checkIns == ids)
        #expect(try await store.clientRequest("abc-1", of: bob) == nil, "ids are per user")
        #expect(try await store.clientRequest("abc-2", of: alice) == nil)
        do {
            try await store.apply([.insertCheckIn(checkIn), .recordClientRequest(clientID: "abc-1", habit: habitID)], for: alice, at: instant)
            Issue.record("the same client id was recorded twice")
        } catch let error as CadenceError {
            #expect(error.code == .concurrentChange)
        }
        #expect(try await store.checkIns(of: alice, habit: habitID, from: nil, through: nil).count == 2, "the batch rolled back")
    }

    /// docs/api.md "Accounts, sessions and tokens": the attempt log counts per scope and key,
    /// after an instant, oldest first; recording drops the key's attempts past the window;
    /// a reset forgets one key only.
    public static func signInAttemptsAreCountedPerKeyAndWindow(_ store: Store) async throws {
        let start = instant
        for minute in 0..<5 {
            try await store.recordAttempt(
                scope: "address", key: "10.0.0.1", at: start.addingTimeInterval(Double(minute) * 60), window: 900)
        }
        try await store.recordAttempt(scope: "address", key: "10.0.0.2", at: start, window: 900)
        try await store.recordAttempt(scope: "pair", key: "10.0.0.1", at: start, window: 900)
        let all = try await store.attempts(scope: "address", key: "10.0.0.1", after: start.addingTimeInterval(-1))
        let expected: [Date] = (0..<5).map { start.addingTimeInterval(Double($0) * 60) }
        #expect(all == expected)
        #expect(try await store.attempts(scope: "address", key: "10.0.0.1", after: start.addingTimeInterval(120)).count == 2)
        #expect(try await store.attempts(scope: "pair", key: "10.0.0.1", after: .distantPast).count == 1)
        // 20 minutes later the first five are past a 15-minute window (at or before minute 5) and dropped.
        try await store.recordAttempt(scope: "address", key: "10.0.0.1", at: start.addingTimeInterval(1_200), window: 900)
        let kept = try await store.attempts(scope: "address", key: "10.0.0.1", after: .distantPast)
        let latest: [Date] = [start.addingTimeInterval(1_200)]
        #expect(kept == latest)
        try await store.resetAttempts(scope: "address", key: "10.0.0.1")
        #expect(try await store.attempts(scope: "address", key: "10.0.0.1", after: .distantPast).isEmpty)
        #expect(try await store.attempts(scope: "address", key: "10.0.0.2", after: .distantPast).count == 1)
        #expect(try await store.attempts(scope: "pair", key: "10.0.0.1", after: .distantPast).count == 1)
    }
}
