import CadenceCore
import CadenceStorage
import Foundation

/// The use cases every interface calls (command line, web server, assistant tools): one
/// method per use case, each validated first and written as one store transaction, so a
/// refused operation writes nothing (docs/domain-rules.md §7).
///
/// docs/architecture.md "The one writer": the store is internal to the service layer, so no
/// front end can write past these methods (the compiler refuses it).
public struct CadenceService: Sendable {
    let store: any CadenceStore
    public let environment: ServiceEnvironment
    /// Queues this service's decisions per user (docs/domain-rules.md §6 "Concurrent changes");
    /// shared by every copy of the service.
    let decisions = UserDecisionQueue()
    /// When this process last brought each user's stored derived state up to today.
    let derivedStateMemo = DerivedStateMemo()

    public init(store: any CadenceStore, environment: ServiceEnvironment = .live) {
        self.store = store
        self.environment = environment
    }

    /// The same use cases on the same store, reading the clock from `environment` (a tool that
    /// plans at a fixed instant).
    public func with(environment: ServiceEnvironment) -> CadenceService {
        CadenceService(store: store, environment: environment)
    }

    /// The current instant, from the injected environment.
    public var now: Date { environment.now() }

    /// The user's calendar (zone, day start, week start).
    public func calendar(for user: UserID) async throws -> UserCalendar {
        try UserCalendar(settings: try await store.settings(of: user))
    }

    /// docs/domain-rules.md §1: today, for this user.
    public func today(for user: UserID) async throws -> Day {
        try await calendar(for: user).day(containing: now)
    }

    // MARK: Users

    /// docs/domain-rules.md §8: a local single-user store has one default user; returns it, creating it
    /// in `timeZoneIdentifier` (the command line passes the system's) on first use.
    public func defaultUser(timeZoneIdentifier: String) async throws -> UserID {
        if let first = try await store.users().first { return first.id }
        return try await createUser(name: "local", settings: UserSettings(timeZoneIdentifier: timeZoneIdentifier))
    }

    /// Creates a user with validated settings and its four preset categories.
    public func createUser(name: String, settings: UserSettings) async throws -> UserID {
        let name = try HabitValidator.validatedName(name)
        return try await store.createUser(name: name, settings: try settings.validated(), at: now)
    }

    // MARK: Settings

    /// The user's settings.
    public func settings(of user: UserID) async throws -> UserSettings {
        try await store.settings(of: user)
    }

    /// Changes settings. docs/domain-rules.md §1: changing the zone or day start never moves past
    /// check-ins, whose days were fixed when they were recorded.
    @discardableResult
    public func updateSettings(of user: UserID, _ change: (inout UserSettings) -> Void) async throws -> UserSettings {
        var settings = try await store.settings(of: user)
        change(&settings)
        let validated = try settings.validated()
        try await store.apply([.saveSettings(validated)], for: user, at: now)
        await keepDerivedState(for: user)
        return validated
    }
}
