import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

/// The conformance checks of `AccountStore`: what every backend that serves accounts
/// (SQLite today, PostgreSQL later) must do, written once against the protocols.
///
/// Each check takes a fresh, empty store and records failures with Swift Testing, so it must
/// run inside a `@Test`:
///
/// ```swift
/// @Test(arguments: AccountStoreConformance.checks)
/// func accounts(_ check: AccountStoreConformance.Check) async throws {
///     try await check.run(try SQLiteStore.inMemory())
/// }
/// ```
public enum AccountStoreConformance {
    /// A store that holds both the habit data and the accounts.
    public typealias Store = any CadenceStore & AccountStore

    /// One named check, run against an empty store.
    public struct Check: Sendable, CustomStringConvertible, CustomTestStringConvertible {
        public let name: String
        public let run: @Sendable (Store) async throws -> Void

        public init(_ name: String, run: @escaping @Sendable (Store) async throws -> Void) {
            self.name = name
            self.run = run
        }

        public var description: String { name }
        public var testDescription: String { name }
    }

    /// Every check, in a stable order.
    public static let checks: [Check] = [
        Check("firstAccountIsOwnerWithSeededUser", run: firstAccountIsOwnerWithSeededUser),
        Check("laterAccountsNeedOpenSignUps", run: laterAccountsNeedOpenSignUps),
        Check("usernamesAreUniqueCaseInsensitively", run: usernamesAreUniqueCaseInsensitively),
        Check("firstAccountAdoptsUnclaimedUser", run: firstAccountAdoptsUnclaimedUser),
        Check("sessionsExpireAndEnd", run: sessionsExpireAndEnd),
        Check("apiTokensLifecycle", run: apiTokensLifecycle),
        Check("apiTokensAreScopedToTheirUser", run: apiTokensAreScopedToTheirUser),
        Check("dataRevisionFollowsEveryChangeOfTheUser", run: dataRevisionFollowsEveryChangeOfTheUser),
        Check("passwordChangeEndsOtherSessions", run: passwordChangeEndsOtherSessions),
        Check("deletingAnAccountRemovesItsUser", run: deletingAnAccountRemovesItsUser),
        Check("clientRequestsAreRecordedOnce", run: clientRequestsAreRecordedOnce),
        Check("signInAttemptsAreCountedPerKeyAndWindow", run: signInAttemptsAreCountedPerKeyAndWindow),
        Check("aServerSecretIsMadeOnceAndKept", run: aServerSecretIsMadeOnceAndKept),
        Check("oidcStatesAreTakenOnceAndExpire", run: oidcStatesAreTakenOnceAndExpire),
        Check("oidcIdentitiesLinkByIssuerAndSubject", run: oidcIdentitiesLinkByIssuerAndSubject),
    ]

    /// 2026-01-01T00:00:00.250Z.
    static let instant = Date(timeIntervalSince1970: 1_767_225_600.25)
    static let settings = UserSettings(timeZoneIdentifier: "Europe/Paris")

    static func request(_ username: String, open: Bool = true, adopt: Bool = false) -> NewAccount {
        NewAccount(
            username: username, passwordHash: "$2b$04$hash-of-\(username)", settings: settings, requiresOpenSignUps: open,
            adoptsUnclaimedUser: adopt)
    }

    // MARK: Accounts

    /// The first account is the owner; its user exists with the four preset categories;
    /// it reads back by id and by username in any case, with its password hash.
    public static func firstAccountIsOwnerWithSeededUser(_ store: Store) async throws {
        #expect(try await store.accountCount() == 0)
        let account = try await store.createAccount(request("Ada"), at: instant)
        #expect(account.role == .owner)
        #expect(account.username == "Ada")
        #expect(account.createdAt == instant)
        #expect(try await store.users().map(\.id) == [account.id])
        #expect(try await store.categories(of: account.id).map(\.name) == Category.presetNames)
        #expect(try await store.settings(of: account.id).timeZoneIdentifier == "Europe/Paris")
        #expect(try await store.account(account.id) == account)
        let credentials = try #require(try await store.credentials(forUsername: "ADA"))
        #expect(credentials.account == account)
        #expect(credentials.passwordHash == "$2b$04$hash-of-Ada")
        #expect(try await store.credentials(forUsername: "bob") == nil)
        #expect(try await store.account(account.id + 1000) == nil)
        #expect(try await store.accountCount() == 1)
    }

    /// Sign-ups are closed by default: a second account that requires open sign-ups is
    /// refused and creates no user; opened, it becomes a member; an administrator's account
    /// (not requiring open sign-ups) is created while closed.
    public static func laterAccountsNeedOpenSignUps(_ store: Store) async throws {
        _ = try await store.createAccount(request("ada"), at: instant)
        #expect(try await store.signUpsOpen() == false)
        let error = await #expect(throws: AccountError.self) {
            _ = try await store.createAccount(request("bob"), at: instant)
        }
        #expect(error?.code == .signUpsClosed)
        #expect(try await store.users().count == 1)
        try await store.setSignUpsOpen(true)
        #expect(try await store.signUpsOpen() == true)
        let bob = try await store.createAccount(request("bob"), at: instant)
        #expect(bob.role == .member)
        try await store.setSignUpsOpen(false)
        #expect(try await store.signUpsOpen() == false)
        let carol = try await store.createAccount(request("carol", open: false), at: instant)
        #expect(carol.role == .member)
        #expect(try await store.users().count == 3)
        #expect(try await store.accountCount() == 3)
    }

    /// A server secret is stored by its first caller and answered to every later one, whatever
    /// candidate they bring; concurrent first callers all get one value; names are separate, and
    /// a secret is not a setting sign-ups read (docs/domain-rules.md §8 "Device cookies").
    public static func aServerSecretIsMadeOnceAndKept(_ store: Store) async throws {
        let first = try await store.serverSecret(named: "device_key", candidate: "dk_first")
        #expect(first == "dk_first")
        #expect(try await store.serverSecret(named: "device_key", candidate: "dk_second") == "dk_first")
        #expect(try await store.serverSecret(named: "other", candidate: "other_1") == "other_1")
        let racing = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<8 { group.addTask { try await store.serverSecret(named: "raced", candidate: "r\(index)") } }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(racing.count == 1)
        #expect(try await store.signUpsOpen() == false)
    }

    /// A username taken in another case is refused and leaves no user behind.
    public static func usernamesAreUniqueCaseInsensitively(_ store: Store) async throws {
        _ = try await store.createAccount(request("Ada"), at: instant)
        let error = await #expect(throws: AccountError.self) {
            _ = try await store.createAccount(request("aDA", open: false), at: instant)
        }
        #expect(error?.code == .usernameTaken)
        #expect(try await store.users().count == 1)
        #expect(try await store.accountCount() == 1)
    }

    /// The first account may take over the oldest user without an account (the command
    /// line's local user); later accounts never adopt.
    public static func firstAccountAdoptsUnclaimedUser(_ store: Store) async throws {
        let local = try await store.createUser(name: "local", settings: settings, at: instant)
        let other = try await store.createUser(name: "other", settings: settings, at: instant)
        let owner = try await store.createAccount(request("ada", adopt: true), at: instant)
        #expect(owner.id == local)
        #expect(owner.role == .owner)
        let member = try await store.createAccount(request("bob", open: false, adopt: true), at: instant)
        #expect(member.id != other)
        #expect(try await store.users().count == 3)
    }

    // MARK: Sessions

    /// A session is found until it expires, and not after; deleting ends it; expired
    /// sessions are swept.
    public static func sessionsExpireAndEnd(_ store: Store) async throws {
        let user = try await store.createAccount(request("ada"), at: instant).id
        let expiry = instant.addingTimeInterval(3600)
        let session = Session(tokenHash: String(repeating: "a", count: 64), user: user, createdAt: instant, expiresAt: expiry)
        let stale = Session(
            tokenHash: String(repeating: "b", count: 64), user: user, createdAt: instant,
            expiresAt: instant.addingTimeInterval(60))
        try await store.createSession(session)
        try await store.createSession(stale)
        #expect(try await store.session(tokenHash: session.tokenHash, at: instant)?.credential == session)
        #expect(try await store.session(tokenHash: session.tokenHash, at: expiry.addingTimeInterval(-0.001))?.credential == session)
        #expect(try await store.session(tokenHash: session.tokenHash, at: expiry) == nil)
        #expect(try await store.session(tokenHash: String(repeating: "c", count: 64), at: instant) == nil)
        #expect(try await store.deleteExpiredSessions(at: instant.addingTimeInterval(120)) == 1)
        #expect(try await store.session(tokenHash: stale.tokenHash, at: instant) == nil)
        try await store.deleteSession(tokenHash: session.tokenHash)
        #expect(try await store.session(tokenHash: session.tokenHash, at: instant) == nil)
        try await store.deleteSession(tokenHash: session.tokenHash)
    }

    // MARK: API tokens

    /// Tokens list newest first, authenticate by digest until revoked, record their last
    /// use, and stay listed (with the first revocation instant) once revoked.
    public static func apiTokensLifecycle(_ store: Store) async throws {
        let user = try await store.createAccount(request("ada"), at: instant).id
        let first = try await store.createAPIToken(named: "backup", tokenHash: "hash-1", for: user, at: instant)
        let later = instant.addingTimeInterval(10)
        let second = try await store.createAPIToken(named: "phone", tokenHash: "hash-2", for: user, at: later)
        #expect(first.name == "backup")
        #expect(first.user == user)
        #expect(first.createdAt == instant)
        #expect(first.lastUsedAt == nil)
        #expect(first.revokedAt == nil)
        #expect(try await store.apiTokens(of: user).map(\.id) == [second.id, first.id])
        #expect(try await store.activeAPIToken(tokenHash: "hash-1")?.credential == first)
        #expect(try await store.activeAPIToken(tokenHash: "hash-3") == nil)

        try await store.markAPITokenUsed(first.id, at: later)
        #expect(try await store.activeAPIToken(tokenHash: "hash-1")?.credential.lastUsedAt == later)

        let revokedAt = instant.addingTimeInterval(20)
        let revoked = try await store.revokeAPIToken(first.id, of: user, at: revokedAt)
        #expect(revoked.revokedAt == revokedAt)
        #expect(try await store.activeAPIToken(tokenHash: "hash-1") == nil)
        let again = try await store.revokeAPIToken(first.id, of: user, at: revokedAt.addingTimeInterval(5))
        #expect(again.revokedAt == revokedAt)
        #expect(try await store.apiTokens(of: user).map(\.revokedAt) == [nil, revokedAt])
        #expect(try await store.activeAPIToken(tokenHash: "hash-2")?.credential == second)
    }

    /// Another user's token cannot be revoked (not found) and is not listed.
    public static func apiTokensAreScopedToTheirUser(_ store: Store) async throws {
        let ada = try await store.createAccount(request("ada"), at: instant).id
        let bob = try await store.createAccount(request("bob", open: false), at: instant).id
        let token = try await store.createAPIToken(named: "ada's", tokenHash: "hash-ada", for: ada, at: instant)
        let error = await #expect(throws: AccountError.self) {
            _ = try await store.revokeAPIToken(token.id, of: bob, at: instant)
        }
        #expect(error?.code == .notFound)
        #expect(try await store.apiTokens(of: bob).isEmpty)
        #expect(try await store.activeAPIToken(tokenHash: "hash-ada")?.credential == token)
    }

    // MARK: Caching

    /// The data revision grows with every kind of change to the user's facts — and only the
    /// user's: another user's writes leave it as it was.
    public static func dataRevisionFollowsEveryChangeOfTheUser(_ store: Store) async throws {
        let ada = try await store.createAccount(request("ada"), at: instant).id
        let bob = try await store.createAccount(request("bob", open: false), at: instant).id
        var revision = try await store.dataRevision(of: ada)
        let bobsRevision = try await store.dataRevision(of: bob)

        func expectGrowth(_ what: String, _ change: () async throws -> Void) async throws {
            try await change()
            let next = try await store.dataRevision(of: ada)
            #expect(next > revision, "\(what) did not change the revision")
            revision = next
        }

        let day = Day(ordinal: 20_454)
        var habit = Habit(id: 0, name: "Read", startDay: day, createdAt: instant, updatedAt: instant)
        habit.reminders = [Reminder(hour: 8, minute: 0)]
        try await expectGrowth("inserting a habit") {
            habit.id = try #require(try await store.apply([.insertHabit(habit)], for: ada, at: instant).first)
        }
        try await expectGrowth("editing a habit") {
            habit.name = "Read more"
            try await store.apply([.updateHabit(habit)], for: ada, at: instant)
        }
        var checkIn = CheckIn(id: 0, habitID: habit.id, day: day, at: instant, amount: 1)
        try await expectGrowth("a check-in") {
            checkIn.id = try #require(try await store.apply([.insertCheckIn(checkIn)], for: ada, at: instant).first)
        }
        try await expectGrowth("deleting a check-in") {
            try await store.apply([.deleteCheckIn(checkIn.id)], for: ada, at: instant)
        }
        try await expectGrowth("a day record") {
            try await store.apply([.saveDayRecord(DayRecord(habitID: habit.id, day: day, isSkipped: true))], for: ada, at: instant)
        }
        try await expectGrowth("a category") {
            try await store.apply(
                [.insertCategory(Category(id: 0, name: "Work", isPreset: false, sortOrder: 9, createdAt: instant))],
                for: ada, at: instant)
        }
        try await expectGrowth("settings") {
            try await store.apply([.saveSettings(UserSettings(timeZoneIdentifier: "Asia/Tokyo"))], for: ada, at: instant)
        }
        try await expectGrowth("a perfect-day award") {
            try await store.apply([.awardPerfectDay(day)], for: ada, at: instant)
        }
        try await expectGrowth("deleting the habit") {
            try await store.apply([.deleteHabit(habit.id)], for: ada, at: instant)
        }
        #expect(try await store.dataRevision(of: bob) == bobsRevision)
        _ = try await store.createAPIToken(named: "t", tokenHash: "hash-rev", for: ada, at: instant)
        #expect(try await store.activeAPIToken(tokenHash: "hash-rev")?.dataRevision == revision)
        try await store.createSession(
            Session(tokenHash: "session-rev", user: ada, createdAt: instant, expiresAt: instant.addingTimeInterval(60)))
        #expect(try await store.session(tokenHash: "session-rev", at: instant)?.dataRevision == revision)
    }
}
