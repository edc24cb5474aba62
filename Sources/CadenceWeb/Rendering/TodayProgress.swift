import CadenceCore
import CadenceHTTP
import CadenceServices
import Foundation

/// The level and global perfect-day streak Today shows (docs/domain-rules.md §6, §7), kept in the
/// server's `DerivedResponseCache` under the user's data revision: deriving the streak reads
/// the whole history, and Today is shown again after every check-in, so the derivation runs
/// once per change of the user's data (and day), not once per page view.
struct TodayProgress: Codable, Sendable {
    let level: LevelProgress
    let globalStreak: GlobalStreak

    static let route = "web:today-progress"

    /// The user's progress, from the cache when the data revision read with the request's
    /// session is still current.
    static func load(for identity: Identity, dependencies: ServerDependencies) async throws -> TodayProgress {
        let cache = dependencies.derivedResponses
        let now = dependencies.now
        if let data = cache.body(user: identity.user, route: route, revision: identity.dataRevision, now: now),
            let cached = try? JSONDecoder().decode(TodayProgress.self, from: data)
        {
            return cached
        }
        let service = dependencies.service
        let report = try await service.progress(for: identity.user, recentTransactions: 0)
        let progress = TodayProgress(level: report.level, globalStreak: report.globalStreak)
        let calendar = try await service.calendar(for: identity.user)
        cache.store(
            try JSONEncoder().encode(progress), user: identity.user, route: route, revision: identity.dataRevision,
            calendar: calendar, day: calendar.day(containing: now))
        return progress
    }
}
