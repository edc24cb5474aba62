import Foundation

/// When deliveries happen and are retried (docs/domain-rules.md §9 "Delivery").
public enum DeliveryPolicy {
    /// Firings missed by at most this long are still sent when a delivery loop (re)starts; older
    /// ones are dropped and logged.
    public static let catchUp: TimeInterval = 3_600
    /// Missed firings older than this are neither sent nor logged when a loop comes back after
    /// a long stop (a week of `dropped` rows is enough to tell what was missed).
    public static let dropLogLimit: TimeInterval = 7 * 86_400
    /// A failing delivery is retried until this long after its firing, then recorded as failed.
    public static let retryFor: TimeInterval = 3_600
    /// How long a claim keeps other processes off a delivery in flight.
    public static let lease: TimeInterval = 120

    /// The wait before attempt `attempt + 1` after `attempt` failures: 30 s, 1 min, 2 min, …,
    /// at most 10 minutes.
    public static func backoff(afterAttempt attempt: Int) -> TimeInterval {
        min(30 * pow(2, Double(max(attempt, 1) - 1)), 600)
    }
}
