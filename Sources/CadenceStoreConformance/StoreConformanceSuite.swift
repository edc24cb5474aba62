import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

/// The storage conformance suite: the behaviour every `CadenceStore` backend must show,
/// written once against `any CadenceStore` (docs/architecture.md: SQLite and PostgreSQL run the same
/// suite).
///
/// Each check takes a fresh, empty store and records failures with Swift Testing's `#expect`
/// and `#require`, so it must run inside a `@Test`. Run every check as its own test case:
///
/// ```swift
/// @Test(arguments: StoreConformance.checks)
/// func conformance(_ check: StoreConformance.Check) async throws {
///     try await check.run(try SQLiteStore.inMemory())
/// }
/// ```
///
/// or all of them in one test with ``runAll(makeStore:)``.
public enum StoreConformance {
    /// One named conformance check, run against a fresh, empty store.
    public struct Check: Sendable, CustomStringConvertible, CustomTestStringConvertible {
        /// What the check verifies, e.g. `twoUsersAreIsolated`.
        public let name: String
        /// Runs the check against an empty store.
        public let run: @Sendable (any CadenceStore) async throws -> Void

        /// A check named `name` that runs `run` against an empty store.
        public init(_ name: String, run: @escaping @Sendable (any CadenceStore) async throws -> Void) {
            self.name = name
            self.run = run
        }

        /// The check's name.
        public var description: String { name }
        /// The check's name, as Swift Testing shows the argument of a parameterized test.
        public var testDescription: String { name }
    }

    /// Every check of the suite, in a stable order.
    public static let checks: [Check] =
        [
            Check("createUserSeedsPresetCategoriesOnce", run: createUserSeedsPresetCategoriesOnce),
            Check("settingsRoundTrip", run: settingsRoundTrip),
            Check("habitRoundTripsEveryField", run: habitRoundTripsEveryField),
            Check("habitUpdateReplacesDefinition", run: habitUpdateReplacesDefinition),
            Check("habitOrdering", run: habitOrdering),
            Check("categoryWrites", run: categoryWrites),
            Check("insertsReturnIDsInOrder", run: insertsReturnIDsInOrder),
            Check("checkInRoundTripAndOrder", run: checkInRoundTripAndOrder),
            Check("checkInDeletes", run: checkInDeletes),
            Check("dayTotalsSumAndCount", run: dayTotalsSumAndCount),
            Check("dayRecordsUpsertAndRemove", run: dayRecordsUpsertAndRemove),
            Check("refusedChangesLeaveStoreUnchanged", run: refusedChangesLeaveStoreUnchanged),
            Check("duplicateNamesRefused", run: duplicateNamesRefused),
            Check("activeHabitLimit", run: activeHabitLimit),
            Check("deleteHabitCascades", run: deleteHabitCascades),
            Check("deleteCategoryUncategorizesHabits", run: deleteCategoryUncategorizesHabits),
            Check("twoUsersAreIsolated", run: twoUsersAreIsolated),
            Check("perfectDayAwardsAreUniquePerUserAndDay", run: perfectDayAwardsAreUniquePerUserAndDay),
            Check("xpLedgerSumsAndNeverGoesNegative", run: xpLedgerSumsAndNeverGoesNegative),
            Check("achievementsUnlockOnce", run: achievementsUnlockOnce),
            Check("importLogRoundTrip", run: importLogRoundTrip),
            Check("habitDayFactsReadsOneHabitsDays", run: habitDayFactsReadsOneHabitsDays),
            Check("insertHabitWithHistoryAttachesItsHistory", run: insertHabitWithHistoryAttachesItsHistory),
            Check("insertHabitWithHistoryRefusalChangesNothing", run: insertHabitWithHistoryRefusalChangesNothing),
            Check("healthEntriesRoundTripAndFilter", run: healthEntriesRoundTripAndFilter),
            Check("healthEntriesAreIsolatedAndAtomic", run: healthEntriesAreIsolatedAndAtomic),
            Check("todosRoundTripUpdateAndDelete", run: todosRoundTripUpdateAndDelete),
            Check("todosAreIsolated", run: todosAreIsolated),
            Check("lifeAreaFactsEqualTheAreasReads", run: lifeAreaFactsEqualTheAreasReads),
            Check("notesRoundTripAndSearch", run: notesRoundTripAndSearch),
            Check("moneyAccountsRoundTripAndCascade", run: moneyAccountsRoundTripAndCascade),
            Check("moneyNamesUniqueAndLimited", run: moneyNamesUniqueAndLimited),
            Check("moneyIsIsolatedAndAtomic", run: moneyIsIsolatedAndAtomic),
            Check("reminderIdsSurviveHabitEdits", run: reminderIdsSurviveHabitEdits),
            Check("calendarFeedsAreFoundByDigest", run: calendarFeedsAreFoundByDigest),
            Check("deliveriesAreClaimedOnce", run: deliveriesAreClaimedOnce),
            Check("restoreBringsEveryKindBackExactly", run: restoreBringsEveryKindBackExactly),
            Check("restoreRefusalsChangeNothing", run: restoreRefusalsChangeNothing),
            Check("moneyTransactionEditsInPlace", run: moneyTransactionEditsInPlace),
            Check("noteSearchMatchesWordBeginnings", run: noteSearchMatchesWordBeginnings),
            Check("pushKeyIsMadeOnceAndRotated", run: pushKeyIsMadeOnceAndRotated),
            Check("pushSubscriptionsArePerUser", run: pushSubscriptionsArePerUser),
            Check("healthClientIDsRecordOnce", run: healthClientIDsRecordOnce),
            Check("decideInOneWriteReadsDecidesAndWrites", run: decideInOneWriteReadsDecidesAndWrites),
            Check("decideInOneWriteReadsTheWriteReach", run: decideInOneWriteReadsTheWriteReach),
            Check("linkedHabitFollowsHealthEntries", run: linkedHabitFollowsHealthEntries),
            Check("linkedDaysFollowThePersonsDays", run: linkedDaysFollowThePersonsDays),
            Check("routinesKeepTheirHabitsInOrder", run: routinesKeepTheirHabitsInOrder),
            Check("routinesTravelInTheCadenceExport", run: routinesTravelInTheCadenceExport),
            Check("latestCheckInInstantReadsTheRange", run: latestCheckInInstantReadsTheRange),
        ] + syncChecks + syncKeyChecks + entryChecks + webhookChecks + partnerChecks + challengeChecks + partnerNewsChecks

    /// Runs every check, each against a new store from `makeStore`.
    public static func runAll(makeStore: () async throws -> any CadenceStore) async throws {
        for check in checks {
            try await check.run(try await makeStore())
        }
    }
}

// MARK: - Fixtures

extension StoreConformance {
    /// 2026-01-01T00:00:00.123Z: instants carry milliseconds, which every backend keeps.
    static let instant = Date(timeIntervalSince1970: 1_767_225_600.123)
    /// A later apply instant, for updates.
    static let laterInstant = Date(timeIntervalSince1970: 1_767_312_000.987)
    /// 2026-01-01 (days since 1970-01-01).
    static let firstDay = Day(ordinal: 20_454)

    static let settings = UserSettings(
        timeZoneIdentifier: "Europe/Paris", dayStartHour: 4, weekStart: .sunday, onboardingCompleted: true)

    /// Creates a user with fixed settings at the fixture instant.
    static func makeUser(_ store: any CadenceStore, name: String = "Ada") async throws -> UserID {
        try await store.createUser(name: name, settings: settings, at: instant)
    }

    /// A minimal daily habit.
    static func habit(_ name: String, sortOrder: Int = 0, isArchived: Bool = false, categoryID: CategoryID? = nil)
        -> Habit
    {
        Habit(
            id: 0, name: name, categoryID: categoryID, startDay: firstDay, sortOrder: sortOrder, isArchived: isArchived,
            createdAt: instant, updatedAt: instant)
    }

    /// Inserts habits in one apply and returns their ids.
    static func insertHabits(_ habits: [Habit], for user: UserID, in store: any CadenceStore) async throws -> [HabitID] {
        try await store.apply(habits.map(StoreChange.insertHabit), for: user, at: instant)
    }

    /// Inserts one check-in and returns its id.
    @discardableResult
    static func checkIn(
        _ habit: HabitID, day: Day, amount: Double = 1, at: Date = instant, note: String? = nil, for user: UserID,
        in store: any CadenceStore
    ) async throws -> CheckInID {
        let change = StoreChange.insertCheckIn(
            CheckIn(id: 0, habitID: habit, day: day, at: at, amount: amount, note: note))
        let ids = try await store.apply([change], for: user, at: instant)
        return try #require(ids.first)
    }
}

// MARK: - Observing the whole store

/// Everything a user can read from a store, to compare before and after a refused apply.
struct ConformanceSnapshot: Equatable {
    struct UserData: Equatable {
        var settings: UserSettings
        var habits: [Habit]
        var categories: [Category]
        var checkIns: [CheckIn]
        var dayTotals: [DayTotal]
        var dayRecords: [DayRecord]
        var health: [HealthEntry]
        var todos: [Todo]
        var notes: [Note]
        var moneyAccounts: [MoneyAccount]
        var moneyTransactions: [MoneyTransaction]
    }

    var users: [User]
    var data: [UserID: UserData]

    static func take(_ store: any CadenceStore, users: [UserID]) async throws -> ConformanceSnapshot {
        var data: [UserID: UserData] = [:]
        for user in users {
            data[user] = UserData(
                settings: try await store.settings(of: user),
                habits: try await store.habits(of: user, includeArchived: true),
                categories: try await store.categories(of: user),
                checkIns: try await store.checkIns(of: user, habit: nil, from: nil, through: nil),
                dayTotals: try await store.dayTotals(of: user, habits: nil, from: nil, through: nil),
                dayRecords: try await store.dayRecords(of: user, habits: nil, from: nil, through: nil),
                health: try await store.healthEntries(of: user, type: nil, from: nil, through: nil),
                todos: try await store.todos(of: user), notes: try await store.notes(of: user),
                moneyAccounts: try await store.moneyAccounts(of: user),
                moneyTransactions: try await store.moneyTransactions(of: user, account: nil))
        }
        return ConformanceSnapshot(users: try await store.users(), data: data)
    }
}

extension StoreConformance {
    /// Expects `changes` to be refused with `code` and every observable read of `users` to be
    /// unchanged afterwards (docs/domain-rules.md §7: bad input changes nothing).
    @discardableResult
    static func expectRefusal(
        _ code: CadenceError.Code, _ changes: [StoreChange], for user: UserID, in store: any CadenceStore,
        watching users: [UserID], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CadenceError? {
        let before = try await ConformanceSnapshot.take(store, users: users)
        let error = await #expect(throws: CadenceError.self, sourceLocation: sourceLocation) {
            try await store.apply(changes, for: user, at: laterInstant)
        }
        #expect(
            error?.code == code, "expected \(code), got \(String(describing: error))", sourceLocation: sourceLocation)
        let after = try await ConformanceSnapshot.take(store, users: users)
        #expect(after == before, "a refused apply changed the store", sourceLocation: sourceLocation)
        return error
    }
}
