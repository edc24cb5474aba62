import CadenceCore
import Synchronization

/// Which signed-in users made a request to this process lately, for the `cadence_active_users`
/// gauge of `/metrics` (docs/operations.md "Metrics"): `AuthenticationMiddleware` notes each
/// signed-in request; entries older than a day are dropped when counted. Per process: several
/// processes on one database each count their own users.
public final class ActiveUsers: Sendable {
    /// The process's tracker.
    public static let shared = ActiveUsers()

    private let seen = Mutex<[UserID: ContinuousClock.Instant]>([:])

    /// A new, empty tracker (tests; the server uses `shared`).
    public init() {}

    /// `user` made a signed-in request now.
    public func saw(_ user: UserID) {
        let now = ContinuousClock.now
        seen.withLock { $0[user] = now }
    }

    /// How many distinct users made a signed-in request within `window`; forgets those beyond a day.
    public func count(within window: Duration) -> Int {
        let now = ContinuousClock.now
        return seen.withLock { seen in
            seen = seen.filter { now - $0.value <= .seconds(86_400) }
            return seen.values.count { now - $0 <= window }
        }
    }
}
